"""Round 43 (r43e): a material's price given to the wrong form (prod_holdout31, already scored).

Two readings, in the modules that own them:

- A Latin row name in its Hangul spelling (:mod:`guardrails.grounding.row_words`,
  :mod:`guardrails.grounding.row_names`): ``페트병은 1kg에 650원이야!`` over the price survey's
  ``PET`` (압축, 350원/kg) and ``PET(플레이크)`` (650원/kg) passed (g49h0-0089): the rows' words were
  read only as written (``PET``), so ``페트병`` named no row, and the flakes' price said of plain PET
  bottles went unread. The Hangul spellings the item vocabulary gives a Latin name (``PET``:
  ``페트병``, ``페트``) now write that name, so ``페트병`` names the row ``PET`` whole, as ``PET`` did:
  the qualified twin's price (``플레이크`` unsaid) is flagged, the plain row's price passes, and the
  flakes' price passes where the words give ``플레이크``.
- The weeks of the month after a day's hours (:mod:`guardrails.grounding.day_hours`, the lists read
  by :func:`guardrails.grounding.schedules.week_lists`): ``- 여수시청: 418m · 월 10:00~12:00,
  14:00~16:00 (1,3,5주)`` where 여수시청's record gives ``(2, 4주)`` and 거북선공원's ``(1,3,5주)``
  passed (g48h1-0047): the day and its hours were held to the named record, the week list after
  them was read by nobody. A week list in the same field after the hours (``(1,3,5주)``,
  ``(둘째·넷째 주)``, ``(2nd & 4th weeks)``) must now be one the named records give; a record that
  gives no week list is unsure, never flagged.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

_FORM_NOTE = (
    "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다."
)


def _pet(plain: int = 350, flakes: int = 650) -> dict[str, object]:
    """The price tool's nationwide answer for PET: the baled row and its flakes twin."""
    return {
        "region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 2,
        "items": [plastic_row("PET", "압축", plain), plastic_row("PET(플레이크)", "플레이크", flakes)],
        "survey_date": "2025-01", "unit": "원/kg", "form_note": _FORM_NOTE,
        "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
    }  # fmt: skip


def test_case_shape_flakes_price_given_to_pet_bottles_is_flagged() -> None:
    """g49h0-0089's shape: the flakes' price said of plain 페트병."""
    answer = "페트병은 1kg에 650원이야! [한국환경공단 가격조사 전국 평균, 2025-01]"
    e = ev(_pet())
    assert flagged(answer, e) == ["1kg에 650원"]
    (c,) = check(answer, e).unsupported
    assert c.why is not None and "플레이크 unsaid" in c.why


@pytest.mark.parametrize(
    ("answer", "plain", "flakes", "span"),
    [
        # the short spelling, another price wording
        ("페트는 kg당 650원이에요.", 350, 650, "kg당 650원"),
        # other values, a modifier before the name
        ("투명 페트병 시세는 kg당 900원 정도예요.", 400, 900, "kg당 900원"),
        # the price first, then the plain row's own price for the baled form
        ("페트병은 650원이고 압축품은 350원이에요.", 350, 650, "650원"),
    ],
)
def test_variants_flakes_price_given_to_pet_bottles_are_flagged(
    answer: str, plain: int, flakes: int, span: str
) -> None:
    assert flagged(answer, ev(_pet(plain, flakes))) == [span]


@pytest.mark.parametrize(
    ("answer", "plain", "flakes"),
    [
        ("페트병은 1kg에 350원이야!", 350, 650),
        ("페트는 kg당 400원이에요.", 400, 900),
        ("페트병 플레이크는 1kg에 650원이야!", 350, 650),
        ("페트병은 압축하면 350원, 플레이크로 만들면 650원이에요.", 350, 650),
        ("PET bottles are 350 won per kg.", 350, 650),
    ],
)
def test_faithful_twins_own_form_price_passes(answer: str, plain: int, flakes: int) -> None:
    assert flagged(answer, ev(_pet(plain, flakes))) == []


def test_wrong_twin_of_flakes_price_is_flagged() -> None:
    """The plain row's price said of the flakes, in the Hangul spelling, is still flagged."""
    assert flagged("페트병 플레이크는 350원이에요.", ev(_pet())) == ["350원"]


def test_an_english_answer_reads_the_same() -> None:
    """The Latin spelling was read before; it still is."""
    assert flagged("PET bottles are 650 won per kg.", ev(_pet())) == ["650 won per kg"]


def _yeosu() -> dict[str, object]:
    """The places tool's answer for two sites that keep other weeks of the month."""
    items = ["무색페트병", "종이팩", "서적"]
    return {
        "query": "재활용센터", "radius_m": 2000, "latitude": 34.757311, "longitude": 127.664386,
        "found": 2,
        "places": [
            {"name": "여수시청", "address": "여수시 시청로1 (학동)", "phone": "061-659-3839",
             "hours": "월 10:00~12:00, 14:00~16:00 (2, 4주), 그 외 휴무", "items": items,
             "distance_m": 418, "as_of": None},
            {"name": "거북선공원", "address": "여수시 거북선공원2길 10", "phone": "061-659-3839",
             "hours": "수 10:00~12:00, 14:00~16:00 (1,3,5주), 그 외 휴무", "items": items,
             "distance_m": 495, "as_of": None},
        ],
        "source": "recycling-centers,keco-sites", "as_of": None,
    }  # fmt: skip


def test_case_shape_swapped_weeks_are_flagged() -> None:
    """g48h1-0047's shape: each site given the other's weeks of the month."""
    answer = (
        "- 여수시청: 418m · 월 10:00~12:00, 14:00~16:00 (1,3,5주)\n"
        "- 거북선공원: 495m · 수 10:00~12:00, 14:00~16:00 (2, 4주)\n"
        "가까운 곳은 여수시청이에요."
    )
    e = ev(_yeosu())
    assert flagged(answer, e) == ["(1,3,5주)", "(2, 4주)"]
    assert {c.why for c in check(answer, e).unsupported} == {
        "weeks of the month not the ones given for it"
    }


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # ordinal words, a prose clause
        ("여수시청은 월 10:00~12:00 (첫째·셋째 주)에 열어요.", "(첫째·셋째 주)"),
        # English, the other site
        ("- 거북선공원: Wed 10:00-12:00 (2nd & 4th weeks)", "(2nd & 4th weeks)"),
        # one week left out of the list, unbracketed
        ("- 거북선공원: 수 10:00~12:00, 매월 1·3주", "1·3주"),
    ],
)
def test_variants_other_weeks_are_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(_yeosu())) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        "- 여수시청: 418m · 월 10:00~12:00, 14:00~16:00 (2, 4주)\n"
        "- 거북선공원: 495m · 수 10:00~12:00, 14:00~16:00 (1,3,5주)",
        "여수시청은 월 10:00~12:00 (둘째·넷째 주)에 열어요.",
        "- 거북선공원: Wed 10:00-12:00 (1st, 3rd & 5th weeks)",
    ],
)
def test_faithful_twins_own_weeks_pass(answer: str) -> None:
    assert flagged(answer, ev(_yeosu())) == []


def test_a_record_without_weeks_is_unsure() -> None:
    """A record that gives no week list: the answer's weeks are not read against it."""
    out = _yeosu()
    places = out["places"]
    assert isinstance(places, list)
    places[0]["hours"] = "월 10:00~12:00, 14:00~16:00, 그 외 휴무"
    assert flagged("- 여수시청: 월 10:00~12:00, 14:00~16:00 (1,3,5주)", ev(out)) == []
