"""Round 35 (r35s, after scoring prod_holdout23): invented ways and services, and a faithful app.

Read on cases of an already scored holdout (tuned readings, not evidence):

- a district's office owning a channel stated as where one applies (``기흥구청 홈페이지에서 배출
  신청하면 돼``) in a fee-only turn is that district's way, which no output gives
  (:mod:`guardrails.grounding.howto`); a generic office (``관할 구청``) names none;
- in a fee-only turn, advice to ask in one clause (``문의하시면 되고,``) no longer excuses a channel
  stated in the next (``'빼기' 앱으로도 접수할 수 있습니다``), and a district the sentence names
  anywhere before the channel is its subject;
- a pickup asked of the authority (``ask the county to collect it from your house``) where every
  how-to says one hauls it oneself is an invented pickup;
- a quoted app name said of a district by its stem (``화순은 '빼기' 앱``) is read for that
  district, not for the one the sentence before names (:mod:`guardrails.grounding.quoted`).

Each reading's twin passes or is flagged as the other way round.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

MICROWAVE_YONGIN = {
    "district": "용인시", "full_name": "경기도 용인시", "query": "전자레인지", "item_count": 1,
    "items": [{"item_name": "전자레인지 (모든 규격)", "name": "전자레인지", "spec": "모든 규격",
               "category": "가전제품류", "fee": 2000, "fee_text": "2,000원", "is_free": False}],
    "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
    "as_of": "2025-12-09",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                      "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip
CARPET_GUNPO = {
    "district": "군포시", "full_name": "경기도 군포시", "query": "카펫", "item_count": 0,
    "items": [], "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
    "as_of": "2025-12-09",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 경기도 군포시 수수료 자료가 없어 '카펫' "
            "수수료를 알려드릴 수 없습니다.",
    "contact": "수수료는 경기도 군포시 위생자원과(031-390-0251)에 문의하세요.",
    "phone": "031-390-0251",
}  # fmt: skip
HAUL_SANCHEONG = {
    "district": "산청군", "full_name": "경상남도 산청군", "source": "waste-rules",
    "application_methods": ["읍면에서 배출확인서를 발급 후 개인차량을 이용하여 처리장으로 반입"],
    "places": ["산청농촌폐기물종합처리시설 (생비량면 화현리 소재)"],
    "department": "환경위생과", "phone": "055-970-7132",
}  # fmt: skip
HWASUN = {
    "district": "화순군", "full_name": "전라남도 화순군", "source": "waste-rules",
    "application_methods": ["읍·면·행정복지센터에배출신고 후 발급받은 스티커를 부착하여 지정된 장소에 "
                            "배출 또는 '빼기' 어플 이용 접수"],
    "places": ["쓰레기 배출장소"], "department": "환경과", "phone": "061-379-3604",
}  # fmt: skip
GOYANG = {
    "district": "고양시", "full_name": "경기도 고양시", "source": "waste-rules",
    "application_methods": ["생활폐기물 업체 협의"], "places": ["집, 상가 앞"],
    "department": "자원순환과", "phone": "031-8075-2683",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g40h0-0083's shape
        ("용인시 전자레인지는 규격 상관없이 2,000원이야. 기흥구청 홈페이지에서 배출 신청하면 돼.",
         "홈페이지"),
        ("전자레인지는 2,000원입니다. 수지구청 앱으로 접수하시면 됩니다.", "앱"),
        ("전자레인지는 2,000원이에요. 용인시청 홈페이지에서 신청하세요.", "홈페이지"),
    ],
)  # fmt: skip
def test_a_named_offices_channel_in_a_fee_only_turn_is_flagged(answer: str, span: str) -> None:
    v = check(answer, ev(MICROWAVE_YONGIN, user="기흥구에서 전자레인지 버리는 거 얼마야?"))
    assert not v.grounded
    assert any(
        answer[u.start : u.end] == span and "a way of applying" in u.why for u in v.unsupported
    )


@pytest.mark.parametrize(
    "answer",
    [
        "용인시 전자레인지는 규격 상관없이 2,000원이야. 관할 구청 홈페이지에서 확인해 봐.",
        "전자레인지는 2,000원입니다. 해당구청 홈페이지 공지를 참고하세요.",
        "전자레인지는 2,000원이에요. 기흥구청에 문의하시면 신청 방법을 알려줘요.",
    ],
)
def test_a_generic_office_or_advice_to_ask_passes(answer: str) -> None:
    assert (
        flagged(answer, ev(MICROWAVE_YONGIN, user="기흥구에서 전자레인지 버리는 거 얼마야?")) == []
    )


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g40h0-0009's shape
        ("군포시는 수수료 공공데이터에 자료가 없어 카펫 수수료는 확인되지 않습니다. 군포시 "
         "위생자원과(031-390-0251)로 문의하시면 되고, '빼기' 앱으로도 접수할 수 있습니다.", "앱"),
        ("카펫 수수료는 자료가 없어요. 군포시 위생자원과에 문의하면 되고, 인터넷으로도 신청할 수 "
         "있어요.", "인터넷"),
        ("수수료 자료가 없습니다. 군포시 위생자원과에 전화해 확인하시고, 홈페이지에서 배출 신청하시면 "
         "됩니다.", "홈페이지"),
    ],
)  # fmt: skip
def test_a_channel_stated_after_advice_to_ask_is_flagged(answer: str, span: str) -> None:
    v = check(answer, ev(CARPET_GUNPO))
    assert not v.grounded
    assert span in [answer[u.start : u.end] for u in v.unsupported]


@pytest.mark.parametrize(
    "answer",
    [
        "군포시는 카펫 수수료 자료가 없습니다. 군포시 위생자원과(031-390-0251)로 문의하시면 됩니다.",
        "카펫 수수료는 자료가 없어요. 군포시 위생자원과에 앱으로 신청할 수 있는지 확인해 보세요.",
        "수수료 자료가 없습니다. 군포시 위생자원과에 문의하시고, 접수 방법도 함께 물어보세요.",
    ],
)
def test_advice_to_ask_alone_passes(answer: str) -> None:
    assert flagged(answer, ev(CARPET_GUNPO)) == []


@pytest.mark.parametrize(
    "answer",
    [
        # g40h0-0038's shape
        "In Sancheong, you get a disposal confirmation at the eup/myeon office and bring the item "
        "in your own vehicle to the facility in Saengbiryang-myeon, or ask the county to collect "
        "it from your house.",
        "Bring it yourself by car, or have the county office pick it up at your door.",
        "배출확인서를 받아 개인 차량으로 반입하시거나, 군청에 방문 수거를 요청하시면 됩니다.",
    ],
)
def test_a_pickup_asked_of_the_authority_where_one_hauls_it_oneself_is_flagged(
    answer: str,
) -> None:
    v = check(answer, ev(HAUL_SANCHEONG))
    assert not v.grounded
    assert any(
        u.why == "the how-to output says one hauls it oneself: no pickup" for u in v.unsupported
    )


@pytest.mark.parametrize(
    "answer",
    [
        "In Sancheong, get a disposal confirmation at the eup/myeon office and bring the item in "
        "your own vehicle to the facility. Call 055-970-7132 for details.",
        "배출확인서를 발급받은 뒤 개인 차량으로 처리장에 반입하시면 됩니다.",
    ],
)
def test_hauling_it_oneself_passes(answer: str) -> None:
    assert flagged(answer, ev(HAUL_SANCHEONG)) == []


def test_a_pickup_asked_of_the_authority_passes_where_the_howto_gives_one() -> None:
    answer = "Ask the city to collect it from your house."
    assert flagged(answer, ev(GOYANG)) == []


_TWO = (
    "화순군은 읍·면 행정복지센터에 배출 신고를 하고 스티커를 붙여 내놓거나, '빼기' 앱으로 접수할 수 "
    "있어요. 고양시는 생활폐기물 업체와 협의해서 집이나 상가 앞에 내놓는 방식이에요. "
)


@pytest.mark.parametrize(
    "answer",
    [
        # g40h2-0046's shape
        _TWO + "화순은 '빼기' 앱이 제일 간편하니 그걸 추천드려요.",
        _TWO + "화순이라면 '빼기' 앱을 쓰세요.",
        _TWO + "화순에서는 '빼기' 앱이 편해요.",
    ],
)
def test_a_quoted_app_said_of_its_district_by_stem_passes(answer: str) -> None:
    assert flagged(answer, ev(HWASUN, GOYANG)) == []


@pytest.mark.parametrize(
    "answer",
    [
        _TWO + "고양은 '빼기' 앱이 제일 간편하니 그걸 추천드려요.",
        "화순군은 스티커를 붙여 내놓아요. 고양은 '빼기' 앱으로 접수하면 돼요.",
    ],
)
def test_a_quoted_app_said_of_the_other_district_by_stem_is_flagged(answer: str) -> None:
    v = check(answer, ev(HWASUN, GOYANG))
    assert not v.grounded
    assert any(u.why == "'빼기' is another subject's in tool outputs" for u in v.unsupported)
