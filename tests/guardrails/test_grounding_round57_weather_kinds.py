"""Round 57 (r57a): what kind of figure a weather output gives (prod_holdout55/56).

- A forecast in the reported present (``내일은 오후부터 눈 온대``) over a monthly normal:
  :mod:`.forecast` (g73h0-0039, fabricated).
- A normal said to be a past month's actual observation (``작년 12월 실제 관측값이에요``):
  :mod:`.live_reading` (g73h1-0087, fabricated).
- Dry weather said as the forecast's (``the afternoon is forecast to stay dry``) over an observation:
  :mod:`.dry_outlook` (g74h0-0017, fabricated).
- A normal's figure right after now and the place (``지금 보령은 1.1도``): :mod:`.live_reading`
  (g74h2-0092, misattributed).
- Another dataset's date said of the climate figures (``the climate figures are from the dataset
  dated 2025-08-04``): :mod:`.normals_dates` (g74h3-0008, misattributed).
- Sky words glossing the name of an amount (``강수량 (rain/snow for month): 24mm``) are no sky:
  :mod:`.weather` (g74h3-0036, faithful).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import blind_case, case_evidence


def _case(cid: str) -> dict[str, object]:
    return blind_case(
        "prod_holdout55.jsonl" if cid.startswith("g73") else "prod_holdout56.jsonl", cid
    )


def _flagged(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = _case(cid)
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


def _texts(cid: str, answer: str | None = None) -> str:
    return " | ".join(t for _, t in _flagged(cid, answer))


# --- a forecast in the reported present, over a normal --------------------------------------------


def test_the_reported_snow_is_caught() -> None:
    assert ("condition", "오후부터 눈 온대") in _flagged("g73h0-0039")


@pytest.mark.parametrize(
    "answer",
    [
        "12월 평년값으로 아산은 평균 1.1도, 습도 72%예요. 저녁에 비 내린다고 하니 일찍 내놓으세요.",
        "12월 평년값이에요: 평균 1.1도, 습도 72%. 내일 밤에 눈 온다네요.",
    ],
)
def test_a_reported_forecast_is_caught(answer: str) -> None:
    assert any(k == "condition" for k, _ in _flagged("g73h0-0039", answer))


@pytest.mark.parametrize(
    "answer",
    [
        "12월 평년값이라 아산은 평균 1.1도, 습도 72%예요. 내일 눈이 온다고 해도 재활용은 내놓으셔도 돼요.",
        "12월 평년값 기준 평균 1.1도, 습도 72%, 한 달 강수량 27mm예요. 내일 날씨는 예보를 확인하세요.",
    ],
)
def test_a_concession_or_advice_passes(answer: str) -> None:
    assert _flagged("g73h0-0039", answer) == []


# --- a normal said to be a past month's observation -----------------------------------------------


def test_last_years_observation_is_caught() -> None:
    assert "작년 12월 실제 관측값" in _texts("g73h1-0087")


@pytest.mark.parametrize(
    "answer",
    [
        "당진시 12월은 평균기온 1.1도, 습도 63%, 한 달 강수량 24mm예요. 지난해 12월에 실제로 측정된 값이에요.",
        "Dangjin in December: 1.1°C on average, 63% humidity, 24 mm of precipitation. These are "
        "last December's actual readings from the Incheon station.",
    ],
)
def test_a_past_observation_in_other_words_is_caught(answer: str) -> None:
    assert any(k == "condition" for k, _ in _flagged("g73h1-0087", answer))


def test_a_normal_said_not_to_be_an_observation_passes() -> None:
    answer = (
        "당진시 12월 평년값은 평균기온 1.1도, 습도 63%, 한 달 강수량 24mm예요. 작년 12월 실제 "
        "관측값이 아니라 1991–2020년 평균이에요."
    )
    assert _flagged("g73h1-0087", answer) == []


# --- dry weather said as the forecast's, over an observation --------------------------------------


def test_the_forecast_dry_afternoon_is_caught() -> None:
    assert "the afternoon is forecast to stay dry" in _texts("g74h0-0017")


@pytest.mark.parametrize(
    "answer",
    [
        "It's 14.5°C with no rain right now. The evening is predicted to remain dry as well.",
        "It's 14.5°C, no rain, humidity 52%. Skies are set to stay clear this afternoon.",
    ],
)
def test_dry_to_come_in_other_words_is_caught(answer: str) -> None:
    assert any(k == "condition" for k, _ in _flagged("g74h0-0017", answer))


def test_dry_now_passes() -> None:
    answer = (
        "It's 14.5°C in Seoul with no rain right now, humidity 52% and wind 7.4 m/s, so weigh the "
        "cardboard down."
    )
    assert _flagged("g74h0-0017", answer) == []


# --- a normal's figure said as the temperature now ------------------------------------------------


def test_the_normal_said_as_now_is_caught() -> None:
    assert "지금 보령은 1.1도" in _texts("g74h2-0092")


def test_the_normal_said_as_now_in_other_words_is_caught() -> None:
    answer = "현재 보령은 1.1℃예요. 습도는 72%라 반출하셔도 괜찮겠어요."
    assert any(k == "condition" for k, _ in _flagged("g74h2-0092", answer))


def test_the_normal_said_as_the_months_mean_passes() -> None:
    answer = "지금 보령은 12월이라 평년 기온이 1.1도, 습도 72% 정도예요. 한 달 강수량은 27mm예요."
    assert _flagged("g74h2-0092", answer) == []


# --- another dataset's date given to the climate figures ------------------------------------------


def test_the_centres_date_given_to_the_climate_is_caught() -> None:
    assert "dated 2025-08-04" in _texts("g74h3-0008")


def test_the_date_given_to_the_climate_in_korean_is_caught() -> None:
    answer = (
        "가장 가까운 곳은 정선군재활용선별시설(약 8.0km)이에요. 12월 평균기온 3.0도, 습도 49%, "
        "강수량 41mm예요. 기후 값은 2025-08-04 기준 자료예요."
    )
    assert any("2025-08-04" in t for _, t in _flagged("g74h3-0008", answer))


def test_the_date_given_to_the_centres_passes() -> None:
    answer = (
        "The nearest centre is the Jeongseon-gun Recycling Sorting Facility, about 8.0 km away. "
        "December normal: 3.0 °C, 49 % humidity, 41 mm. The centre listing is from the dataset "
        "dated 2025-08-04; the climate figures are 1991–2020 normals."
    )
    assert _flagged("g74h3-0008", answer) == []


# --- sky words glossing the name of an amount -----------------------------------------------------


def test_the_glossed_normal_passes() -> None:
    assert _flagged("g74h3-0036") == []


def test_an_english_gloss_passes() -> None:
    answer = "미추홀구 12월 평년: 평균기온 1.1°C, 습도 63%, precipitation (rain or snow): 24 mm."
    assert _flagged("g74h3-0036", answer) == []


def test_snow_said_to_fall_is_still_read() -> None:
    answer = "미추홀구 12월 평년: 평균기온 1.1°C, 습도 63%. 지금 눈이 와요."
    assert any(k == "sky" for k, _ in _flagged("g74h3-0036", answer))
