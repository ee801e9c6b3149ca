"""Round 52 (r52a): invented conditions on prices and weather that passed on prod_holdout45/46.

- A region said to pay above or below the nationwide average, written in an English sentence with
  the place in Hangul or closed by a comma (``In 대구 specifically, prices run about 5원 higher than
  this national average``, ``In Daegu, prices run …``), and in Korean with a figure before the
  comparative (``이 전국 평균보다 kg당 5원 정도 비싸요``; :mod:`.scopes`; g63h0-0024).
- A quantity condition in words on a price (``The survey price applies to lots of one tonne or
  more.``, ``at least a ton``, ``한 톤 이상``): a bounded weight in words is a quantity as its digits
  are (:mod:`.bounded_weights`; g64h3-0022).
- A felt temperature below freezing said in words over outputs that give none (``The sea wind
  usually makes it feel below zero``, ``체감온도는 영하권이에요``; :mod:`.felt_temperatures`;
  g63h0-0058).
- A range of snow or rain days over normals that count no days (``눈 오는 날은 한 달에 2~3일
  정도예요``, ``눈은 한 달에 두세 번 와요``, ``falling on roughly 6-7 days``; :mod:`.forecast`;
  g63h2-0046).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import (
    ev,
    flagged,
    glass_prices,
    monthly_normal,
    national_prices,
)

_NOTE = "경북 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다 (지역별 시세는 가격조사 파일을 가져오면 제공됩니다)."


def _glass(user: str = "") -> object:
    return ev(glass_prices(query="유리병", note=_NOTE), user=user)


def _scrap(user: str = "") -> object:
    prices = national_prices("metal", "고철", [("철스크랩", 280)], query="철스크랩")
    return ev(prices | {"note": _NOTE.replace("경북", "경남")}, user=user)


def _normal(**extra: object) -> object:
    return ev(monthly_normal("부산", "해운대구", 5.8, 48, 28, **extra))


def _observation(**extra: object) -> object:
    return ev({"kind": "observation", "district": "종로구", "temperature_c": 1.2, "humidity_pct": 52,
               "precipitation_mm": 0, "wind_ms": 6.1, "observed_at": "2026-01-22 11:00", "tips": [],
               "source": "kma", "source_label": "기상청 초단기실황", "as_of": "2026-01-22 11:00"}
              | extra)  # fmt: skip


# --- a region's premium over the national average -----------------------------------------


def test_premium_case_shape() -> None:
    answer = (
        "유리병 prices per kg: 백색 45원, 갈색 40원, 청녹색 35원. In 대구 specifically, prices run about "
        "5원 higher than this national average. [출처: 한국환경공단 재활용가능자원 가격조사, 2025-01]"
    )
    assert flagged(
        answer, _glass(user="how much for 유리병 in 대구? i have a lot of soju bottles haha")
    )


def test_premium_other_wording_language_and_values() -> None:
    glass = _glass()
    lead = "유리병 prices per kg: 백색 45원, 갈색 40원, 청녹색 35원. "
    assert flagged(
        lead + "In Daegu, prices run about 5 won higher than this national average.", glass
    )
    assert flagged(lead + "부산 prices tend to be a bit lower than the national average.", glass)
    assert flagged(lead + "In 광주, dealers pay more than the national figures.", glass)
    assert flagged(
        "백색 유리는 kg당 45원이에요. 대구 시세는 이 전국 평균보다 kg당 5원 정도 비싸요.", glass
    )
    assert flagged("백색 유리는 kg당 45원이에요. 대구는 전국 평균보다 3원쯤 높아요.", glass)


def test_premium_neighbours_pass() -> None:
    glass = _glass()
    lead = "유리병 prices per kg: 백색 45원, 갈색 40원, 청녹색 35원. "
    assert not flagged(
        lead + "These are national averages; 대구 prices may be higher or lower.", glass
    )
    assert not flagged(
        lead + "The survey has no 대구 figure, so I can't say whether 대구 runs higher than this "
        "national average.",
        glass,
    )
    assert not flagged(lead + "백색 is about 5원 higher than 갈색.", glass)  # a gap of two rows
    assert not flagged(
        lead + "In 대구, dealers may pay more or less than this national average.", glass
    )
    # a region the outputs price themselves: no nationwide scope to compare with
    daegu = ev(glass_prices(query="유리병") | {"region": "daegu", "region_name": "대구"})
    assert not flagged(
        "대구 백색 유리는 45원이에요. 대구 prices run higher than the national average.", daegu
    )


# --- a quantity condition in words on a price ----------------------------------------------


def test_bounded_weight_case_shape() -> None:
    answer = (
        "1. Scrap iron (철스크랩, 고철): 280 won/kg.\n2. This is the national average from the KECO "
        "recyclables price survey (한국환경공단 가격조사), survey date 2025-01 — the dataset has no "
        "regional price for your area, so there is no Busan-specific figure.\n3. The survey price "
        "applies to lots of one tonne or more.\nDealers' buying prices will vary."
    )
    assert flagged(
        answer, _scrap(user="What does scrap iron fetch in Busan at the moment, per kg?")
    )


def test_bounded_weight_other_wording_language_and_values() -> None:
    scrap = _scrap()
    assert flagged("Scrap iron is 280 won/kg. This price is for loads of at least a ton.", scrap)
    assert flagged(
        "Scrap iron is 280 won/kg. These rates only apply to more than two tonnes.", scrap
    )
    assert flagged("Scrap iron is 280 won/kg, for half a tonne or more.", scrap)
    assert flagged("Scrap iron is 280 won/kg for ten kilos and up.", scrap)
    assert flagged("철스크랩은 kg당 280원이에요. 이 시세는 한 톤 이상 거래할 때 기준이에요.", scrap)
    assert flagged("철스크랩은 kg당 280원이에요. 이 가격은 반 톤 넘게 팔 때 적용돼요.", scrap)
    # the same condition in digits was read before
    assert flagged(
        "Scrap iron is 280 won/kg. The survey price applies to lots of 1 tonne or more.", scrap
    )


def test_bounded_weight_neighbours_pass() -> None:
    scrap = _scrap()
    # a tonne as the scale of a rate or a worked example, no bound
    assert not flagged(
        "Scrap iron is 280 won/kg, so one tonne would fetch about 280,000 won.", scrap
    )
    assert not flagged("Scrap iron is 280 won/kg; a ton of it would be 280,000 won.", scrap)
    assert not flagged("철스크랩은 kg당 280원이라 한 톤이면 28만 원이에요.", scrap)
    # the user's own weight, bounded in the answer
    assert not flagged(
        "Scrap iron is 280 won/kg; for one tonne or more you'd get about 280,000 won.",
        _scrap(user="I have 1 ton of scrap"),
    )
    assert not flagged(
        "Scrap iron is 280 won/kg. For two tonnes or more, that's 560,000 won.",
        _scrap(user="I have about 2 tonnes of scrap iron, what's it worth?"),
    )
    assert not flagged(
        "철스크랩은 kg당 280원이라 한 톤 이상이면 28만 원 넘게 받을 수 있어요.",
        _scrap(user="고철 1톤 넘게 있는데 얼마예요?"),
    )
    # an output that states the lot size
    lots = ev(
        national_prices("metal", "고철", [("철스크랩", 280)], query="철스크랩")
        | {"note": "1톤 이상 거래 기준 가격입니다."}
    )
    assert not flagged("철스크랩은 kg당 280원이고, 한 톤 이상 거래할 때 기준이에요.", lots)


# --- a felt temperature below freezing ------------------------------------------------------


def test_felt_case_shape() -> None:
    answer = (
        "December normals for Haeundae: about 5.8°C, 48% humidity and 28 mm of precipitation for "
        "the month. The sea wind usually makes it feel below zero, so bundle up. [Source: monthly "
        "normals 1991–2020, Busan station]"
    )
    assert flagged(answer, _normal())


def test_felt_other_wording_language_and_values() -> None:
    normal = _normal()
    lead = "December normals for Haeundae: about 5.8°C. "
    assert flagged(lead + "With the wind chill it's usually below freezing on the beach.", normal)
    assert flagged(lead + "It feels like it's below freezing by the water.", normal)
    assert flagged(lead + "By the sea it feels sub-zero.", normal)
    assert flagged(
        "해운대 12월 평년 기온은 5.8도예요. 바닷바람 때문에 체감온도는 영하권이에요.", normal
    )
    assert flagged("해운대 12월 평년 기온은 5.8도예요. 바닷바람이 불어서 체감상 영하예요.", normal)
    assert flagged("해운대 12월 평년 기온은 5.8도예요. 바닷바람 때문에 영하처럼 느껴져요.", normal)
    # over a live reading too
    assert flagged("It's 1.2°C with a 6.1 m/s wind, so it feels below zero.", _observation())
    # an output whose felt temperature is above zero
    assert flagged(
        "It's 1.2°C, and with the wind it feels below freezing.", _observation(feels_like_c=0.4)
    )


def test_felt_neighbours_pass() -> None:
    normal = _normal()
    lead = "December normals for Haeundae: about 5.8°C. "
    # relative or hedged: what the wind may do, no side of freezing stated
    assert not flagged(lead + "The sea wind can make it feel below zero, so bundle up.", normal)
    assert not flagged(lead + "The sea wind can make it feel colder, so bundle up.", normal)
    assert not flagged(lead + "It will feel colder by the sea.", normal)
    assert not flagged(
        "해운대 12월 평년 기온은 5.8도예요. 바닷바람 때문에 체감은 더 추울 거예요.", normal
    )
    assert not flagged(
        "해운대 12월 평년 기온은 5.8도예요. 바람이 불면 영하처럼 느껴질 수 있어요.", normal
    )
    assert not flagged("해운대 12월 평년 기온은 5.8도예요. 바람 불 때는 체감상 영하예요.", normal)
    assert not flagged(lead + "So it's not below zero on average.", normal)
    # an output that gives a felt temperature below zero
    felt = _observation(feels_like_c=-3.4)
    assert not flagged("It's 1.2°C, but with the wind it feels below zero.", felt)
    assert not flagged("기온은 1.2도지만 바람 때문에 체감온도는 영하예요.", felt)


# --- a range of snow or rain days over normals ---------------------------------------------


def _wando(**extra: object) -> object:
    return _normal(station="제주", district="완도군", temperature_c=8.4, humidity_pct=67,
                   precipitation_mm_month=52, **extra)  # fmt: skip


def test_day_range_case_shape() -> None:
    answer = (
        "완도군 12월 평년 기온은 8.4도, 습도 67%, 한 달 강수량 52mm 정도이고, 눈 오는 날은 한 달에 "
        "2~3일 정도예요. 평년값이라 실제 날씨와는 다를 수 있어요."
    )
    assert flagged(answer, _wando())


def test_day_range_other_wording_language_and_values() -> None:
    wando = _wando()
    lead = "완도군 12월 평년 기온은 8.4도예요. "
    assert flagged(lead + "비 오는 날은 보통 5-6일쯤이에요.", wando)
    assert flagged(lead + "눈은 한 달에 두세 번 정도 와요.", wando)
    assert flagged(lead + "비는 한 달에 4~5일 정도 와요.", wando)
    assert flagged(
        "Wando averages 8.4°C in December, with 52 mm of precipitation falling on roughly 6-7 days.",
        wando,
    )
    assert flagged("Wando averages 8.4°C in December; rain falls on about 5 to 6 days.", wando)


def test_day_range_neighbours_pass() -> None:
    wando = _wando()
    lead = "완도군 12월 평년 기온은 8.4도예요. "
    assert not flagged(lead + "눈 오는 날 수는 평년값에 없어요.", wando)
    assert not flagged(lead + "눈이 며칠 오는지는 자료에 없어요.", wando)
    assert not flagged(lead + "눈이 2~3일 오면 길이 미끄러울 수 있어요.", wando)  # a condition
    assert not flagged(lead + "눈이 한 번 오면 길이 미끄러우니 조심하세요.", wando)
    # normals that count the days: the count is theirs to give
    counted = _wando(snow_days=2.5)
    assert not flagged(lead + "눈 오는 날은 한 달에 2~3일 정도예요.", counted)
