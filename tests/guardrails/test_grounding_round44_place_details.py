"""Round 44 (r44e): place details given to the wrong place or altered that passed
(prod_holdout33 and prod_holdout34, already scored).

- An altered house number in a Latin road address (:mod:`.latin_roads`): "Seongbuk-gu Office
  (성북구청): about 460 m · 186 Bomun-ro" passed where the bins tool writes 보문로 168. Its Hangul
  form (보문로 186) was flagged as a place no output holds, but a road address written number first
  in Latin letters was read only as a mention of its holder (:mod:`.holder_forms`), and a form no
  holder has names none. A Latin road address whose road is spelled as a road of the outputs is
  now held to the numbers the outputs write on that road: another number is fabricated; the
  outputs' own number (or the head of one, 168 of 168-3) passes, and a road no output names stays
  unsure.
- A Latin road address given another district (:mod:`.latin_roads`, as :mod:`.address_districts`
  reads the Hangul form): "located in Guri-si at 930 Dongnam-ro" passed where the outputs write
  서울특별시 강동구 동남로 930 — the district the user asked about, written in Latin letters next to
  the address. A ``-si``/``-gu``/``-gun`` word right before the address (``in X at``, ``X,``) or
  right after it (``…, X``) is now held to the districts of that level of the outputs' addresses
  on that road and number; the address's own district (a 특별시 or 광역시 by its stem too) passes,
  and a district further away (``from the Guri-si reference point``) is not read.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

_WHY = "fabricated: no output holds this house number on the road"


def _bin(name: str, address: str, distance: int) -> dict[str, object]:
    return {"name": name, "address": address, "detail": None, "district": address.split()[1],
            "phone": "02-2241-4407", "items": [], "distance_m": distance, "as_of": "2025-08-05"}  # fmt: skip


_BINS = {
    "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "points": [_bin("안암동주민센터", "서울특별시 성북구 고려대로 16", 124),
               _bin("성북구청", "서울특별시 성북구 보문로 168", 459),
               _bin("신도림동아1차", "서울특별시 구로구 신도림로 87-3", 1248),
               _bin("연희로 의류함", "서울특별시 서대문구 연희로26나길 21", 352),
               _bin("감천2동행정복지센터", "부산광역시 사하구 옥천로93번길 14", 2500)],
    "found": 5, "as_of": "2025-08-05",
}  # fmt: skip


def _why(answer: str) -> list[tuple[str, str]]:
    return [(c.text, c.why) for c in check(answer, ev(_BINS)).unsupported]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # the case's shape (g52h1-0050): a list line, the number first
        (
            "- Seongbuk-gu Office (성북구청): about 460 m · 186 Bomun-ro · 02-2241-4407",
            "186 Bomun-ro",
        ),
        # other wording, other values, the road before its number
        ("The Seongbuk-gu Office bin is at 17 Bomun-ro.", "17 Bomun-ro"),
        ("성북구청 수거함 주소는 Bomun-ro 186이에요.", "Bomun-ro 186"),
        ("Drop them at Sindorim-ro 78, near the guard post.", "Sindorim-ro 78"),
        # a side street's house number
        ("The clothing bin is at 12 Yeonhui-ro 26na-gil.", "12 Yeonhui-ro 26na-gil"),
        ("Gamcheon 2-dong centre (Okcheon-ro 93beon-gil 41).", "Okcheon-ro 93beon-gil 41"),
    ],
)
def test_a_latin_road_address_with_another_number_is_fabricated(answer: str, span: str) -> None:
    assert (span, _WHY) in _why(answer)
    assert not check(answer, ev(_BINS)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        # the faithful twins: each road's own number, either order, side streets whole
        "- Seongbuk-gu Office (성북구청): about 460 m · 168 Bomun-ro · 02-2241-4407",
        "The Seongbuk-gu Office bin is at Bomun-ro 168.",
        "Drop them at 87 Sindorim-ro, or at Sindorim-ro 87-3 (the head of the number).",
        "The clothing bin is at 21 Yeonhui-ro 26na-gil, about 352 m away.",
        "Gamcheon 2-dong centre (Okcheon-ro 93beon-gil 14), about 2.5 km away.",
        # a road no output names: unsure, never flagged
        "There is also a bin at 45 Hwarang-ro.",
        # a distance after a road is no house number
        "Head down Bomun-ro 460 m to the office.",
    ],
)
def test_a_latin_road_address_the_outputs_hold_passes(answer: str) -> None:
    assert [s for s, w in _why(answer) if w == _WHY] == []


def test_the_hangul_form_is_still_read_by_places() -> None:
    """The Hangul address was already read; its Latin twin now agrees with it."""
    assert flagged("성북구청은 보문로 186에 있어요.", ev(_BINS)) == ["보문로 186"]
    assert flagged("성북구청은 보문로 168에 있어요.", ev(_BINS)) == []


# ---------------------------------------------------------------------------------------------
# a district written next to a Latin road address (g52h3-0036)

_DISTRICT_WHY = "misattributed: the address's road and number lie in another district"
_CENTRE = {
    "query": "recycling_center", "radius_m": 5000, "found": 2, "source": "recycling-centers",
    "places": [
        {"name": "강동구가전가구재활용센터", "address": "서울특별시 강동구 동남로 930",
         "phone": "02-427-8425", "hours": "평일 10:00~19:00", "distance_m": 4441},
        {"name": "영통구 재활용센터", "address": "경기도 수원시 영통구 광교호수로 1",
         "phone": "031-228-2000", "hours": "평일 09:00~18:00", "distance_m": 4800},
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # the case's shape: the district the user asked about, then the address
        (
            "Gangdong-gu Appliance & Furniture Recycling Center, located in Guri-si at 930 "
            "Dongnam-ro, about 4.4 km away.",
            "Guri-si at 930 Dongnam-ro",
        ),  # fmt: skip
        # the district after the address, another level, another value
        ("The centre is at 930 Dongnam-ro, Songpa-gu.", "930 Dongnam-ro, Songpa-gu"),
        (
            "Try the Yeongtong centre in Hwaseong-si, 1 Gwanggyohosu-ro.",
            "Hwaseong-si, 1 Gwanggyohosu-ro",
        ),  # fmt: skip
    ],
)
def test_a_latin_address_in_another_district_is_misattributed(answer: str, span: str) -> None:
    assert (span, _DISTRICT_WHY) in [
        (c.text, c.why) for c in check(answer, ev(_CENTRE)).unsupported
    ]


@pytest.mark.parametrize(
    "answer",
    [
        # the faithful twins: the address's own district, before or after it, a metropolitan
        # city by its stem
        "Gangdong-gu Appliance & Furniture Recycling Center, located in Gangdong-gu at 930 "
        "Dongnam-ro, about 4.4 km away.",
        "The centre is at 930 Dongnam-ro, Gangdong-gu.",
        "It is in Seoul at 930 Dongnam-ro, or in Seoul-si, 930 Dongnam-ro.",
        "Try the Yeongtong centre in Suwon-si, 1 Gwanggyohosu-ro, Yeongtong-gu.",
        # a district further away is the reference point, not the address's
        "930 Dongnam-ro is about 4.4 km from the Guri-si reference point.",
    ],
)
def test_a_latin_address_in_its_own_district_passes(answer: str) -> None:
    assert flagged(answer, ev(_CENTRE)) == []
