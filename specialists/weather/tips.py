"""Disposal tips from weather conditions — one rule set for live observations and normals."""

from __future__ import annotations

from dataclasses import dataclass

PRECIPITATION_NONE = "none"


@dataclass(frozen=True, slots=True)
class Conditions:
    temperature_c: float | None
    humidity_pct: float | None
    precipitation: str | None  # none, rain, rain_snow, snow, shower, drizzle, ... ; None = unknown
    wet_month: bool = False  # normals only: a month with frequent rain (≥ 250 mm)


def disposal_tips(c: Conditions, waste_category: str | None) -> list[str]:
    """Cumulative tips; a missing value never triggers a rule (unknown is not 0 °C)."""
    tips: list[str] = []
    if c.precipitation not in (None, PRECIPITATION_NONE):
        tips.append(
            "비나 눈이 오면 종이류·골판지는 젖지 않게 실내에 두었다가 수거 직전에 내놓으세요."
        )
        if c.precipitation in ("snow", "rain_snow", "snow_flurry"):
            tips.append("눈길이 미끄러우니 배출하러 나갈 때 조심하세요.")
    elif c.wet_month:
        tips.append("비가 잦은 달이라 종이류·골판지는 젖지 않게 보관했다가 내놓으세요.")
    if c.temperature_c is not None:
        if c.temperature_c >= 30:
            tips.append(
                "기온이 30도 이상이면 음식물 쓰레기는 냄새와 벌레가 생기기 전에 바로 내놓으세요."
            )
        elif c.temperature_c >= 25 and waste_category == "food":
            tips.append(
                "따뜻한 날씨에는 음식물 쓰레기를 오래 두지 말고 물기를 빼서 자주 내놓으세요."
            )
        if c.temperature_c <= 0:
            tips.append(
                "영하에는 음식물 쓰레기와 용기 속 액체가 얼 수 있으니 물기를 충분히 빼서 배출하세요."
            )
    if c.humidity_pct is not None and c.humidity_pct >= 85 and not any("종이류" in t for t in tips):
        tips.append("습도가 높으면 종이류가 눅눅해지니 말려서 배출하세요.")
    return tips
