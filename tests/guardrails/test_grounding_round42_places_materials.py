"""Round 42 (r42e): a place detail given to the wrong holder (prod_holdout31–32, already scored).

One reading, in the module that owns it (:mod:`guardrails.grounding.radius_distance`):

- A search's radius given as a place's distance in a list line's field: ``- 서산시 재활용
  센터(녹색가게): 약 2km · 서산시 시장1로 4-4 · 평일 10:00~16:00`` over a search that looked 2 km
  around the user (``"radius_m": 2000``, a note ``반경 2km 안에는 없어``) and found the centre
  19,732 m away passed (g49h1-0023): the value sat right after the place's name and its colon, with
  no distance word (``거리``, ``away``) around it, so the radius reading never saw it said of a
  place. The field a list line gives right after its place's name and colon, ended by the next
  field's separator (``·``, ``|``, ``,``) or the line's end, is now that place's distance. The
  place's own distance in the same field passes; a label that words a search (``- 검색 반경: 2km``,
  ``- Search radius: 2 km``) is still the search's bound, never flagged.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

_LABEL = "공공데이터포털 전국재활용센터표준데이터"


def _far_centre(distance_m: int = 19732) -> dict[str, object]:
    """The place tool's answer when nothing lay within its 2 km: the nearest centre within 20 km."""
    return {
        "query": "재활용센터", "radius_m": 2000, "latitude": 36.89, "longitude": 126.63, "found": 1,
        "places": [{"name": "서산시 재활용 센터(녹색가게)", "address": "충청남도 서산시 시장1로 4-4, 2층",
                    "phone": "041-664-0848", "hours": "평일 10:00~16:00",
                    "items": ["중고 의류", "재활용 장난감", "도서"], "distance_m": distance_m,
                    "as_of": "2025-04-30"}],
        "source": "recycling-centers,keco-sites", "source_label": _LABEL, "as_of": "2025-04-30",
        "note": "반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
    }  # fmt: skip


def test_case_shape_radius_as_list_field_is_flagged() -> None:
    """g49h1-0023's shape: the radius as the first field after the centre's name and colon."""
    answer = (
        "어르신, 한 곳 나와요.\n"
        "- 서산시 재활용 센터(녹색가게): 약 2km · 서산시 시장1로 4-4, 2층 · 평일 10:00~16:00 · "
        "041-664-0848\n"
        "헌 옷, 장난감, 책 같은 것을 받는 곳이에요."
    )
    assert flagged(answer, ev(_far_centre())) == ["약 2km"]


@pytest.mark.parametrize(
    "answer",
    [
        # English, another separator, ``about``
        "Nearest one:\n- 서산시 재활용 센터(녹색가게): about 2 km | weekdays 10:00-16:00\n",
        # a numbered line, the value at the line's end
        "가까운 곳이에요.\n1. 서산시 재활용 센터(녹색가게): 2km\n2. 평일 10:00~16:00에 열어요.",
        # a bullet, full-width colon, a comma after the value
        "* 서산시 재활용 센터(녹색가게)： 대략 2 km, 평일 10:00~16:00",
    ],
)
def test_variants_radius_as_list_field_are_flagged(answer: str) -> None:
    assert any("2" in t and "km" in t for t in flagged(answer, ev(_far_centre())))
    assert all(t.endswith("km") for t in flagged(answer, ev(_far_centre())))


@pytest.mark.parametrize(
    "answer",
    [
        "어르신, 한 곳 나와요.\n- 서산시 재활용 센터(녹색가게): 약 20km · 평일 10:00~16:00",
        "Nearest one:\n- 서산시 재활용 센터(녹색가게): about 19.7 km | weekdays 10:00-16:00\n",
    ],
)
def test_faithful_twin_own_distance_passes(answer: str) -> None:
    """The place's own distance in the same field is its own."""
    assert flagged(answer, ev(_far_centre())) == []


def test_faithful_twin_place_at_the_radius_passes() -> None:
    """A place that does lie about 2 km away: the same line is faithful."""
    answer = "- 서산시 재활용 센터(녹색가게): 약 2km · 평일 10:00~16:00"
    assert flagged(answer, ev(_far_centre(1980))) == []


@pytest.mark.parametrize(
    "answer",
    [
        "결과예요.\n- 검색 반경: 2km · 찾은 곳 없음\n- 서산시 재활용 센터(녹색가게): 약 20km",
        "Results:\n- Search radius: 2 km, nothing found\n- 서산시 재활용 센터(녹색가게): about 20 km",
    ],
)
def test_search_label_is_not_read_as_a_distance(answer: str) -> None:
    """A label that words the search keeps the value the search's bound."""
    assert flagged(answer, ev(_far_centre())) == []
