"""Round 55 (r55e): invented terms of a service or a price that passed on prod_holdout52 (writer g70h3).

- a listed site said to pay for goods without an amount (``여기서 페트병도 kg당 값 쳐서 사 줘요``, ``고철은
  kg당 값을 쳐 줍니다``, ``they pay for it by the kilo``), its site the one the sentence names or the
  one named before it where the sentence names no buyer of its own (:mod:`.site_prices`;
  g70h3-0070, g70h3-0081);
- a form the rows do not price said to fetch a share of the price (``Uncompressed cans get about
  half these prices``; :mod:`.priced_forms`; g70h3-0087);
- a kind left out of the free service in a contrast that opens a sentence of its own (``… 무료예요.
  … 2. 단, 문 떼어 낸 냉장고는 안 가져가요``; :mod:`.free_exclusions`; g70h3-0017).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import (
    blind_case,
    case_evidence,
    ev,
    flagged,
    national_prices,
)


def _case(case_id: str) -> tuple[str, Evidence]:
    c = blind_case("prod_holdout52.jsonl", case_id)
    return c["answer"], case_evidence(c)


# --- a site said to pay for goods, no amount --------------------------------------------------

_PET = national_prices("plastic", "압축", [("PET", 350)], query="PET")


def _centres(*items: str, **extra: object) -> dict[str, object]:
    place = {"name": "서산시 재활용 센터(녹색가게)", "address": "충청남도 서산시 시장1로 4-4, 2층",
             "phone": "041-664-0848", "hours": "평일 10:00~16:00", "items": list(items),
             "distance_m": 14502} | extra  # fmt: skip
    return {"query": "재활용센터", "places": [place], "source_label": "전국재활용센터표준데이터"}


_CENTRE = _centres("중고 의류", "페트병", "도서")


def test_buying_without_amount_cases() -> None:
    answer, evidence = _case("g70h3-0070")
    assert flagged(answer, evidence) == ["kg당 값 쳐서 사 줘요"]
    answer, evidence = _case("g70h3-0081")
    assert flagged(answer, evidence) == ["kg당 값을 쳐 줍니다"]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "가까운 곳은 서산시 재활용 센터(녹색가게)예요. 거기서 페트병도 값을 쳐 줘요.",
            "값을 쳐 줘요",
        ),
        ("서산시 재활용 센터(녹색가게)는 페트병도 kg당 돈 주고 사 줘요.", "kg당 돈 주고 사 줘요"),
        (
            "The nearest centre is 서산시 재활용 센터(녹색가게), 14.5 km away. They pay for PET by the kilo.",
            "pay for PET by the kilo",
        ),
    ],
)
def test_buying_without_amount_other_wording_and_language(answer: str, span: str) -> None:
    assert flagged(answer, ev(_PET, _CENTRE)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        # another buyer named: that buyer's, not the site's
        "가까운 곳은 서산시 재활용 센터(녹색가게)예요. 고물상에 가져가면 kg당 값을 쳐 줘요.",
        # a comparison of the survey's prices
        "서산시 재활용 센터(녹색가게)가 가까워요. 압축 PET는 kg당 350원이라 값을 더 쳐 줘요.",
        # asked or sent to ask
        "서산시 재활용 센터(녹색가게)가 값을 쳐 주는지는 전화로 확인해 보세요.",
        # no site named anywhere before
        "압축 PET는 kg당 350원이에요. 값을 쳐 줘요.",
    ],
)
def test_buying_without_amount_faithful_neighbours(answer: str) -> None:
    assert not flagged(answer, ev(_PET, _CENTRE))


def test_buying_without_amount_where_the_site_record_speaks_of_buying() -> None:
    yard = _centres("폐지", detail="폐지 매입, 계근 후 현금 지급")
    answer = "서산시 재활용 센터(녹색가게)에서는 폐지를 kg당 값을 쳐 줘요."
    assert not flagged(answer, ev(_PET, yard))


# --- a form no row prices said to fetch a share -------------------------------------------------

_CANS = national_prices("metal", "압축", [("철캔", 180), ("알루미늄캔", 1200)], query="캔")


def test_unpriced_form_fetching_a_share_case() -> None:
    answer, evidence = _case("g70h3-0087")
    assert flagged(answer, evidence) == ["Uncompressed cans get about half"]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "Aluminium cans are 1,200 won/kg. Uncompressed ones fetch less.",
            "Uncompressed ones fetch less",
        ),
        ("알루미늄캔은 kg당 1,200원이에요. 비압축 캔은 절반 정도예요.", "비압축 캔은 절반"),
    ],
)
def test_unpriced_form_other_wording_and_language(answer: str, span: str) -> None:
    assert flagged(answer, ev(_CANS)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        # the form the rows price
        "Aluminium cans are 1,200 won/kg; compressed cans get more than loose ones at most yards.",
        # hedged, or the whole lot (no form word)
        "Aluminium cans are 1,200 won/kg. Uncompressed cans may get less.",
        "Aluminium cans are 1,200 won/kg; the whole lot gets that rate.",
    ],
)
def test_unpriced_form_faithful_neighbours(answer: str) -> None:
    assert not flagged(answer, ev(_CANS))


def test_a_form_the_rows_price_passes() -> None:
    rows = [
        {"item_name": "알루미늄캔", "form": "압축", "price_per_kg": 1080},
        {"item_name": "알루미늄캔", "form": "비압축", "price_per_kg": 540},
    ]
    prices = {"region": "nationwide", "items": rows, "unit": "원/kg", "survey_date": "2025-01"}
    answer = "Compressed aluminium cans are 1,080 won/kg; uncompressed cans get less, 540 won/kg."
    assert not check(answer, ev(prices)).unsupported


# --- a kind left out of the free service in a sentence of its own --------------------------------

_FRIDGES = {
    "district": "광명시",
    "items": [{"item_name": "냉장고 (300ℓ 이상)", "name": "냉장고", "spec": "300ℓ 이상", "fee": 0,
               "fee_text": "무료", "is_free": True}],
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip


def test_exclusion_opening_its_own_sentence_case() -> None:
    answer, evidence = _case("g70h3-0017")
    assert flagged(answer, evidence) == ["문 떼어 낸 냉장고는 안 가져가"]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "냉장고는 무상방문수거로 무료예요. 다만 서랍 빠진 냉장고는 수거 안 해요.",
            "서랍 빠진 냉장고는 수거 안 해",
        ),
        (
            "Fridges are free through the 무상방문수거 service. However, rusted units are not collected.",
            "rusted units are not collected",
        ),
    ],
)
def test_exclusion_opening_its_own_sentence_other_wording(answer: str, span: str) -> None:
    assert flagged(answer, ev(_FRIDGES)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        # no free said before it
        "단, 문 떼어 낸 냉장고는 안 가져가요.",
        # hedged, or a good of the vocabulary as the kind
        "냉장고는 무료예요. 단, 문 떼어 낸 냉장고는 안 가져갈 수도 있으니 확인해 보세요.",
        "냉장고는 무상방문수거로 무료예요. 다만 가구는 안 가져가요.",
    ],
)
def test_exclusion_opening_its_own_sentence_faithful_neighbours(answer: str) -> None:
    assert not flagged(answer, ev(_FRIDGES))
