"""Round 25 (r25e): a place, bin or list of places said to be in a region must lie there.

A search whose place has no data lists places of a neighbouring district; a sentence that puts them
inside the searched place (``Y 안에 있는``, ``Y 관내``, ``Y의`` before a word for a found place or a
found point's own name, ``bins/places in Y``, ``Y's bins``, a heading ``Y clothing bins:``) gives
them a district none of them lies in. Saying where they really lie, ``near Y``, a hedge or a
negation is no such claim. The answers are new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

# a 강북구 search whose points lie in 도봉구
GANGBUK: dict[str, Any] = {
    "latitude": 37.64, "longitude": 127.02, "radius_km": 2.0, "item_type": "clothes",
    "kind_name": "의류", "districts_with_data": 47, "source": "clothing-bins",
    "district_has_data": False,
    "points": [
        {"name": "쌍문동 88-3", "address": "쌍문동 88-3", "district": "도봉구", "phone": None,
         "items": [], "distance_m": 1210, "as_of": None},
        {"name": "쌍문동 102-7", "address": "쌍문동 102-7", "district": "도봉구", "phone": None,
         "items": [], "distance_m": 1480, "as_of": None},
    ],
    "found": 2, "as_of": None,
    "note": "서울특별시 강북구의 의류 장소 자료는 없습니다. 가까운 자료가 있는 곳은 도봉구입니다 (3km 이내).",
}  # fmt: skip
# a 대구 서구 search whose points lie in 달서구
DAEGU_SEO: dict[str, Any] = {
    "address_keyword": "대구광역시 서구", "item_type": "clothes", "place_name": "대구 서구",
    "place_precision": "district", "kind_name": "의류", "districts_with_data": 47,
    "source": "clothing-bins", "district_has_data": False,
    "points": [
        {"name": "성당시장 앞", "address": "대구광역시 달서구 성당로 51", "district": "대구 달서구",
         "phone": None, "items": [], "distance_m": 410, "as_of": "2026-05-28"},
        {"name": "두류공원 입구", "address": "대구광역시 달서구 공원순환로 36", "district": "대구 달서구",
         "phone": None, "items": [], "distance_m": 620, "as_of": "2026-05-28"},
    ],
    "found": 2, "as_of": "2026-05-28",
    "note": "대구광역시 서구의 의류 장소 자료는 없습니다. 가까운 자료가 있는 곳은 대구 달서구입니다 (3km 이내).",
}  # fmt: skip
# a 부산 동구 medicine search whose one point lies in 중구
BUSAN_DONG: dict[str, Any] = {
    "latitude": 35.12, "longitude": 129.04, "radius_km": 1.0, "item_type": "medicine",
    "kind_name": "폐의약품", "districts_with_data": 91, "source": "medicine-bins",
    "district_has_data": False,
    "points": [{"name": "영주1동 행정복지센터", "address": "부산광역시 중구 영초길 12",
                "detail": "민원실 옆", "district": "중구", "phone": None, "items": [],
                "distance_m": 640, "as_of": "2025-08-25"}],
    "found": 1, "as_of": "2025-08-25",
    "note": "부산광역시 동구의 폐의약품 장소 자료는 없습니다. 가까운 자료가 있는 곳은 중구입니다 (3km 이내).",
}  # fmt: skip


def _flags(answer: str, obj: dict[str, Any]) -> list[str]:
    return flagged(answer, ev(obj))


@pytest.mark.parametrize(
    ("answer", "obj", "span"),
    [
        ("강북구 관내 헌옷수거함 두 곳이에요.\n- 쌍문동 88-3\n- 쌍문동 102-7", GANGBUK, "강북구 관내 헌옷수거함"),
        ("강북구의 의류수거함:\n- 쌍문동 88-3 (1.2km)\n- 쌍문동 102-7 (1.5km)", GANGBUK, "강북구의 의류수거함"),
        ("강북구 헌옷수거함 위치:\n- 쌍문동 88-3\n- 쌍문동 102-7", GANGBUK, "강북구 헌옷수거함 위치:"),
        ("두 곳 모두 강북구 안에 있습니다.\n- 쌍문동 88-3\n- 쌍문동 102-7", GANGBUK, "강북구 안에 있습니다"),
        ("영주1동 행정복지센터는 동구에 있어요. 민원실 옆이에요.", BUSAN_DONG, "동구에 있어요"),
        ("강북구에 설치된 곳 2곳을 알려드릴게요.\n- 쌍문동 88-3", GANGBUK, "강북구에 설치된 곳"),
        ("제일 가까운 데는 동구 안에 있는 영주1동 행정복지센터예요. 민원실 옆이에요.", BUSAN_DONG,
         "동구 안에 있는 영주1동"),
        ("Seo-gu clothing bins:\n- Seongdang Market entrance, 410 m\n- Duryu Park gate, 620 m",
         DAEGU_SEO, "Seo-gu clothing bins:"),
        ("Seo-gu's clothing bins are at Seongdang Market (410 m) and Duryu Park (620 m).",
         DAEGU_SEO, "Seo-gu's clothing bins"),
        ("I found two drop-off places in Seo-gu, Daegu:\n- Seongdang Market, 410 m", DAEGU_SEO,
         "places in Seo-gu"),
    ],
)  # fmt: skip
def test_found_places_put_inside_the_searched_region(
    answer: str, obj: dict[str, Any], span: str
) -> None:
    got = _flags(answer, obj)
    assert any(span in g or g in span for g in got), got


@pytest.mark.parametrize(
    ("answer", "obj"),
    [
        # where they really lie
        ("가까운 곳은 도봉구 쌍문동 88-3이에요.", GANGBUK),
        ("강북구에는 자료가 없어 가까운 도봉구 수거함을 안내해요.\n- 쌍문동 88-3", GANGBUK),
        ("도봉구 안에 있는 의류수거함 2곳이에요.\n- 쌍문동 88-3\n- 쌍문동 102-7", GANGBUK),
        ("도봉구 헌옷수거함 위치:\n- 쌍문동 88-3", GANGBUK),
        ("The nearest bins (in Dalseo-gu, next door):\n- Seongdang Market, 410 m", DAEGU_SEO),
        ("Seo-gu has no listed bins, so here are Dalseo-gu's clothing bins nearby.", DAEGU_SEO),
        ("가장 가까운 곳은 중구 안에 있는 영주1동 행정복지센터예요.", BUSAN_DONG),
        ("가장 가까운 수거함은 도봉구에 있어요.", GANGBUK),
        ("강북구에 사시면 쌍문동 88-3이 제일 가까워요.", GANGBUK),
        # near, not in
        ("강북구 근처 헌옷수거함 2곳이에요.\n- 쌍문동 88-3", GANGBUK),
        ("Two clothing bins near Seo-gu:\n- Seongdang Market, 410 m", DAEGU_SEO),
        # negated, asked, hedged
        ("강북구 안에 있는 수거함은 자료에 없어요.", GANGBUK),
        ("강북구 안에 있는 수거함을 찾으시나요?", GANGBUK),
        ("동구 안에 있는 영주1동 행정복지센터일 수도 있으니 확인해 보세요.", BUSAN_DONG),
        # the search named, not the bins placed
        ("강북구의 수거함을 찾아봤어요. 가까운 건 쌍문동 88-3이에요.", GANGBUK),
    ],
)  # fmt: skip
def test_where_they_lie_near_or_unsure_passes(answer: str, obj: dict[str, Any]) -> None:
    assert _flags(answer, obj) == []
