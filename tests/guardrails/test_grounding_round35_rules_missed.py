"""Round 35 (r35f): wrong how-to and district facts that passed (prod_dev5).

* *A list's heading names the district of its lines* (:func:`.frames.headed`): in ``Bucheon-si:`` /
  ``- Department — …`` / ``- Phone — 063-…`` a line of its own names no subject, and it used to
  borrow none, so the phone of the turn's other rules output (고창군's) passed for 부천시. The one
  district a short heading line names in the value's block now binds the value.
* *A channel said as a district's way of applying over fee outputs only* (:mod:`.howto`): ``이천시는
  인터넷으로 신청하면 … 배출할 수 있어요`` where the turn has only fee lists: no output gives 이천시 a way
  of applying, so the channel is the answer's own. Read only where the district is the topic
  (``이천시는``, ``이천시에서는``) or opens the English clause (``In Icheon-si, …``). General advice
  naming no district (``₩4,000 in Icheon-si; report it online``) and hedged or asked sentences
  stay unread.
* *A district said to have data with a determiner* (:mod:`.coverage`): ``only 8 districts nationwide
  have such data, and in Gangwon those are Donghae-si and Gangneung-si`` where the note lists
  동해시 only: ``have such data`` now says the sentence names covered districts, as ``have data``
  did.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _rules(district: str, full: str, dept: str, phone: str) -> dict[str, object]:
    return {
        "district": district, "full_name": full, "source": "waste-rules",
        "application_methods": ["대형폐기물: 신고 후 신고필증 부착 후 배출"],
        "places": ["집(상가)앞"], "department": dept, "phone": phone,
        "phone_note": f"문의: {full} {dept} {phone}",
    }  # fmt: skip


BUCHEON = _rules("부천시", "경기도 부천시", "자원순환과", "032-625-3188")
GOCHANG = _rules("고창군", "전북특별자치도 고창군", "공음면사무소", "063-560-8246")


@pytest.mark.parametrize(
    ("answer", "subject"),
    [
        # g41d1-0020's shape
        ("Bucheon-si:\n- Department — Resource Circulation Division\n- Phone — 063-560-8246\n"
         "- How — report it first and put it out in front of your home", "Bucheon-si"),
        ("부천시:\n- 담당 부서: 자원순환과\n- 전화: 063-560-8246", "부천시"),
        ("**Gochang-gun**\n- Phone: 032-625-3188", "Gochang-gun"),
    ],
)  # fmt: skip
def test_a_phone_on_a_line_under_another_districts_heading_is_misattributed(
    answer: str, subject: str
) -> None:
    unsupported = check(answer, ev(BUCHEON, GOCHANG)).unsupported
    assert [c.text for c in unsupported] == ["063-560-8246" if "063" in answer else "032-625-3188"]
    assert f"not for {subject}" in unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "Bucheon-si:\n- Department — Resource Circulation Division\n- Phone — 032-625-3188\n"
        "- How — report it first and put it out in front of your home",
        "부천시:\n- 전화: 032-625-3188\n\n고창군:\n- 전화: 063-560-8246",
        "**Gochang-gun**\n- Phone: 063-560-8246",
        "Phone numbers:\n- 032-625-3188\n- 063-560-8246",  # a heading naming no district
    ],
)
def test_a_phone_under_its_own_districts_heading_passes(answer: str) -> None:
    assert flagged(answer, ev(BUCHEON, GOCHANG)) == []


def _fees(district: str, full: str, item: str, fees: tuple[int, ...]) -> dict[str, object]:
    return {
        "district": district, "full_name": full, "query": item, "item_count": len(fees),
        "items": [{"item_name": item, "name": item, "spec": None, "category": "가구류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for f in fees],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-06-27",
    }  # fmt: skip


ICHEON = _fees("이천시", "경기도 이천시", "책장", (4000, 6000))
GOCHANG_FEES = _fees("고창군", "전북특별자치도 고창군", "식탁", (4000, 5000))


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g41d1-0043's shape
        ("책장은 4,000원 또는 6,000원이에요. 이천시는 인터넷으로 신청하면 스티커 없이 QR로 배출할 수 "
         "있어요.", "인터넷"),
        ("이천시에서는 앱으로 예약하시면 돼요.", "앱"),
        ("A bookshelf is 4,000 or 6,000 won. In Icheon-si you can apply online and skip the "
         "sticker.", "online"),
    ],
)  # fmt: skip
def test_a_channel_said_as_the_districts_way_over_fee_lists_only_is_fabricated(
    answer: str, span: str
) -> None:
    unsupported = check(answer, ev(ICHEON, GOCHANG_FEES)).unsupported
    assert [c.text for c in unsupported] == [span]
    assert "no tool output gives" in unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "책장은 4,000원 또는 6,000원이에요. 이천시는 크기에 따라 금액이 달라요.",
        "이천시는 보통 인터넷으로 신청해요.",  # hedged
        "이천시는 인터넷으로 신청할 수 있는지 시청에 확인해 보세요.",  # advice to ask
        "Icheon-si may let you apply online.",
        "A bookshelf is 4,000 won in Icheon-si; report it online and pay the fee.",  # general
        "책장은 4,000원 또는 6,000원이에요. 신청 방법은 이천시청에 문의하세요.",
    ],
)
def test_a_districts_fees_without_an_invented_way_pass(answer: str) -> None:
    assert flagged(answer, ev(ICHEON, GOCHANG_FEES)) == []


def test_a_channel_the_how_to_names_still_passes_under_a_rules_output() -> None:
    howto = {**BUCHEON, "application_methods": ["구청 홈페이지에서 신청 후 스티커 부착"]}
    assert flagged("부천시는 홈페이지에서 신청하시면 돼요.", ev(howto)) == []


def _lamps(sido_note: str) -> dict[str, object]:
    return {
        "latitude": 37.447, "longitude": 129.167, "radius_km": 1.0,
        "item_type": "fluorescent_lamp", "kind_name": "폐형광등", "districts_with_data": 8,
        "source": "lamp-battery-bins", "district_has_data": False, "points": [], "found": 0,
        "as_of": None,
        "note": f"강원특별자치도 삼척시의 폐형광등 장소 자료는 없습니다. 자료가 있는 시군구는 전국 8곳입니다. "
                f"{sido_note}",
    }  # fmt: skip


SAMCHEOK = _lamps("강원특별자치도에서는 동해시에 자료가 있습니다.")
_ASKED = "Where can I drop off fluorescent tubes in Samcheok?"


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g41d3-0025's shape
        ("There is no location data for lamp bins in Samcheok-si; only 8 districts nationwide "
         "have such data, and in Gangwon those are Donghae-si and Gangneung-si.", "Gangneung-si"),
        ("Samcheok-si is not covered. Only eight districts have this data, and in Gangwon they "
         "are Donghae-si and Sokcho-si.", "Sokcho-si"),
        ("Within Gangwon, Wonju-si and Donghae-si have the data.", "Wonju-si"),
    ],
)  # fmt: skip
def test_a_district_no_output_names_said_to_have_such_data_is_fabricated(
    answer: str, span: str
) -> None:
    unsupported = check(answer, ev(SAMCHEOK, user=_ASKED)).unsupported
    assert [c.text for c in unsupported] == [span]
    assert "named by no tool output as covered" in unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "There is no location data for lamp bins in Samcheok-si; only 8 districts nationwide "
        "have such data, and in Gangwon that is Donghae-si.",
        "Only eight districts have this data, and in Gangwon it is Donghae-si (not Samcheok-si).",
        "Within Gangwon, only Donghae-si has the data.",
    ],
)
def test_the_district_the_note_lists_said_to_have_such_data_passes(answer: str) -> None:
    assert flagged(answer, ev(SAMCHEOK, user=_ASKED)) == []
