"""Who is calling, and which conversations they may use.

The security model in three sentences: a caller is a *principal* — the holder of an API key
(``ECO_TRIAGE_API_KEYS``, kept only as SHA-256 hashes), a user named by the trusted host in
``ECO_TRIAGE_PRINCIPAL_HEADER``, both, or nobody (anonymous, when neither is configured). A
conversation is reachable only through a session id the server issued (``s1.<nonce>.<mac>``, an
HMAC over the nonce *and the principal*, so it cannot be guessed and is refused with 403 for any
other principal), or — for an identified principal only — an id the host chose, which is stored
under that principal's name and so can never reach anyone else's conversation. Every caller is
rate-limited per principal and per client IP (:mod:`agents_pkg.server.ratelimit`).

| header | meaning |
|---|---|
| ``Authorization: Bearer KEY`` or ``X-API-Key: KEY`` | the API key (required when keys are set: 401 otherwise) |
| ``ECO_TRIAGE_PRINCIPAL_HEADER`` (e.g. ``X-Eco-Principal``) | the end user, as the host authenticated them |
| ``X-Eco-Session`` (response) | the session id to send back as ``session_id`` for a follow-up |
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from agents_pkg.config import Settings

__all__ = [
    "SESSION_HEADER",
    "TOKEN_PREFIX",
    "CallerPolicy",
    "ForeignSession",
    "Principal",
    "Unauthorized",
    "load_session_secret",
]

ANONYMOUS = "anonymous"
TOKEN_PREFIX = "s1."
SESSION_HEADER = "X-Eco-Session"
_TOKEN = re.compile(r"s1\.([0-9a-f]{32})\.([0-9a-f]{32})")
_PRINCIPAL_VALUE = re.compile(r"[\x21-\x7e]{1,128}")  # visible ASCII, as a header carries it


@dataclass(frozen=True, slots=True)
class Principal:
    """The caller: ``"anonymous"``, ``"key:<12 hex>"``, ``"user:<name>"`` or both joined by ``/``."""

    id: str

    @property
    def identified(self) -> bool:
        return self.id != ANONYMOUS


class Unauthorized(Exception):
    """No valid API key (or an unusable principal header): 401."""


class ForeignSession(Exception):
    """The session id belongs to another principal, or was not issued by this service: 403."""


class CallerPolicy:
    """Authenticates callers and checks their session ids. No I/O: the secret is given."""

    def __init__(
        self, secret: bytes, *, api_key_hashes: tuple[str, ...] = (), principal_header: str | None
    ) -> None:
        if len(secret) < 16:
            raise ValueError("the session secret needs at least 16 bytes")
        self._secret = secret
        self._keys = {bytes.fromhex(h): h[:12] for h in api_key_hashes}
        self.principal_header = principal_header.lower() if principal_header else None

    @classmethod
    def from_settings(cls, settings: Settings, secret: bytes) -> CallerPolicy:
        return cls(
            secret,
            api_key_hashes=settings.api_key_hashes,
            principal_header=settings.principal_header,
        )

    @property
    def keys_required(self) -> bool:
        return bool(self._keys)

    def principal(self, headers: Mapping[str, str]) -> Principal:
        """The caller named by ``headers`` (lower-case names); :class:`Unauthorized` if a key is
        required and missing or wrong, or the principal header is malformed."""
        parts: list[str] = []
        if self._keys:
            presented = _presented_key(headers)
            digest = hashlib.sha256(presented.encode("utf-8")).digest() if presented else b""
            # compare against every hash in constant time: no early exit that leaks which matched
            key_id = None
            for known, kid in self._keys.items():
                if hmac.compare_digest(known, digest or b"\0" * 32):
                    key_id = kid
            if key_id is None:
                raise Unauthorized("a valid API key is required")
            parts.append(f"key:{key_id}")
        if self.principal_header is not None:
            value = headers.get(self.principal_header, "").strip()
            if value:
                if not _PRINCIPAL_VALUE.fullmatch(value):
                    raise Unauthorized(f"{self.principal_header} must be 1-128 visible ASCII")
                parts.append(f"user:{value}")
        return Principal("/".join(parts) or ANONYMOUS)

    def _mac(self, principal: Principal, nonce: str) -> str:
        message = f"{principal.id}\n{nonce}".encode()
        return hmac.new(self._secret, message, hashlib.sha256).hexdigest()[:32]

    def new_session(self, principal: Principal) -> str:
        """An unguessable session id bound to ``principal`` (128-bit nonce, 128-bit MAC)."""
        nonce = secrets.token_hex(16)
        return f"{TOKEN_PREFIX}{nonce}.{self._mac(principal, nonce)}"

    def storage_id(self, principal: Principal, session_id: str) -> str:
        """The key the session store keeps ``session_id`` under, for ``principal``.

        A server-issued id must carry this principal's MAC (else :class:`ForeignSession`). Any
        other id is accepted only from an identified principal and is stored under its name, so
        two principals using the same id have two separate conversations.
        """
        match = _TOKEN.fullmatch(session_id)
        if match is not None:
            nonce, mac = match.groups()
            if not hmac.compare_digest(mac, self._mac(principal, nonce)):
                raise ForeignSession("this session belongs to another caller")
            return session_id
        if session_id.startswith(TOKEN_PREFIX) or not principal.identified:
            raise ForeignSession(
                "session_id must be one this service issued (omit it on the first turn and send "
                f"back the {SESSION_HEADER} / session_id of the answer)"
            )
        owner = hashlib.sha256(principal.id.encode("utf-8")).hexdigest()[:16]
        return f"p.{owner}:{session_id}"


def _presented_key(headers: Mapping[str, str]) -> str:
    auth = headers.get("authorization", "")
    scheme, _, value = auth.partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        return value.strip()
    return headers.get("x-api-key", "").strip()


def load_session_secret(settings: Settings, data_dir: Path) -> bytes:
    """``ECO_TRIAGE_SESSION_SECRET`` if set, else ``<data_dir>/session-secret`` (created once, mode
    0600), so every process on one host signs alike. Several hosts must share the variable."""
    if settings.session_secret:
        return settings.session_secret.encode("utf-8")
    path = data_dir / "session-secret"
    data_dir.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        secret = path.read_bytes().strip()
        if len(secret) < 32:
            raise ValueError(f"{path}: too short to be a session secret; delete it") from None
        return secret
    with os.fdopen(fd, "wb") as out:
        out.write(secrets.token_hex(32).encode())
    return path.read_bytes().strip()
