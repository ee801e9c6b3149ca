"""Round 24 (r24d): one owner for each piece of vocabulary, verdicts unchanged.

- the facility words (what ``행정복지센터``, ``구청``, ``보건소`` mean and the English names an answer
  gives them) are one table, :mod:`guardrails.grounding.facility_words`; the Latin spellings of
  labels (``romanized``), the forms of a holder's name (``holder_forms``), a named facility's class
  (``facilities``) and the offices a holder is read by (``holdings``) are views of it;
- the accepted goods of a prose condition (``conditions``) and of a site's own record (``taken``)
  are two readings (a subject's text, a row's record) that share the words of their frame: the
  verbs of taking (``taken.TAKES_KO``/``TAKES_EN``) and of refusing (``hedges.REFUSED``);
- the week, English numbers and months, the end of a sentence, approximation words, the nouns
  that count places, "respectively", the afternoon markers and a road address each have one home.

The sentences are written for these tests (none is a corpus case).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from guardrails.grounding import conditions, facility_words, hedges, site_details, taken
from guardrails.grounding.facilities import facility_claims
from guardrails.grounding.holder_forms import forms
from guardrails.grounding.holder_values import days
from guardrails.grounding.holdings import OFFICE, office_level
from guardrails.grounding.romanized import latin_forms
from tests.guardrails.grounding_helpers import ev, flagged

GROUNDING = Path(__file__).resolve().parents[2] / "guardrails" / "grounding"

BINS = {
    "address_keyword": "용인시 수지구", "item_type": "battery", "place_name": "수지구",
    "kind_name": "폐건전지", "source": "lamp-battery-bins", "district_has_data": True,
    "source_label": "공공데이터포털 전국폐형광등및폐건전지수거함표준데이터",
    "points": [
        {"name": "풍덕천1동행정복지센터", "address": "경기도 용인시 수지구 풍덕천로 50", "detail": "현관",
         "district": "수지구", "phone": "031-324-8000", "items": [], "distance_m": 350},
        {"name": "상현2동행정복지센터", "address": "경기도 용인시 수지구 상현로 70", "detail": "1층",
         "district": "수지구", "phone": "031-324-8100", "items": [], "distance_m": 1200},
    ],
    "found": 2, "as_of": "2026-03-01",
}  # fmt: skip


# ---- the facility table and its views -------------------------------------------------------


def test_every_facility_word_has_a_class_and_every_name_its_class_pattern() -> None:
    for word, (cls, names) in facility_words.FACILITIES.items():
        assert cls in (*facility_words.CLASSES, "town"), word
        for name in names:
            bare = re.sub(r"^(?:gu|si|gun) ", "", name)
            for spelled in facility_words.spellings(bare):
                pattern = facility_words.english_pattern(cls)
                assert re.fullmatch(pattern, spelled.upper(), re.I), (word, spelled)


def test_spellings_add_centre_only_where_center_is_written() -> None:
    assert list(facility_words.spellings("health center")) == ["health center", "health centre"]
    assert list(facility_words.spellings("post office")) == ["post office"]


def test_romanized_labels_read_the_table_as_written() -> None:
    whole = {f for f, w in latin_forms("수지구청") if w}
    assert {"suji-gu office", "suji-gu hall", "suji-gu district office"} <= whole
    centre = {f for f, w in latin_forms("상현2동행정복지센터") if w}
    assert "sanghyeon 2-dong community service center" in centre
    assert {f for f, w in latin_forms("동천약국") if w} >= {
        "dongcheon pharmacy",
        "dongcheon drugstore",
    }


def test_holder_forms_read_the_table_spaces_aside_in_both_spellings() -> None:
    found = forms("죽전1동 주민센터")
    assert {"jukjeon1dongcommunitycenter", "jukjeon1dongcommunitycentre"} <= found
    assert "suwoncityhall" in forms("수원시청")
    assert "yonginsioffice" in forms("용인시청")


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a class no output names: flagged, either spelling
        ("Another bin stands in the lobby of the Suji-gu Public Health Centre.",
         ["Suji-gu Public Health Centre"]),
        ("There is one more at the Suji-gu Post Office.", ["Suji-gu Post Office"]),
        # the outputs name a community centre: a Latin one is read by its class only
        ("The closest is at the Pungdeokcheon 1-dong Community Centre, 350 m away.", []),
        ("The closest is at the Pungdeokcheon 1-dong office, 350 m away.", []),
        # advice is no claim
        ("You could also ask the Suji-gu Public Health Center about other bins.", []),
    ],
)  # fmt: skip
def test_an_english_facility_is_read_by_the_tables_class(answer: str, wrong: list[str]) -> None:
    src = (str(BINS).replace("'", '"').replace("True", "true"),)
    assert [c.text for c in facility_claims(answer, src)] == wrong


def test_the_offices_a_holder_is_read_by_are_the_tables() -> None:
    for word in (
        "면사무소",
        "읍사무소",
        "동사무소",
        "행정복지센터",
        "주민센터",
        "보건소",
        "구청",
        "시청",
    ):
        assert OFFICE.fullmatch(f"수지{word}"), word
        assert office_level(f"수지{word}") == word
    assert OFFICE.fullmatch("수지도서관") is None  # a library is no office of an area


def test_named_facilities_still_flagged_in_korean() -> None:
    answer = "풍덕천1동행정복지센터(350m)에 있고, 수지구보건소 앞에도 수거함이 있어요."
    assert flagged(answer, ev(BINS)) == ["수지구보건소"]


# ---- accepted goods: two readings, one frame vocabulary --------------------------------------


def test_conditions_and_taken_share_the_frame_words() -> None:
    for word in taken.TAKES_KO:
        assert conditions._ACCEPT_KO.fullmatch(word), word
        assert taken._KO.fullmatch(word), word
    for word in ("takes", "accept", "collects"):
        assert conditions._ACCEPT_EN.fullmatch(word) and taken._EN.fullmatch(word), word
    assert conditions.REFUSED is taken.REFUSED is site_details.REFUSED is hedges.REFUSED


@pytest.mark.parametrize(
    ("clause", "refused"),
    [("가구는 안 받아요", True), ("반입 불가", True), ("does not take mattresses", True),
     ("받는지 모르겠어요?", True), ("가구도 받아요", False), ("takes furniture", False)],
)  # fmt: skip
def test_refused_words(clause: str, refused: bool) -> None:
    assert (hedges.REFUSED.search(clause) is not None) == refused


def _site(name: str, items: list[str]) -> dict[str, object]:
    return {"name": name, "address": "경기도 용인시 수지구 문정로 10", "phone": "031-262-1000",
            "items": items, "distance_m": 900}  # fmt: skip


SITES = {"query": "재활용센터", "radius_m": 3000, "found": 2, "source": "recycling-centers",
         "source_label": "공공데이터포털 전국재활용센터표준데이터",
         "places": [_site("동천재활용센터", ["가구", "가전"]), _site("신봉재활용센터", ["의류"])]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("동천재활용센터는 가구와 가전을 받아요.", []),
        ("신봉재활용센터에서는 가전도 받아요.", ["가전"]),
        ("신봉재활용센터는 가전은 받지 않아요.", []),  # refused: no claim
        ("Sinbong Recycling Center accepts appliances as well.", ["appliances"]),
    ],
)
def test_a_site_said_to_take_a_good(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SITES)) == wrong


# ---- one home for each word list --------------------------------------------------------------


@pytest.mark.parametrize(
    ("literal", "home"),
    [
        ('"월화수목금토일"', "weekdays.py"),
        ('"one": 1', "numbers.py"),
        ('"twenty": 20', "numbers.py"),
        ("jan|feb|mar", None),  # built from datetimes.EN_MONTHS wherever it is needed
        ('"jan feb mar', None),
        (r'r"(?!(?<=\b[Nn]o)\.\s\d)[.!?。](?=\s|$)|\n"', "claims.py"),
        (r'r"(?:[^.!?\n]|\.(?=\d)|(?<=\b[Nn]o)\.(?=\s\d))+"', "claims.py"),
        (r'r"[.!?](?=\s)|\n"', None),  # a sentence end: claims.SENTENCE_END, sentence_around
        (r'r"[.!?](?=\s|$)|\n"', None),
        ("약|대략|쯤|정도|가량", "approx.py"),
        ("곳|군데|개소|place", "tallies.py"),
        ('r"각각|respectively"', "subjects.py"),
        ('("p", "P", "오후", "저녁", "밤")', "datetimes.py"),
        ('"community service center"', "facility_words.py"),
        ('"public health center"', "facility_words.py"),
        ('"drugstore"', "facility_words.py"),
        ('"군": "gun"', "romanized.py"),
        ("않|안\\s|안돼|못|불가|제외|빼고", "hedges.py"),
        ("면사무소|읍사무소|동사무소|행정복지센터|주민센터|보건지소", None),
        # the words of a sum: SUM_VERBS, plus each reader's own looser words (row_totals' and
        # row_choices' _ADDS gates, "a sentence that adds or supposes a quantity", are wider)
        ("합계|합산|더하면", "sum_words.py"),
        ("together|altogether|combined", None),
        ("total|together|combined", None),
        # the dashed shapes of a phone (contacts reads every spelling; the readers that only need
        # the dashed one share it)
        (r"-\d{4}|1\d{3}-\d{4})(?!\d)", "phone_shapes.py"),
        (r"(?:0(?<![\d-]0)\d{1,2}-\d{3,4}|1(?<![\d-]1)\d{3})-\d{4}", "phone_shapes.py"),
    ],
)
def test_each_word_list_has_one_home(literal: str, home: str | None) -> None:
    holders = sorted(p.name for p in GROUNDING.glob("*.py") if literal in p.read_text("utf-8"))
    assert holders == ([home] if home else [])


def test_only_two_readers_keep_a_sentence_end_of_their_own() -> None:
    # claims.SENTENCE_END / sentence_around is the sentence end; dated eats the space after it and
    # subjects knows bullets and "tel.", on purpose — any other copy is a new definition to reconcile
    holders = sorted(
        p.name for p in GROUNDING.glob("*.py") if "\n_SENTENCE_END" in p.read_text("utf-8")
    )
    assert holders == ["dated.py", "subjects.py"]


@pytest.mark.parametrize(
    ("text", "week"),
    [("월~금 09:00~18:00", "월화수목금"), ("Mon–Fri 9am–6pm", "월화수목금"), ("주말 휴무", "토일"),
     ("Weekends only", "토일"), ("평일", "월화수목금"), ("매일 운영", "월화수목금토일"),
     ("Every day", "월화수목금토일"), ("Tue and Thu", "화목"), ("공휴일 휴무", "")],
)  # fmt: skip
def test_own_records_reads_the_week_from_weekdays(text: str, week: str) -> None:
    assert "".join(sorted(days(text), key="월화수목금토일".index)) == week
