"""Round 40 (r40a): words flagged as facts they are not (prod_holdout29 and prod_holdout30, already
scored).

Three readings, each narrowed or extended in the module that owns it:

- 만 right after a quoted or bracketed word (``'TV,오디오받침대'만 3,000원``, ``받침대(소형)만``) is
  the particle "only", as after a Hangul syllable, not the numeral 10,000 starting an amount
  (:func:`.money._amount_start_ok`): the amount is the 3,000원 after it. A real 만 amount
  (``1만 3,000원``, a bare ``만 3천 원``, an opening quote ``'만 3천 원'``) is still read as 13,000
  and flagged when no output gives it; the amount after the particle is still held to the rows.
- A weather word that states no weather (:mod:`.weather_advice`): before a source of weather news it
  names (``the resort's snow report``, ``a rain radar app``), and, with its negation, before 날 as
  a kind of day to choose (``비 소식이 없는 날로 잡으시는 걸 추천해요``: :data:`.weather_advice.ANY_DAY`,
  now the one source of :mod:`.weather`'s 맑은 날 and :mod:`.dry_outlook`'s 없는 날). Both answers
  are claim-free; the weather stated (``it's snowing``, ``비 소식이 없는 날이에요``, ``비 소식이 없어서``)
  is still flagged over an observation or a normal.
- A day the user may choose, as a condition on their time (``월요일 가능하면 A가 제일 가까워요``,
  ``토요일이 괜찮으시면``, ``if Monday works for you``), is no day a place keeps
  (:func:`.weekdays.users_plan`); a day stated of a place (``월요일에 가능해요``, ``월요일에도 열어요``)
  is still held to its hours.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _stand(fee: int) -> dict[str, object]:
    """The fee tool's one row for 텔레비전 in 인천 동구: a TV stand at ``fee`` won."""
    return {
        "district": "인천 동구", "full_name": "인천광역시 동구", "query": "텔레비전", "item_count": 1,
        "items": [{"item_name": "TV,오디오받침대", "name": "TV,오디오받침대", "spec": None,
                   "category": "가구류", "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}],
        "source": "bulk-waste-fees", "covered": True,
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g47h2-0037's shape, then other quotes, brackets and numerals
        "인천 동구 자료에는 'TV,오디오받침대'만 3,000원으로 나와요.",
        '"TV,오디오받침대"만 3,000원이에요.',
        "「TV,오디오받침대」만 3천 원으로 나와 있어요.",
        "받침대(TV,오디오받침대)만 3,000원이에요.",
    ],
)
def test_only_after_a_quoted_word_is_no_ten_thousand(answer: str) -> None:
    assert flagged(answer, ev(_stand(3000))) == []
    # the wrong twin: the amount after the particle is still a claim of its own
    assert flagged(answer, ev(_stand(5000))) != []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("TV,오디오받침대는 1만 3,000원이에요.", "1만 3,000원"),
        ("TV,오디오받침대는 만 3천 원이에요.", "만 3천 원"),
        ("TV,오디오받침대는 '만 3천 원'이에요.", "만 3천 원"),
        ("TV,오디오받침대는 만 3,000원이에요.", "만 3,000원"),
    ],
)
def test_a_real_man_amount_is_still_thirteen_thousand(answer: str, span: str) -> None:
    assert flagged(answer, ev(_stand(3000))) == [span]  # 13,000원 is in no output
    assert flagged(answer, ev(_stand(13000))) == []  # the faithful twin


def test_a_wrong_amount_after_the_particle_is_flagged() -> None:
    answer = "'TV,오디오받침대'만 5,000원으로 나와요."
    assert flagged(answer, ev(_stand(3000))) == ["5,000원"]


_OBSERVATION = {
    "kind": "observation", "district": "종로구", "temperature_c": 1, "precipitation_mm": 2,
    "precipitation": "shower", "precipitation_text": "소나기", "observed_at": "2026-01-22 11:00",
    "source": "kma", "source_label": "기상청 초단기실황", "as_of": "2026-01-22 11:00",
}  # fmt: skip
_NORMAL = {
    "kind": "monthly_normal", "station": "대구", "district": "군위군", "month": 12,
    "temperature_c": 2.4, "humidity_pct": 56, "precipitation_mm_month": 18, "tips": [],
    "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
    "as_of": "1991-2020",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g48h0-0011's shape, then other sources and wordings
        "I've only got a current observation, not a weekend forecast, so I can't tell you whether "
        "it'll snow this weekend. Your best bet is the KMA weekly forecast or the resort's snow "
        "report a day or two before you go.",
        "Check a rain radar app before heading out.",
        "The snow reports are worth a look before you drive up.",
    ],
)
def test_a_weather_word_naming_a_source_states_no_weather(answer: str) -> None:
    assert flagged(answer, ev(_OBSERVATION)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("The snow report says it's snowing on the slopes right now.", "snowing"),
        ("It will snow this weekend, so check the resort's snow report.", "snow"),
    ],
)
def test_the_weather_stated_beside_a_source_is_still_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(_OBSERVATION)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        # g48h2-0078's shape, then other wordings and weather words
        "다음 주 예보는 지금 확인해 드리기 어려워요. 정리 날짜가 가까워지면 날씨 앱에서 예보를 보시고, "
        "비 소식이 없는 날로 잡으시는 걸 추천해요.",
        "눈 예보가 없는 날에 내놓으시면 좋아요.",
        "비 소식이 없는 날을 골라 내놓으세요.",
    ],
)
def test_a_rainless_kind_of_day_is_advice(answer: str) -> None:
    assert flagged(answer, ev(_NORMAL)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "다음 주 화요일은 비 소식이 없는 날이에요.",
        "다음 주 화요일은 비 소식이 없는 날입니다.",
        "다음 주는 비 소식이 없어서 내놓기 좋아요.",
    ],
)
def test_a_dry_day_stated_over_a_normal_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_NORMAL)) == ["비 소식이 없"]


def _sites() -> dict[str, object]:
    """Three re100 sites, open one day each (월, 화, 수)."""

    def site(name: str, day: str, m: int) -> dict[str, object]:
        return {"name": name, "address": "중원구 둔촌대로 425번길 44", "phone": "031-747-3038",
                "hours": f"{day} 14:00~17:00, 그 외 휴무", "items": ["무색페트병", "PET"],
                "distance_m": m, "as_of": None}  # fmt: skip

    return {"query": "재활용센터", "radius_m": 2000, "found": 3,
            "places": [site("상대원일re100", "월", 8571), site("은행일re100", "화", 8895),
                       site("은행이re100", "수", 9286)]}  # fmt: skip


_LISTED = (
    "- 상대원일re100: 약 8.6km · 월 14:00~17:00\n- 은행일re100: 약 8.9km · 화 14:00~17:00\n"
    "- 은행이re100: 약 9.3km · 수 14:00~17:00\n"
)


@pytest.mark.parametrize(
    "answer",
    [
        "월요일 가능하면 상대원일re100이 제일 가까워요.",  # g48h1-0063's shape
        "화요일이 괜찮으시면 은행일re100도 있어요.",
        "수요일에 시간 되시면 은행이re100에 가셔도 돼요.",
        "If Monday works for you, 상대원일re100 is the closest.",
    ],
)
def test_a_day_the_user_may_choose_is_no_schedule(answer: str) -> None:
    assert flagged(_LISTED + answer, ev(_sites())) == []


@pytest.mark.parametrize(
    "answer",
    [
        "상대원일re100은 화요일에 열어요.",
        "은행이re100은 월요일에 가능해요.",
        "은행이re100은 월요일에도 열어요.",
    ],
)
def test_a_day_stated_of_a_site_is_still_held_to_its_hours(answer: str) -> None:
    assert flagged(_LISTED + answer, ev(_sites())) != []
