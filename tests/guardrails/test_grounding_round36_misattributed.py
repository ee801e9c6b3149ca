"""Round 36 (r36e, prod_holdout24's misattributions that passed): tier rows, flake prices,
addresses and dataset dates.

Each reading binds a value to the subject its words give it where the check had lost that subject:

* a value after another on its list line, its clause giving only the word that tells the rows
  apart (``- PP(압축): 180원/kg · 플레이크 450원/kg``, ``PET bottles (compressed): 350 won/kg · flakes
  520 won/kg``), takes the material from the line's label: it is that material's flakes row's
  (:mod:`guardrails.grounding.item_lines`, :mod:`guardrails.grounding.row_names`; g42h1-0072,
  g42h1-0074);
* a comparison after the dimension word (``80 cm tall or more``) is a bracket, not a point
  (:mod:`guardrails.grounding.measures`; g42h1-0094), and measures of two dimensions stated
  together (``폭 80cm 미만·높이 80cm 미만 서랍장이라 4,000원``) are held together: the value is the
  row's that holds both (:func:`guardrails.grounding.measures.jointly_misbracketed`; g42h0-0093);
* a place list repeated whole by a second search names each place once, and a place's distance may
  stand between its name and its address (``Domi Pharmacy: 766 m · 264 Jangbogo-daero``):
  another pharmacy's address there is misattributed (:mod:`guardrails.grounding.own_records`,
  :mod:`guardrails.grounding.line_addresses`; g42h1-0035);
* a dated dataset before the Korean word of taking from (``2025-12-09 기준 생활쓰레기배출정보에서
  가져온``) is a source line: the date must be that dataset's (:mod:`guardrails.grounding.dated_sources`;
  g42h2-0096);
* a road address said to be where a place word is (``배고개길 84에 있는 행정복지센터``) is that
  place's: an address the outputs give only to another named place is misattributed
  (:mod:`guardrails.grounding.located_at`; g42h3-0070).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

_LABEL = "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)"


def _prices(rows: list[dict[str, object]]) -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": len(rows),
        "items": rows, "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "source_label": _LABEL, "as_of": "2025-01",
    }  # fmt: skip


PLASTICS = ev(
    _prices([
        plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
        plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520),
        plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650),
    ])
)  # fmt: skip


# --- a value after another on its line takes the line's material ---------------------------------


@pytest.mark.parametrize(
    "answer, wrong",
    [
        (
            "- PP(압축): 180원/kg · 플레이크 450원/kg\n- PE(압축): 150원/kg · 플레이크 520원/kg",
            ["450원/kg", "520원/kg"],
        ),  # g42h1-0072's shape
        (
            "- PET bottles (compressed): 350 won/kg · flakes 520 won/kg",
            ["520 won/kg"],
        ),  # g42h1-0074
        ("- PP (compressed): 180 won/kg, flakes 450 won/kg", ["450 won/kg"]),
        ("- PET: 350원/kg, 플레이크는 520원/kg", ["520원/kg"]),
        ("- PE 압축 150원/kg / 플레이크 520원/kg", ["520원/kg"]),
    ],
)
def test_a_form_after_a_lines_first_price_is_its_materials_row(
    answer: str, wrong: list[str]
) -> None:
    v = check(answer, PLASTICS)
    assert not v.grounded
    assert [c.text for c in v.unsupported] == wrong
    assert all("not for the row its words name" in (c.why or "") for c in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "- PP(압축): 180원/kg · 플레이크 520원/kg\n- PE(압축): 150원/kg · 플레이크 450원/kg",
        "- PET bottles (compressed): 350 won/kg · flakes 650 won/kg",
        "- PP (compressed): 180 won/kg, flakes 520 won/kg",
        "- PET: 350원/kg, 플레이크는 650원/kg",
    ],
)
def test_the_materials_own_form_row_passes(answer: str) -> None:
    assert flagged(answer, PLASTICS) == []


# --- tiers of two dimensions ---------------------------------------------------------------------


def _drawer(width: str, height: str, fee: int) -> dict[str, object]:
    return {"item_name": f"서랍장({width}) ({height})", "name": f"서랍장({width})", "spec": height,
            "category": "가구류", "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


DRAWERS = ev(
    {
        "district": "춘천시", "full_name": "강원특별자치도 춘천시", "query": "서랍장", "item_count": 6,
        "items": [
            _drawer("폭80cm미만", "높이 100cm 이상", 5000), _drawer("폭80cm미만", "높이 80cm 미만", 3000),
            _drawer("폭80cm미만", "높이 80cm 이상", 4000), _drawer("폭80cm이상", "높이 100cm 이상", 6000),
            _drawer("폭80cm이상", "높이 80cm 미만", 4000),
            _drawer("폭80cm이상", "높이 80cm 이상 100cm미만", 5000),
        ],
        "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "covered": True, "as_of": "2025-11-18",
    }
)  # fmt: skip
_EN_LIST = "Chests of drawers under 80 cm wide:\n- Under 80 cm tall: 3,000 won\n"


@pytest.mark.parametrize(
    "answer, wrong",
    [
        (
            _EN_LIST + "- 80 cm tall or more: 5,000 won\n- 100 cm tall or more: 4,000 won",
            ["5,000 won", "4,000 won"],
        ),  # g42h1-0094's shape
        (_EN_LIST + "- 80 cm high and up: 5,000 won", ["5,000 won"]),
        (
            "폭 80cm 미만·높이 80cm 미만 서랍장이라 4,000원이에요.",
            ["4,000원"],
        ),  # g42h0-0093's shape
        ("A chest under 80 cm wide and under 80 cm tall is 4,000 won.", ["4,000 won"]),
        ("A chest 80 cm wide or more and 100 cm tall or more is 5,000 won.", ["5,000 won"]),
    ],
)
def test_a_fee_is_the_row_holding_every_stated_measure(answer: str, wrong: list[str]) -> None:
    v = check(answer, DRAWERS)
    assert [c.text for c in v.unsupported] == wrong
    assert all("is in tool outputs but not in the" in (c.why or "") for c in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        _EN_LIST + "- 80 cm tall or more: 4,000 won\n- 100 cm tall or more: 5,000 won",
        "폭 80cm 미만·높이 80cm 미만 서랍장이라 3,000원이에요.",
        "폭 80cm 이상, 높이 80cm 미만 서랍장은 4,000원이에요.",
        "폭 80cm 미만, 높이 80cm 이상 서랍장은 4,000원이에요.",
        "A chest 80 cm wide or more and 100 cm tall or more is 6,000 won.",
    ],
)
def test_the_row_holding_every_measure_passes(answer: str) -> None:
    assert flagged(answer, DRAWERS) == []


# --- a pharmacy's distance between its name and another pharmacy's address ----------------------


def _pharmacy(name: str, road: str, m: int) -> dict[str, object]:
    return {"name": name, "address": f"전라남도 완도군 완도읍 {road}", "detail": None,
            "district": "완도군", "phone": "061-550-5787", "items": [], "distance_m": m,
            "as_of": "2024-08-16"}  # fmt: skip


_POINTS = [_pharmacy("흥일약국", "중앙길 16", 666), _pharmacy("도미약국", "장보고대로 282", 766),
           _pharmacy("건강마트약국", "장보고대로 264", 890)]  # fmt: skip
_BINS = {"item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
         "points": _POINTS, "found": 3, "as_of": "2024-08-16"}  # fmt: skip
PHARMACIES = ev(_BINS, {**_BINS, "address_keyword": "완도군"})  # one search, then another


@pytest.mark.parametrize(
    "answer",
    [
        "Nearby:\n- Heungil Pharmacy: 666 m · 16 Jungang-gil\n- Domi Pharmacy: 766 m · 264 "
        "Jangbogo-daero\n- Geongang Mart Pharmacy: 890 m · 282 Jangbogo-daero",  # g42h1-0035's shape
        "- Domi Pharmacy (766 m), 264 Jangbogo-daero\n- Heungil Pharmacy (666 m), 16 Jungang-gil",
        "- Domi Pharmacy: about 766 m, 264 Jangbogo-daero",
    ],
)
def test_another_pharmacys_address_after_the_distance_is_flagged(answer: str) -> None:
    v = check(answer, PHARMACIES)
    assert not v.grounded
    assert v.unsupported[0].text == "264 Jangbogo-daero"
    assert "another holder's value" in (v.unsupported[0].why or "")


@pytest.mark.parametrize(
    "answer",
    [
        "Nearby:\n- Heungil Pharmacy: 666 m · 16 Jungang-gil\n- Domi Pharmacy: 766 m · 282 "
        "Jangbogo-daero\n- Geongang Mart Pharmacy: 890 m · 264 Jangbogo-daero",
        "- Domi Pharmacy (766 m), 282 Jangbogo-daero\n- Heungil Pharmacy (666 m), 16 Jungang-gil",
        "가까운 곳:\n- 도미약국: 766m · 장보고대로 282\n- 건강마트약국: 890m · 장보고대로 264",
    ],
)
def test_each_pharmacys_own_address_passes(answer: str) -> None:
    assert flagged(answer, PHARMACIES) == []


# --- a dated dataset before the Korean word of taking from --------------------------------------

_CONTACT = ("수수료는 부산광역시 중구 자원순환과(051-600-4432)에 문의하세요 (출처: 공공데이터포털 "
            "행정안전부 생활쓰레기배출정보, 데이터기준일자 2021-10-25).")  # fmt: skip
UNCOVERED = ev(
    {
        "district": "부산 중구", "full_name": "부산광역시 중구", "query": "자전거", "item_count": 0,
        "items": [], "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
        "as_of": "2025-12-09", "contact": _CONTACT, "phone": "051-600-4432",
        "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-12-09",
    }
)  # fmt: skip
_ASK = "부산 중구는 수수료 자료가 없어서 자원순환과 051-600-4432로 문의하셔야 해요. "


@pytest.mark.parametrize(
    "answer, wrong",
    [
        (_ASK + "이 연락처는 2025-12-09 기준 생활쓰레기배출정보에서 가져온 거예요.", "2025-12-09"),
        ("연락처는 2025-12-09 기준 행정안전부 배출정보에서 가져왔어요.", "2025-12-09"),
        (
            "수수료 자료가 없어요. 2021-10-25 기준 대형폐기물수수료 데이터에 따르면 그래요.",
            "2021-10-25",
        ),
    ],
)
def test_a_dated_dataset_before_taking_from_is_that_datasets_date(answer: str, wrong: str) -> None:
    v = check(answer, UNCOVERED)
    assert [c.text for c in v.unsupported] == [wrong]
    assert "not of the" in (v.unsupported[0].why or "")


@pytest.mark.parametrize(
    "answer",
    [
        _ASK + "이 연락처는 2021-10-25 기준 생활쓰레기배출정보에서 가져온 거예요.",
        "연락처는 2021-10-25 기준 행정안전부 배출정보에서 가져왔어요.",
        "수수료 자료가 없어요. 2025-12-09 기준 대형폐기물 수수료 데이터에서 가져온 내용이에요.",
    ],
)
def test_the_datasets_own_date_passes(answer: str) -> None:
    assert flagged(answer, UNCOVERED) == []


# --- a road address said to be where a place word is --------------------------------------------

_WAYS = ["읍·면·동 행정복지센터에서 폐기물 반입 확인서 발급 → 생활폐기물처리시설로 반입 후 무게에 따라 "
         "반입수수료 지불"]  # fmt: skip


def _rules(district: str, place: str) -> dict[str, object]:
    return {"district": district, "source": "waste-rules",
            "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-10-17",
            "application_methods": _WAYS, "places": [place], "department": "자원순환과",
            "phone": "054-840-5289"}  # fmt: skip


ANDONG = ev(_rules("안동시", "안동시 생활폐기물 처리시설(안동시 배고개길 84)"))
OTHER = ev(_rules("영주시", "영주시 자원회수시설(영주시 가흥공단로 123)"))


@pytest.mark.parametrize(
    "answer, evidence, wrong",
    [
        (
            "확인서는 배고개길 84에 있는 행정복지센터에서 받아요.",
            ANDONG,
            "배고개길 84에 있는 행정복지센터",
        ),  # g42h3-0070's shape
        (
            "확인서는 배고개길 84에 위치한 읍·면·동 행정복지센터에서 받아요.",
            ANDONG,
            "배고개길 84에 위치한 읍·면·동",
        ),
        (
            "가흥공단로 123에 있는 행정복지센터에 가서 확인서를 받으세요.",
            OTHER,
            "가흥공단로 123에 있는 행정복지센터",
        ),
    ],
)
def test_an_address_given_to_another_place_word_is_flagged(
    answer: str, evidence: object, wrong: str
) -> None:
    v = check(answer, evidence)  # type: ignore[arg-type]
    assert [c.text for c in v.unsupported] == [wrong]
    assert "is the address of" in (v.unsupported[0].why or "")


@pytest.mark.parametrize(
    "answer, evidence",
    [
        (
            "확인서는 행정복지센터에서 받고, 배고개길 84에 있는 생활폐기물 처리시설로 가져가요.",
            ANDONG,
        ),
        ("확인서를 받은 뒤 배고개길 84에 위치한 처리시설에 반입해요.", ANDONG),
        ("가흥공단로 123에 있는 자원회수시설로 가져가세요.", OTHER),
        ("배고개길 84에 있는 곳으로 가져가세요.", ANDONG),
    ],
)
def test_the_address_of_its_own_place_passes(answer: str, evidence: object) -> None:
    assert flagged(answer, evidence) == []  # type: ignore[arg-type]
