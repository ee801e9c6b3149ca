"""Round 33 (r33b): where to put an item out, rendered in English or paraphrased, in faithful
answers of prod_dev3.

* A home and a shop coordinated before one 앞 (``내집, 내점포 앞에 배출``, ``집(상가)앞``) is the
  doorstep of :data:`guardrails.grounding.holdings.WAYS`: ``in front of your home`` is that
  district's own way, not another district's.
* ``curbside`` is English's word for a household's own collection point: a 문전배출 record gives it
  (:mod:`guardrails.grounding.disposal_places`); a record of a drop-off yard does not.
* A bin's place detail (``건물 앞 도로변``) written right after the road address of the bin that
  holds it is that bin's (:mod:`guardrails.grounding.site_details`), not the site a previous
  sentence named.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _rules(district: str, full: str, methods: list[str], places: list[str]) -> dict[str, object]:
    return {
        "district": district, "full_name": full, "source": "waste-rules",
        "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-11-04",
        "application_methods": methods, "places": places, "department": "청소행정과",
        "phone": "02-3396-5453" if district == "서울 중구" else "031-310-2254",
    }  # fmt: skip


SIHEUNG = _rules("시흥시", "경기도 시흥시", ["권역별 수거대행업체 협의 후 배출"],
                 ["문전(상가) 앞 및 생활폐기물 보관대"])  # fmt: skip
JUNGGU = _rules("서울 중구", "서울특별시 중구",
                ["대형폐기물 대행업체(남부환경 1577-6731) 에 배출신고(처리수수료 납부)한 후 배출"],
                ["내집, 내점포 앞에 배출"])  # fmt: skip
JUNGGU_YARD = _rules("서울 중구", "서울특별시 중구",
                     ["대형폐기물 대행업체(남부환경 1577-6731) 에 배출신고(처리수수료 납부)한 후 배출"],
                     ["지정된 거점 수거장"])  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g37d1-0034's shape
        "- Siheung (경기도 시흥시): arrange it with the collection contractor, then put it out in "
        "front of the house/shop. Contact: 031-310-2254.\n- Jung-gu, Seoul (서울 중구): report it "
        "to the contractor (1577-6731) and pay the fee, then leave it in front of your home or "
        "shop. Contact: 02-3396-5453.",
        "- 시흥시: 업체와 협의한 뒤 문전(상가) 앞에 내놓으세요. 031-310-2254\n"
        "- 서울 중구: 업체(1577-6731)에 신고하고 수수료를 낸 뒤 집 앞에 내놓으세요. 02-3396-5453",
    ],
)
def test_a_home_and_a_shop_before_one_front_is_the_doorstep(answer: str) -> None:
    assert flagged(answer, ev(SIHEUNG, JUNGGU)) == []


def test_the_doorstep_of_a_district_whose_record_gives_a_yard_stays_flagged() -> None:
    answer = (
        "- Siheung: put it out in front of the house. Contact: 031-310-2254.\n"
        "- Jung-gu, Seoul: report it to the contractor (1577-6731), then leave it in front of "
        "your home. Contact: 02-3396-5453."
    )
    assert flagged(answer, ev(SIHEUNG, JUNGGU_YARD)) == ["in front of your home"]


GWANGJU_SEO = {
    "district": "광주 서구", "full_name": "광주광역시 서구", "source": "waste-rules",
    "as_of": "2023-06-20", "application_methods": ["폐기물 수집, 운반, 처리업 신고처리"],
    "places": ["문전배출"], "department": "청소행정과", "phone": "062-360-7286",
}  # fmt: skip
GWANGJU_SEO_YARD = {**GWANGJU_SEO, "places": ["지정된 거점 수거장"]}


@pytest.mark.parametrize(
    "answer",
    [
        # g37d0-0053's shape
        "Call the Seo-gu Sanitation Administration Division (청소행정과) at 062-360-7286. The data "
        "lists the place as curbside, in front of your door (문전배출).",
        "In Seo-gu, Gwangju you put bulky waste out curbside (문전배출) once it is reported.",
        "Seo-gu, Gwangju: place the item kerbside after you report it. Call 062-360-7286.",
    ],
)
def test_curbside_for_a_door_front_record(answer: str) -> None:
    assert flagged(answer, ev(GWANGJU_SEO)) == []


def test_curbside_for_a_drop_off_yard_stays_flagged() -> None:
    answer = "In Seo-gu, Gwangju you put bulky waste out curbside once it is reported."
    assert flagged(answer, ev(GWANGJU_SEO_YARD)) == ["curbside"]


def _point(name: str, address: str, detail: str | None, metres: int) -> dict[str, object]:
    return {"name": name, "address": address, "detail": detail, "district": "서울 중구",
            "phone": "02-3396-5465", "items": [], "distance_m": metres, "as_of": "2024-11-26"}  # fmt: skip


MEDICINE = {
    "radius_km": 1.0, "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "points": [_point("진양아파트", "서울특별시 중구 퇴계로 217", None, 363),
               _point("중구청", "서울특별시 중구 창경궁로 17", "1층 후문", 375)],
    "found": 2, "as_of": "2026-01-26",
}  # fmt: skip
CLOTHES = {
    "radius_km": 2.0, "item_type": "clothes", "kind_name": "의류", "source": "clothing-bins",
    "points": [_point("필동", "서울특별시 중구 퇴계로50길 42", "건물 앞 도로변", 90),
               _point("장충동", "서울특별시 중구 동호로25길 40", "주차장 입구", 219)],
    "found": 2, "as_of": "2024-11-26",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g37d2-0014's shape
        "폐의약품 수거함은 진양아파트(퇴계로 217)가 약 363m, 중구청 1층 후문(375m)도 가까워요. "
        "의류수거함은 필동 퇴계로50길 42 건물 앞 도로변이 90m로 바로 코앞이에요.",
        "약은 중구청 1층 후문(375m)에 넣으시면 돼요. 옷은 필동 수거함(퇴계로50길 42, 건물 앞 "
        "도로변, 90m)이 제일 가까워요.",
        "The medicine bin is at 중구청 1층 후문 (375 m). For clothes, the nearest bin is at "
        "퇴계로50길 42, 건물 앞 도로변 (90 m).",
    ],
)
def test_a_detail_after_its_own_bins_address(answer: str) -> None:
    assert flagged(answer, ev(MEDICINE, CLOTHES)) == []


def test_a_detail_after_another_bins_address_stays_flagged() -> None:
    answer = (
        "약은 중구청 1층 후문(375m)에 넣으시면 돼요. 옷은 동호로25길 40 건물 앞 도로변 "
        "수거함(219m)에 넣으세요."
    )
    assert "건물 앞 도로변" in flagged(answer, ev(MEDICINE, CLOTHES))
