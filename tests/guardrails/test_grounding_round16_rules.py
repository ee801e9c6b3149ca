"""Round 16 (r16c): facts a tool output's guidance or note does not state. Bedding a clothing
bin's guidance says it usually refuses, called accepted; a note's free service for a class of
things (large appliances) said of a thing the output only prices; a count bound that only a
tally of the tool's own answer (``districts_with_data``) holds. Each table: the flag case and
the faithful neighbours it must not flag."""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

CLOTHES = {
    "item_type": "clothes",
    "kind_name": "의류",
    "guidance": [
        {"name": "의류",
         "how": "깨끗한 옷·신발·가방을 봉투에 담아 넣습니다. 솜이불·베개·방석은 대개 받지 않아 "
                "종량제 봉투나 대형폐기물로 배출합니다."}
    ],
    "points": [{"name": "해오름빌라", "address": "새솔로 8", "items": [], "distance_m": 140}],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a good of the refused list (first, middle or last of it) called accepted
        ("해오름빌라 앞 수거함(140m)에 베개도 봉투에 담아 넣으면 돼요.", ["베개"]),
        ("방석은 의류수거함에 넣을 수 있어요.", ["방석"]),
        ("이불도 잘 개어서 넣으면 됩니다.", ["이불"]),
        ("The bin at 해오름빌라 also takes pillows if you bag them.", ["pillows"]),
        # faithful: the guidance restated, paraphrased or translated
        ("옷·신발·가방은 봉투에 담아 넣으면 돼요.", []),
        ("솜이불·베개·방석은 대개 안 받으니 종량제 봉투나 대형폐기물로 버리세요.", []),
        ("솜이불은 보통 수거함에 안 받아요. 종량제 봉투에 버리면 돼요.", []),
        ("Pillows and cushions usually aren't accepted, so put them in a volume-rate bag.", []),
        ("이불은 종량제 봉투에 넣으면 돼요.", []),  # where the guidance sends it
    ],
)  # fmt: skip
def test_refused_bedding_called_accepted(answer: str, wrong: list[str]) -> None:
    # (a good both refused and not named for the site is flagged by both readers: one span)
    assert sorted(set(flagged(answer, ev(CLOTHES)))) == wrong


def _fees(query: str, *names: str) -> dict[str, object]:
    return {
        "district": "무지개군",
        "query": query,
        "items": [
            {"item_name": n, "name": n, "spec": None, "fee": 3000 + 1000 * i,
             "fee_text": f"{3 + i},000원", "is_free": False}
            for i, n in enumerate(names)
        ],
        "source": "bulk-waste-fees",
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 "
                          "서비스(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
    }  # fmt: skip


KETTLE = _fees("전기밥솥", "전기밥솥")
PC = _fees("컴퓨터", "컴퓨터 본체", "모니터(컴퓨터)")
FRIDGE = _fees("냉장고", "냉장고")


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # the note's free service said of a thing the output only prices
        ("전기밥솥도 무상방문수거(1599-0903)로 신청하면 무료로 가져가요.", KETTLE, ["전기밥솥"]),
        ("The 1599-0903 service will also collect your old PC for free.", PC, ["PC"]),
        ("Monitors can go through the free take-back service (1599-0903) too.", PC, ["Monitors"]),
        # faithful: the note restated, its class or examples named, the queried thing priced
        ("전기밥솥은 3,000원이에요. 냉장고·세탁기 같은 대형 가전은 무상방문수거(1599-0903)로 무료예요.",
         KETTLE, []),
        ("전기밥솥은 3,000원이고, 대형 가전은 1599-0903으로 무료 배출할 수 있어요.", KETTLE, []),
        ("냉장고는 대형 가전이라 무상방문수거(1599-0903)로 무료 배출도 가능해요.", FRIDGE, []),
        ("A fridge can go free through the take-back service (1599-0903).", FRIDGE, []),
        # faithful: the priced thing in a clause of its own (a dash ends the clause)
        ("전기밥솥은 3,000원이에요 — 1599-0903 무상방문수거는 무료예요.", KETTLE, []),
        # faithful: the answer leaves the question open or sends the user to ask
        ("컴퓨터도 무상방문수거 대상인지는 이 자료에 없으니 1599-0903에 확인해 보세요.", PC, []),
        ("Whether computers qualify for the free 1599-0903 pickup isn't in the data.", PC, []),
    ],
)  # fmt: skip
def test_free_service_said_of_a_priced_thing(
    answer: str, evidence: object, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_free_service_claim_names_the_thing() -> None:
    (claim,) = check("전기밥솥도 1599-0903으로 무료 수거돼요.", ev(KETTLE)).unsupported
    assert (claim.kind, claim.value) == ("condition", "전기밥솥")
    assert "대형 가전" in claim.why


SMALL = {
    "item_type": "small_appliance",
    "kind_name": "소형 폐가전",
    "districts_with_data": 4,
    "guidance": [
        {"name": "소형 폐가전",
         "how": "소형 가전은 여러 개를 모으면 무상방문수거를 신청할 수 있습니다.",
         "where": ["행정복지센터(주민센터)의 소형 폐가전 수거함"]}
    ],
    "points": [],
    "found": 0,
    "note": "하늘시의 소형 폐가전 장소 자료는 없습니다. 자료가 있는 시군구는 전국 4곳입니다.",
}  # fmt: skip
SMALL_FIVE = {**SMALL, "guidance": [{"name": "소형 폐가전",
                                     "how": "소형 가전은 4개 이상이면 무상방문수거를 신청할 수 있습니다."}]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a bound only a tally of the tool's answer holds (4 districts with data)
        ("소형 가전은 4개 이상 모으면 무료로 방문수거해 줘요.", SMALL, ["4개 이상"]),
        # faithful: the tally said as a tally, the bound a text states, the guidance restated
        ("자료가 있는 시군구는 전국 4곳이에요.", SMALL, []),
        ("소형 가전은 여러 개를 모으면 무상방문수거를 신청할 수 있어요.", SMALL, []),
        ("소형 가전은 4개 이상 모으면 무상방문수거를 신청할 수 있어요.", SMALL_FIVE, []),
    ],
)  # fmt: skip
def test_bound_held_by_a_tally(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


DESKS = {
    "district": "별빛구",
    "query": "책상",
    "items": [
        {"item_name": "책상", "name": "책상", "spec": None, "fee": 4000, "fee_text": "4,000원"},
        {"item_name": "책상", "name": "책상", "spec": None, "fee": 9000, "fee_text": "9,000원"},
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # an English word gives one of two rows told apart by nothing a condition of its own
        ("Byeolbit-gu lists two desk fees: standing desks are 9,000 won, others 4,000 won.",
         ["9,000 won"]),
        ("Desks with drawers fall under the 9,000-won rate.", ["9,000"]),
        ("The 9,000 won rate applies to L-shaped desks.", ["9,000 won"]),
        # faithful: both fees together, ranked, or left open
        ("Byeolbit-gu lists two desk fees: 4,000 won and 9,000 won.", []),
        ("Desks are 4,000 won or 9,000 won; the cheaper one is 4,000 won.", []),
        ("The data doesn't say which desks the 9,000 won rate applies to.", []),
        ("Desks: 4,000 won or 9,000 won, depending on size.", []),
    ],
)  # fmt: skip
def test_english_condition_for_twin_rows(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DESKS)) == wrong


def test_english_twin_condition_names_the_word() -> None:
    (claim,) = check("Desks with drawers fall under the 9,000-won rate.", ev(DESKS)).unsupported
    assert (claim.kind, claim.value) == ("condition", "drawers")


RULES = {
    "district": "은하군",
    "source": "waste-rules",
    "application_methods": ["불연성은 불연성 마대 구입하여 배출, 가연성은 종량제 봉투에 담아 배출"],
    "places": ["각 마을 배출장소"],
    "department": "은하군 환경과",
    "phone": "031-555-0101",
}  # fmt: skip
RULES_SOLD = {**RULES, "application_methods": ["불연성 마대는 읍·면사무소에서 구입하여 배출"]}
FEES = {"district": "은하군", "query": "식탁",
        "items": [{"item_name": "식탁", "name": "식탁", "spec": "4인용", "fee": 6000,
                   "fee_text": "6,000원"}]}  # fmt: skip
FEES_PAID = {**FEES, "payment": "인터넷 신고 후 카드 또는 가상계좌로 결제"}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # where a thing the how-to says to buy is sold, stated as this district's fact
        ("불연성 마대는 면사무소에서 팔아요.", RULES, ["면사무소"]),
        ("마대는 가까운 마트에서 살 수 있어요.", RULES, ["마트"]),
        # faithful: hedged general advice, the how-to's own place, a thing it does not buy
        ("마대는 보통 편의점이나 마트에서 팔아요.", RULES, []),
        ("불연성 마대는 읍·면사무소에서 살 수 있어요.", RULES_SOLD, []),
        ("불연성은 마대를 사서 각 마을 배출장소에 내놓으면 돼요.", RULES, []),
        # English: buying a sticker at a place, where the tools name none
        ("You can pay by buying a sticker at a convenience store.", FEES, ["convenience store"]),
        # a means of paying no tool output names
        ("수수료는 현금이나 카드로 내면 돼요.", FEES, ["현금", "카드"]),
        ("The fee is paid by bank transfer.", FEES, ["bank transfer"]),
        ("Report it online and pay by card; pickup usually takes a few days.", FEES, ["card"]),
        # faithful: the tools name the means, the sentence pays nothing, hedged advice
        ("인터넷 신고 후 카드나 가상계좌로 결제하면 돼요.", FEES_PAID, []),
        ("포인트는 나중에 현금으로 바꿀 수 있어요.", FEES, []),
        ("결제는 보통 카드로 많이 해요.", FEES, []),
        ("카드 결제가 되는지는 군청에 물어보세요?", FEES, []),
    ],
)  # fmt: skip
def test_where_sold_and_how_paid(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_means_claim_value() -> None:
    (claim,) = check("The fee is paid by bank transfer.", ev(FEES)).unsupported
    assert (claim.kind, claim.value) == ("condition", "bank transfer")


BEDS = {"district": "은하군", "query": "침대",
        "items": [{"item_name": "침대", "name": "침대", "spec": "싱글", "fee": 7000},
                  {"item_name": "침대", "name": "침대", "spec": "더블", "fee": 12000},
                  {"item_name": "소파", "name": "소파", "spec": "1인용", "fee": 4000}]}  # fmt: skip
SOFAS = {"district": "은하군", "query": "소파",
         "items": [{"item_name": "소파 (1인용당 4,000원 추가)", "name": "소파", "fee": 4000}]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # an amount said to come on top where no tool output speaks of an extra fee
        ("싱글 침대는 7,000원이고, 헤드보드는 별도로 4,000원 추가예요.", BEDS, ["4,000원 추가예요"]),
        ("A single bed is 7,000 won, and the headboard is an extra 4,000 won.", BEDS,
         ["an extra 4,000 won"]),
        ("A double bed is 12,000 won plus 4,000 won on top for the headboard.", BEDS,
         ["4,000 won on top"]),
        # faithful: another row's own fee added, a row that speaks of 추가
        ("소파도 같이 버리시면 4,000원이 추가돼요.", BEDS, []),
        ("소파는 1인용당 4,000원 추가예요.", SOFAS, []),
        ("더블은 싱글보다 5,000원 비싸요.", BEDS, []),
    ],
)  # fmt: skip
def test_amount_on_top(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_means_asked_is_not_read() -> None:
    assert flagged("Can you pay by card at the district office?", ev(FEES)) == []


GENERAL_LAMPS = {
    "item_type": "fluorescent_lamp",
    "kind_name": "폐형광등",
    "guidance": [{"name": "폐형광등",
                  "how": "깨지지 않게 그대로 수거함에 넣습니다. 깨진 형광등은 신문지 등에 싸서 종량제 "
                         "봉투로 배출하는 지자체가 많으니 관할 시군구 기준을 확인하세요."}],
    "district_has_data": False,
    "guidance_label": "일반 배출 안내(특정 수거함 위치 아님)",
    "points": [],
    "note": "충청북도 청주시의 폐형광등 장소 자료는 없습니다.",
}  # fmt: skip
CHEONGJU_RULES = {"district": "청주시", "full_name": "충청북도 청주시",
                  "application_methods": ["깨진 형광등은 불연성 마대에 담아 배출"]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a rule reported as the district's own, over general guidance only
        ("청주시는 깨진 형광등도 종량제 봉투에 넣으라고 안내하고 있어요.", [GENERAL_LAMPS],
         ["청주시는 깨진 형광등도 종량제 봉투에 넣으라고 안내"]),
        # faithful: the guidance as general advice, the data's absence, the district's own output
        ("깨진 형광등은 신문지에 싸서 종량제 봉투로 내는 곳이 많아요.", [GENERAL_LAMPS], []),
        ("청주시는 수거함 자료가 없다고 나와 있어요.", [GENERAL_LAMPS], []),
        ("청주시는 깨진 형광등은 불연성 마대에 담으라고 안내해요.", [GENERAL_LAMPS, CHEONGJU_RULES],
         []),
        ("가구는 대형폐기물로 신고해야 한다고 해요.", [GENERAL_LAMPS], []),
    ],
)  # fmt: skip
def test_rule_reported_as_the_districts(
    answer: str, evidence: list[object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(*evidence)) == wrong


NOT_LISTED = {"district": "은하군", "query": "장독", "item_count": 0, "items": [],
              "note": "'장독'은(는) 은하군의 품목에 없습니다. 대형폐기물 신고 화면에서 품목을 확인하세요."}  # fmt: skip
SACKS = {"district": "은하군", "application_methods": ["불연성은 불연성 마대 구입하여 배출"]}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a waste class stated as where a thing goes, no tool output naming any
        ("장독은 목록에 없으니 불연성 폐기물로 처리돼요.", [NOT_LISTED], ["불연성"]),
        ("It isn't listed, so it goes in a special sack as non-combustible waste.", [NOT_LISTED],
         ["special sack", "non-combustible"]),
        # faithful: hedged advice, sent to ask, a tool output that names the class
        ("장독 같은 건 보통 불연성 마대에 버리는 경우가 많아요.", [NOT_LISTED], []),
        ("Non-combustible items may need a special bag; check with the county.", [NOT_LISTED], []),
        ("장독은 불연성 마대에 담아 버리면 돼요.", [NOT_LISTED, SACKS], []),
    ],
)  # fmt: skip
def test_waste_class_no_output_names(answer: str, evidence: list[object], wrong: list[str]) -> None:
    assert flagged(answer, ev(*evidence)) == wrong


PAPER = {"region_name": "전국", "items": [
    {"item_name": "신문지", "price_per_kg": 130, "price_text": "130원/kg"},
    {"item_name": "골판지", "price_per_kg": 90, "price_text": "90원/kg"}]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the answer's own prices ranked the wrong way
        ("신문지는 kg당 130원, 골판지는 90원이에요. 골판지가 신문지보다 비싸니까 골판지부터 파세요.",
         ["골판지가 신문지보다 비싸"]),
        ("Newsprint (신문지) is 130 won/kg and 골판지 is 90 won/kg, so 신문지 is cheaper than 골판지.",
         ["so 신문지 is cheaper than 골판지"]),
        # faithful: the right way round, a side with no price, asked
        ("신문지는 kg당 130원, 골판지는 90원이에요. 신문지가 골판지보다 비싸요.", []),
        ("신문지는 kg당 130원이에요. 보통 신문지가 폐지보다 비싸요.", []),
        ("신문지는 kg당 130원, 골판지는 90원이에요. 골판지가 신문지보다 비싼지 궁금하시죠?", []),
    ],
)  # fmt: skip
def test_comparison_against_the_answers_figures(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PAPER)) == wrong
