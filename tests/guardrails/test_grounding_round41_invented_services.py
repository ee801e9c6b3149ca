"""Round 41 (r41c): invented service facts that passed (prod_holdout27–30, already scored).

One reading, in the module that owns it (:mod:`.conditions`, the goods a subject takes or gives):

- A noun topic after a demonstrative (``이 센터는``, ``그 가게는``, ``해당 센터는``) points back to the
  site an earlier sentence named; it is not a sentence's own topic that names no holder (``다른
  센터들은 식당비품도 받아요``, still unsure). ``이 센터는 페트병을 가져가면 종량제 봉투로 바꿔 줘요``
  over a recycling centre whose outputs give no exchange passed, because the regex of the own topic
  skipped the ``이`` and matched ``센터는``: the goods of the exchange were never held to the
  outputs. Now they are: a good no output names for that site (종량제봉투, 휴지) is flagged, and the
  same sentence passes where the site's row gives the exchange.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, national_prices

_LABEL = "공공데이터포털 전국재활용센터표준데이터 / 한국환경공단 재활용 보상 장소(자원순환가게 등)"


def _centre() -> dict[str, object]:
    """The place tool's one recycling centre (its goods: appliances and furniture, no exchange)."""
    return {
        "query": "재활용센터", "radius_m": 2000, "latitude": 37.6, "longitude": 126.93, "found": 1,
        "places": [{"name": "서대문구재활용센터", "address": "서울특별시 서대문구 연희로 292",
                    "phone": "02-394-8272", "hours": "평일 09:30~18:30", "items": ["가전제품", "가구 등"],
                    "distance_m": 1916, "as_of": "2025-07-31"}],
        "source": "recycling-centers,keco-sites", "source_label": _LABEL, "as_of": "2025-07-31",
    }  # fmt: skip


def _shop() -> dict[str, object]:
    """The place tool's one compensation shop, whose row gives bags for clear PET bottles."""
    return {
        "query": "자원순환가게", "found": 1,
        "places": [{"name": "연희 자원순환가게", "address": "서울특별시 서대문구 연희로 10",
                    "items": ["투명페트병", "캔"], "reward": "투명페트병 10개당 종량제봉투 1장"}],
        "source": "keco-sites", "source_label": "한국환경공단 재활용 보상 장소(자원순환가게 등)",
    }  # fmt: skip


_PET = national_prices("plastic", "압축", [("PET", 350)], query="PET")


def test_case_shape_exchange_after_demonstrative_is_flagged() -> None:
    """g48h3-0026's shape: a numbered list, the exchange said of ``이 센터``."""
    answer = (
        "1. 가장 가까운 곳은 서대문구재활용센터(서대문구 연희로 292), 약 1.9km예요.\n"
        "2. 평일 09:30~18:30, 전화 02-394-8272예요.\n"
        "3. 이 센터는 페트병을 가져가면 종량제 봉투로 바꿔 줘요.\n"
        "4. 페트 시세는 전국 평균으로 압축품 kg당 350원이에요."
    )
    assert flagged(answer, ev(_centre(), _PET)) == ["종량제 봉투"]


@pytest.mark.parametrize(
    ("answer", "good"),
    [
        (
            "가장 가까운 곳은 서대문구재활용센터예요. 그 센터는 캔을 모아 가면 휴지로 교환해 줘요.",
            "휴지",
        ),
        (
            "서대문구재활용센터가 제일 가까워요. 해당 센터는 페트병 10개를 가져오면 쓰레기봉투 1장을 드려요.",
            "쓰레기봉투",
        ),
        (
            "The nearest is 서대문구재활용센터. This centre swaps PET bottles for trash bags.",
            "trash bags",
        ),
    ],
)
def test_variants_invented_exchange_is_flagged(answer: str, good: str) -> None:
    """Other demonstratives, other goods, another language: what the site gives is flagged."""
    assert good in flagged(answer, ev(_centre(), _PET))


def test_demonstrative_topic_goods_taken_are_held_to_the_site() -> None:
    """Taking, said after a demonstrative: the site's own goods pass, another good is flagged."""
    e = ev(_centre())
    assert flagged("가장 가까운 곳은 서대문구재활용센터예요. 이 센터는 가구도 받아요.", e) == []
    assert flagged("가장 가까운 곳은 서대문구재활용센터예요. 이 센터는 페트병도 받아요.", e) == [
        "페트"
    ]


@pytest.mark.parametrize(
    "answer",
    [
        "가장 가까운 곳은 연희 자원순환가게예요. 이 가게는 투명페트병을 가져가면 종량제 봉투로 바꿔 줘요.",
        "가장 가까운 곳은 연희 자원순환가게예요. 그 가게는 캔을 모아 가면 종량제봉투로 교환해 줘요.",
    ],
)
def test_faithful_twin_exchange_the_row_gives_passes(answer: str) -> None:
    """The same sentence where the site's row gives the exchange: supported."""
    assert flagged(answer, ev(_shop())) == []


def test_wrong_twin_of_faithful_exchange_is_flagged() -> None:
    """The shop's row gives bags; an answer that says tissue is flagged."""
    answer = (
        "가장 가까운 곳은 연희 자원순환가게예요. 이 가게는 투명페트병을 가져가면 휴지로 바꿔 줘요."
    )
    assert flagged(answer, ev(_shop())) == ["휴지"]


def test_own_topic_without_demonstrative_stays_unsure() -> None:
    """``다른 센터들은``: a topic of its own, naming no holder (not read, as before)."""
    answer = (
        "가장 가까운 곳은 서대문구재활용센터예요. 다른 센터들은 페트병을 가져가면 휴지로 바꿔 줘요."
    )
    assert flagged(answer, ev(_centre())) == []
