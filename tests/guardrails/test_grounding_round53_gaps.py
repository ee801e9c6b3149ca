"""Round 53 (r53g): gaps round 52's engineers met beside their cases (GROUNDING.md, "What is left").

A value said of every place at once (``두 곳 모두``, ``둘 다``, ``both``) must be each named place's,
not any one's (:mod:`guardrails.grounding.all_named`).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, flagged

_CITE = "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2025-11-25"


def _place(
    name: str, address: str, phone: str, hours: str, items: list[str], distance: int
) -> dict[str, object]:
    return {"name": name, "address": address, "phone": phone, "hours": hours, "items": items,
            "distance_m": distance, "as_of": "2025-11-25"}  # fmt: skip


def _centres(second_hours: str) -> object:
    return ev(
        {"query": "재활용센터", "radius_m": 5000, "found": 3, "source": "recycling-centers",
         "source_label": "공공데이터포털 전국재활용센터표준데이터", "as_of": "2025-11-25", "citation": _CITE,
         "places": [
             _place("종합재활용센터", "부산광역시 북구 백양대로1091번길 19(구포동)", "051-334-0712",
                    "평일 09:00~18:00", ["가전제품(에어컨)", "가구류"], 1024),
             _place("사상구재활용센터", "부산광역시 사상구 백양대로 858(모라동)", "051-315-9721",
                    "평일 10:00~19:00", ["가구", "가전제품 등"], 1258),
             _place("북구재활용백화점", "부산광역시 북구 의성로 67(덕천동)", "051-338-8796",
                    second_hours, ["가전제품", "가구류", "식당용품"], 2750),
         ]}
    )  # fmt: skip


_KO = (
    "가장 가까운 곳은 약 1km 떨어진 종합재활용센터(051-334-0712)로 가구류를 받고, "
    "약 2.75km 거리의 북구재활용백화점(051-338-8796)은 식당용품도 받아요. "
)
_EN = (
    "The nearest is 종합재활용센터 (051-334-0712), about 1 km away, and 북구재활용백화점 "
    "(051-338-8796) is about 2.75 km away. "
)


def test_hours_said_of_both_flagged_when_one_place_keeps_other_hours() -> None:
    e = _centres("평일 10:00~19:00")  # the second place keeps other hours
    for answer in (
        _KO + "두 곳 모두 평일 09:00~18:00 운영이에요.",
        _KO + "둘 다 평일 09:00~18:00에 열어요.",
        _KO + "양쪽 모두 평일 09:00~18:00에 문을 열어요.",
        _EN + "Both are open weekdays 09:00–18:00.",
        _EN + "Both of them open on weekdays from 09:00 to 18:00.",
    ):
        assert set(flagged(answer, e)) >= {"09:00", "18:00"}, answer


def test_hours_said_of_both_flagged_with_the_other_places_hours_too() -> None:
    e = _centres("평일 10:00~19:00")  # 10:00~19:00 is the second place's, not the first's
    assert set(flagged(_KO + "두 곳 모두 평일 10:00~19:00 운영이에요.", e)) >= {"10:00", "19:00"}
    assert set(flagged(_EN + "Both are open weekdays 10:00–19:00.", e)) >= {"10:00", "19:00"}


def test_hours_both_places_keep_pass() -> None:
    e = _centres("평일 09:00~18:00")
    for answer in (
        _KO + "두 곳 모두 평일 09:00~18:00 운영이에요.",
        _KO + "둘 다 평일 09:00~18:00에 열어요.",
        _EN + "Both are open weekdays 09:00–18:00.",
    ):
        assert flagged(answer, e) == [], answer


def test_each_place_with_its_own_hours_passes() -> None:
    e = _centres("평일 10:00~19:00")
    answer = (
        _KO + "종합재활용센터는 평일 09:00~18:00, 북구재활용백화점은 평일 10:00~19:00에 열어요."
    )
    assert flagged(answer, e) == []


def test_hours_a_third_place_keeps_said_of_both_are_flagged() -> None:
    e = _centres("평일 09:00~18:00")
    assert flagged(_KO + "두 곳 모두 평일 08:00~17:00 운영이에요.", e) != []
    assert flagged(_EN + "Both are open weekdays 08:00–17:00.", e) != []


def test_a_range_said_of_every_place_spans_their_values() -> None:
    # "세 곳 다 … 약 1~2.75km": the range's bounds are the nearest's and the farthest's, no one's each
    e = _centres("평일 09:00~18:00")
    answer = _KO + "두 곳 모두 가구류를 받고, 거리는 약 1~2.75km예요."
    assert flagged(answer, e) == []
