"""The recyclable-price specialist: ₩/kg prices by material and survey region."""

from __future__ import annotations

from collections.abc import Sequence

from agents import FunctionTool, function_tool

from specialists.base import Specialist, ToolCallPlan, ToolResult, error_text, source_label
from specialists.korean.materials import CATEGORY_NAMES, category_of
from specialists.recyclable_price.payload import RecyclablePriceRequest
from specialists.recyclable_price.provider import EmbeddedPriceProvider, PriceProvider
from specialists.tooling import run_tool

_CATEGORY_QUERIES = {
    "폐지",
    "종이",
    "플라스틱",
    "유리",
    "유리병",
    "금속",
    "고철",
    "타이어",
    "비닐",
    "재활용품",
}


class RecyclablePriceSpecialist(Specialist[RecyclablePriceRequest]):
    name = "recyclable_price"
    description = "재활용품(폐지, 고철, 캔, 페트병, 플라스틱, 유리) 시세를 원/kg 단위로 품목·권역별로 안내한다."
    payload_type = RecyclablePriceRequest
    role = (
        "당신은 재활용품 시세 안내 담당이다. search_price(품목) 또는 get_category_prices(분류)로 조회하고, "
        "조사 시점과 권역을 반드시 함께 말하며 압축/플레이크 가격 차이를 설명한다."
    )

    def __init__(self, provider: PriceProvider | None = None) -> None:
        self.provider: PriceProvider = provider or EmbeddedPriceProvider()

    def tools(self) -> list[FunctionTool]:
        provider = self.provider

        @function_tool
        async def search_price(item_name: str, region: str | None = None) -> str:
            """재활용 품목의 kg당 시세를 조회한다.

            Args:
                item_name: 품목명 (예: 신문지, 골판지, PET, 알루미늄캔).
                region: 권역 코드 또는 시도 이름. null이면 전국 평균.
            """
            return await run_tool("search_price", lambda: provider.search_price(item_name, region))

        @function_tool
        async def get_category_prices(category: str, region: str | None = None) -> str:
            """분류(paper, plastic, glass, metal, tire)의 품목별 kg당 시세를 조회한다.

            Args:
                category: paper, plastic, glass, metal, tire 중 하나.
                region: 권역 코드 또는 시도 이름. null이면 전국 평균.
            """
            return await run_tool(
                "get_category_prices", lambda: provider.category_prices(category, region)
            )

        return [search_price, get_category_prices]

    def ask_back(self, payload: RecyclablePriceRequest | None) -> str | None:
        return None  # with no material, the policy lists every category (재활용품 시세 알려줘)

    def plan(
        self, payload: RecyclablePriceRequest, done: Sequence[ToolResult]
    ) -> list[ToolCallPlan]:
        if done:
            return []
        material = payload.material
        if material is None or material == "재활용품":
            return [
                ToolCallPlan("get_category_prices", {"category": c, "region": payload.region})
                for c in CATEGORY_NAMES
            ]
        if material in _CATEGORY_QUERIES and material != "캔":
            category = category_of(material)
            if category is not None:
                return [
                    ToolCallPlan(
                        "get_category_prices", {"category": category, "region": payload.region}
                    )
                ]
        return [ToolCallPlan("search_price", {"item_name": material, "region": payload.region})]

    def compose(self, payload: RecyclablePriceRequest | None, results: Sequence[ToolResult]) -> str:
        ok = [r.data for r in results if r.ok]
        if not ok:
            return f"죄송해요, {error_text(results) or '시세 정보를 찾지 못했습니다.'}"
        first = ok[0]
        head = f"{first['region_name']} 재활용품 시세 ({first['survey_date']} 조사 기준, {first['unit']})"
        lines = [head]
        for data in ok:
            if data.get("category_name") and len(ok) > 1:
                lines.append(f"[{data['category_name']}]")
            lines += [f"- {i['item_name']}: {i['price_text']}" for i in data["items"]]
        label = source_label(first)
        if label:
            lines.append(f"출처: {label}")
        if first.get("note"):
            lines.append(str(first["note"]))
        if any(i.get("form") == "플레이크" for d in ok for i in d["items"]):
            lines.append(str(first["form_note"]))
        return "\n".join(lines)
