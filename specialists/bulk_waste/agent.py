"""The bulk-waste specialist: 대형폐기물 fees and how to apply, per 시군구."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agents import FunctionTool, function_tool

from specialists.base import Specialist, ToolCallPlan, ToolResult, error_text, source_label
from specialists.bulk_waste.payload import BulkWasteRequest
from specialists.bulk_waste.provider import BulkWasteProvider, OfficialBulkWasteProvider
from specialists.tooling import run_tool


class BulkWasteSpecialist(Specialist[BulkWasteRequest]):
    name = "bulk_waste"
    description = (
        "대형폐기물(소파, 침대, 냉장고 등 큰 물건) 배출 방법과 수수료를 시군구별로 안내한다."
    )
    payload_type = BulkWasteRequest
    role = (
        "당신은 대형폐기물 배출 안내 담당이다. get_collection_info로 신청 방법을, "
        "search_fee로 품목 수수료를 조회해 답한다."
    )

    def __init__(self, provider: BulkWasteProvider | None = None) -> None:
        self.provider: BulkWasteProvider = provider or OfficialBulkWasteProvider()

    def tools(self) -> list[FunctionTool]:
        provider = self.provider

        @function_tool
        async def get_collection_info(district: str) -> str:
            """시군구의 대형폐기물 신청 방법과 문의처를 조회한다.

            Args:
                district: 시군구 이름 (예: 강남구, 수원시).
            """
            return await run_tool("get_collection_info", lambda: provider.collection_info(district))

        @function_tool
        async def search_fee(district: str, item_name: str) -> str:
            """시군구의 대형폐기물 품목 수수료를 조회한다 (크기 수식어 없이 품목명으로).

            Args:
                district: 시군구 이름 (예: 강남구).
                item_name: 품목명 (예: 소파, 냉장고).
            """
            return await run_tool("search_fee", lambda: provider.search_fee(district, item_name))

        return [get_collection_info, search_fee]

    def ask_back(self, payload: BulkWasteRequest | None) -> str | None:
        if payload is None or payload.district is None:
            what = f"{payload.item} " if payload is not None and payload.item else ""
            return (
                f"대형폐기물 {what}수수료와 신청 방법은 시군구마다 달라요. "
                "어느 시군구(예: 강남구, 수원시)에서 버리시나요?"
            )
        return None

    def plan(self, payload: BulkWasteRequest, done: Sequence[ToolResult]) -> list[ToolCallPlan]:
        if done or payload.district is None:
            return []
        calls = [ToolCallPlan("get_collection_info", {"district": payload.district})]
        if payload.item:
            calls.append(
                ToolCallPlan(
                    "search_fee", {"district": payload.district, "item_name": payload.item}
                )
            )
        return calls

    def compose(self, payload: BulkWasteRequest | None, results: Sequence[ToolResult]) -> str:
        info = next((r.data for r in results if r.name == "get_collection_info" and r.ok), None)
        fees = next((r.data for r in results if r.name == "search_fee" and r.ok), None)
        if info is None and fees is None:
            err = error_text(results) or "대형폐기물 정보를 찾지 못했습니다."
            return f"죄송해요, {err}"
        lines: list[str] = []
        if fees is not None:
            lines += _fee_lines(fees)
        if info is not None:
            lines += _info_lines(info, with_appliance_note=fees is None)
        return "\n".join(lines)


def _fee_lines(fees: dict[str, Any]) -> list[str]:
    place = fees.get("full_name") or fees.get("district", "")
    lines: list[str] = []
    if fees.get("items"):
        shown, total = len(fees["items"]), int(fees.get("item_count") or 0)
        more = f" (해당 품목 {total}건 중 {shown}건)" if total > shown else ""
        lines.append(f"{place} 대형폐기물 '{fees['query']}' 수수료{more}:")
        for item in fees["items"]:
            spec = item.get("spec") or "규격 미기재"
            name = item.get("name") or item["item_name"]
            fee = "무료" if item.get("is_free") else item["fee_text"]
            lines.append(f"- {name} ({spec}): {fee}")
    if fees.get("note"):
        lines.append(str(fees["note"]))
    if fees.get("contact"):
        lines.append(str(fees["contact"]))
    if fees.get("citation"):
        lines.append(str(fees["citation"]))
    if fees.get("appliance_note"):
        lines.append(str(fees["appliance_note"]))
    return lines


def _info_lines(info: dict[str, Any], *, with_appliance_note: bool) -> list[str]:
    lines: list[str] = []
    methods = info.get("application_methods") or []
    if methods:
        lines.append("신청·배출 방법:")
        lines += [f"- {m}" for m in methods]
    for where in info.get("places") or []:
        lines.append(f"- 배출 장소: {where}")
    if info.get("note"):
        lines.append(str(info["note"]))
    if info.get("phone_note"):
        lines.append(str(info["phone_note"]))
    cited = info.get("citation") or source_label(info)
    if cited:
        lines.append(str(cited))
    if with_appliance_note and info.get("appliance_note"):
        lines.append(str(info["appliance_note"]))
    return lines
