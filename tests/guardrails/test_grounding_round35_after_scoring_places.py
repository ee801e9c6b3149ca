"""Round 35 (r35x): faithful place answers of prod_holdout23 flagged (after-scoring readings).

- ``Sinsegye Pharmacy (신세계약국, No. 23) and Ihwa Pharmacy (이화약국, No. 27), about 330–360 m
  away`` is one sentence: the stop of a number's abbreviation before its number (``No. 23``) ends
  no sentence (:data:`.claims.SENTENCE_END`), so the range is read over the places its sentence
  lists (:mod:`.listed_range`) and its low end is not taken as the nearest name's distance.
- ``The data is city-wide, not specific to Deogyang-gu (덕양구)`` over a user who wrote
  ``Deogyang-gu``: an official name is spelt with its final linked over and no ㄴ inserted
  (덕양 → Deogyang, 밀양 → Miryang), which koroman writes deongnyang, millyang
  (:func:`.romanized.latin_stems`), so the 구 is the user's own (:mod:`.latin_user_places`).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from guardrails.grounding.claims import sentence_around
from guardrails.grounding.romanized import latin_stems
from tests.guardrails.grounding_helpers import ev, flagged


def _point(name: str, road: str, phone: str, m: int) -> dict[str, object]:
    return {"name": name, "address": f"인천광역시 강화군 강화읍 {road}", "detail": "약국내",
            "district": "강화군", "phone": phone, "items": [], "distance_m": m,
            "as_of": "2025-11-20"}  # fmt: skip


GANGHWA = {
    "radius_km": 0.5, "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "points": [_point("강화종로약국", "강화대로 387, 이레빌딩", "032-932-0497", 256),
               _point("큰샘온누리약국", "중앙로 9", "032-934-0700", 261),
               _point("하하약국", "강화대로 395(1층)", "032-932-7090", 327),
               _point("신세계약국", "중앙로 23", "032-934-5424", 330),
               _point("이화약국", "중앙로 27", "032-934-5534", 363)],
    "found": 5, "as_of": "2025-11-20",
}  # fmt: skip
_HEAD = (
    "There are 5 medicine collection points within 500 m, all inside pharmacies:\n"
    "1. Ganghwa Jongno Pharmacy (강화종로약국), 387 Ganghwa-daero – about 260 m\n"
    "2. Keunsaem Onnuri Pharmacy (큰샘온누리약국), 9 Jungang-ro – about 260 m\n"
    "3. Haha Pharmacy (하하약국), 395 Ganghwa-daero – about 330 m\n"
)


@pytest.mark.parametrize(
    "tail",
    [
        # g40h3-0004's shape
        "Two more are on Jungang-ro: Sinsegye Pharmacy (신세계약국, No. 23) and Ihwa Pharmacy "
        "(이화약국, No. 27), about 330–360 m away.",
        "Sinsegye Pharmacy (no. 23) and Ihwa Pharmacy (no. 27) on Jungang-ro are 330 to 360 m "
        "away.",
        "중앙로에는 신세계약국(No. 23)과 이화약국(No. 27)이 있고 약 330~363m 거리예요.",
    ],
)
def test_a_number_abbreviation_does_not_end_the_range_sentence(tail: str) -> None:
    assert flagged(_HEAD + tail, ev(GANGHWA)) == []


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [
        # a low end no record holds
        ("Two more: Sinsegye Pharmacy (신세계약국, No. 23) and Ihwa Pharmacy (이화약국, No. 27), "
         "about 200–360 m away.", "200"),
        # a low end held only by places the sentence does not list
        ("Two more: Sinsegye Pharmacy (신세계약국, No. 23) and Ihwa Pharmacy (이화약국, No. 27), "
         "about 256–363 m away.", "256"),
    ],
)  # fmt: skip
def test_a_range_end_no_listed_place_holds_stays_flagged(tail: str, wrong: str) -> None:
    verdict = check(_HEAD + tail, ev(GANGHWA))
    assert [c.text for c in verdict.unsupported] == [wrong]


def test_no_before_a_number_ends_no_sentence_but_a_stop_after_no_does() -> None:
    text = "Ihwa Pharmacy (No. 27) is 360 m away. The answer is no. Five more are far."
    at = text.index("360")
    assert sentence_around(text, at) == (0, text.index(" The answer") - 1)
    assert sentence_around(text, text.index("Five more"))[0] == text.index(" Five more")


GOYANG = {
    "district": "고양시", "full_name": "경기도 고양시", "query": "서랍장", "item_count": 2,
    "items": [{"item_name": "서랍장", "name": "서랍장", "spec": None, "category": "가구류",
               "fee": fee, "fee_text": f"{fee:,}원", "is_free": False} for fee in (4000, 6000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-02-10",
}  # fmt: skip
_FEES = (
    "The bulky-waste fee data for Goyang (고양시) has two rows for a chest of drawers (서랍장): "
    "4,000 won and 6,000 won.\n"
)


@pytest.mark.parametrize(
    ("user", "tail"),
    [
        # g40h3-0042's shape
        ("I'm a Dutch exchange student in Deogyang-gu, Goyang. How much for a chest of drawers?",
         "The data is city-wide, not specific to Deogyang-gu (덕양구)."),
        ("I live in Deogyang gu. What does a dresser cost to throw out?",
         "There is no separate table for 덕양구; the fees are the same across Goyang."),
        ("Ich wohne in Deogyang, Goyang. Was kostet eine Kommode?",
         "Die Daten gelten für ganz Goyang, nicht nur für Deogyang-gu (덕양구)."),
    ],
)  # fmt: skip
def test_the_ward_the_user_wrote_in_its_official_spelling_is_theirs(user: str, tail: str) -> None:
    assert flagged(_FEES + tail, ev(GOYANG, user=user)) == []


def test_a_ward_the_user_never_named_stays_flagged() -> None:
    user = "I'm a Dutch exchange student in Deogyang-gu, Goyang. How much for a chest of drawers?"
    answer = _FEES + "The data is city-wide, not specific to Ilsandong-gu (일산동구)."
    assert flagged(answer, ev(GOYANG, user=user)) == ["일산동구"]


def test_a_spelling_that_only_begins_a_users_word_is_not_theirs() -> None:
    user = "I'm in Deogyangsan village. How much for a chest of drawers?"
    answer = _FEES + "The data is city-wide, not specific to Deogyang-gu (덕양구)."
    assert flagged(answer, ev(GOYANG, user=user)) == ["덕양구"]


@pytest.mark.parametrize(
    ("hangul", "spelling"),
    [("덕양", "deogyang"), ("밀양", "miryang"), ("목요", "mogyo"), ("학여울", "hangnyeoul")],
)
def test_official_spellings_link_the_final_without_an_inserted_n(
    hangul: str, spelling: str
) -> None:
    assert spelling in latin_stems(hangul)


def test_a_city_the_user_wrote_as_spelt_officially_is_theirs() -> None:
    user = "I moved to Miryang last week. How much for a chest of drawers?"
    answer = _FEES + "I have no table for Miryang (밀양시), only this one for Goyang."
    assert flagged(answer, ev(GOYANG, user=user)) == []
    assert flagged(answer, ev(GOYANG, user="How much for a chest of drawers?")) == ["밀양시"]
