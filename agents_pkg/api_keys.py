"""API keys of the HTTP API (``ECO_TRIAGE_API_KEYS``): kept as their SHA-256, never plain.

Each comma-separated entry is a plain key (16 characters at least, hashed here) or an already
hashed ``sha256:<64 hex>`` (the form to put in a config file); a short key or a malformed hash
is refused::

    parse_api_keys("a-random-token-of-32-chars,sha256:" + "0" * 64)  # two hashes, deduplicated
"""

from __future__ import annotations

import hashlib
import re

__all__ = ["hash_api_key", "parse_api_keys"]


def hash_api_key(key: str) -> str:
    """The form an API key is kept in: its SHA-256, hex (the plain key is never stored)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def parse_api_keys(raw: str) -> tuple[str, ...]:
    """``ECO_TRIAGE_API_KEYS``: comma-separated keys, each plain (hashed here, at least 16
    characters) or already hashed as ``sha256:<64 hex>`` (the form to put in a config file)."""
    hashes: list[str] = []
    for entry in (part.strip() for part in raw.split(",")):
        if not entry:
            continue
        if entry.startswith("sha256:"):
            digest = entry.removeprefix("sha256:").lower()
            if not re.fullmatch(r"[0-9a-f]{64}", digest):
                raise ValueError("a sha256: entry needs 64 hex digits")
            hashes.append(digest)
        elif len(entry) < 16:
            raise ValueError("a key needs at least 16 characters (use a random token)")
        else:
            hashes.append(hash_api_key(entry))
    return tuple(dict.fromkeys(hashes))
