"""Round 30 (r30c): dataset dates, coverage notes and which district has data.

- Which district has data (:mod:`guardrails.grounding.district_data`): a district a bin search's
  note lists with data, said to have none (``대전 서구에는 … 자료가 없고``, the districts with and
  without data swapped: prod_holdout16 g30h0-0055), and a nationwide coverage count said of the
  시도 after it (``only eight districts in Jeollabuk-do have such data``: prod_holdout17
  g31h1-0030).
- A coverage note (:mod:`guardrails.grounding.city_wide`): a city's output said to cover the 구
  the user asked about (``자료는 전주시 전체 기준이라 덕진구 별도 금액은 없습니다``, ``용인시(수지구 포함,
  용인시 전체 기준 자료)``: prod_holdout16 g30h3-0030, prod_holdout17 g31h3-0018, g31h3-0087).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _bins(kind: str, place: str, sido: str, listed: str, count: int) -> dict[str, object]:
    """A bin search by coordinates whose place has no data; its note lists the 시도's districts
    that do."""
    return {"latitude": 36.32, "longitude": 127.43, "radius_km": 1.0, "item_type": "x",
            "kind_name": kind, "districts_with_data": count, "source": "clothing-bins",
            "district_has_data": False, "points": [], "found": 0, "as_of": None,
            "citation": "출처: 공공데이터포털 의류수거함 위치, 데이터기준일자 2026-05-28",
            "note": f"{sido} {place}의 {kind} 장소 자료는 없습니다. 자료가 있는 시군구는 전국 "
                    f"{count}곳입니다. {sido}에서는 {listed}에 자료가 있습니다."}  # fmt: skip


CLOTHES = _bins("의류", "동구", "대전광역시", "대전 서구", 47)
LAMPS = _bins("폐형광등", "완주군", "전북특별자치도", "진안군", 8)


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("대전 서구는 의류수거함 자료가 없고요, 대전에서는 동구만 자료가 있어요.", CLOTHES,
         ["대전 서구는 의류수거함 자료가 없고요"]),
        ("There is no clothing-bin data for Seo-gu in Daejeon, so please use a roadside bin.",
         CLOTHES, ["There is no clothing-bin data for Seo-gu in Daejeon"]),
        ("There is no lamp-bin data for Wanju-gun; just 8 districts in Jeollabuk-do have it, "
         "Jinan-gun among them.", LAMPS, ["8 districts in Jeollabuk-do"]),
        ("Sorry, no data for Wanju-gun. Only eight cities and counties in Jeollabuk-do are "
         "covered.", LAMPS, ["eight cities and counties in Jeollabuk-do"]),
    ],
)  # fmt: skip
def test_which_district_has_data_is_bound_to_each(
    answer: str, evidence: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        ("대전 동구에는 의류수거함 위치 자료가 없고, 대전에서는 서구에 자료가 있습니다.", CLOTHES),
        ("There is no clothing-bin data for Dong-gu; in Daejeon only Seo-gu has it.", CLOTHES),
        ("There is no lamp-bin data for Wanju-gun; only eight districts nationwide have it, "
         "and in Jeollabuk-do that is Jinan-gun.", LAMPS),
        ("완주군은 자료가 없어요. 자료가 있는 시군구는 전국 8곳이고, 전북에서는 진안군에 있어요.",
         LAMPS),
    ],
)  # fmt: skip
def test_the_faithful_twins_pass(answer: str, evidence: dict[str, object]) -> None:
    assert flagged(answer, ev(evidence)) == []


# --- a coverage note: a city's output said to cover the 구 the user asked about ------------------


def _fees(district: str, full: str, item: str, fee: int) -> dict[str, object]:
    return {"district": district, "full_name": full, "query": item, "item_count": 1,
            "items": [{"item_name": item, "name": item, "spec": None, "category": "가구류",
                       "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-01",
            "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 "
                        "2025-12-01"}  # fmt: skip


JEONJU = _fees("전주시", "전북특별자치도 전주시", "피아노", 10000)
YONGIN = _fees("용인시", "경기도 용인시", "싱크대", 4000)
SEONGNAM = _fees("성남시", "경기도 성남시", "싱크대", 4000)


@pytest.mark.parametrize(
    ("answer", "evidence", "user"),
    [
        ("피아노는 10,000원입니다. 자료가 전주시 전체 기준이라 덕진구만 따로 정한 금액은 없어요.",
         JEONJU, "전주 덕진구 사는데 피아노 버리려면?"),
        ("용인시(수지구 포함, 용인시 전체 기준): 싱크대 4,000원이에요.", YONGIN,
         "수지에 사는데 싱크대 수수료요"),
        ("싱크대는 4,000원이에요. 용인 자료는 수지구 별도가 아니라 용인시 전체 기준이에요.", YONGIN,
         "용인 수지 싱크대 얼마예요?"),
    ],
)  # fmt: skip
def test_a_coverage_note_of_a_citys_output_holds(
    answer: str, evidence: dict[str, object], user: str
) -> None:
    assert flagged(answer, ev(evidence, user=user)) == []


@pytest.mark.parametrize(
    ("answer", "evidence", "user", "wrong"),
    [
        # the note names a city no output is of: 성남시's table said to be 용인시's
        ("용인시(수지구 포함, 용인시 전체 기준): 싱크대 4,000원이에요.", SEONGNAM,
         "수지에 사는데 싱크대 수수료요", ["용인시", "수지구", "용인시"]),
        # a 구 the user never named is still a place claim of its own
        ("싱크대는 4,000원이에요. 용인 자료는 기흥구 별도가 아니라 용인시 전체 기준이에요.", YONGIN,
         "용인 수지 싱크대 얼마예요?", ["기흥구"]),
    ],
)  # fmt: skip
def test_a_coverage_note_no_output_holds_is_flagged(
    answer: str, evidence: dict[str, object], user: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence, user=user)) == wrong

