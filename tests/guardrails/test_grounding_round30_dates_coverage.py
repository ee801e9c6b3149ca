"""Round 30 (r30c): dataset dates, coverage notes and which district has data.

- Which district has data (:mod:`guardrails.grounding.district_data`): a district a bin search's
  note lists with data, said to have none (``대전 서구에는 … 자료가 없고``, the districts with and
  without data swapped: prod_holdout16 g30h0-0055), and a nationwide coverage count said of the
  시도 after it (``only eight districts in Jeollabuk-do have such data``: prod_holdout17
  g31h1-0030).

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
