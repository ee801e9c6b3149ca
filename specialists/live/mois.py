"""MOIS 생활쓰레기 배출정보 (data.go.kr 15155080): how a 시군구 takes bulk waste, and whom to call.

``GET https://apis.data.go.kr/1741000/household_waste_info/info?serviceKey=..&pageNo=1&numOfRows=100
&returnType=json&cond[SGG_NM::LIKE]=<시군구>`` returns one row per management zone
(``response.body.items.item[]``) with ``CTPV_NM``, ``SGG_NM``, ``MNG_ZONE_NM``, the disposal rules
of each waste stream and ``MNG_DEPT_NM``/``MNG_DEPT_TELNO``/``DAT_CRTR_YMD``. Bulk waste is the
``TMPRY_BULK_WASTE_EMSN_*`` group (일시적 다량·대형 폐기물). The re-implementation reference lists
``BULK_WST_EMSN_MTHD``/``MNG_DEPT_TEL`` (names taken from the original's code); recorded responses
use the names above, so both spellings are read.

This API has **no fee table**: :meth:`MoisBulkWasteProvider.search_fee` says so instead of
inventing figures.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import httpx

from specialists.geo import resolve_district
from specialists.korean.gazetteer import District, lookup_sido
from specialists.korean.items import normalize_item
from specialists.live.http import Endpoint, as_list, dig
from specialists.live.upstream_errors import data_go_kr_result_error
from specialists.tooling import ProviderError

INFO_URL = "https://apis.data.go.kr/1741000/household_waste_info/info"
SOURCE = "행정안전부 생활쓰레기 배출정보 API"
KEY_ENV = "DATA_GO_KR_SERVICE_KEY"
SOURCE_LABEL = "행정안전부 생활쓰레기 배출정보"
_OK_CODES = {"0", "00", "000"}
_NOT_APPLICABLE = {"", "해당없음", "해당 없음", "없음", "-", "null", "none"}
_MAX_METHOD_LINES = 8

_METHOD_FIELDS = ("TMPRY_BULK_WASTE_EMSN_MTHD", "BULK_WST_EMSN_MTHD")
_PLACE_FIELDS = ("TMPRY_BULK_WASTE_EMSN_PLC",)
_PHONE_FIELDS = ("MNG_DEPT_TELNO", "MNG_DEPT_TEL")


def _text(row: Mapping[str, Any], fields: Sequence[str]) -> str | None:
    """The first field with a real value (``해당없음`` and blanks skipped); line breaks are kept."""
    for field in fields:
        value = row.get(field)
        if value is None:
            continue
        lines = [" ".join(line.split()) for line in str(value).splitlines()]
        text = "\n".join(line for line in lines if line)
        if text.lower() not in _NOT_APPLICABLE:
            return text
    return None


def format_ymd(value: Any) -> str | None:
    """``"20221231"`` / ``"2022-12-31"`` / ``"2022.12.31"`` → ``"2022-12-31"``; else ``None``."""
    digits = re.sub(r"\D", "", str(value or ""))[:8]
    if len(digits) != 8:
        return None
    return f"{digits[:4]}-{digits[4:6]}-{digits[6:]}"


def _split_lines(text: str) -> list[str]:
    return [line.strip(" -·•") for line in re.split(r"[\r\n]+", text) if line.strip(" -·•")]


def _in_district(row: Mapping[str, Any], place: District) -> bool:
    """``SGG_NM LIKE`` matches substrings (남구 ⊂ 강남구) and every 시도's 중구: keep only ``place``."""
    sido_name = str(row.get("CTPV_NM") or "").strip()
    if sido_name:
        sido = lookup_sido(sido_name)
        if sido is not None and sido != place.sido:
            return False
    sgg = " ".join(str(row.get("SGG_NM") or "").split())
    if place.name == place.sido.name:  # 세종특별자치시: its own district, SGG_NM may be blank
        return not sgg or sgg.startswith(place.sido.short)
    return sgg == place.name or sgg.startswith(place.name + " ")


class MoisBulkWasteProvider:
    """:class:`~specialists.bulk_waste.provider.BulkWasteProvider` over the MOIS API."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        service_key: str,
        *,
        timeout: float = 15.0,
        retries: int = 2,
        backoff: float = 0.3,
        url: str = INFO_URL,
    ) -> None:
        self._endpoint = Endpoint.keyed(
            client,
            url,
            service_key,
            missing="MoisBulkWasteProvider needs a data.go.kr service key",
            source=SOURCE,
            key_env=KEY_ENV,
            timeout=timeout,
            retries=retries,
            backoff=backoff,
        )

    async def _rows(self, place: District) -> list[Mapping[str, Any]]:
        name = place.sido.short if place.name == place.sido.name else place.name
        data = await self._endpoint.get(
            {
                "serviceKey": self._endpoint.key,
                "pageNo": 1,
                "numOfRows": 100,
                "returnType": "json",
                "cond[SGG_NM::LIKE]": name,
            }
        )
        header = dig(data, "response", "header")
        if not isinstance(header, Mapping):
            raise ProviderError(f"{SOURCE} 응답 형식이 올바르지 않습니다(response.header 없음).")
        code = str(header.get("resultCode", "")).strip()
        if code not in _OK_CODES:
            raise data_go_kr_result_error(
                code,
                str(header.get("resultMsg") or ""),
                source=SOURCE,
                key_env=KEY_ENV,
                secrets=self._endpoint.secrets,
            )
        body = dig(data, "response", "body")
        items = dig(body, "items", "item")
        if items is None and isinstance(dig(body, "items"), list):
            items = dig(body, "items")  # some gateways flatten items.item into items
        return [r for r in as_list(items) if isinstance(r, Mapping) and _in_district(r, place)]

    async def collection_info(self, district: str) -> dict[str, Any]:
        place = resolve_district(district)
        rows = await self._rows(place)
        if not rows:
            raise ProviderError(
                f"{SOURCE_LABEL}에 {place.full_name} 자료가 없습니다. {place.full_name} 누리집의 대형폐기물 안내를 확인하세요."
            )
        # Distinct bulk-waste rules across the district's management zones.
        rules: dict[str, list[str]] = {}
        for row in rows:
            method = _text(row, _METHOD_FIELDS)
            if method is None:
                continue
            where = _text(row, _PLACE_FIELDS)
            key = method + (f"\n배출 장소: {where}" if where else "")
            rules.setdefault(key, []).append(_text(row, ("MNG_ZONE_NM",)) or "")
        methods: list[str] = []
        for rule, zones in rules.items():
            lines = _split_lines(rule)
            if len(rules) > 1 and zones[0]:
                lines[0] = f"[{zones[0]}{' 등' if len(zones) > 1 else ''}] {lines[0]}"
            methods += lines
        if not methods:
            methods = [
                f"{SOURCE_LABEL}에 {place.full_name}의 대형폐기물 배출 방법이 비어 있습니다. 아래 담당 부서에 문의하세요."
            ]
        dept = Counter(d for r in rows if (d := _text(r, ("MNG_DEPT_NM",)))).most_common(1)
        phone = Counter(p for r in rows if (p := _text(r, _PHONE_FIELDS))).most_common(1)
        dates = [d for r in rows if (d := format_ymd(r.get("DAT_CRTR_YMD")))]
        info: dict[str, Any] = {
            "district": place.key,
            "full_name": place.full_name,
            "application_methods": methods[:_MAX_METHOD_LINES],
            "phone": phone[0][0] if phone else None,
            "dept": dept[0][0] if dept else None,
            "zones": len(rows),
            "source": "mois",
            "source_label": SOURCE_LABEL,
            "as_of": max(dates) if dates else None,
        }
        if info["phone"] or info["dept"]:
            contact = " ".join(x for x in (info["dept"], info["phone"]) if x)
            info["phone_note"] = f"문의: {place.full_name} {contact}"
        return info

    async def search_fee(self, district: str, item_name: str) -> dict[str, Any]:
        place = resolve_district(district)
        query = normalize_item(item_name) or " ".join(item_name.split())
        return {
            "district": place.key,
            "full_name": place.full_name,
            "query": query,
            "item_count": 0,
            "items": [],
            "note": (
                f"{SOURCE_LABEL}에는 대형폐기물 품목별 수수료가 없어 '{query}' 수수료를 알려드릴 수 없습니다. "
                f"{place.full_name} 누리집의 대형폐기물 배출 신고 화면에서 품목을 고르면 수수료를 확인할 수 있습니다."
            ),
            "source": "mois",
            "source_label": SOURCE_LABEL,
            "as_of": None,
        }
