"""Round 48 (r48c): weather, dates and distances (prod_holdout37 and prod_holdout38).

Passed though wrong, now flagged:

- a date given as when a bin was installed or a place opened (:mod:`.set_up_dates`): the outputs
  date their data, never the setting up of a place;
- a search's radius given as a list line's distance field set off by separators (``- 센터: 주소 ·
  약 2km · 평일 …``; :mod:`.radius_distance`);
- one record's own date labelled as its named dataset's date (``(전국재활용센터표준데이터, data
  as of 2025-07-03)``; :mod:`.record_dates`);
- a monthly normal called a live reading by its basis (``실시간 관측 기준``) or given as the
  temperature now with a district's two words between (``지금 광주 남구는 기온 2.8도``;
  :mod:`.live_reading`);
- the month's weather put at a part of the month with a word of most (``12월 중순에 비가 가장 많이
  와서``; :mod:`.month_parts`);
- days of a kind to come (``이번 주에는 영하로 떨어지는 날이 많을 거예요``; :mod:`.forecast`).

Flagged though faithful, now passing: ``clear`` as any clear day (``so a clear day should be fine``)
or as a glass row's gloss with its value (``the best glass (clear, 45)``; :mod:`.weather`); a
put-off recommended to the user (``하루 미루는 걸 추천해요``; :mod:`.conditioned_terms`).
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, glass_prices


def _normal(
    district: str = "광주 남구", station: str = "광주", t: float = 2.8
) -> dict[str, object]:
    return {
        "kind": "monthly_normal",
        "station": station,
        "district": district,
        "month": 12,
        "temperature_c": t,
        "humidity_pct": 71,
        "precipitation_mm_month": 36,
        "tips": [],
        "source": "embedded-normals",
        "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
        "as_of": "1991-2020",
    }


_NORMAL = ev(_normal())


def _bins(as_of: str = "2024-08-13", top: str = "2024-08-13") -> dict[str, object]:
    return {
        "address_keyword": "곡성군",
        "item_type": "medicine",
        "kind_name": "폐의약품",
        "source": "medicine-bins",
        "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
        "points": [
            {
                "name": "곡성군보건의료원",
                "address": "전라남도 곡성군 곡성읍 곡성로 854",
                "detail": "곡성군보건의료원 1층",
                "district": "곡성군",
                "distance_m": 260,
                "as_of": as_of,
            }
        ],
        "found": 1,
        "as_of": top,
        "citation": f"출처: 공공데이터포털 전국폐의약품수거함표준데이터, 데이터기준일자 {top}",
    }


def _centres(
    radius: int = 2000, distance: int = 10599, row_date: str = "2025-07-03"
) -> dict[str, object]:
    return {
        "query": "재활용센터",
        "radius_m": radius,
        "found": 2,
        "places": [
            {
                "name": "진주시재활용품선별장",
                "address": "경상남도 진주시 내동면 유수길 75번길 27",
                "phone": "055-749-2279",
                "hours": "평일 08:30~17:30",
                "distance_m": distance,
                "as_of": row_date,
            },
            {
                "name": "사천시재활용센터",
                "address": "경상남도 사천시 사천읍 수양로 12",
                "phone": "055-831-2000",
                "hours": "평일 09:00~18:00",
                "distance_m": distance + 4000,
                "as_of": "2026-03-10",
            },
        ],
        "source": "recycling-centers,keco-sites",
        "source_label": "공공데이터포털 전국재활용센터표준데이터",
        "as_of": "2026-03-17",
        "citation": "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2026-03-17",
        "note": f"반경 {radius // 1000}km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
    }


# --- a date given as a place's setting up ---------------------------------------------------


def test_data_date_as_installation_date_case_shape_is_flagged() -> None:
    answer = "곡성군보건의료원 1층에 수거함 있어, 260m쯤. 2024년 8월 13일에 새로 생긴 수거함이야."
    assert any("새로 생긴" in t for t in flagged(answer, ev(_bins())))


def test_installation_date_other_wording_language_values_are_flagged() -> None:
    other = ev(_bins("2025-03-02", "2025-03-02"))
    assert flagged("이 수거함은 2025-03-02에 설치됐어요.", other)
    assert flagged("설치일: 2025-03-02, 보건의료원 1층에 있어요.", other)
    assert flagged("The bin was installed on 2 March 2025, on the first floor.", other)
    assert flagged("It's a new bin, installed on 2025-03-02.", other)


def test_installation_faithful_neighbours_pass() -> None:
    assert not flagged(
        "곡성군보건의료원 1층에 수거함이 있어요(데이터기준일자 2024-08-13).", ev(_bins())
    )
    assert not flagged(
        "언제 설치됐는지는 자료에 없어요. 데이터기준일자는 2024-08-13이에요.", ev(_bins())
    )
    held = ev(_bins() | {"installed": "2024-08-13 설치"})
    assert not flagged("2024년 8월 13일에 설치된 수거함이에요.", held)


# --- a search's radius as a separated field of a list line ----------------------------------


def test_radius_as_separated_line_field_case_shape_is_flagged() -> None:
    answer = (
        "진주 쪽에서 찾은 곳이에요.\n"
        "- 진주시재활용품선별장: 경상남도 진주시 내동면 유수길 75번길 27 · 약 2km · 평일 08:30~17:30"
    )
    assert "약 2km" in flagged(answer, ev(_centres()))


def test_radius_as_separated_field_other_wording_values_are_flagged() -> None:
    three = ev(_centres(radius=3000, distance=8200))
    answer = "1. 진주시재활용품선별장: 유수길 75번길 27 | 3 km | 055-749-2279"
    assert flagged(answer, three)
    english = "- Jinju sorting site: 27 Yusu-gil 75beon-gil · about 2 km · weekdays 08:30–17:30"
    assert flagged(english, ev(_centres()))


def test_separated_field_faithful_neighbours_pass() -> None:
    near = ev(_centres(distance=2040))
    answer = "- 진주시재활용품선별장: 경상남도 진주시 내동면 유수길 75번길 27 · 약 2km · 평일 08:30~17:30"
    assert not flagged(answer, near)
    right = "- 진주시재활용품선별장: 경상남도 진주시 내동면 유수길 75번길 27 · 약 10.6km · 평일 08:30~17:30"
    assert not flagged(right, ev(_centres()))
    searched = "- 검색 범위: 유수길 주변 · 2km · 결과 없음"
    assert "2km" not in " ".join(flagged(searched, ev(_centres())))


# --- one record's date labelled as its dataset's --------------------------------------------


def test_record_date_as_dataset_date_case_shape_is_flagged() -> None:
    answer = (
        "No centre lies within 2 km, so the search widened to 20 km and returned 2 centres "
        "(전국재활용센터표준데이터, data as of 2025-07-03). Nearest: 진주시재활용품선별장, about "
        "10.6 km; next 사천시재활용센터."
    )
    assert any("2025-07-03" in t for t in flagged(answer, ev(_centres())))


def test_record_date_as_dataset_date_other_wording_values_are_flagged() -> None:
    other = ev(_centres(row_date="2024-11-19"))
    names = " 진주시재활용품선별장과 사천시재활용센터예요."
    korean = "가까운 재활용센터는 두 곳이에요(전국재활용센터표준데이터, 데이터기준일자 2024-11-19)."
    assert flagged(korean + names, other)
    english = "Two centres came back (recycling centre standard data, dataset dated 2024-11-19)."
    assert flagged(english + names, other)


def test_record_date_faithful_neighbours_pass() -> None:
    own = "두 곳이 나왔어요(전국재활용센터표준데이터, 데이터기준일자 2026-03-17)."
    assert not flagged(own, ev(_centres()))
    row = "진주시재활용품선별장은 약 10.6km예요(전국재활용센터표준데이터, data as of 2025-07-03)."
    assert not flagged(row, ev(_centres()))
    # the date's own clause names the dataset, another clause of its sentence the price survey
    # an answer about one centre only, citing that centre's date: the lone subject's date
    lone = "진주시재활용품선별장은 평일 08:30~17:30이에요.\n[출처: 전국재활용센터표준데이터, 데이터기준일자 2025-07-03]"
    assert not flagged(lone, ev(_centres()))
    both = ev(_centres(row_date="2026-03-17"), glass_prices())
    two = (
        "시세는 백색 유리 45원/kg (2025-01 조사)이고, 센터 정보는 데이터기준일자 2026-03-17이에요."
    )
    assert not flagged(two, both)


# --- a monthly normal as a live reading ------------------------------------------------------


def test_normal_as_live_basis_case_shapes_are_flagged() -> None:
    east = ev(_normal("광주 동구"))
    answer = "기상청 실시간 관측 기준 광주 동구 날씨예요.\n- 기온: 2.8°C\n- 습도: 71%"
    assert any("실시간 관측 기준" in t for t in flagged(answer, east))
    now = "지금 광주 남구는 기온 2.8도, 습도 71%예요. 12월 한 달 강수량은 보통 36mm 정도예요."
    assert flagged(now, _NORMAL)


def test_normal_as_live_other_wording_values_are_flagged() -> None:
    other = ev(_normal("평창군", "강릉", 3.0))
    assert flagged("실시간 관측값으로 보면 평창은 3.0도예요.", other)
    assert flagged("현재 강원 평창군 기온은 3.0도예요.", other)
    assert flagged("Based on real-time observations, Pyeongchang is at 3.0°C.", other)


def test_normal_as_live_faithful_neighbours_pass() -> None:
    assert not flagged(
        "실시간 관측 기준이 아니라 12월 평년값이에요: 평균 2.8도, 습도 71%.", _NORMAL
    )
    assert not flagged("광주 남구 12월 평균 기온은 2.8도, 습도 71%예요.", _NORMAL)
    assert not flagged("지금 광주 남구 12월 평년 기온은 2.8도예요.", _NORMAL)


# --- a part of the month's weather over normals ----------------------------------------------


def test_month_part_peak_case_shape_is_flagged() -> None:
    answer = (
        "광주 관측소 12월 평년값(1991–2020) 기준으로 평균기온 2.8도, 습도 71%, 월 강수량 36mm예요. "
        "12월 중순에 비가 가장 많이 와서 moving day는 12월 초로 잡는 걸 추천해요."
    )
    assert any("중순" in t for t in flagged(answer, _NORMAL))


def test_month_part_peak_other_wording_language_values_are_flagged() -> None:
    other = ev(_normal("평창군", "강릉", 3.0))
    assert flagged("추위는 하순에 제일 심해요.", other)
    assert flagged("비는 주로 월말에 몰려요.", _NORMAL)
    assert flagged("Most of the rain falls in mid-December, so move early.", _NORMAL)
    assert flagged("Late January is the coldest stretch of the month.", other)


def test_month_part_faithful_neighbours_pass() -> None:
    plan = "12월 평균 기온은 2.8도, 월 강수량 36mm예요. 이사는 12월 초로 잡아도 괜찮아요."
    assert not flagged(plan, _NORMAL)
    asked = "12월 중순에 비가 가장 많이 오는지는 평년값으로 알 수 없어요."
    assert not flagged(asked, _NORMAL)
    daily = ev(
        _normal() | {"kind": "observation"}, {"daily": [{"date": "2025-12-15", "rain_mm": 9}]}
    )
    assert "중순" not in " ".join(flagged("12월 중순에 비가 가장 많이 와요.", daily))


# --- days of a kind to come over normals -----------------------------------------------------


def test_days_to_come_case_shape_is_flagged() -> None:
    answer = (
        "날씨는 광주 관측소 12월 평년값(1991~2020)으로 평균 기온 2.8도, 습도 71%, 한 달 강수량 "
        "36mm예요. 이번 주에는 영하로 떨어지는 날이 많을 거예요."
    )
    assert any("많을" in t for t in flagged(answer, _NORMAL))


def test_days_to_come_other_wording_language_are_flagged() -> None:
    assert flagged("다음 주엔 비 오는 날이 잦겠어요.", _NORMAL)
    assert flagged("There will be a lot of freezing days this week.", _NORMAL)


def test_days_to_come_faithful_neighbours_pass() -> None:
    assert not flagged("12월 평균 기온은 2.8도예요. 이번 주 예보는 따로 확인해 보세요.", _NORMAL)
    assert not flagged("평년값이라 이번 주에 영하로 떨어지는 날이 많을지는 알 수 없어요.", _NORMAL)


# --- faithful: "clear" as any day or a row's gloss, a put-off recommended --------------------


def test_any_clear_day_passes_over_normals() -> None:
    other = ev(_normal("횡성군", "강릉", 3.0))
    answer = (
        "December climate normals for Hoengseong: average temperature 3.0°C. It's cold and fairly "
        "dry, so a clear day should be fine for the barn."
    )
    assert not flagged(answer, other)
    assert not flagged("Average 3.0°C in December; pick a clear morning for the move.", other)
    assert flagged("It will be a clear day tomorrow, 3.0°C.", other)
    assert flagged("Expect clear skies today, 3.0°C.", other)


def test_clear_glass_gloss_with_value_passes() -> None:
    prices = ev(glass_prices())
    answer = "Even cardboard beats the best glass (clear, 45) by 35 won/kg."
    assert "clear" not in flagged(answer, prices)
    assert not any(
        t == "clear" for t in flagged("유리 중에선 백색(clear, 45원)이 제일 비싸요.", prices)
    )
    assert "clear" in flagged("Seoul (clear, 5°C) is fine today.", _NORMAL)


def test_recommended_put_off_passes() -> None:
    other = ev(_normal("평창군", "강릉", 3.0))
    answer = (
        "평창은 강릉 관측소 기준 12월 평년값(1991–2020)으로 평균기온 3.0도예요. 실시간 예보가 "
        "아니니 내놓는 날 예보를 한 번 더 보시고, 비나 눈 예보가 있으면 하루 미루는 걸 추천해요."
    )
    assert not flagged(answer, other)
    assert not flagged("눈이 오면 배출을 미루는 게 좋아요.", other)
    assert not flagged("If it snows, I'd recommend you put off the pickup by a day.", other)
    assert flagged("눈이 오면 수거가 하루 미뤄져요.", other)
    assert not check("눈이 오면 수거가 연기돼요.", other).grounded
