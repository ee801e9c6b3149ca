"""Round 33 (r33c): fabrications and misattributions of prod_dev3 that passed.

- A closing line that gives a phone after a list of places (``수거함 관련 문의는 02-… 로 하시면
  됩니다``) names no place of its own: a verb's conditional ending (``하시면``, ``버리려면``) is no
  township's ``면`` (:data:`guardrails.grounding.lone_holder._NAMEY`), so the clothing bins'
  number under a list of medicine bins is caught (:mod:`guardrails.grounding.footer_phones`).
- ``figures`` and ``수치`` are price words: a region joined to them (``According to the
  Gwangju/Jeonnam regional figures:``) gives the nationwide average a region it is not of
  (:mod:`guardrails.grounding.scopes`); the national average said plainly passes.
- A fee said of an item of the row's vocabulary group that no output writes (``a shoe cabinet
  (신발장) is listed at 6,000 won`` over the one row ``캐비닛``) is the row's fee given to another
  item (:mod:`guardrails.grounding.unrowed_items`); the row's own item, or a form of it, passes.
- A size word as the whole subject of one of two fees the rows do not tell apart (``singles are
  5,000 won and queen-size or larger are 8,000 won``), or right before the item, is a size the
  rows do not carry, held against the tool outputs alone (the user's ``single`` names no row)
  (:mod:`guardrails.grounding.twins_english`).
- ``수수료가 따로 없어요`` / ``따로 수수료가 없어요`` / ``no separate fee`` say the thing goes free
  (:data:`guardrails.grounding.free_statements._FREE`): an exemption for broken jars over a paid jar row
  is caught, and a free the outputs give (a row ``free: true``) passes, as does nothing more to
  pay besides what its sentence names (``그 외에 따로 수수료가 없어요``).
- A how-to step said of the other side of a contrast the how-to draws (broken/unbroken lamps,
  lithium/dry cells: ``깨지지 않은 형광등은 신문지에 싸서``, ``tape on the terminals of ordinary
  dry-cell batteries``) is misattributed (:mod:`guardrails.grounding.side_steps`); the steps on
  their own sides, and ``깨지지 않게 포장해`` (a purpose), pass.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, paper_prices


def _bin(name: str, road: str, phone: str, metres: int, detail: str | None = None) -> dict:
    return {"name": name, "address": f"서울특별시 중구 {road}", "detail": detail,
            "district": "서울 중구", "phone": phone, "items": [], "distance_m": metres}  # fmt: skip


MEDICINE = {"item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
            "district_has_data": True, "found": 3, "as_of": "2026-01-26",
            "points": [_bin("진양아파트", "퇴계로 217", "02-3396-5486", 363),
                       _bin("필동 주민센터", "퇴계로36길 42", "02-3396-5486", 369),
                       _bin("중구청", "창경궁로 17", "02-3396-5486", 375, "1층 후문")]}  # fmt: skip
CLOTHES = {"item_type": "clothes", "kind_name": "의류", "source": "clothing-bins",
           "district_has_data": True, "found": 2, "as_of": "2024-11-26",
           "points": [_bin("필동", "퇴계로50길 42", "02-3396-5465", 90),
                      _bin("장충동", "퇴계로50길 47", "02-3396-5465", 135)]}  # fmt: skip
_LIST = (
    "서울 중구 폐의약품 수거함은 진양아파트(약 363m), 필동 주민센터(약 369m), 중구청 1층 후문(약 375m) "
    "등 3곳이 가까이 있어요. "
)


@pytest.mark.parametrize(
    "footer",
    [
        "수거함 관련 문의는 {p}로 하시면 됩니다.",
        "수거함 문의가 필요하시면 {p}로 전화하세요.",
        "궁금한 점은 {p}로 물어보시면 돼요.",
    ],
)
def test_footer_phone_after_a_verb_ending_in_myeon(footer: str) -> None:
    evidence = ev(MEDICINE, CLOTHES)
    assert flagged(_LIST + footer.format(p="02-3396-5465"), evidence) == ["02-3396-5465"]
    assert flagged(_LIST + footer.format(p="02-3396-5486"), evidence) == []  # the bins' own


_PRICES = "\n- Newspaper (신문지): 120 won/kg\n- Cardboard (골판지): 80 won/kg"
_GWANGJU_NOTE = "전남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다."


@pytest.mark.parametrize(
    ("head", "span"),
    [
        ("According to the Gwangju/Jeonnam regional figures from January 2025:",
         "Jeonnam regional figures"),
        ("Here are the Gwangju figures (January 2025):", "Gwangju figures"),
        ("These are the figures for Gwangju, January 2025:", "figures for Gwangju"),
        ("광주·전남 지역 수치로는 이래요:", "광주·전남 지역 수치"),
        ("According to the Gwangju/Jeonnam regional survey (January 2025):",
         "Jeonnam regional survey"),
        ("In the Gwangju area, it goes like this:", "In the Gwangju area"),
    ],
)  # fmt: skip
def test_nationwide_prices_called_a_regions_figures(head: str, span: str) -> None:
    evidence = ev(paper_prices(note=_GWANGJU_NOTE))
    assert flagged(head + _PRICES, evidence) == [span]


@pytest.mark.parametrize(
    "head",
    [
        "According to the national average figures from January 2025:",
        "There are no Gwangju/Jeonnam regional figures, so here is the national average:",
        "광주·전남 지역 수치는 없어서 전국 평균으로 알려드릴게요:",
        "There is no Gwangju regional survey, so here is the national average:",
    ],
)
def test_national_average_said_plainly_passes(head: str) -> None:
    assert flagged(head + _PRICES, ev(paper_prices(note=_GWANGJU_NOTE))) == []


def _fee(name: str, fee: int) -> dict:
    return {"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


CABINET = {"district": "영월군", "full_name": "강원특별자치도 영월군", "query": "장식장", "item_count": 1,
           "items": [_fee("캐비닛", 6000)], "source": "bulk-waste-fees", "covered": True,
           "as_of": "2025-09-03"}  # fmt: skip
BEDS = {"district": "해운대구", "query": "침대", "item_count": 2,
        "items": [_fee("침대", 8000), _fee("매트리스", 6000)], "source": "bulk-waste-fees",
        "covered": True, "as_of": "2025-09-03"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "In Yeongwol-gun, a shoe cabinet (신발장) is listed at 6,000 won as a furniture item.",
        "In Yeongwol-gun, a shoe rack is 6,000 won.",
        "영월군 신발장 수수료는 6,000원이에요.",
        "영월군에서 신발장은 6,000원이면 버릴 수 있어요.",
    ],
)
def test_a_rows_fee_given_to_an_item_no_row_carries(answer: str) -> None:
    assert flagged(answer, ev(CABINET)) == [
        next(t for t in ("6,000 won", "6,000원") if t in answer)
    ]


@pytest.mark.parametrize(
    "answer",
    [
        "In Yeongwol-gun, a cabinet (캐비닛) is listed at 6,000 won as a furniture item.",
        "In Yeongwol-gun, a cabinet is 6,000 won.",
        "영월군 캐비닛 수수료는 6,000원이에요.",
        "신발장은 목록에 없고, 캐비닛이 6,000원이에요.",
        "There's no shoe cabinet row; the closest is a cabinet at 6,000 won.",
        "영월군 장식장(캐비닛) 수수료는 6,000원이에요.",
    ],
)
def test_the_rows_own_item_passes(answer: str) -> None:
    assert flagged(answer, ev(CABINET)) == []


def test_a_form_of_the_rows_own_item_passes() -> None:
    answer = "Haeundae-gu: a bed frame is 8,000 won and a mattress 6,000 won."
    assert flagged(answer, ev(BEDS)) == []


MATTRESSES = {"district": "제천시", "full_name": "충청북도 제천시", "query": "매트리스", "item_count": 2,
              "items": [_fee("침대 매트리스", 5000), _fee("침대 매트리스", 8000)],
              "source": "bulk-waste-fees", "covered": True, "as_of": "2024-07-03"}  # fmt: skip
_SINGLE_USER = "Mattress disposal fee in Jecheon? Mine's just a single."


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        ("Jecheon lists bed mattresses at two rates: singles are 5,000 won and queen-size or "
         "larger are 8,000 won, so yours would be 5,000 won.", ["5,000 won", "8,000 won"]),
        ("Jecheon lists two mattress rates. Queen-size mattresses are 8,000 won.", ["8,000 won"]),
        ("Jecheon has two rates. King size or larger is 8,000 won.", ["8,000 won"]),
        ("Single mattresses are 5,000 won in Jecheon.", ["5,000 won"]),
    ],
)  # fmt: skip
def test_sizes_invented_for_twin_rows(answer: str, spans: list[str]) -> None:
    assert flagged(answer, ev(MATTRESSES, user=_SINGLE_USER)) == spans


@pytest.mark.parametrize(
    "answer",
    [
        "Jecheon lists bed mattresses at two rates, 5,000 won and 8,000 won; the data doesn't say "
        "which size is which, so ask the city about a single.",
        "Jecheon lists two bed mattress (침대 매트리스) fees: 5,000 won or 8,000 won.",
    ],
)
def test_twin_fees_said_as_a_pair_pass(answer: str) -> None:
    assert flagged(answer, ev(MATTRESSES, user=_SINGLE_USER)) == []


JAR = {"district": "영주시", "full_name": "경상북도 영주시", "query": "항아리", "item_count": 1,
       "items": [{**_fee("항아리", 2000), "category": "기타"}], "source": "bulk-waste-fees",
       "covered": True, "as_of": "2025-07-28"}  # fmt: skip
FRIDGE = {"district": "마포구", "query": "냉장고", "source": "bulk-waste-fees",
          "items": [{"item_name": "냉장고", "category": "가전류", "free": True, "fee": 0,
                     "note": "폐가전 무상방문수거 대상"}]}  # fmt: skip


@pytest.mark.parametrize(
    ("tail", "span"),
    [
        ("깨진 항아리는 대형폐기물이 아니라 불연성 마대에 담아 버리면 돼서 수수료가 따로 없어요.",
         "수수료가 따로 없"),
        ("깨진 건 따로 수수료가 없어요.", "따로 수수료가 없"),
        ("A broken one is not bulky waste, so there's no separate fee.", "no separate fee"),
    ],
)  # fmt: skip
def test_an_exemption_no_output_gives(tail: str, span: str) -> None:
    assert flagged("영주시 항아리 수수료는 2,000원이에요. " + tail, ev(JAR)) == [span]


@pytest.mark.parametrize(
    ("answer", "outputs"),
    [
        ("영주시 항아리 수수료는 2,000원이에요. 깨진 항아리도 대형폐기물로 내놓으면 같은 2,000원이에요.", JAR),
        ("마포구 냉장고는 폐가전 무상방문수거 대상이라 따로 수수료가 없어요.", FRIDGE),
        ("영주시 항아리는 2,000원 스티커만 붙이면 되고, 그 외에 따로 수수료가 없어요.", JAR),
    ],
)  # fmt: skip
def test_a_fee_or_a_free_the_outputs_give_passes(answer: str, outputs: dict) -> None:
    assert flagged(answer, ev(outputs)) == []


LAMP_HOW = ("깨지지 않게 그대로 수거함에 넣습니다. 깨진 형광등은 신문지 등에 싸서 종량제 봉투나 불연성 "
            "폐기물로 배출하는 지자체가 많으니 관할 시군구 기준을 확인하세요.")  # fmt: skip
BATTERY_HOW = (
    "건전지를 모아 수거함에 넣고, 보조배터리·리튬 배터리는 단자에 절연 테이프를 붙여 배출합니다."
)


def _guidance(kind: str, how: str) -> dict:
    return {"item_type": kind, "kind_name": kind, "source": "lamp-battery-bins",
            "guidance": [{"item_type": kind, "name": kind, "how": how,
                          "where": ["아파트 단지 내 수거함", "행정복지센터(주민센터) 수거함"]}],
            "district_has_data": False, "points": [], "found": 0}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "how", "spans"),
    [
        ("보통 깨지지 않은 형광등은 신문지에 싸서 종량제 봉투로 버리고, 깨진 건 그대로 아파트나 "
         "주민센터 수거함에 넣으면 돼.", LAMP_HOW, ["깨지지 않은 형광등은 신문지에", "깨진 건 그대로"]),
        ("Wrap unbroken lamps in newspaper and put them in a pay-as-you-throw bag.", LAMP_HOW,
         ["unbroken lamps in newspaper"]),
        ("Before dropping them off, put insulating tape on the terminals of ordinary dry-cell "
         "batteries (건전지).", BATTERY_HOW, ["tape on the terminals of ordinary dry-cell"]),
        ("일반 건전지는 단자에 테이프를 붙여서 수거함에 넣으세요.", BATTERY_HOW, ["건전지는 단자에"]),
    ],
)  # fmt: skip
def test_a_step_said_of_the_other_side(answer: str, how: str, spans: list[str]) -> None:
    assert flagged(answer, ev(_guidance("폐형광등", how))) == spans


@pytest.mark.parametrize(
    ("answer", "how"),
    [
        ("깨지지 않은 형광등은 그대로 수거함에 넣고, 깨진 건 신문지에 싸서 종량제 봉투로 버리면 돼.", LAMP_HOW),
        ("Put unbroken lamps in the bin as they are; wrap broken ones in newspaper.", LAMP_HOW),
        ("수량이 많으니 깨지지 않도록 포장해 옮기시고, 깨진 것은 기준을 확인해 배출하세요.", LAMP_HOW),
        ("건전지는 모아서 수거함에 넣고, 리튬 배터리는 단자에 테이프를 붙여 주세요.", BATTERY_HOW),
        ("Put tape on the terminals of lithium batteries and power banks.", BATTERY_HOW),
    ],
)  # fmt: skip
def test_steps_on_their_own_sides_pass(answer: str, how: str) -> None:
    assert flagged(answer, ev(_guidance("폐형광등", how))) == []
