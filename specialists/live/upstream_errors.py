"""What upstream answers mean: data.go.kr's gateway and result-code envelopes, Kakao's and odcloud's
key errors, and quoting upstream text safely (the key redacted, never exception text).

:mod:`specialists.live.http` turns these into the :class:`~specialists.tooling.ProviderError` a
user reads.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import quote, unquote
from xml.etree import ElementTree

from specialists.errors import ProviderError

_MAX_QUOTED = 160  # characters of upstream text quoted in a message

# data.go.kr gateway / common result codes (공공데이터포털 OpenAPI 에러 코드).
DATA_GO_KR_KEY_CODES: Mapping[str, str] = {
    "20": "서비스 접근이 거부되었습니다(활용 신청이 승인되지 않았을 수 있습니다)",
    "30": "등록되지 않은 서비스키입니다(활용 신청 직후라면 동기화에 1시간쯤 걸릴 수 있습니다)",
    "31": "기한이 만료된 서비스키입니다",
    "32": "등록되지 않은 IP에서 호출했습니다",
}
DATA_GO_KR_QUOTA_CODES = frozenset({"22"})
_KEY_ERROR_NAMES = {
    "SERVICE_ACCESS_DENIED_ERROR": "20",
    "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR": "22",
    "SERVICE_KEY_IS_NOT_REGISTERED_ERROR": "30",
    "DEADLINE_HAS_EXPIRED_ERROR": "31",
    "UNREGISTERED_IP_ERROR": "32",
}


def normalize_service_key(key: str) -> str:
    """The *decoded* form of a data.go.kr key.

    The portal hands out an "Encoding" key (``abc%2Bdef%3D%3D``) and a "Decoding" key
    (``abc+def==``). httpx percent-encodes query values itself, so an already encoded key would be
    encoded twice and rejected as SERVICE_KEY_IS_NOT_REGISTERED_ERROR; decoding first makes both work.
    """
    key = key.strip()
    return unquote(key) if "%" in key else key


def redact(text: str, secrets: Iterable[str]) -> str:
    """``text`` with every secret (raw and percent-encoded forms) replaced by ``***``."""
    for secret in secrets:
        if not secret:
            continue
        for form in {secret, quote(secret, safe=""), quote(secret, safe="/"), unquote(secret)}:
            if form:
                text = text.replace(form, "***")
    return text


def quoted(text: str, secrets: Iterable[str]) -> str:
    clean = " ".join(redact(text, secrets).split())
    return clean if len(clean) <= _MAX_QUOTED else clean[: _MAX_QUOTED - 1] + "…"


def subject(word: str) -> str:
    """``word`` with the right subject particle: ``"기상청이"``, ``"카카오 로컬 API가"``."""
    last = word.rstrip()[-1:] or "가"
    if "가" <= last <= "힣":
        return word + ("이" if (ord(last) - 0xAC00) % 28 else "가")
    return word + "가"


def key_hint(key_env: str | None) -> str:
    return f" 환경변수 {key_env} 값을 확인하세요." if key_env else ""


def data_go_kr_result_error(
    code: str,
    message: str,
    *,
    source: str,
    key_env: str | None = None,
    secrets: Iterable[str] = (),
) -> ProviderError:
    """The error for a data.go.kr result code other than success (header or gateway envelope)."""
    code = code.strip()
    message = quoted(message, secrets)
    detail = f"resultCode {code}: {message}" if message else f"resultCode {code}"
    if code in DATA_GO_KR_KEY_CODES:
        return ProviderError(
            f"{source} 인증에 실패했습니다: {DATA_GO_KR_KEY_CODES[code]} ({detail}).{key_hint(key_env)}"
        )
    if code in DATA_GO_KR_QUOTA_CODES:
        return ProviderError(
            f"{source} 하루 호출 한도를 넘었습니다 ({detail}). 내일 다시 시도하거나 운영계정 트래픽 증가를 신청하세요."
        )
    if code == "03":
        return ProviderError(
            f"{source}에 요청한 자료가 아직 없습니다 ({detail}). 잠시 후 다시 시도해 주세요."
        )
    return ProviderError(f"{subject(source)} 오류를 돌려주었습니다 ({detail}).")


def _gateway_error_from_fields(code: str, err_msg: str, auth_msg: str) -> tuple[str, str] | None:
    """(code, message) from the fields of an ``OpenAPI_ServiceResponse`` envelope."""
    if not code:
        for text in (auth_msg, err_msg):
            if text.strip() in _KEY_ERROR_NAMES:
                code = _KEY_ERROR_NAMES[text.strip()]
                break
    if not code and not err_msg and not auth_msg:
        return None
    names = [t.strip() for t in (auth_msg, err_msg) if t and t.strip()]
    named = next((n for n in names if n in _KEY_ERROR_NAMES), None)
    message = named or (names[0] if names else "SERVICE ERROR")
    return (code or "99"), message


def data_go_kr_gateway_error(body: str | Mapping[str, Any]) -> tuple[str, str] | None:
    """``(returnReasonCode, message)`` when ``body`` is data.go.kr's ``OpenAPI_ServiceResponse``.

    Accepts the raw text (XML or JSON) or an already decoded JSON object.
    """
    if isinstance(body, Mapping):
        envelope = body.get("OpenAPI_ServiceResponse")
        if not isinstance(envelope, Mapping):
            return None
        header = envelope.get("cmmMsgHeader")
        if not isinstance(header, Mapping):
            header = envelope
        return _gateway_error_from_fields(
            str(header.get("returnReasonCode") or ""),
            str(header.get("errMsg") or ""),
            str(header.get("returnAuthMsg") or ""),
        )
    if "OpenAPI_ServiceResponse" not in body:
        return None
    text = body.strip()
    if text.startswith("{"):
        try:
            decoded = json.loads(text)
        except ValueError:
            return None
        return data_go_kr_gateway_error(decoded) if isinstance(decoded, Mapping) else None
    try:
        root = ElementTree.fromstring(text)  # a public API's short error body
    except ElementTree.ParseError:
        match = re.search(r"<returnReasonCode>\s*(\d+)\s*</returnReasonCode>", text)
        auth = re.search(r"<returnAuthMsg>(.*?)</returnAuthMsg>", text, re.S)
        return _gateway_error_from_fields(
            match.group(1) if match else "", "", auth.group(1) if auth else ""
        )
    return _gateway_error_from_fields(
        (root.findtext(".//returnReasonCode") or "").strip(),
        (root.findtext(".//errMsg") or "").strip(),
        (root.findtext(".//returnAuthMsg") or "").strip(),
    )


def upstream_reason(body: str) -> str:
    """The human part of a JSON error body: Kakao, odcloud and Open-Meteo shapes."""
    try:
        data = json.loads(body)
    except ValueError:
        return ""
    if not isinstance(data, Mapping):
        return ""
    parts = [
        str(data[k])
        for k in ("errorType", "message", "msg", "reason", "resultMsg")
        if data.get(k) not in (None, "", True)
    ]
    return ": ".join(parts)
