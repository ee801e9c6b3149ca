"""Round 44 (r44b): faithful and claim-free answers that were flagged (prod_holdout33 and
prod_holdout34, already scored).

- The width of a range of two values (:mod:`.derived_values`): "4,000 won and 6,000 won …; the
  range spans 2,000 won" was flagged, since a difference was read after ``difference``/``gap``
  /``spread`` (``is``, ``of``) but not after a range that ``spans``/``covers``/``is`` it, nor
  after the Korean ``(가격) 폭은``. Those words now mark a difference too: the width the two
  values give passes, any other width is flagged.
- Advice to look advisories up (:mod:`.alerts`): "출항 전에 해상 예보와 특보를 꼭 확인하시고"
  was flagged as an advisory in effect where the tools state none. The object of a checking verb
  (``특보를 확인``, ``특보 여부를 확인``, "check any marine warnings") is not read as one; an
  advisory said to be in effect ("풍랑주의보가 발효 중이니 … 확인하세요") still is.
- A day said closed as one the place cannot be used on (:mod:`.weekdays`): "월~금 09:00~21:00, 그
  외 휴무라서 주말에는 이용할 수 없어요" was flagged as a weekend given to the sites, since a closed
  day was read from ``쉬어요``/``안 돼요``/``휴무`` and "the service 없어요" but not from ``이용할 수
  없어요`` / ``방문하실 수 없습니다``. Those now state the day closed: held against the days the record
  leaves closed, a day it opens on (``토`` of ``월~토``) is still flagged.
"""

from __future__ import annotations

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged

_DRESSER = ev({"district": "성북구", "full_name": "서울특별시 성북구", "query": "화장대",
               "item_count": 2, "items": fee_rows("화장대", 4000, 6000)})  # fmt: skip
_NORMALS = ev(
    {"kind": "monthly_normal", "station": "인천", "district": "옹진군", "month": 12,
     "temperature_c": 1.1, "humidity_pct": 63, "precipitation_mm_month": 24, "tips": [],
     "source": "embedded-normals", "as_of": "1991-2020"}
)  # fmt: skip


def test_range_width_case_shape_passes() -> None:
    answer = (
        "Seongbuk-gu [성북구] lists two rows for dressing table [화장대]: 4,000 won and 6,000 won "
        "(furniture category). The data does not specify which size corresponds to which fee; "
        "the range spans 2,000 won, so confirm the size category when you report it."
    )
    assert check(answer, _DRESSER).grounded


def test_range_width_variants_pass() -> None:
    for answer in (
        "화장대는 4,000원과 6,000원 두 가지로, 가격 폭은 2,000원이에요.",
        "The dressing table costs 4,000 or 6,000 won, so the price range is 2,000 won.",
        "A dressing table is 4,000 won or 6,000 won; the spread covers 2,000 won.",
    ):
        assert check(answer, _DRESSER).grounded, answer


def test_wrong_range_width_is_flagged() -> None:
    assert flagged(
        "Seongbuk-gu lists two rows for dressing table: 4,000 won and 6,000 won; "
        "the range spans 3,000 won.",
        _DRESSER,
    ) == ["3,000 won"]
    assert flagged("화장대는 4,000원과 6,000원 두 가지로, 가격 폭이 1,500원이에요.", _DRESSER) == [
        "1,500원"
    ]
    assert flagged("The dressing table costs 4,000 or 6,000 won; the range is 2,500 won.", _DRESSER)


def test_advice_to_check_advisories_is_no_claim() -> None:
    for answer in (
        "내일 하루의 예보는 제가 가진 자료로는 확인이 어렵습니다. 배로 짐을 옮기실 때는 출항 전에 "
        "해상 예보와 특보를 꼭 확인하시고, 바람이 강하면 일정을 미루시는 게 안전해요.",
        "출발 전에 기상특보 여부를 확인하세요.",
        "I can't see tomorrow's forecast. Before you sail, check any marine warnings and "
        "postpone if it's windy.",
    ):
        assert check(answer, _NORMALS).grounded, answer


def test_advisory_in_effect_is_still_flagged() -> None:
    assert flagged(
        "내일 옹진 앞바다에 풍랑주의보가 발효 중이니 출항 전에 꼭 확인하세요.", _NORMALS
    ) == ["풍랑주의보"]
    assert flagged(
        "A gale warning is in effect for Ongjin; please check before you sail.", _NORMALS
    )
    assert flagged("옹진 앞바다에 풍랑특보가 내려져 있어요.", _NORMALS)


def _sites(hours: str) -> Evidence:
    return ev(
        {"query": "recycling_center", "found": 2, "places": [
            {"name": "고창전통시장주차장", "address": "전북특별자치도 고창군 고창읍 읍내리 366-11",
             "hours": hours, "items": ["투명페트병", "캔"], "distance_m": 530},
            {"name": "고창실내체육관-1", "address": "전북특별자치도 고창군 중앙로 292",
             "hours": hours, "items": ["투명페트병", "캔"], "distance_m": 1627}]}
    )  # fmt: skip


def test_day_that_cannot_be_used_is_a_closed_day() -> None:
    weekdays_only = _sites("월~금 09:00~21:00, 그 외 휴무")
    for answer in (
        "두 곳 모두 운영시간이 월~금 09:00~21:00, 그 외 휴무라서 주말에는 이용할 수 없어요.",
        "두 곳 모두 일요일엔 방문하실 수 없습니다.",
        "두 곳 모두 토요일에는 이용할 수 없어요.",
    ):
        assert check(answer, weekdays_only).grounded, answer


def test_open_day_said_unusable_is_flagged() -> None:
    to_saturday = _sites("월~토 09:00~21:00, 그 외 휴무")
    assert flagged("두 곳 모두 주말에는 이용할 수 없어요.", to_saturday) == ["주말"]
    assert flagged("두 곳 모두 토요일에는 방문하실 수 없어요.", to_saturday) == ["토요일"]
    assert check("두 곳 모두 일요일에는 이용할 수 없어요.", to_saturday).grounded
