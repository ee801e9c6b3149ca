"""Round 51 (r51b): invented conditions, conversions and weather facts that passed on
prod_holdout43/44.

- A count of pieces said to amount to a weight, or one piece's weight (``캔 100개 정도 모으면 1kg쯤
  되니까``, ``about 70 cans make a kilo``), where no output weighs a piece (:mod:`.piece_weights`;
  g61h0-0008).
- A requirement a price is said to be paid on that names a state of the good no output writes (``It
  has to be clean and free of tape or stickers to be accepted at that price``;
  :mod:`.priced_requirements`, the states in :mod:`.state_words`; g62h0-0068).
- One of twin rows named by its amount with a condition it applies on (``the 6,000 won rate applies
  if the mirror is removed first``: that ``if`` is the condition read; :mod:`.twins_english`;
  g62h0-0077); a rank's kind after ``without`` and with its verb left out (``The lower fee is for
  chairs without armrests, the higher one for office chairs with castors``; :mod:`.twin_ranks`;
  g62h3-0080).
- A region said to pay above the whole country without 평균 (``대구 지역 시세는 전국보다 조금 높은
  편``, ``higher than the national figures``; :mod:`.scopes`; g62h0-0029).
- Weather: a Korean kind of day with its count in English (``눈 오는 날: about 5 days``;
  :mod:`.weather`; g61h1-0060); a share of the month's days of a kind over normals (``한 달 중 절반
  이상은 영하로 떨어집니다``, ``more than half the days drop below freezing``; :mod:`.forecast`;
  g61h1-0093); when rain stops, reported after a time of the day (``정오 무렵이면 그친다고 하니``, the
  time's 면, ``그때`` and ``…면 돼요`` no condition; :mod:`.forecast`; g61h3-0086, and the older
  prod_holdout35 g53h0-0079, ``오후엔 그친대``).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import (
    ev,
    fee_rows,
    flagged,
    glass_prices,
    monthly_normal,
    national_prices,
)

_NOTE = "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다."


def _cans(user: str = "", **extra: object) -> object:
    prices = national_prices("metal", "압축", [("알루미늄캔", 1200)], query="알루미늄캔")
    return ev(prices | {"form_note": _NOTE} | extra, user=user)


def _eps(**extra: object) -> object:
    prices = national_prices("plastic", "압축(스티로폼)", [("EPS", 200)], query="EPS")
    return ev(prices | {"form_note": _NOTE} | extra)


def _fees(district: str, item: str, *fees: int, user: str = "") -> object:
    rows = fee_rows(item, *fees)
    return ev({"district": district, "query": item, "item_count": len(rows), "items": rows,
               "source": "bulk-waste-fees", "covered": True, "as_of": "2025-09-01"}, user=user)  # fmt: skip


def _normal(**extra: object) -> object:
    return ev(monthly_normal("대전", "음성군", 1.1, 72, 27, **extra))


def _observation(**extra: object) -> object:
    return ev({"kind": "observation", "district": "종로구", "temperature_c": 18, "humidity_pct": 71,
               "precipitation_mm": 0.5, "precipitation": "rain_snow", "precipitation_text": "비/눈",
               "wind_ms": 1.5, "observed_at": "2026-01-22 11:00", "tips": [], "source": "kma",
               "source_label": "기상청 초단기실황", "as_of": "2026-01-22 11:00"} | extra)  # fmt: skip


# --- pieces turned into weight ------------------------------------------------------------


def test_piece_weight_case_shape() -> None:
    answer = (
        "알루미늄캔은 압축 기준 kg당 1,200원이에요. 캔 100개 정도 모으면 1kg쯤 되니까 꽤 모아야 해요. "
        "(출처: 한국환경공단 재활용가능자원 가격조사 전국 평균, 2025-01)"
    )
    assert flagged(answer, _cans(user="알루미늄캔 1키로에 얼마 쳐줌? 학교에서 모으는 중"))


def test_piece_weight_other_wording_language_and_values() -> None:
    cans = _cans()
    assert flagged("kg당 1,200원이에요. 1kg 채우려면 캔이 70개쯤 필요해요.", cans)
    assert flagged("kg당 1,200원이에요. 2kg이면 캔 150개 정도 돼요.", cans)
    assert flagged("It's 1,200 won per kg. About 70 cans make a kilo, so keep collecting.", cans)
    assert flagged("It's 1,200 won per kg. It takes roughly 60 cans to reach 1 kg.", cans)
    assert flagged("It's 1,200 won per kg, and that's about 65 cans per kilo.", cans)


def test_piece_weight_neighbours_pass() -> None:
    cans = _cans(user="알루미늄캔 1키로에 얼마 쳐줌?")
    assert not flagged(
        "알루미늄캔은 kg당 1,200원이에요. 캔 100개를 모으면 무게를 달아 보세요.", cans
    )
    assert not flagged(
        "캔 몇 개가 1kg인지는 자료에 없으니 직접 달아 보세요. kg당 1,200원이에요.", cans
    )
    assert not flagged("보통 캔 100개 정도면 1kg쯤 돼요. kg당 1,200원이에요.", cans)  # hedged
    # an output that weighs a piece: the conversion may be its own
    weighed = _cans(note="캔 개당 무게는 약 15g이라 70개 정도가 1kg입니다.")
    assert not flagged("kg당 1,200원이에요. 캔 70개 정도가 1kg쯤 돼요.", weighed)
    # the user's own conversion, restated
    own = _cans(user="캔 100개가 1kg쯤 된다던데 얼마 받아요?")
    assert not flagged("캔 100개가 1kg쯤 되면 kg당 1,200원이라 1,200원 정도예요.", own)


# --- a requirement a price is paid on -----------------------------------------------------


def test_priced_requirement_case_shape() -> None:
    answer = (
        "Compressed styrofoam (EPS) averages 200 won/kg nationally — there's no separate figure for "
        "the Gyeongbuk region. It has to be clean and free of tape or stickers to be accepted at that "
        "price. [Source: KECO price survey, national average, 2025-01]"
    )
    assert flagged(answer, _eps())


def test_priced_requirement_other_wording_language_and_values() -> None:
    eps = _eps()
    assert flagged("It's 200 won/kg. To get that rate, it must be dry and free of tape.", eps)
    assert flagged("It's 200 won/kg. That price only applies if the stickers are removed.", eps)
    assert flagged("kg당 200원이에요. 그 가격을 받으려면 테이프랑 스티커를 다 떼야 해요.", eps)
    assert flagged("kg당 200원이에요. 이 시세는 라벨을 뗀 경우에만 적용돼요.", eps)
    assert flagged("kg당 200원이에요. 테이프를 다 떼야 그 가격을 받을 수 있어요.", eps)


def test_priced_requirement_neighbours_pass() -> None:
    eps = _eps()
    # a state an output writes (세척: clean, 압축: compressed)
    assert not flagged("It's 200 won/kg. It has to be clean to be accepted at that price.", eps)
    assert not flagged("It's 200 won/kg. It has to be compressed to be bought at that price.", eps)
    assert not flagged("kg당 200원이에요. 그 가격을 받으려면 깨끗해야 해요.", eps)
    # asked or hedged
    assert not flagged(
        "It's 200 won/kg. Whether it has to be free of tape to get that price, please check.", eps
    )
    assert not flagged("It's 200 won/kg. It usually has to be free of tape to get that price.", eps)
    # an output that names the tape
    taped = _eps(note="테이프·스티커를 떼야 제값을 받습니다.")
    assert not flagged(
        "kg당 200원이에요. 그 가격을 받으려면 테이프랑 스티커를 다 떼야 해요.", taped
    )


# --- twin rows given a condition ----------------------------------------------------------


def test_twin_rate_condition_case_shape() -> None:
    answer = (
        "In Suyeong-gu a dressing table costs 6,000, 8,000 or 9,000 won to dispose of; the 6,000 won "
        "rate applies if the mirror is removed first. [Source: national bulky-waste fee data, as of "
        "2025-09-01]"
    )
    assert flagged(answer, _fees("수영구", "화장대", 6000, 8000, 9000))


def test_twin_rate_condition_other_wording_and_values() -> None:
    tables = _fees("수영구", "화장대", 6000, 8000, 9000)
    assert flagged(
        "It's 6,000, 8,000 or 9,000 won; the 9,000 won fee applies if it has drawers.", tables
    )
    assert flagged(
        "It's 6,000, 8,000 or 9,000 won; the 6,000 won rate only applies when you take off the mirror.",
        tables,
    )
    assert flagged(
        "It's 6,000, 8,000 or 9,000 won; the 6,000 won rate applies if the dressing table is small.",
        tables,
    )
    assert flagged(
        "6,000원, 8,000원, 9,000원이 있어요. 6,000원은 거울을 뗀 경우 요금이에요.", tables
    )


def test_twin_rate_condition_neighbours_pass() -> None:
    tables = _fees("수영구", "화장대", 6000, 8000, 9000)
    assert not flagged(
        "It's 6,000, 8,000 or 9,000 won; which rate applies depends on the size.", tables
    )
    assert not flagged(
        "It's 6,000, 8,000 or 9,000 won; the data doesn't say which is which.", tables
    )


def test_twin_rank_without_case_shape() -> None:
    answer = (
        "Taebaek (태백시) lists two entries for chairs (의자): 1,500 KRW and 2,500 KRW, reference date "
        "2024-10-24. The lower fee is for chairs without armrests, the higher one for office chairs "
        "with castors."
    )
    assert flagged(answer, _fees("태백시", "의자", 1500, 2500))


def test_twin_rank_without_other_wording_and_language() -> None:
    chairs = _fees("태백시", "의자", 1500, 2500)
    assert flagged(
        "1,500 KRW or 2,500 KRW. The cheaper one is for chairs without a backrest.", chairs
    )
    assert flagged("1,500 KRW or 2,500 KRW. Cheap first; the higher one for office chairs.", chairs)
    assert flagged("1,500원 또는 2,500원이에요. 싼 쪽은 팔걸이 없는 의자예요.", chairs)


def test_twin_rank_without_neighbours_pass() -> None:
    chairs = _fees("태백시", "의자", 1500, 2500)
    assert not flagged("1,500 KRW or 2,500 KRW. The higher fee for chairs is 2,500 KRW.", chairs)
    assert not flagged(
        "1,500 KRW or 2,500 KRW. The data does not say which fee is for chairs without armrests.",
        chairs,
    )
    assert not flagged("1,500원 또는 2,500원이에요. 어느 쪽인지는 자료에 없어요.", chairs)


# --- a region above the whole country -----------------------------------------------------


def test_region_above_country_case_shape() -> None:
    answer = (
        "PET(압축)는 kg당 350원이에요. Glass는 백색 45원, 갈색 40원, 청녹색 35원인데 대구 지역 시세는 "
        "전국보다 조금 높은 편이에요. [출처: 한국환경공단 가격조사 전국 평균, 2025-01]"
    )
    pet = national_prices("plastic", "압축", [("PET", 350)], query="PET")
    assert flagged(answer, ev(pet, glass_prices(query="유리병")))


def test_region_above_country_other_wording_and_language() -> None:
    glass = ev(glass_prices(query="유리병"))
    assert flagged("백색 유리는 kg당 45원이에요. 대구는 전국보다 조금 비싸게 쳐줘요.", glass)
    assert flagged("백색 유리는 kg당 45원이에요. 부산 쪽 가격은 전국 시세보다 약간 낮아요.", glass)
    assert flagged(
        "Clear glass is 45 won/kg. Daegu prices run a bit higher than the national figures.", glass
    )
    assert flagged(
        "Clear glass is 45 won/kg. Busan tends to pay more than the rest of the country.", glass
    )


def test_region_above_country_neighbours_pass() -> None:
    glass = ev(glass_prices(query="유리병"))
    assert not flagged(
        "백색 유리는 kg당 45원이에요. 대구 지역 시세가 전국보다 높은지는 자료에 없어요.", glass
    )
    assert not flagged("Clear glass is 45 won/kg nationwide; Daegu's own prices may differ.", glass)
    assert not flagged(
        "백색 유리는 kg당 45원이에요. 대구 시세는 전국 평균과 다를 수 있어요.", glass
    )
    regional = ev(glass_prices(query="유리병") | {"region": "대구", "region_name": "대구"})
    assert not flagged("백색 유리는 kg당 45원이에요. 대구 지역 시세예요.", regional)


# --- weather ------------------------------------------------------------------------------


def test_snow_days_mixed_language_case_shape() -> None:
    answer = (
        "Hello po! 음성군 December 평년값 (not real-time, 대전 station 근사치):\n- 기온: 1.1℃ average\n"
        "- 습도: 72%\n- 강수: 27mm for the month\n- 눈 오는 날: about 5 days\nIt's cold po, please wear "
        "warm clothes."
    )
    assert flagged(answer, _normal())


def test_snow_days_mixed_language_other_wording_and_values() -> None:
    assert flagged("12월 평년값: 기온 1.1℃, 비 오는 날 around 8 days.", _normal())
    assert flagged("12월 평년값: 기온 1.1℃, 눈 오는 날은 3 days 정도예요.", _normal())
    assert flagged("12월 평년값: 기온 1.1℃, 눈 오는 날: about 3 days.", _normal(snow_days=5.2))


def test_snow_days_mixed_language_neighbours_pass() -> None:
    counted = _normal(snow_days=5.2)
    assert not flagged("12월 평년값: 기온 1.1℃, 눈 오는 날: about 5.2 days.", counted)
    assert not flagged("12월 평년값: 기온 1.1℃, 눈 오는 날 5.2일.", counted)


def test_share_of_days_case_shape() -> None:
    answer = (
        "12월 평년값(1991–2020, 대전 관측소 근사치)이라 실시간 날씨는 아닙니다.\n- 평균 기온: 1.1℃ · 한 달 "
        "중 절반 이상은 영하로 떨어집니다\n- 습도: 72%\n- 월 강수량: 27mm\n기구는 낮 시간대에 내놓으시는 걸 "
        "추천드립니다."
    )
    assert flagged(answer, _normal())


def test_share_of_days_other_wording_and_language() -> None:
    for sentence in (
        "12월은 대부분 영하예요.",
        "영하인 날이 한 달의 절반이 넘어요.",
        "한 달의 3분의 1은 비가 와요.",
        "More than half the days drop below freezing.",
        "In December it freezes on most nights.",
        "Most days in December stay below zero.",
    ):
        assert flagged(f"12월 평년값 기온은 1.1℃예요. {sentence}", _normal()), sentence


def test_share_of_days_neighbours_pass() -> None:
    for sentence in (
        "강수량의 절반은 12월 초에 내려요.",
        "밤에는 영하로 떨어질 수도 있어요.",
        "Half of the month is quite cold.",
    ):
        assert not flagged(f"12월 평년값 기온은 1.1℃예요. {sentence}", _normal()), sentence
    frost = _normal(frost_days=17)  # an output that counts the days
    assert not flagged(
        "12월 평년값 기온은 1.1℃예요. 한 달 중 절반 이상은 영하로 떨어집니다.", frost
    )


def test_reported_stop_case_shape() -> None:
    answer = (
        "1. 서울(종로구 관측) 2026-01-22 11:00 기준 비/눈이 0.5mm 왔어요.\n2. 기온 18℃, 습도 71%, 바람 초속 "
        "1.5m예요.\n3. 정오 무렵이면 그친다고 하니 그때 내놓으시면 돼요.\n4. 종이 상자는 젖지 않게 실내에 "
        "두었다가 직전에 내놓으세요."
    )
    assert flagged(answer, _observation())


def test_reported_stop_other_wording_and_language() -> None:
    obs = _observation()
    for sentence in (
        "오후엔 그친대요.",
        "점심쯤엔 그친다고 해요.",
        "정오쯤 그칠 거예요.",
        "아침에는 갤 거예요.",
        "It's supposed to stop around noon.",
        "The rain is said to stop by noon.",
    ):
        assert flagged(f"11:00 기준 비가 0.5mm 왔어요. {sentence}", obs), sentence


def test_reported_stop_neighbours_pass() -> None:
    obs = _observation()
    assert not flagged("11:00 기준 비가 0.5mm 왔어요. 비가 그치면 내놓으시면 돼요.", obs)
    assert not flagged("11:00 기준 비가 0.5mm 왔어요. 언제 그칠지는 예보를 확인해 보세요.", obs)
    forecast = _observation(forecast="정오 무렵 비 그침")  # an output that gives a forecast
    assert not flagged(
        "11:00 기준 비가 0.5mm 왔어요. 정오 무렵이면 그친다고 하니 그때 내놓으세요.", forecast
    )
