"""Round 24 (r24c): an invented rule, exemption or condition is no fact of the outputs.

A sentence that states a rule — who is exempt, what is free or included, a least quantity, a
condition on a price, which row a size falls under, what goes into the 종량제 bag, what one must
bring — is a claim, and its distinctive terms must be carried by some tool output
(``guardrails.grounding.rule_terms``). Advice, hedges, questions, negations and a rule the outputs
do state (in other words or translated) pass. The answers are new wordings of the class (none is a
corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev

_NOTE = ("대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
         "www.15990903.or.kr)로 무료 배출할 수 있습니다.")  # fmt: skip


def _fees(district: str, name: str, *fees: int, note: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "district": district, "full_name": f"경상남도 {district}", "query": name,
        "item_count": len(fees),
        "items": [{"item_name": name, "name": name, "spec": None, "category": "가구류",
                   "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in fees],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-05-01",
    }  # fmt: skip
    if note:
        out["appliance_note"] = note
    return out


DESK = _fees("김해시", "책상", 4000, 7000)
SOFA = _fees("김해시", "소파", 5000)
FRIDGE = _fees("김해시", "냉장고", 6000, 9000, note=_NOTE)
BED = _fees("김해시", "침대(매트리스 포함)", 10000, 15000)
PET = {"region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 1,
       "items": [{"item_name": "PET", "category": "plastic", "form": "압축", "price_per_kg": 350,
                  "price_text": "350원/kg"}], "survey_date": "2025-01", "unit": "원/kg",
       "source": "keco-survey-embedded", "as_of": "2025-01"}  # fmt: skip
WAIVER = {"district": "김해시", "program": "대형폐기물 수수료 감면",
          "eligibility": ["기초생활수급자", "장애인 가구"], "fee_waiver": "배출 수수료 면제",
          "apply": "읍면동 행정복지센터 신청"}  # fmt: skip


def _rules(answer: str, *objs: Any, user: str = "") -> list[str]:
    """The texts flagged in ``answer``, each with the rest of its sentence (what it is said in)."""
    v = check(answer, ev(*objs, user=user))
    out = []
    for c in v.unsupported:
        lo = max(answer.rfind(".", 0, c.start), answer.rfind("\n", 0, c.start)) + 1
        hi = min(
            i for i in (answer.find(".", c.end), answer.find("\n", c.end), len(answer)) if i != -1
        )
        out.append(answer[lo:hi])
    return out


@pytest.mark.parametrize(
    ("answer", "objs", "term"),
    [
        # who is let off
        (
            "김해시 책상은 4,000원 또는 7,000원이에요. 다자녀 가구는 수수료가 감면됩니다.",
            (DESK,),
            "다자녀",
        ),
        (
            "Desks cost 4,000 or 7,000 won in Gimhae. Veterans are exempt from the fee.",
            (DESK,),
            "Veterans",
        ),
        ("김해시는 만 65세 이상이면 수수료를 안 내도 돼요.", (DESK,), "65세"),
        ("The fee is waived for households with newborns.", (DESK,), "households"),
        # what goes free or is included
        ("The desk is 4,000 won, and there's no charge for the drawers.", (DESK,), "drawers"),
        ("소파는 5,000원이고, 소파와 함께 내놓는 쿠션은 추가 요금이 없어요.", (SOFA,), "쿠션"),
        ("The sofa is 5,000 won. Ottomans are included in that fee.", (SOFA,), "Ottomans"),
        # a least quantity
        ("냉장고는 3대 이상일 때만 방문 수거를 부를 수 있어요.", (FRIDGE,), "3대"),
        ("You can book it only with at least 4 pieces of furniture.", (DESK,), "at least 4"),
        # a condition on a price
        ("PET는 kg당 350원인데, 라벨을 안 떼면 가격이 반으로 깎여요.", (PET,), "라벨"),
        # which row a size falls under
        ("침대는 10,000원 또는 15,000원이에요. 퀸은 15,000원짜리로 신고하시면 돼요.", (BED,), "퀸"),
        ("책상: 4,000원 / 7,000원. 일자형은 4,000원이에요.", (DESK,), "일자형"),
        # what goes into the bag
        ("소파는 5,000원이에요. 작은 방석은 종량제 봉투에 담아 버리면 돼요.", (SOFA,), "종량제"),
        # what one must bring
        ("신청하실 때 가족관계증명서를 꼭 챙겨 가셔야 해요.", (DESK,), "가족관계증명서"),
    ],
)
def test_a_rule_whose_terms_no_output_carries_is_flagged(
    answer: str, objs: tuple[Any, ...], term: str
) -> None:
    flagged = _rules(answer, *objs)
    assert any(term in t for t in flagged), flagged


@pytest.mark.parametrize(
    ("answer", "objs", "user"),
    [
        # advice, hedges, questions, negations
        ("다자녀 가구도 수수료가 면제되는지는 김해시청에 확인해 보세요.", (DESK,), ""),
        (
            "Some districts waive the fee for veterans, so check with the district office.",
            (DESK,),
            "",
        ),
        ("쿠션도 추가 요금 없이 같이 내놓을 수 있는지 신고할 때 물어보세요.", (SOFA,), ""),
        ("의자는 무료가 아니에요. 자료에는 소파 5,000원만 있어요.", (SOFA,), ""),
        ("작은 방석은 보통 종량제 봉투에 넣을 수 있지만 지역마다 달라요.", (SOFA,), ""),
        ("싱글이라면 아마 4,000원짜리일 거예요.", (DESK,), "싱글 침대예요"),
        ("책상은 4,000원이나 7,000원인데, 어느 쪽인지는 규격에 따라 달라요.", (DESK,), ""),
        ("신분증을 꼭 챙겨 가세요.", (SOFA,), ""),
        ("PET는 kg당 350원이에요. 이물질이 섞이면 가격이 떨어질 수 있어요.", (PET,), ""),
        # a rule the outputs state, in other words or translated
        (
            "기초생활수급자는 배출 수수료가 면제돼요. 읍면동 행정복지센터에 신청하세요.",
            (DESK, WAIVER),
            "",
        ),
        ("장애인 가구도 수수료가 면제됩니다.", (DESK, WAIVER), ""),
        ("People on basic livelihood benefits are exempt from the fee.", (DESK, WAIVER), ""),
        ("침대는 10,000원 또는 15,000원이고, 매트리스 포함 가격이에요.", (BED,), ""),
        ("The mattress is included in the bed fee (10,000 or 15,000 won).", (BED,), ""),
        ("냉장고 같은 대형 가전은 무상방문수거(1599-0903)로 무료 배출할 수 있어요.", (FRIDGE,), ""),
        ("무료 수거 대상은 냉장고·세탁기·에어컨·TV 같은 대형 가전이에요.", (FRIDGE,), ""),
        ("The list includes two desks and a chair.", (DESK,), ""),
        ("Step-free access: the office has a ramp at the entrance.", (DESK,), ""),
        # fees as the outputs give them, a range, the user's own words as a situation
        ("김해시 책상은 4,000원 또는 7,000원이에요.", (DESK,), ""),
        (
            "책상은 4,000원~7,000원이에요. 일자형이면 4,000원·7,000원 중 신고 화면에서 고르세요.",
            (DESK,),
            "",
        ),
        ("할머니 댁 냉장고도 무상방문수거로 무료로 보낼 수 있어요.", (FRIDGE,), "할머니 댁 냉장고"),
        # claim-free
        ("어떤 가구를 버리실지 알려 주시면 김해시 수수료를 찾아 드릴게요.", (DESK,), ""),
    ],
)
def test_advice_hedges_and_stated_rules_pass(answer: str, objs: tuple[Any, ...], user: str) -> None:
    assert _rules(answer, *objs, user=user) == []


def test_a_bound_said_as_a_restriction_is_not_carried_by_the_users_count() -> None:
    answer = "냉장고는 2대 이상일 때만 신청할 수 있어요."
    assert any("2대 이상일 때만" in t for t in _rules(answer, FRIDGE, user="냉장고 2대 버려요"))


def test_a_good_under_a_kind_the_outputs_name_is_carried() -> None:
    pickup = {"service": "폐가전 방문수거", "rules": [{"type": "대형가전", "min_qty": 1}]}
    assert _rules("냉장고는 추가 요금 없이 가져가요.", pickup) == []
