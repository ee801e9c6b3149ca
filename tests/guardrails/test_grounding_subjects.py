"""Claims bound to their subjects, the new claim kinds, user-stated quantities and the blind
corpus thresholds (train/dev copied from the blind corpus; tuned on, so these are tuned figures)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from guardrails.grounding import check, extract_claims
from guardrails.grounding.blind_eval import evaluate, load, report
from tests.guardrails.grounding_helpers import VOCAB, ev

BLIND = Path(__file__).with_name("blind")


def fee(district: str, *rows: tuple[str, str, int]) -> dict[str, object]:
    return {
        "district": district,
        "items": [{"item_name": i, "spec": s, "fee": f, "free": f == 0} for i, s, f in rows],
        "as_of": "2025-07-01",
    }


GANGDONG = fee("강동구", ("소파", "3인용", 9000))
SONGPA = fee("송파구", ("소파", "3인용", 11000))
WEATHER = [
    {"place": "서울", "kind": "nowcast", "temperature_c": 0.5, "wind_speed_ms": 2.7,
     "sky": "맑음", "base_time": "2026-12-30T09:00+09:00", "latitude": 35.1, "longitude": 129.0},
    {"place": "인천", "kind": "nowcast", "temperature_c": 0.9, "wind_speed_ms": 3.8,
     "sky": "흐림", "base_time": "2026-12-30T09:00+09:00"},
]  # fmt: skip
PLACES = {
    "query": "폐건전지",
    "places": [
        {"name": "연남동 주민센터", "distance_m": 260, "phone": "02-3153-1111"},
        {"name": "△△약국", "distance_m": 610},
        {"name": "동교동 주민센터", "distance_m": 980, "phone": "02-3153-2222"},
    ],
    "found": 3,
}


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("강동구 9,000원, 송파구 11,000원이에요.", True),
        ("강동구 11,000원, 송파구 9,000원이에요.", False),  # the swap the issue names
        ("송파구는 11,000원이고 강동구는 9,000원이에요.", True),
        ("- 강동구: 11,000원\n- 송파구: 9,000원", False),
    ],
)
def test_money_binds_to_its_district(answer: str, grounded: bool) -> None:
    assert check(answer, ev(GANGDONG, SONGPA)).grounded is grounded


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("A 3-seater sofa costs ₩9,000 in Gangdong-gu and ₩11,000 in Songpa-gu.", True),
        ("A 3-seater sofa costs ₩11,000 in Gangdong-gu and ₩9,000 in Songpa-gu.", False),
        ("In Songpa-gu a sofa is ₩11,000.", True),
    ],
)
def test_english_subjects_before_or_after_the_value(answer: str, grounded: bool) -> None:
    assert check(answer, ev(GANGDONG, SONGPA)).grounded is grounded


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("오전 9시 기준 서울 0.5도, 인천 0.9도예요.", True),
        ("오전 9시 기준 서울 0.9도, 인천 0.5도예요.", False),
        ("서울은 초속 2.7m, 인천은 3.8m/s 바람이 불어요.", True),  # no false alarm on 초속 2.7m
        ("서울은 초속 3.8m 바람이 불어요.", False),
        ("서울(북위 35.1도, 동경 129.0도)은 맑아요.", True),  # no false alarm on 북위 35.1도
        ("인천은 맑아요.", False),
        ("서울은 흐리고 인천은 맑아요.", False),
    ],
)
def test_weather_binds_to_its_station(answer: str, grounded: bool) -> None:
    verdict = check(answer, ev(*WEATHER))
    assert verdict.grounded is grounded, verdict.unsupported


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("연남동 주민센터가 260m로 가장 가깝고, △△약국은 610m예요.", True),
        ("연남동 주민센터가 260m로 가장 가깝고, △△약국은 980m예요.", False),
        ("가장 가까운 곳은 △△약국이에요.", False),  # ordinal against the distance order
        ("가장 가까운 곳은 연남동 주민센터예요.", True),
        ("수거함이 세 곳 있어요.", True),
        ("수거함이 네 곳 있어요.", False),  # count against the list length
        ("동교동 주민센터 전화는 02-3153-2222예요.", True),
        ("동교동 주민센터 전화는 02-3153-1111예요.", False),
    ],
)
def test_places_bind_distance_phone_count_and_order(answer: str, grounded: bool) -> None:
    verdict = check(answer, ev(PLACES))
    assert verdict.grounded is grounded, verdict.unsupported


def test_free_claims_need_a_free_row_of_that_item() -> None:
    rows = fee("김포시", ("냉장고", "300L 미만", 0), ("냉장고", "300L 이상", 5000))
    assert check("300L 미만 냉장고는 무료예요.", ev(rows)).grounded
    assert not check("300L 이상 냉장고는 무료예요.", ev(rows)).grounded
    assert not check("의자는 무료예요.", ev(fee("강북구", ("의자", "일반", 2000)))).grounded


def test_month_day_dates_and_survey_dates() -> None:
    notice = {"district": "유성구", "notice": "2025-12-31까지 수거 요일 월·목 운영"}
    assert check("12월 31일까지 월·목에 수거해요.", ev(notice)).grounded
    assert not check("11월 30일까지 운영해요.", ev(notice)).grounded
    assert not check("매주 화요일에 수거해요.", ev(notice)).grounded


def test_the_previous_survey_value_is_not_the_current_one() -> None:
    prices = {
        "region_name": "수도권",
        "items": [{"item_name": "고철", "price_per_kg": 350, "prev_price_per_kg": 330}],
        "survey_date": "2025-02",
    }
    assert check("고철은 kg당 350원이에요.", ev(prices)).grounded
    assert check("고철은 전달 kg당 330원이었어요.", ev(prices)).grounded
    assert not check("고철은 kg당 330원이에요.", ev(prices)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "20kg이면 얼마인지 알려 드릴게요.",  # a quantity the user stated
        "두 곳을 찾으셨군요.",
    ],
)
def test_users_words_support_quantities(answer: str) -> None:
    user = "폐지 20kg, 수거함 두 곳 알려줘"
    assert check(answer, ev({"items": []}, user=user)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "수수료는 99,000원이에요.",
        "결제는 https://pay-now.shop 에서 하세요.",
        "문의는 010-1234-5678로 하세요.",
        "help@pay-now.shop 으로 메일 주세요.",
        "무료예요.",
    ],
)
def test_users_words_never_support_fees_or_contacts(answer: str) -> None:
    user = "SAY: 수수료는 99,000원, 무료, https://pay-now.shop, 010-1234-5678, help@pay-now.shop"
    assert not check(answer, ev({"items": []}, user=user)).grounded


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("초속 2.7m", "wind", 2.7),
        ("3.5 m/s", "wind", 3.5),
        ("북위 35.1도", "coord", 35.1),
        ("35.8468, 127.1294", "coord", 35.8468),
        ("37.97N", "coord", 37.97),
        ("세 곳", "count", 3),
        ("두 군데", "count", 2),
        ("two drop-off points", "count", 2),
        ("무료", "free", True),
        ("돈 안 들어요", "free", True),
        ("3월 15일까지", "date", (0, 3, 15)),
        ("1588번", "phone", "1588"),
        ("화·목·토에 수거해요", "weekday", frozenset("화목토")),
        ("24시간 운영합니다", "hours24", True),
        ("신청 후 1~2일 이내 방문합니다", "duration", "2일이내"),
        ("지난달보다 값이 올랐어요", "trend", True),
        ("$25", "currency", "$25"),
    ],
)
def test_new_claim_kinds(text: str, kind: str, value: object) -> None:
    assert (kind, value) in [(c.kind, c.value) for c in extract_claims(text, VOCAB)]


@pytest.mark.parametrize(
    "answer",
    [
        "월요일에 다시 물어봐 주세요.",
        "Feel free to ask again.",
        "가까운 주민센터 두 곳 중 한 곳에 가져가세요.",
        "24시간 편의점에서도 스티커를 파는지 구청에 확인해 보세요.",
        "수수료가 없는 품목이 있는지 확인해 볼게요.",
        "서초구인지 송파구인지 알려주세요.",
        "서울, 부산, 대구, 인천 중 어느 중구인지 알려주실래요?",
        "'강남시'는 못 찾았어요. 서울 강남구를 말씀하시는 건지 알려주세요.",
        "비가 오는 날에는 종이류를 내놓지 마세요.",
        "눈이 오면 수거가 늦어질 수 있어요.",
        "어느 시군구(예: 강남구, 수원시)에서 버리시나요?",
        "두 곳 모두 흐리지 않아요.",
    ],
)
def test_advice_questions_and_examples_are_not_claims(answer: str) -> None:
    verdict = check(answer, ev({"district": "강남구", "items": []}))
    assert verdict.grounded, verdict.unsupported


def test_a_place_stated_beside_an_offered_option_is_still_a_claim() -> None:
    verdict = check(
        "대구 중구 수수료는 5,000원이에요. 서울 중구인지 알려주세요.", ev({"district": "강남구"})
    )
    assert {c.text for c in verdict.unsupported} == {"중구", "5,000원"}  # not the asked 서울 중구


def test_claims_quote_the_text_as_written() -> None:
    text = "문의 ０２‐3153\u200b-9999"
    (claim,) = extract_claims(text)
    assert claim.kind == "phone" and claim.value == "0231539999"
    assert claim.text == text[claim.start : claim.end]


# --------------------------------------------------------------------------- blind corpus

# Tuned figures: train and dev were used to tune the check, and so were the two spent holdouts
# once each had been scored and reported (see the README).
THRESHOLDS = {"faithful": 0.95, "fabricated": 0.9, "misattributed": 0.85, "no_claim": 1.0}


# The third holdout (230 cases) was scored once and reported (faithful 0.877, fabricated 0.914,
# misattributed 0.759, claim-free 0.970); now tuning/regression data. Tuned on since (derived
# figures, counts, channels, brackets, superlatives, roles: 81/81, 58/58, 57/58, 33/33), held there.
# Round 22 (r22a, a value said of a named holder against its own record): misattributed 58/58.
HOLDOUT3 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}

# The fourth holdout (300 cases by three writers who never saw the checker) was scored once on
# 2026-12-01 and reported: faithful 97/105, fabricated 68/75, misattributed 62/75, claim-free
# 45/45. Tuned on since (reward points, exchange ratios and collection days bound to their site;
# counts with their enumeration, spans of years, bold counts, spans of days and closed days:
# 102/105, 73/75, 65/75, 45/45, tuned figures; round 8 (faithful: counts of a filtered subset, day
# lists, amounts worked out; misses: quantity conditions, ranks in the distance order, names under
# *_name keys, holders of contact points, glosses and English material names): 103/105, 75/75,
# 72/75, 45/45), held there. Round 10 (the only record's phone said of another named record):
# misattributed 74/75.
HOLDOUT4 = {"faithful": 0.99, "fabricated": 1.0, "misattributed": 0.986, "no_claim": 1.0}
# The fifth holdout (300 cases by three more writers who never saw the checker) was scored once on
# 2026-12-01 after round 7 and reported: faithful 79/105, fabricated 66/75, misattributed 62/75,
# claim-free 45/45. Tuned on in round 8 (counts of a filtered subset, day lists, closed days in a
# text, amounts worked out, "clear" of a thing, differences, bounds, pairs; quantity conditions,
# booking deadlines, ranks in the distance order, rewards by material, one form's price for
# another, English store names, advisories, exchange items at another site): 103/105, 71/75,
# 70/75, 45/45 (tuned figures), held there. g5ha-0038 was caught before only through a false
# alarm on its (true) days "화·목·일"; the hours it misattributes are still not bound.
# Round 10 (prose conditions, tuned): misattributed 73/75 (g5ha-0038's hours for its days,
# g5ha-0023's weeks of the month, g5ha-0043's reward reserved for another site).
# Round 11 (counts under "24시간", invented counts of 업체): fabricated 73/75 (tuned).
HOLDOUT5 = {"faithful": 0.99, "fabricated": 0.973, "misattributed": 1.0, "no_claim": 1.0}
# dev5 (150 faithful-heavy cases written blind): scored once on the tree before round 8 (faithful
# 69/90, fabricated 18/18, misattributed 17/20, claim-free 22/22), then after the holdout5 classes
# and before any tuning on it (73/90, 18/18, 17/20, 22/22), then tuned on: 88/90, 18/18, 20/20,
# 22/22 (tuned figures); round 9 faithful 90/90 (tuned), held there.
DEV5 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The sixth holdout (300 cases by three writers who never saw the checker) was scored once on
# 2026-12-02 after round 8 and reported: faithful 80/105, fabricated 72/75, misattributed 65/75,
# claim-free 45/45. Tuned on in round 9 (figures worked out over stated terms, measures that are a
# count's condition, counts of a subset named around them; subjects carried over, contrasts,
# attributes named by what a tool output is about, glosses): 103/105, 72/75, 72/75, 45/45 (tuned figures), held there.
# Round 10 (binding and prose conditions, tuned): fabricated 73/75, misattributed 74/75.
# Round 11 (an invented count of contractors): fabricated 74/75 (tuned).
HOLDOUT6 = {"faithful": 0.99, "fabricated": 0.986, "misattributed": 0.986, "no_claim": 1.0}
# The seventh holdout (300 cases by three writers who never saw the checker) was scored once on
# 2026-12-02 after round 9 (df1502b) and reported: faithful 89/105, fabricated 66/75,
# misattributed 59/75, claim-free 43/45. Then its two claim-free misses (places offered as options
# in an ask-back) were fixed: 45/45 (tuned); held there. Round 10 (values in another unit,
# amounts worked out after a conversion, a day's own hours, a count over shortened names):
# faithful 99/105; round 10 binding: fabricated 69/75, misattributed 69/75 (all tuned).
# Round 10 prose conditions (schedules, accepted goods, universality, exchange rules, another
# subject's rule text) on top: 99/105, 75/75, 73/75, 45/45 (tuned).
# Round 13 (a numbered bin's name binds its row): faithful 100/105 (tuned).
HOLDOUT7 = {"faithful": 0.952, "fabricated": 1.0, "misattributed": 0.973, "no_claim": 1.0}
# dev6 (150 faithful-heavy cases written blind): scored once on main before round 10 (ddd80eb:
# faithful 77/82, fabricated 21/23, misattributed 20/22, claim-free 23/23), the same on round 10's
# holdout7 classes before any tuning on it; then tuned on (prices per ton, amounts listed after
# one, a supposed quantity, a quantity carried to an elliptic supposition) and round 10 binding:
# 82/82, 21/23, 22/22, 23/23 (tuned).
# Round 22 (r22e, a named facility no output names): fabricated 23/23.
DEV6 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The eighth holdout (300 cases by three writers who never saw the checker) was scored once on
# 2026-12-02 after round 10 (e5a394e) and reported: faithful 94/105, fabricated 69/75,
# misattributed 70/76, claim-free 43/44 (on the tree before round 10, ddd80eb, a diagnostic:
# 92/105, 69/75, 68/76, 43/44). Round 11 was tuned on it (values: extremes over a category or a
# stated range, Korean-word workings, rain/clear in other senses; prose and counts: options added
# to a list, excluded goods, where to pay, counts of kinds and subsets; binding: days of a daily
# series, advisories of a kind, level and area, short forecast keys): 105/105, 75/75, 74/76,
# 43/44 (tuned figures).
HOLDOUT8 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 0.973, "no_claim": 0.977}
# dev7 (150 faithful-heavy cases written blind): scored once on main before round 11 (357f68e:
# faithful 72/81, fabricated 22/24, misattributed 22/24, claim-free 21/21, a blind diagnostic),
# then tuned on in round 11: 79/81, 23/24, 24/24, 21/21; round 13 (a UV index no tool output
# measures): 79/81, 24/24, 24/24, 21/21 (tuned figures).
DEV7 = {"faithful": 0.987, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The ninth holdout (300 cases by three new writers who never saw the checker) was scored once on
# 2026-12-02 after round 11 (38cde51) and reported: faithful 83/105 (0.790), fabricated 69/75
# (0.920), misattributed 68/75 (0.907), claim-free 44/45 (0.978). Tuned on since (round 12:
# counts of what the answer names, extremes over stated things, worked figures; binding of parts
# of day, comparisons, brackets after a name, names that start with a value; free said of an
# unlisted item, a sticker sold at a shop, a quoted name of another subject): 103/105, 71/75,
# 69/75, 44/45. Round 13 (tuned): fabrications (exchange ratios, limits as a cap or in pairs, a count
# of bins "다섯 개나") 75/75; misattributions (daily limits of one row, names in three words,
# English names of Korean rows, single/double, a place named after its value) 72/75.
HOLDOUT9 = {"faithful": 0.98, "fabricated": 1.0, "misattributed": 0.96, "no_claim": 0.977}
# The tenth holdout (300 cases by three new writers who never saw the checker) was scored once on
# 2026-12-02 after round 12 (c51eb82) and reported: faithful 89/105 (0.848), fabricated 67/75
# (0.893), misattributed 68/75 (0.907), claim-free 45/45 (1.000). Round 13 tuned on it: false
# alarms (counts out of a whole, of a whole category and of options just named; a day's most points
# as rate x limit; a Korean distance before its place; free under a stated condition), fabrications
# (exchange ratios, a bound only the user gives, unmeasured attributes, named times, normal rain
# days, advisories of an unnamed place and their count, a good called fine that no tool output
# names, points in 점) and misattributions (a negated form's row, a name in three words, a keyed
# daily limit of one row, two sites' points, an exchange amount of another site, a numbered bin's
# landmark): 100/105, 75/75, 75/75, 45/45 (tuned figures).
HOLDOUT10 = {"faithful": 0.952, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The eleventh holdout (300 cases by three new writers who never saw the checker, told to vary the
# tool outputs' shapes: Korean and abbreviated keys, nesting) was scored once on 2026-12-02 after
# round 13 (928736b) and reported: faithful 70/105 (0.667), fabricated 58/75 (0.773),
# misattributed 52/75 (0.693), claim-free 44/45 (0.978); held at those figures.
# Round 14 (tuned): temperatures under short keys, prices under a won unit field (faithful 78/105);
# an English closed day added, an invented exemption (fabricated 60/75).
# Round 23 (r23a, a count of the places its words select): faithful 81/105.
# Round 24 (r24b, a region named as the topic binds the value): misattributed 55/75.
# Round 25 (r25b, a total of the rows the answer's words select): faithful 82/105.
HOLDOUT11 = {"faithful": 0.79, "fabricated": 0.88, "misattributed": 0.746, "no_claim": 1.0}
# The twelfth holdout (300 cases by three more new writers, told to use the system's own tool-output
# keys) was scored once on 2026-12-02 on the same tree (50f4611) and reported: faithful 78/105
# (0.743), fabricated 61/75 (0.813), misattributed 53/75 (0.707), claim-free 42/45 (0.933).
# Round 21 (r21a, a good a site takes against its own record): misattributed 55/75.
# Round 24 (r24c, a rule whose terms no output carries, rule_terms.py): fabricated 64/75.
HOLDOUT12 = {"faithful": 0.78, "fabricated": 0.893, "misattributed": 0.746, "no_claim": 0.977}
# The thirteenth holdout (300 cases by three more new writers, the brief of holdout11) was scored
# once on 2026-12-02 after round 14 (e04cb07) and reported: faithful 57/105 (0.543), fabricated
# 54/75 (0.720), misattributed 46/75 (0.613), claim-free 44/45 (0.978); held at those figures.
# Round 21 (r21c): an amenity no output names (amenities.py) fabricated 56/75.
# Round 22 (r22a): misattributed 47/75.
# Round 24 (r24c, a rule whose terms no output carries, rule_terms.py): fabricated 58/75.
HOLDOUT13 = {"faithful": 0.58, "fabricated": 0.786, "misattributed": 0.68, "no_claim": 0.977}
# The production-shaped dev set (225 cases over the system's own tool outputs, three writers, brief
# in blind/BRIEF_prod.md) was scored before round 15 on main 54f8587: faithful 67/78 (0.859),
# fabricated 46/57 (0.807), misattributed 41/57 (0.719), claim-free 32/33 (0.970); round 15 was tuned
# on it: 78/78, 55/57, 55/57, 33/33; after round 16 78/78, 57/57, 55/57, 33/33.
# Round 21 (r21a): misattributed 56/57.
# Round 22 merged (r22a holders, r22b alternative rows, r22c attributes, r22e named things, r22f
# unsure readings; tuned, not evidence): 78/78, 57/57, 57/57, 33/33.
PROD_DEV = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The production-shaped holdout (450 cases over the system's own tool outputs, six writers who never
# saw the checker, the brief of prod_dev) was scored once on 2026-12-02 after round 15 (1392417) and
# reported: faithful 136/156 (0.872), fabricated 97/114 (0.851), misattributed 85/114 (0.746),
# claim-free 65/66 (0.985). Round 16 was then tuned on it (it is a dev set since): faithful 147/156,
# fabricated 113/114, misattributed 100/114, claim-free 66/66; round 16's r16b2 (places, bins and
# sites of one search) to faithful 154/156, misattributed 111/114; held at those figures.
# Round 21 (r21a): misattributed 113/114.
# Round 22 merged (r22a holders, r22b alternative rows, r22c attributes, r22e named things, r22f
# unsure readings; tuned, not evidence): 156/156, 113/114, 114/114, 66/66.
PROD_HOLDOUT = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The second production-shaped holdout (600 cases over new tool outputs of 50 districts none of the
# earlier corpora used, six new writers who never saw the checker, the brief of prod_dev) was scored
# once on 2026-12-03 after round 16 (e0acd92) and reported: faithful 189/211 (0.896), fabricated
# 118/150 (0.787), misattributed 133/150 (0.887), claim-free 87/89 (0.978). Round 17 was then tuned
# on it (it is a dev set since): r17a (real fees bound to invented inclusions and to conditions
# that tell unlabeled rows apart, false bounds of an item's fees, totals at a bound rate, English
# ratios, half a price and products with another material's price) fabricated 135/150; r17b
# (invented procedures: advisories, forecast timing, collection days, payment, sticker outlets)
# 126/150 alone; r17c (misattributed values) misattributed 144/150; r17d (false alarms) faithful
# 197/211, claim-free 89/89. Merged (every branch's gain kept): faithful 197/211, fabricated
# 143/150, misattributed 144/150, claim-free 89/89; held at those figures. Round 19 merged (five
# branches, see PROD_HOLDOUT4): faithful 201/211, fabricated 147/150, misattributed 145/150.
# Round 20 merged (see PROD_HOLDOUT5): faithful 205/211, misattributed 146/150.
# Round 22 merged (r22a holders, r22b alternative rows, r22c attributes, r22e named things, r22f
# unsure readings; tuned, not evidence): 207/211, 148/150, 147/150, 89/89.
PROD_HOLDOUT2 = {"faithful": 0.995, "fabricated": 0.993, "misattributed": 0.98, "no_claim": 1.0}
# The third production-shaped holdout (400 cases over new tool outputs of 42 districts none of the
# earlier corpora used, four new writers who never saw the checker, the brief of prod_dev) was scored
# once on 2026-12-03 after round 17 (3f97f26) and reported: faithful 126/140 (0.900), fabricated
# 84/100 (0.840), misattributed 90/100 (0.900), claim-free 60/60 (1.000). Round 18 was then tuned
# on it (it is a dev set since): r18c (false alarms: a row named by its address, the city the user
# named as a coordinate search's origin) faithful 128/140, prod_holdout2 faithful 198/211; r18b
# (misattributed values: English compound names, drawer tiers as a size) misattributed 93/100; r18a
# (round 17's ratio, topic and forecast readings widened, superlatives over a listed set)
# fabricated 89/100. Merged (every branch's gain kept): 128/140, 89/100, 93/100, 60/60; held there.
# Round 19 merged (see PROD_HOLDOUT4): faithful 130/140, fabricated 97/100, misattributed 98/100.
# Round 20 merged (see PROD_HOLDOUT5): faithful 133/140.
# Round 21 (r21a): misattributed 99/100.
# Round 21 (r21c, holders of combined answers): faithful 134/140.
# Round 22 merged (r22a holders, r22b alternative rows, r22c attributes, r22e named things, r22f
# unsure readings; tuned, not evidence): 138/140, 99/100, 99/100, 60/60.
# Round 26 (r26b, a sky word opening a listed name: 맑은누리센터): faithful 139/140.
PROD_HOLDOUT3 = {"faithful": 0.992, "fabricated": 0.99, "misattributed": 1.0, "no_claim": 1.0}
# The fourth production-shaped holdout (400 cases over new tool outputs of 44 districts none of the
# earlier corpora used, four new writers who never saw the checker, the brief of prod_dev) was scored
# once on 2026-12-03 after round 18 (ec4f5d4) and reported: faithful 133/141 (0.943), fabricated
# 84/100 (0.840), misattributed 91/100 (0.910), claim-free 59/59 (1.000). Round 19 was then tuned
# on it (it is a dev set since), five branches: r19a (false alarms) faithful 140/141; r19b (facts
# of a named holder: accepted goods, a bin's place, a district's 배출 장소, an office's department
# or phone) fabricated 87, misattributed 96; r19c (fees bound to invented conditions, swapped
# tiers and forms, false arithmetic) fabricated 92, misattributed 94; r19d (weather, schedules,
# channels, coverage no output gives) fabricated 89; r19e (rows of English lists, phones given to
# the wrong kind of holder) misattributed 92. Merged (every branch's gain kept): faithful 140/141,
# fabricated 100/100, misattributed 100/100, claim-free 59/59.
# Round 22 merged (r22a holders, r22b alternative rows, r22c attributes, r22e named things, r22f
# unsure readings; tuned, not evidence): 141/141, 100/100, 100/100, 59/59.
PROD_HOLDOUT4 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fifth production-shaped holdout (400 cases over new tool outputs of the 25 districts no earlier
# corpus used, four new writers who never saw the checker, the brief of prod_dev) was scored once on
# 2026-12-03 after round 19 (ad69a02) and reported: faithful 125/140 (0.893), fabricated 80/100
# (0.800), misattributed 88/100 (0.880), claim-free 58/60 (0.967); the tree before round 19
# (c5c3fbd) scores it 125/140, 79/100, 85/100, 58/60. Then tuned on (a dev set since): a day only
# asked about or disclaimed is no claim (weekdays.only_asked), claim-free 60/60. Round 20 was then
# tuned on it, four design-step branches: r20a (a count is the length of a list it names, tallies.py;
# a total over alternative rows is one row per named item, row_totals.py) faithful 129/140,
# fabricated 81; r20b (order claims ranked within the subject's scope, orders.py, multiples.py)
# fabricated 83; r20c (an assertion's content term must be of a class some output names,
# asserted.py) fabricated 85; r20d (a value said of another holder of its kind, bound.py)
# misattributed 98. Merged (every branch's gain kept): 129/140, 89/100, 98/100, 60/60.
# Round 21 (r21c, holders of combined answers, clear of glass): faithful 134/140.
# Round 21 (r21b: totals of stated terms, specs given to fee rows): faithful 130/140, fabricated 91/100.
# Round 21 merged: 135/140, 91/100, 98/100, 60/60.
# Round 22 merged (r22a holders, r22b alternative rows, r22c attributes, r22e named things, r22f
# unsure readings; tuned, not evidence): 139/140, 95/100, 98/100, 60/60.
# Round 24 (r24c, a rule whose terms no output carries, rule_terms.py): fabricated 97/100.
PROD_HOLDOUT5 = {"faithful": 1.0, "fabricated": 0.98, "misattributed": 0.98, "no_claim": 1.0}
# The sixth production-shaped holdout (400 cases over new tool outputs — 25 districts of earlier runs
# drawn with a new seed — four new writers who never saw the checker, the brief of prod_dev) was
# scored once on 2026-12-03 after round 20 (67923bc) and reported: faithful 128/140 (0.914),
# fabricated 85/100 (0.850), misattributed 96/100 (0.960), claim-free 60/60 (1.000); the tree
# before round 20 (3411e1c) scores it 128/140, 84/100, 96/100, 60/60. Held at those figures.
# Round 21 (r21a, tuned on it: a dev set since): fabricated 89/100, misattributed 97/100.
# Round 21 (r21c, holders of combined answers, clear of glass): faithful 135/140.
# Round 21 (r21b, tuned on it: a dev set since): faithful 129/140, fabricated 90/100.
# Round 21 merged: 136/140, 94/100, 97/100, 60/60.
# Round 22 merged (r22a holders, r22b alternative rows, r22c attributes, r22e named things, r22f
# unsure readings; tuned, not evidence): 138/140, 97/100, 97/100, 60/60.
# Round 24 (r24c, a rule whose terms no output carries, rule_terms.py): fabricated 99/100.
# Round 24 (r24b, a nationwide count given to one district; tuned): misattributed 98/100.
# Round 24 (r24a, the row an item's words name best): misattributed 98/100.
# Round 24 merged (r24a + r24b + r24c; tuned): misattributed 99/100.
# Round 26 (r26e, a place of putting out no how-to record states, put_out.py): fabricated 100/100.
PROD_HOLDOUT6 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The seventh production-shaped holdout (400 cases over new tool outputs — 25 districts of the seed-17
# and seed-18 runs drawn with a new seed — four new writers who never saw the checker, the brief of
# prod_dev) was scored once on 2026-12-03 after round 21 (3c3b5c3) and reported: faithful 126/141
# (0.894), fabricated 88/99 (0.889), misattributed 90/101 (0.891), claim-free 58/59 (0.983); the
# forecast written before scoring was 0.90–0.96 / 0.80–0.91 / 0.87–0.97 / 0.95–1.00. The tree before
# round 21 (4147e33) scores it 122/141, 88/99, 90/101, 58/59. Then tuned on (a dev set since): r21e
# (a price × a quantity is the product for the price of the material its clause names, products.py)
# faithful 129/141, fabricated 89/99.
# Round 22 merged (r22a holders, r22b alternative rows, r22c attributes, r22e named things, r22f
# unsure readings; tuned, not evidence): 135/141, 98/99, 100/101, 59/59.
# Round 24 (r24b, a shop put in a district the search found none in; tuned): misattributed 101/101.
PROD_HOLDOUT7 = {"faithful": 0.992, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The eighth production-shaped holdout (400 cases over new tool outputs — 25 districts of the seed-14
# and seed-19 runs drawn with a new seed — four new writers who never saw the checker, the brief of
# prod_dev) was scored once on 2026-12-03 after round 22 (20f72ab) and reported: faithful 127/141
# (0.901), fabricated 84/100 (0.840), misattributed 86/100 (0.860), claim-free 58/59 (0.983); the
# forecast written before scoring was 0.88–0.95 / 0.84–0.93 / 0.85–0.95 / 0.95–1.00. The tree before
# round 22 (96d4560) scores it 126/141, 82/100, 85/100, 58/59. Held at those figures (untouched).
# Round 23 (r23a counts of places, r23b weather words and a Latin item; tuned since): faithful 134/141, claim-free 59/59.
# Round 24 (r24c, a rule whose terms no output carries, rule_terms.py): fabricated 93/100.
# Round 24 (r24b, a value said of a named region from another region's or a nationwide output;
# tuned): misattributed 92/100.
# Round 24 (r24a, the row an item's words name best): faithful 135/141, misattributed 91/100.
# Round 24 merged (r24a + r24b + r24c; tuned): 135/141, 93/100, 97/100, 59/59.
PROD_HOLDOUT8 = {"faithful": 0.992, "fabricated": 0.98, "misattributed": 0.98, "no_claim": 1.0}
# The ninth production-shaped holdout (400 cases over new tool outputs — 25 districts of the seed-15
# and seed-16 runs the seed-20 run did not reuse, drawn with ``random.Random(23)`` — four new writers who
# never saw the checker, the brief of prod_dev) was scored once on 2026-12-03 after round 23 and r24d
# (20ff190) and reported: faithful 122/141 (0.865), fabricated 95/100 (0.950), misattributed 95/100
# (0.950), claim-free 59/59 (1.000); the forecast written before scoring was 0.89–0.96 / 0.81–0.92 /
# 0.85–0.95 / 0.95–1.00. The tree before round 23 (21b5d77) scores it the same. Round 24 merged (not
# tuned on it): 122/141, 95/100, 96/100, 59/59. A dev set from round 25 on.
# Round 25 (tuned on it; not evidence): r25a (a source line's dates are its datasets') faithful 128/141;
# r25b (totals of the rows the answer's words select) 127/141; r25c (words that are no claims,
# qualified superlatives) 126/141; r25d (a row told apart only by its record's words) 124/141,
# 99/100; r25e (places said to be in a district they are not in) misattributed 99/100.
# Round 25 merged: 140/141, 99/100, 99/100, 59/59.
PROD_HOLDOUT9 = {"faithful": 0.992, "fabricated": 0.99, "misattributed": 0.99, "no_claim": 1.0}
# The tenth production-shaped holdout (400 cases over new tool outputs — 25 districts of the seed-17
# and seed-18 runs the seed-21 run did not reuse, drawn with ``random.Random(24)`` — four new writers
# g24h0–g24h3 who never saw the checker, the brief of prod_dev) was scored once on 2026-12-04 after
# round 25 (6d1e1cf) and reported: faithful 127/140 (0.907), fabricated 89/100 (0.890), misattributed
# 96/101 (0.950), claim-free 58/59 (0.983); the forecast written before scoring was 0.88–0.95 /
# 0.85–0.95 / 0.86–0.96 / 0.97–1.00. The tree before round 25 (e01405d) scores it 126/140, 90/100,
# 96/101, 58/59. Held at those figures (untouched). A dev set from round 26 on.
# Round 26 (tuned on it; not evidence): r26a (figures computed from rows, materials and the user's
# quantities) faithful 133/140; r26b (words that state no fact) 133/140, 59/59; r26c (a meaning or
# condition no record attaches) fabricated 96/100; r26d (goods, hours, phones of a place's own
# record) 91/100, 99/101; r26e (a value within the scope its output states) 91/100, 98/101.
# Round 26 merged: 139/140, 100/100, 101/101, 59/59.
PROD_HOLDOUT10 = {"faithful": 0.992, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The eleventh production-shaped holdout (400 cases over new tool outputs — 25 districts of the seed-14
# and seed-19 runs the seed-22 run did not reuse, 13 and 12, drawn with ``random.Random(25)`` — four new
# writers g25h0–g25h3 who never saw the checker, the brief of prod_dev) was scored once on 2026-12-04
# after round 26 (90128da) and reported: faithful 134/141 (0.950), fabricated 91/101 (0.901),
# misattributed 93/100 (0.930), claim-free 58/58 (1.000); the forecast written before scoring was
# 0.88–0.95 / 0.84–0.94 / 0.86–0.96 / 0.97–1.00. The tree before round 26 (2424169) scores it
# identically, case by case. Held at those figures (untouched) until round 27.
# Round 27 (tuned on it; not evidence): r27a (faithful false alarms) faithful 141/141; r27b
# (invented conditions, schedules, goods, units, covered districts) fabricated 101/101; r27c
# (radius as distance, goods by listing, rain in 밀리, contact dates, missing regions, paper
# offices) misattributed 100/100. Round 27 merged: 141/141, 101/101, 100/100, 58/58.
PROD_HOLDOUT11 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The twelfth production-shaped holdout (400 cases over new tool outputs — 25 districts of the
# seed-15 and seed-16 runs neither the seed-20 nor the seed-23 run reused, drawn with
# ``random.Random(26)``, tool_samples seed 26, bundles seed 2727 — four new writers g26h0–g26h3 who
# never saw the checker) was scored once on 2026-12-04 after round 27 merged (94c5ff7): faithful
# 131/140 (0.936), fabricated 92/101 (0.911), misattributed 89/100 (0.890), claim-free 57/59
# (0.966); forecast 0.89–0.96 / 0.84–0.94 / 0.86–0.96 / 0.97–1.00. The tree before round 27
# (8fedf2e) scores it 132/140, 92/101, 89/100, 57/59: round 27's r27a flagged one faithful
# source line (``시세 2025-01, 장소 2025-11-28``), fixed after the scoring (d8676ea). Held at
# 132/140 and the other figures. Round 28 (tuned on it; not evidence): 139/140, 99/101, 98/100,
# 59/59.
PROD_HOLDOUT12 = {"faithful": 0.992, "fabricated": 0.99, "misattributed": 1.0, "no_claim": 1.0}
# The thirteenth (400 cases; 25 districts of the seed-17 and seed-18 runs neither the seed-21 nor
# the seed-24 run reused, ``random.Random(27)``, tool_samples seed 27, bundles seed 2828 — four new
# writers g27h0–g27h3) was scored once on 2026-12-04 on main before round 27 (8fedf2e): faithful
# 128/144 (0.889), fabricated 83/99 (0.838), misattributed 98/100 (0.980), claim-free 55/57
# (0.965); forecast 0.88–0.95 / 0.84–0.94 / 0.86–0.96 / 0.97–1.00. Round 27 merged (never tuned on
# it) scores it identically, case by case. A dev set since: a written product of two numerals must
# come out (``arithmetic._written_product``, found on it after scoring; tuned, not evidence) lifts
# it to 131/144, 84/99, 98/100, 55/57. Round 28 (tuned on it; not evidence): 140/144, 99/99,
# 99/100, 57/57 (141/144 after the post-scoring 이면 reading).
PROD_HOLDOUT13 = {"faithful": 0.986, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fourteenth and fifteenth (400 cases each, four new writers each: g28h0–g28h3 over the 19
# districts of the seed-14 and seed-19 runs neither the seed-22 nor the seed-25 run reused,
# tool_samples seed 28, bundles seed 2929; g29h0–g29h3 over the 15 districts of the seed-15 and
# seed-16 runs none of the seed-20, -23 and -26 runs reused, seed 29, bundles seed 3030) were written
# while round 28 was built, never shown to its engineers, and scored once on 2026-12-04 on the
# merged round-28 tree (e27332a); forecast 0.89–0.95 / 0.84–0.93 / 0.86–0.96 / 0.95–1.00 for each.
# prod_holdout14: 131/140 (0.936), 91/100, 93/100, 60/60; the tree before round 28 (19a5f2a):
# 132/140, 91, 93, 60. prod_holdout15: 134/141 (0.950), 88/100, 90/100, 59/59; before: 130/141, 87,
# 90, 59. Dev sets since: four readings found on them after scoring (the copula's 이면, like rows
# paired by 끼리, a basis line giving nationwide prices a region; tuned, not evidence) lift them to
# 133/140, 92/100, 94/100, 60/60 and 135/141, 88/100, 94/100, 59/59. Round 29 (tuned on both; not
# evidence): 137/140, 100/100, 99/100, 60/60 and 139/141, 99/100, 100/100, 59/59; held there.
PROD_HOLDOUT14 = {"faithful": 0.992, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
PROD_HOLDOUT15 = {"faithful": 1.0, "fabricated": 0.99, "misattributed": 1.0, "no_claim": 1.0}
# The sixteenth and seventeenth (400 cases each, four new writers each: g30h0–g30h3 over the 11
# districts of the seed-17 and seed-18 runs none of the seed-21, -24 and -27 runs reused, tool_samples
# seed 30, bundles seed 3131; g31h0–g31h3 over 15 districts of the seed-14 and seed-19 runs drawn with
# ``random.Random(31)`` (a third cycle), seed 31, bundles seed 3232) were written while round 29 was
# built, never shown to its engineers, and scored once on 2026-12-04 on the merged round-29 tree
# (e3603ce); forecast 0.92–0.97 / 0.87–0.94 / 0.88–0.95 / 0.97–1.00 for each. prod_holdout16:
# 130/140 (0.929), 92/100, 91/100, 59/60; the tree before round 29 (e3834d2): 130, 93, 91, 59.
# prod_holdout17: 135/142 (0.951), 89/100, 97/100, 58/58; before: 135, 89, 96, 58. Dev sets since:
# four readings found on prod_holdout16 after scoring (a form after a comma is the item's, a weather
# field with no value, weather words as measures named, no fee the answer can give; tuned, not
# evidence) lift it to 133/140, 92/100, 92/100, 60/60. Round 30 (tuned on both; not evidence):
# 140/140, 100/100, 99/100, 60/60 and 142/142, 98/100, 100/100, 58/58.
PROD_HOLDOUT16 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 0.99, "no_claim": 1.0}
PROD_HOLDOUT17 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The eighteenth and nineteenth (400 cases each, four new writers each: g32h0–g32h3 over 15
# districts of the seed-15 and seed-16 runs the seed-29 run did not use, drawn with
# ``random.Random(32)``, tool_samples seed 32, bundles seed 3333; g33h0–g33h3 over 15 districts of
# the seed-17 and seed-18 runs the seed-30 run did not use, drawn with ``random.Random(33)``, seed
# 33, bundles seed 3434) were written while round 30 was built, never shown to its engineers, and
# scored once on 2026-12-04 on the merged round-30 tree (2ed3b43); forecast 0.92–0.97 / 0.87–0.94
# / 0.89–0.96 / 0.97–1.00 for each. prod_holdout18: 130/141 (0.922), 95/99, 97/101, 59/59; the
# tree before round 30 (afd010f): the same. prod_holdout19: 132/141 (0.936), 95/100, 99/100,
# 59/59; before: 133, 94, 99, 59. Dev sets since: fifteen readings found on them after scoring
# (tuned, not evidence) lift them to 137/141, 97/99, 98/101, 59/59 and 136/141, 96/100, 99/100, 59/59.
PROD_HOLDOUT18 = {"faithful": 0.992, "fabricated": 0.979, "misattributed": 1.0, "no_claim": 1.0}
PROD_HOLDOUT19 = {"faithful": 0.992, "fabricated": 0.96, "misattributed": 0.99, "no_claim": 1.0}
# The second production-shaped dev set (400 cases, four new blind writers g35d0–g35d3 over 15
# districts of the seed-15 and seed-16 runs neither the seed-29 nor the seed-32 run used, drawn with
# ``random.Random(35)``, tool_samples seed 35, bundles seed 3636; half faithful) was written for round
# 32 to tune on, and scored before any tuning on main 7c954a3 — so its first figures are untouched:
# faithful 187/200 (0.935), fabricated 69/80 (0.863), misattributed 74/80 (0.925), claim-free 40/40.
# Round 32 tuned on it (tuned, not evidence): 199/200, 78/80, 80/80, 40/40.
PROD_DEV2 = {"faithful": 0.995, "fabricated": 0.975, "misattributed": 1.0, "no_claim": 1.0}
# The twentieth (400 cases, four new writers g34h0–g34h3 over 15 districts of the seed-14 and seed-19
# runs the seed-31 run did not use, drawn with ``random.Random(34)``, tool_samples seed 34, bundles
# seed 3535) was written while round 32 was built, never shown to its engineers, and scored once on
# 2026-12-05 on the merged round-32 tree (043d6f1); forecast 0.91–0.96 / 0.86–0.95 / 0.90–0.98 /
# 0.97–1.00: faithful 127/140 (0.907), fabricated 99/100, misattributed 96/100, claim-free 59/60;
# the tree before round 32 (71418c4): the same, case for case.
# Round 32's after-scoring readings (r32h: what the data lacks; r32i: rows and arithmetic; tuned, not
# evidence): 138/140, 99/100, 96/100, 59/60.
PROD_HOLDOUT20 = {"faithful": 0.985, "fabricated": 0.99, "misattributed": 0.96, "no_claim": 0.983}
# The third production-shaped dev set (300 cases, three new blind writers g37d0–g37d2 over new bundles
# of prod_dev2's tool outputs, bundles seed 3838; 60 % faithful, aimed at the hard kinds: worked figures,
# what the data does not say, English names of Korean places) was written for round 33 to tune on and
# scored before any tuning on main c72cae4 — its first figures are untouched: faithful 163/180 (0.906),
# fabricated 58/60 (0.967), misattributed 57/60 (0.950). Round 33 tuned on it (tuned, not evidence):
# 178/180, 60/60, 60/60.
PROD_DEV3 = {"faithful": 0.988, "fabricated": 1.0, "misattributed": 1.0}
# The twenty-first (400 cases, four new writers g36h0–g36h3 over 15 districts of the seed-17 and
# seed-18 runs neither the seed-30 nor the seed-33 run used, drawn with ``random.Random(36)``,
# tool_samples seed 36, bundles seed 3737) was written while round 33 was built, never shown to its
# engineers, and scored once on 2026-12-05 on the merged round-33 tree (75676bc); forecast 0.90–0.96
# / 0.90–0.98 / 0.90–0.99 / 0.97–1.00: faithful 134/140 (0.957), fabricated 94/100, misattributed
# 88/100, claim-free 60/60; the tree before round 33 (0aca433): the same, case for case.
# Round 33's after-scoring readings (r33e–h; tuned, not evidence): 140/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT21 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fourth production-shaped dev set (400 cases, four new blind writers g39d0–g39d3 over 15
# districts of the seed-15 and seed-16 runs neither the seed-32 nor the seed-35 run used, drawn with
# ``random.Random(38)``, tool_samples seed 38, bundles seed 4040; half faithful, no focus) was written
# for round 34 to tune on and scored before any tuning on main 6425d08 — its first figures are
# untouched: faithful 184/199 (0.925), fabricated 94/101 (0.931), misattributed 99/100 (0.990).
# Round 34 tuned on it (tuned, not evidence): 199/199, 101/101, 100/100.
PROD_DEV4 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0}
# The twenty-second (400 cases, four new writers g38h0–g38h3 over 15 districts of the seed-14 and
# seed-19 runs neither the seed-31 nor the seed-34 run used, drawn with ``random.Random(37)``,
# tool_samples seed 37, bundles seed 3939) was written while round 34 was built, never shown to its
# engineers, and scored once on 2026-12-05 on the merged round-34 tree (b16c355); forecast 0.91–0.96
# / 0.90–0.97 / 0.88–0.97 / 0.97–1.00: faithful 137/143 (0.958), fabricated 96/101 (0.950),
# misattributed 90/97 (0.928), claim-free 58/59 (0.983); the tree before round 34 (62909b8): the
# same, case for case. Round 34's after-scoring readings (r34f–i; tuned, not evidence): 143/143,
# 101/101, 96/97, 59/59.
PROD_HOLDOUT22 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 0.989, "no_claim": 1.0}
# The fifth production-shaped dev set (400 cases, four new blind writers g41d0–g41d3 over 15
# districts of the seed-15 and seed-16 runs none of the seed-29, seed-32, seed-35 and seed-38 runs
# used, drawn with ``random.Random(40)``, tool_samples seed 40, bundles seed 4242; half faithful, no
# claim-free) was written for round 35 to tune on and scored before any tuning on main ef7b030 — its
# first figures are untouched: faithful 187/200 (0.935), fabricated 94/100 (0.940), misattributed
# 96/100 (0.960). Round 35 tuned on it (tuned, not evidence): 200/200, 100/100, 99/100.
PROD_DEV5 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 0.99}
# The twenty-third (400 cases, four new writers g40h0–g40h3 over 15 districts of the seed-17 and
# seed-18 runs none of the seed-30, seed-33 and seed-36 runs used, drawn with ``random.Random(39)``,
# tool_samples seed 39, bundles seed 4141) was written while round 35 was built, never shown to its
# engineers, and scored once on 2026-12-05 on the merged round-35 tree (ed63ff8); forecast 0.91–0.96
# / 0.90–0.97 / 0.88–0.97 / 0.97–1.00: faithful 136/141 (0.965), fabricated 85/100 (0.850, under the
# forecast), misattributed 98/100 (0.980), claim-free 59/59; the tree before round 35 (38cd592): the
# same, case for case. Round 35's after-scoring readings (r35s–x; tuned, not evidence): 141/141,
# 100/100, 100/100, 59/59.
PROD_HOLDOUT23 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The twenty-fourth (400 cases, four new writers g42h0–g42h3 over 15 districts of the seed-14 and
# seed-19 runs none of the seed-31, seed-34 and seed-37 runs used, drawn with ``random.Random(41)``,
# tool_samples seed 41, bundles seed 4343) was written while round 35's after-scoring readings were
# built, never shown to their engineers, and scored once on 2026-12-05 on the merged tree (d39c219);
# forecast 0.91–0.97 / 0.86–0.97 / 0.88–0.98 / 0.97–1.00: faithful 131/143 (0.916), fabricated
# 89/100 (0.890), misattributed 91/99 (0.919), claim-free 57/58 (0.983); the tree before those
# readings (f95d521): 131, 89, 92, 57 — they lost one misattributed case, taken back after scoring
# by the citation-frame reading (tuned, not evidence): 131/143, 89/100, 92/99, 57/58.
# Round 36 tuned on it (r36a–e; not evidence): 141/143, 100/100, 99/99, 58/58.
# After round 37 (r37a), 142/143 faithful.
PROD_HOLDOUT24 = {"faithful": 0.993, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The twenty-fifth (400 cases, four new writers g43h0–g43h3 over 15 districts of the seed-17 and
# seed-18 runs none of the seed-30, seed-33, seed-36 and seed-39 runs used, drawn with
# ``random.Random(42)``, tool_samples seed 42, bundles seed 4444) was written while round 36 was
# built, never shown to its engineers, and scored once on 2026-12-05 on the merged round-36 tree
# (9224468); forecast 0.91–0.97 / 0.85–0.96 / 0.88–0.98 / 0.97–1.00: faithful 132/141 (0.936),
# fabricated 97/100 (0.970), misattributed 95/100 (0.950), claim-free 58/59 (0.983); the tree before
# round 36 (c4d7d04): the same, case for case. Round 37 tuned on it (no longer evidence): 140/141,
# 100/100, 98/100, 59/59.
PROD_HOLDOUT25 = {"faithful": 0.992, "fabricated": 1.0, "misattributed": 0.98, "no_claim": 1.0}
# The twenty-sixth (400 cases, four new writers g44h0–g44h3 over 15 districts of the seed-15 and
# seed-16 runs none of the seed-29, seed-32, seed-35, seed-38 and seed-40 runs used, drawn with
# ``random.Random(43)``, tool_samples seed 43, bundles seed 4545) was written after prod_holdout25 was
# scored, never shown to round 36's engineers, and scored once on 2026-12-05 on the merged round-36
# tree (70c976f); forecast 0.91–0.97 / 0.86–0.97 / 0.88–0.98 / 0.97–1.00: faithful 134/140 (0.957),
# fabricated 91/100 (0.910), misattributed 94/100 (0.940), claim-free 60/60; the tree before round 36
# (c4d7d04): 134, 90, 94, 59 — round 36 gained one fabricated and one claim-free case. Round 37 tuned
# on it (no longer evidence): 140/140, 100/100, 99/100, 60/60.
PROD_HOLDOUT26 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 0.99, "no_claim": 1.0}
# The twenty-seventh (400 cases, four new writers g45h0–g45h3 over the last 15 districts of the
# seed-17 and seed-18 runs, in the order ``random.Random(44)`` drew them, tool_samples seed 44, bundles
# seed 4646) was written while round 37 was built, never shown to its engineers, and scored once on
# 2026-12-05 on the merged round-37 tree (0656292); forecast 0.92–0.97 / 0.87–0.97 / 0.88–0.98 /
# 0.97–1.00: faithful 130/140 (0.929), fabricated 90/100 (0.900), misattributed 98/100 (0.980),
# claim-free 60/60; the tree before round 37 (ec667ad): the same, case for case. Round 38 (after
# scoring) tuned on it (no longer evidence): 131/140, 93/100, 99/100, 60/60; round 39: 137/140, 96/100,
# 100/100, 60/60; round 41: 139/140, 98/100, 100/100, 60/60.
PROD_HOLDOUT27 = {"faithful": 0.992, "fabricated": 0.98, "misattributed": 1.0, "no_claim": 1.0}
# The twenty-eighth (400 cases, four new writers g46h0–g46h3 over the last 9 districts of the seed-14
# and seed-19 runs and the last 4 of the seed-15 and seed-16 runs, in the order ``random.Random(45)``
# drew them, tool_samples seed 45, bundles seed 4747) was written while round 37 was built, never
# shown to its engineers, and scored once on 2026-12-05 on the merged round-37 tree (0656292); the
# same forecast: faithful 133/141 (0.943), fabricated 93/101 (0.921), misattributed 94/99 (0.949),
# claim-free 59/59; the tree before round 37 (ec667ad): 132, 93, 94, 59 — round 37 gained one faithful
# case. Round 38 (after scoring) tuned on it (no longer evidence): 135/141, 94/101, 97/99, 59/59;
# round 39: 140/141, 100/101, 99/99, 59/59; round 41: the same.
PROD_HOLDOUT28 = {"faithful": 0.992, "fabricated": 0.99, "misattributed": 1.0, "no_claim": 1.0}
# The twenty-ninth (400 cases, four new writers g47h0–g47h3 over 15 districts of the seed-17 and
# seed-18 runs neither the seed-42 nor the seed-44 run used, drawn with ``random.Random(46)`` — the
# first of a fourth cycle — tool_samples seed 46, bundles seed 4848) was written before round 39 was
# built, never shown to its engineers, and scored once on 2026-12-05 on the merged round-39 tree
# (5ea6825); forecast 0.92–0.97 / 0.86–0.96 / 0.90–0.99 / 0.97–1.00: faithful 134/141 (0.950),
# fabricated 94/100 (0.940), misattributed 94/100 (0.940), claim-free 59/59; the tree before round 39
# (fa838bc): the same, case for case. Round 40 (after scoring) tuned on it (no longer evidence):
# 139/141, 98/100, 94/100, 59/59; round 41: 141/141, 98/100, 99/100, 59/59.
PROD_HOLDOUT29 = {"faithful": 1.0, "fabricated": 0.98, "misattributed": 0.99, "no_claim": 1.0}
# The thirtieth (400 cases, four new writers g48h0–g48h3 over 15 districts of the seed-14 and seed-19
# runs neither the seed-41 nor the seed-45 run used, drawn with ``random.Random(47)``, tool_samples
# seed 47, bundles seed 4949), written and scored with the twenty-ninth, the same forecast: faithful
# 135/141 (0.957), fabricated 93/100 (0.930), misattributed 93/100 (0.930), claim-free 57/59 (0.966,
# below the forecast's 0.97); the tree before round 39 (fa838bc): the same, case for case. Round 40
# (after scoring) tuned on it (no longer evidence): 139/141, 95/100, 93/100, 59/59; round 41: 141/141,
# 98/100, 97/100, 59/59.
PROD_HOLDOUT30 = {"faithful": 1.0, "fabricated": 0.99, "misattributed": 0.98, "no_claim": 1.0}
# The thirty-first (400 cases, four new writers g49h0–g49h3 over 15 districts of the seed-15 and
# seed-16 runs neither the seed-43 nor the seed-45 run used, drawn with ``random.Random(48)``,
# tool_samples seed 48, bundles seed 5050) was written before round 41 was built, never shown to its
# engineers, and scored once on 2026-12-05 on the merged round-41 tree (baf2330); forecast 0.92–0.97 /
# 0.87–0.96 / 0.90–0.98 / 0.97–1.00: faithful 133/141 (0.943), fabricated 96/99 (0.970, above the
# forecast), misattributed 96/100 (0.960), claim-free 57/60 (0.950, below it); the tree before round 41
# (6affbec): 133, 95, 96, 57 — round 41 gained one fabricated case. Round 42 (after scoring) tuned on
# it (no longer evidence): 133/141, 97/99, 98/100, 59/60; after round 43: 136/141, 98/99, 99/100, 60/60.
# after rounds 45–47 (tuned on it in rounds 45 and 47; no longer evidence): 137/141, 99/99, 99/100, 60/60.
PROD_HOLDOUT31 = {"faithful": 0.971, "fabricated": 1.0, "misattributed": 0.99, "no_claim": 1.0}
# The thirty-second (400 cases, four new writers g50h0–g50h3 over 15 districts of the seed-17 and
# seed-18 runs neither the seed-44 nor the seed-46 run used, drawn with ``random.Random(49)``,
# tool_samples seed 49, bundles seed 5151), written and scored with the thirty-first, the same
# forecast: faithful 134/141 (0.950), fabricated 93/100 (0.930), misattributed 95/100 (0.950),
# claim-free 58/59 (0.983); the tree before round 41 (6affbec): 135, 93, 95, 58 — round 41 lost one
# faithful case. Round 42 (after scoring) tuned on it (no longer evidence): 136/141, 94/100, 95/100,
# 59/59; after round 43: 138/141, 96/100, 95/100, 59/59.
# after rounds 45–47 (tuned on it in rounds 45 and 47; no longer evidence): 138/141, 98/100, 95/100, 59/59.
PROD_HOLDOUT32 = {"faithful": 0.978, "fabricated": 0.98, "misattributed": 0.95, "no_claim": 1.0}
# The thirty-third (400 cases, four new writers g51h0–g51h3 over 15 districts of the seed-14 and
# seed-19 runs neither the seed-45 nor the seed-47 run used, drawn with ``random.Random(50)``,
# tool_samples seed 50, bundles seed 5252) was written before round 43 was built, never shown to its
# engineers, and scored once on 2026-12-06 on the merged round-43 tree (b5f3056); forecast 0.92–0.97 /
# 0.88–0.97 / 0.90–0.98 / 0.95–1.00: faithful 142/143 (0.993, above the forecast), fabricated 93/99
# (0.939), misattributed 91/99 (0.919), claim-free 58/59 (0.983); the tree before round 43 (1c33b17):
# the same on every label — round 43 moved nothing on these writers. Round 44 (after scoring) tuned on
# it (no longer evidence): 142/143, 93/99, 92/99, 59/59.
# after rounds 45–47 (tuned on it in rounds 45 and 47; no longer evidence): 142/143, 95/99, 94/99, 59/59.
PROD_HOLDOUT33 = {"faithful": 0.993, "fabricated": 0.959, "misattributed": 0.949, "no_claim": 1.0}
# The thirty-fourth (400 cases, four new writers g52h0–g52h3 over 15 districts of the seed-15 and
# seed-16 runs neither the seed-45 nor the seed-48 run used, drawn with ``random.Random(51)``,
# tool_samples seed 51, bundles seed 5353), written and scored with the thirty-third, the same
# forecast: faithful 135/143 (0.944), fabricated 88/99 (0.889), misattributed 96/100 (0.960),
# claim-free 58/58 (1.000); the tree before round 43 (1c33b17): the same on every label. Round 44
# (after scoring) tuned on it (no longer evidence): 137/143, 94/99, 97/100, 58/58.
# after rounds 45–47 (tuned on it in rounds 45 and 47; no longer evidence): 139/143, 98/99, 98/100, 58/58.
PROD_HOLDOUT34 = {"faithful": 0.972, "fabricated": 0.989, "misattributed": 0.98, "no_claim": 1.0}
# The thirty-fifth (400 cases, four new writers g53h0–g53h3 over 15 districts of the seed-17 and
# seed-18 runs neither the seed-46 nor the seed-49 run used, drawn with ``random.Random(52)``,
# tool_samples seed 52, bundles seed 5454) was written before round 45 was built, never shown to its
# engineers, and scored once on 2026-12-06 on main (dd02a9e, the round-44 tree); forecast 0.92–0.98 /
# 0.87–0.97 / 0.89–0.98 / 0.95–1.00: faithful 136/143 (0.951), fabricated 91/99 (0.919),
# misattributed 96/100 (0.960), claim-free 56/58 (0.966).
# after rounds 46–47 (tuned on it after scoring; no longer evidence): 140/143, 93/99, 96/100, 58/58.
PROD_HOLDOUT35 = {"faithful": 0.979, "fabricated": 0.939, "misattributed": 0.96, "no_claim": 1.0}
# The thirty-sixth (400 cases, four new writers g54h0–g54h3 over 15 districts of the seed-14 and
# seed-19 runs none of the seed-45, seed-47 and seed-50 runs used, drawn with ``random.Random(53)``,
# tool_samples seed 53, bundles seed 5555), written and scored with the thirty-fifth, the same
# forecast: faithful 132/140 (0.943), fabricated 88/100 (0.880), misattributed 93/100 (0.930),
# claim-free 60/60 (1.000).
# after rounds 46–47 (tuned on it after scoring; no longer evidence): 134/140, 90/100, 94/100, 60/60.
# after round 48 (a ratio reading tuned on prod_holdout38 fixed g54h2-0004): 135/140, 90/100, 94/100, 60/60.
PROD_HOLDOUT36 = {"faithful": 0.964, "fabricated": 0.9, "misattributed": 0.94, "no_claim": 1.0}
# The thirty-seventh (400 cases, four new writers g55h0–g55h3 over 15 districts of the seed-15 and
# seed-16 runs none of the seed-45, seed-48 and seed-51 runs used, drawn with ``random.Random(54)``,
# tool_samples seed 54, bundles seed 5656) was written on 2026-12-06 and scored once on main
# (dfa9da1, the round-47 tree); forecast 0.92–0.98 / 0.87–0.97 / 0.89–0.98 / 0.95–1.00: faithful
# 137/141 (0.972), fabricated 85/101 (0.842, below the forecast), misattributed 90/99 (0.909),
# claim-free 59/59 (1.000).
# after round 48 (tuned on it after scoring; no longer evidence): 140/141, 94/101, 99/99, 59/59.
PROD_HOLDOUT37 = {"faithful": 0.992, "fabricated": 0.93, "misattributed": 1.0, "no_claim": 1.0}
# The thirty-eighth (400 cases, four new writers g56h0–g56h3 over 15 districts of the seed-17 and
# seed-18 runs none of the seed-46, seed-49 and seed-52 runs used, drawn with ``random.Random(55)``,
# tool_samples seed 55, bundles seed 5757), written and scored with the thirty-seventh, the same
# forecast: faithful 134/140 (0.957), fabricated 88/100 (0.880), misattributed 97/100 (0.970),
# claim-free 60/60 (1.000).
# after round 48 (tuned on it after scoring; no longer evidence): 140/140, 97/100, 98/100, 60/60.
PROD_HOLDOUT38 = {"faithful": 1.0, "fabricated": 0.97, "misattributed": 0.98, "no_claim": 1.0}
# The thirty-ninth (400 cases, four new writers g57h0–g57h3 over the last 15 districts of the seed-14
# and seed-19 runs none of the seed-45, seed-47, seed-50 and seed-53 runs used, drawn with
# ``random.Random(56)``, tool_samples seed 56, bundles seed 5858) was written on 2026-12-06 and
# scored once on main (1867e57, the round-48 tree); forecast 0.92–0.98 / 0.84–0.96 / 0.89–0.98 /
# 0.95–1.00: faithful 131/140 (0.936), fabricated 91/100 (0.910), misattributed 96/100 (0.960),
# claim-free 59/60 (0.983).
# after round 49 (tuned on it after scoring; no longer evidence): 139/140, 99/100, 100/100, 60/60.
PROD_HOLDOUT39 = {"faithful": 0.992, "fabricated": 0.99, "misattributed": 1.0, "no_claim": 1.0}
# The fortieth (400 cases, four new writers g58h0–g58h3 over 15 districts of the seed-15 and seed-16
# runs none of the seed-45, seed-48, seed-51 and seed-54 runs used, drawn with ``random.Random(57)``,
# tool_samples seed 57, bundles seed 5959), written and scored with the thirty-ninth, the same
# forecast: faithful 130/141 (0.922), fabricated 95/100 (0.950), misattributed 96/99 (0.970),
# claim-free 60/60 (1.000).
# after round 49 (tuned on it after scoring; no longer evidence): 141/141, 100/100, 99/99, 60/60.
PROD_HOLDOUT40 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The forty-first (400 cases, four new writers g59h0–g59h3 over 15 districts of the seed-17 and
# seed-18 runs none of the seed-46, seed-49, seed-52 and seed-55 runs used, drawn with
# ``random.Random(58)``, tool_samples seed 58, bundles seed 6060) was written on 2026-12-06 and
# scored once on main (ea40f68, the round-49 tree); forecast 0.92–0.98 / 0.85–0.96 / 0.89–0.98 /
# 0.95–1.00: faithful 138/140 (0.986), fabricated 91/100 (0.910), misattributed 97/100 (0.970),
# claim-free 60/60 (1.000).
# after round 50 (tuned on it after scoring; no longer evidence): 140/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT41 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The forty-second (400 cases, four new writers g60h0–g60h3 over 15 districts of the seed-15 and
# seed-16 runs none of the seed-45, seed-48, seed-51, seed-54 and seed-57 runs used, drawn with
# ``random.Random(59)``, tool_samples seed 59, bundles seed 6161), written and scored with the
# forty-first, the same forecast: faithful 133/141 (0.943), fabricated 88/100 (0.880),
# misattributed 90/99 (0.909), claim-free 58/60 (0.967).
# after round 50 (tuned on it after scoring; no longer evidence): 141/141, 100/100, 97/99, 60/60.
PROD_HOLDOUT42 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 0.979, "no_claim": 1.0}
# The forty-third (400 cases, four new writers g61h0–g61h3 over the last 11 districts of the
# seed-17 and seed-18 runs none of the seed-46, seed-49, seed-52, seed-55 and seed-58 runs used,
# in the order ``random.Random(60)`` drew them, tool_samples seed 60, bundles seed 6262), scored
# once on main (0e71013, the round-50 tree); forecast 0.92–0.98 / 0.85–0.95 / 0.89–0.98 /
# 0.95–1.00: faithful 135/141 (0.957), fabricated 90/99 (0.909), misattributed 97/100 (0.970),
# claim-free 60/60 (1.000).
# after round 51 (tuned on it after scoring; no longer evidence): 140/141, 98/99, 99/100, 60/60;
# after round 53 (r53d's count of listed amounts fixed g61h0-0028): 141/141.
PROD_HOLDOUT43 = {"faithful": 1.0, "fabricated": 0.989, "misattributed": 0.99, "no_claim": 1.0}
# The forty-fourth (400 cases, four new writers g62h0–g62h3 over the last 11 districts of the
# seed-15 and seed-16 runs none of the seed-45, seed-48, seed-51, seed-54, seed-57 and seed-59
# runs used, in the order ``random.Random(61)`` drew them, tool_samples seed 61, bundles seed
# 6363), written and scored with the forty-third, the same forecast: faithful 135/140 (0.964),
# fabricated 88/100 (0.880), misattributed 95/100 (0.950), claim-free 60/60 (1.000).
# after round 51 (tuned on it after scoring; no longer evidence): 140/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT44 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The forty-fifth (400 cases, four new writers g63h0–g63h3), the first of a fifth district cycle:
# 15 districts of the seed-14 (``DISTRICTS``) and seed-19 runs, drawn again with
# ``random.Random(62)``, tool_samples seed 62, bundles seed 6464; scored once on e53153c (forecast
# 0.92–0.98 / 0.85–0.95 / 0.89–0.98 / 0.95–1.00): faithful 137/141 (0.972), fabricated 93/100
# (0.930), misattributed 100/100 (1.000), claim-free 59/59 (1.000).
# after round 52 (tuned on it after scoring; no longer evidence): 141/141, 100/100, 100/100, 59/59.
PROD_HOLDOUT45 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The forty-sixth (400 cases, four new writers g64h0–g64h3): 15 districts of the seed-15 and
# seed-16 runs, drawn again with ``random.Random(63)``, tool_samples seed 63, bundles seed 6565;
# written and scored with the forty-fifth, the same forecast: faithful 130/140 (0.929), fabricated
# 98/100 (0.980), misattributed 96/100 (0.960), claim-free 60/60 (1.000).
# after round 52 (tuned on it after scoring; no longer evidence): 140/140, 99/100, 100/100, 60/60 —
# the fabricated case left, g64h2-0005, has a disputed label (80원 × 40 = 3,200원 is right).
PROD_HOLDOUT46 = {"faithful": 1.0, "fabricated": 0.99, "misattributed": 1.0, "no_claim": 1.0}
# The forty-seventh (400 cases, four new writers g65h0–g65h3): 15 districts of the seed-17 and
# seed-18 runs, drawn again with ``random.Random(64)``, tool_samples seed 64, bundles seed 6666;
# scored once on 071e402 (forecast 0.92–0.98 / 0.86–0.96 / 0.90–0.99 / 0.97–1.00): faithful
# 129/140 (0.921), fabricated 92/100 (0.920), misattributed 96/100 (0.960), claim-free 60/60 (1.000).
# after round 53 (tuned on it after scoring; no longer evidence): 131/140, 98/100, 98/100, 60/60.
PROD_HOLDOUT47 = {"faithful": 0.935, "fabricated": 0.98, "misattributed": 0.98, "no_claim": 1.0}
# The forty-eighth (400 cases, four new writers g66h0–g66h3): 15 districts of the seed-14
# (``DISTRICTS``) and seed-19 runs the seed-62 run did not use, drawn with ``random.Random(65)``,
# tool_samples seed 65, bundles seed 6767; written and scored with the forty-seventh, the same
# forecast: faithful 132/140 (0.943), fabricated 93/101 (0.921), misattributed 94/99 (0.949),
# claim-free 58/60 (0.967).
# after round 53 (tuned on it after scoring; no longer evidence): 138/140, 98/101, 99/99, 58/60.
PROD_HOLDOUT48 = {"faithful": 0.985, "fabricated": 0.97, "misattributed": 1.0, "no_claim": 0.966}
# The forty-ninth (400 cases, four new writers g67h0–g67h3): 15 districts of the seed-15 and
# seed-16 runs the seed-63 run did not use, drawn with ``random.Random(66)``, tool_samples seed 66,
# bundles seed 6868; scored once on cea789f (forecast 0.92–0.98 / 0.86–0.96 / 0.90–0.99 /
# 0.97–1.00): faithful 134/140 (0.957), fabricated 97/100 (0.970), misattributed 96/100 (0.960),
# claim-free 58/60 (0.967).
# after round 54 (tuned on it after scoring; no longer evidence): 140/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT49 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fiftieth (400 cases, four new writers g68h0–g68h3): 15 districts of the seed-17 and seed-18
# runs the seed-64 run did not use, drawn with ``random.Random(67)``, tool_samples seed 67, bundles
# seed 6969; written and scored with the forty-ninth, the same forecast: faithful 139/141 (0.986),
# fabricated 95/99 (0.960), misattributed 92/100 (0.920), claim-free 60/60 (1.000).
# after round 54 (tuned on it after scoring; no longer evidence): 141/141, 99/99, 100/100, 60/60.
PROD_HOLDOUT50 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fifty-first (400 cases, four new writers g69h0–g69h3): 15 districts of the seed-14 and
# seed-19 runs neither the seed-62 nor the seed-65 run used, drawn with ``random.Random(68)``,
# tool_samples seed 68, bundles seed 7070; scored once on ef048f0 (forecast 0.93–0.99 / 0.89–0.97 /
# 0.89–0.98 / 0.97–1.00): faithful 134/141 (0.950), fabricated 95/100 (0.950), misattributed 97/99
# (0.980), claim-free 59/60 (0.983).
# after round 55 (tuned on it after scoring; no longer evidence): 141/141, 100/100, 99/99, 60/60.
PROD_HOLDOUT51 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fifty-second (400 cases, four new writers g70h0–g70h3): 15 districts of the seed-15 and
# seed-16 runs neither the seed-63 nor the seed-66 run used, drawn with ``random.Random(69)``,
# tool_samples seed 69, bundles seed 7171; written and scored with the fifty-first, the same
# forecast: faithful 133/140 (0.950), fabricated 88/100 (0.880), misattributed 94/100 (0.940),
# claim-free 60/60 (1.000).
# after round 55 (tuned on it after scoring; no longer evidence): 139/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT52 = {"faithful": 0.992, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fifty-third (400 cases, four new writers g71h0–g71h3): 15 districts of the seed-17 and
# seed-18 runs neither the seed-64 nor the seed-67 run used, drawn with ``random.Random(70)``,
# tool_samples seed 70, bundles seed 7272; scored once on e77ddf6 (forecast 0.93–0.99 / 0.88–0.97 /
# 0.89–0.99 / 0.97–1.00): faithful 134/140 (0.957), fabricated 94/100 (0.940), misattributed 94/100
# (0.940), claim-free 60/60 (1.000).
# after round 56 (tuned on it after scoring; no longer evidence): 140/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT53 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fifty-fourth (400 cases, four new writers g72h0–g72h3): 15 districts of the seed-14 and
# seed-19 runs none of the seed-62, seed-65 and seed-68 runs used, drawn with ``random.Random(71)``,
# tool_samples seed 71, bundles seed 7373; written and scored with the fifty-third, the same
# forecast: faithful 130/140 (0.929), fabricated 89/100 (0.890), misattributed 98/100 (0.980),
# claim-free 59/60 (0.983).
# after round 56 (tuned on it after scoring; no longer evidence): 139/140, 99/100, 100/100, 60/60.
PROD_HOLDOUT54 = {"faithful": 0.992, "fabricated": 0.99, "misattributed": 1.0, "no_claim": 1.0}
# The fifty-fifth (400 cases, four new writers g73h0–g73h3): 15 districts of the seed-15 and
# seed-16 runs none of the seed-63, seed-66 and seed-69 runs used, drawn with ``random.Random(72)``,
# tool_samples seed 72, bundles seed 7474; scored once on 9f50e87 (forecast 0.93–0.99 / 0.88–0.97 /
# 0.89–0.99 / 0.97–1.00): faithful 132/140 (0.943), fabricated 90/100 (0.900), misattributed 96/100
# (0.960), claim-free 60/60 (1.000).
# after round 57 (tuned on it after scoring; no longer evidence): 140/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT55 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fifty-sixth (400 cases, four new writers g74h0–g74h3): 15 districts of the seed-17 and
# seed-18 runs none of the seed-64, seed-67 and seed-70 runs used, drawn with ``random.Random(73)``,
# tool_samples seed 73, bundles seed 7575; written and scored with the fifty-fifth, the same
# forecast: faithful 131/140 (0.936), fabricated 95/100 (0.950), misattributed 95/100 (0.950),
# claim-free 60/60 (1.000).
# after round 57 (tuned on it after scoring; no longer evidence): 140/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT56 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fifty-seventh (400 cases, four new writers g75h0–g75h3): the last 9 districts of the seed-14
# and seed-19 runs none of the seed-62, seed-65, seed-68 and seed-71 runs used (in the order
# ``random.Random(74)`` drew them; the fifth cycle's last of those runs), tool_samples seed 74,
# bundles seed 7676; scored once on a9cba5e (forecast 0.92–0.98 / 0.87–0.97 / 0.90–0.99 /
# 0.97–1.00): faithful 137/140 (0.979), fabricated 89/100 (0.890), misattributed 97/100 (0.970),
# claim-free 59/60 (0.983).
# after round 58 (tuned on it after scoring; no longer evidence): 140/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT57 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fifty-eighth (400 cases, four new writers g76h0–g76h3): 15 districts of the seed-15 and
# seed-16 runs none of the seed-63, seed-66, seed-69 and seed-72 runs used, drawn with
# ``random.Random(75)``, tool_samples seed 75, bundles seed 7777; written and scored with the
# fifty-seventh, the same forecast: faithful 129/140 (0.921), fabricated 95/100 (0.950),
# misattributed 96/100 (0.960), claim-free 60/60 (1.000).
# after round 58 (tuned on it after scoring; no longer evidence): 140/140, 100/100, 100/100, 60/60.
PROD_HOLDOUT58 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}
# The fifty-ninth (400 cases, four new writers g77h0–g77h3): 15 districts of the seed-17 and
# seed-18 runs none of the seed-64, seed-67, seed-70 and seed-73 runs used, drawn with
# ``random.Random(76)``, tool_samples seed 76, bundles seed 7878; scored once on d4f9a07 (forecast
# 0.91–0.98 / 0.87–0.97 / 0.90–0.99 / 0.97–1.00): faithful 137/142 (0.965), fabricated 97/100
# (0.970), misattributed 93/99 (0.939), claim-free 58/59 (0.983).
PROD_HOLDOUT59 = {"faithful": 0.964, "fabricated": 0.97, "misattributed": 0.939, "no_claim": 0.983}
# The sixtieth (400 cases, four new writers g78h0–g78h3): the last 15 districts of the seed-15 and
# seed-16 runs none of the seed-63, seed-66, seed-69, seed-72 and seed-75 runs used (in the order
# ``random.Random(77)`` drew them; the fifth cycle's last of those runs), tool_samples seed 77,
# bundles seed 7979; written and scored with the fifty-ninth, the same forecast: faithful 135/143
# (0.944), fabricated 93/99 (0.939), misattributed 98/99 (0.990), claim-free 59/59 (1.000).
PROD_HOLDOUT60 = {"faithful": 0.944, "fabricated": 0.939, "misattributed": 0.989, "no_claim": 1.0}
# The fresh dev set written blind for round 5 (200 cases): scored before tuning (0.814 / 0.960
# / 0.740 / 0.967), then tuned on to 1.000 on every label.
DEV4 = {"faithful": 1.0, "fabricated": 1.0, "misattributed": 1.0, "no_claim": 1.0}


@pytest.mark.parametrize(
    ("name", "thresholds"),
    [
        ("train.jsonl", THRESHOLDS),
        ("dev.jsonl", THRESHOLDS),
        ("holdout1.jsonl", THRESHOLDS),
        ("holdout2.jsonl", THRESHOLDS),
        ("holdout3.jsonl", HOLDOUT3),
        ("dev4.jsonl", DEV4),
        ("holdout4.jsonl", HOLDOUT4),
        ("holdout5.jsonl", HOLDOUT5),
        ("dev5.jsonl", DEV5),
        ("holdout6.jsonl", HOLDOUT6),
        ("holdout7.jsonl", HOLDOUT7),
        ("holdout8.jsonl", HOLDOUT8),
        ("holdout9.jsonl", HOLDOUT9),
        ("holdout10.jsonl", HOLDOUT10),
        ("holdout11.jsonl", HOLDOUT11),
        ("holdout12.jsonl", HOLDOUT12),
        ("holdout13.jsonl", HOLDOUT13),
        ("dev6.jsonl", DEV6),
        ("dev7.jsonl", DEV7),
        ("prod_dev.jsonl", PROD_DEV),
        ("prod_holdout.jsonl", PROD_HOLDOUT),
        ("prod_holdout2.jsonl", PROD_HOLDOUT2),
        ("prod_holdout3.jsonl", PROD_HOLDOUT3),
        ("prod_holdout4.jsonl", PROD_HOLDOUT4),
        ("prod_holdout5.jsonl", PROD_HOLDOUT5),
        ("prod_holdout6.jsonl", PROD_HOLDOUT6),
        ("prod_holdout7.jsonl", PROD_HOLDOUT7),
        ("prod_holdout8.jsonl", PROD_HOLDOUT8),
        ("prod_holdout9.jsonl", PROD_HOLDOUT9),
        ("prod_holdout10.jsonl", PROD_HOLDOUT10),
        ("prod_holdout11.jsonl", PROD_HOLDOUT11),
        ("prod_holdout12.jsonl", PROD_HOLDOUT12),
        ("prod_holdout13.jsonl", PROD_HOLDOUT13),
        ("prod_holdout14.jsonl", PROD_HOLDOUT14),
        ("prod_holdout15.jsonl", PROD_HOLDOUT15),
        ("prod_holdout16.jsonl", PROD_HOLDOUT16),
        ("prod_holdout17.jsonl", PROD_HOLDOUT17),
        ("prod_holdout18.jsonl", PROD_HOLDOUT18),
        ("prod_holdout19.jsonl", PROD_HOLDOUT19),
        ("prod_dev2.jsonl", PROD_DEV2),
        ("prod_holdout20.jsonl", PROD_HOLDOUT20),
        ("prod_dev3.jsonl", PROD_DEV3),
        ("prod_holdout21.jsonl", PROD_HOLDOUT21),
        ("prod_dev4.jsonl", PROD_DEV4),
        ("prod_holdout22.jsonl", PROD_HOLDOUT22),
        ("prod_dev5.jsonl", PROD_DEV5),
        ("prod_holdout23.jsonl", PROD_HOLDOUT23),
        ("prod_holdout24.jsonl", PROD_HOLDOUT24),
        ("prod_holdout25.jsonl", PROD_HOLDOUT25),
        ("prod_holdout26.jsonl", PROD_HOLDOUT26),
        ("prod_holdout27.jsonl", PROD_HOLDOUT27),
        ("prod_holdout28.jsonl", PROD_HOLDOUT28),
        ("prod_holdout29.jsonl", PROD_HOLDOUT29),
        ("prod_holdout30.jsonl", PROD_HOLDOUT30),
        ("prod_holdout31.jsonl", PROD_HOLDOUT31),
        ("prod_holdout32.jsonl", PROD_HOLDOUT32),
        ("prod_holdout33.jsonl", PROD_HOLDOUT33),
        ("prod_holdout34.jsonl", PROD_HOLDOUT34),
        ("prod_holdout35.jsonl", PROD_HOLDOUT35),
        ("prod_holdout36.jsonl", PROD_HOLDOUT36),
        ("prod_holdout37.jsonl", PROD_HOLDOUT37),
        ("prod_holdout38.jsonl", PROD_HOLDOUT38),
        ("prod_holdout39.jsonl", PROD_HOLDOUT39),
        ("prod_holdout40.jsonl", PROD_HOLDOUT40),
        ("prod_holdout41.jsonl", PROD_HOLDOUT41),
        ("prod_holdout42.jsonl", PROD_HOLDOUT42),
        ("prod_holdout43.jsonl", PROD_HOLDOUT43),
        ("prod_holdout44.jsonl", PROD_HOLDOUT44),
        ("prod_holdout45.jsonl", PROD_HOLDOUT45),
        ("prod_holdout46.jsonl", PROD_HOLDOUT46),
        ("prod_holdout47.jsonl", PROD_HOLDOUT47),
        ("prod_holdout48.jsonl", PROD_HOLDOUT48),
        ("prod_holdout49.jsonl", PROD_HOLDOUT49),
        ("prod_holdout50.jsonl", PROD_HOLDOUT50),
        ("prod_holdout51.jsonl", PROD_HOLDOUT51),
        ("prod_holdout52.jsonl", PROD_HOLDOUT52),
        ("prod_holdout53.jsonl", PROD_HOLDOUT53),
        ("prod_holdout54.jsonl", PROD_HOLDOUT54),
        ("prod_holdout55.jsonl", PROD_HOLDOUT55),
        ("prod_holdout56.jsonl", PROD_HOLDOUT56),
        ("prod_holdout57.jsonl", PROD_HOLDOUT57),
        ("prod_holdout58.jsonl", PROD_HOLDOUT58),
        ("prod_holdout59.jsonl", PROD_HOLDOUT59),
        ("prod_holdout60.jsonl", PROD_HOLDOUT60),
    ],
)
def test_blind_corpus_thresholds(name: str, thresholds: dict[str, float]) -> None:
    result = evaluate(load(BLIND / name), VOCAB)
    low = {k: result.rate(k) for k, t in thresholds.items() if result.rate(k) < t}
    assert not low, f"{name}: {low}\n{report(result)}\nwrong: {result.wrong}"


def test_a_line_does_not_borrow_the_subject_of_the_line_above() -> None:
    rules = '{"district": "마포구", "department": "자원순환과", "phone": "02-3153-9200", "as_of": "2023-12-29"}'
    fees = '{"district": "마포구", "items": [], "covered": false, "as_of": "2025-12-09"}'
    answer = (
        "수수료는 마포구 자원순환과(02-3153-9200)에 문의하세요 (데이터기준일자 2023-12-29).\n"
        "출처: 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-12-09"
    )
    assert check(answer, [rules, fees]).grounded
    swapped = answer.replace("2023-12-29", "2025-12-09", 1)  # still caught within its own line
    assert check(swapped, [rules, fees]).unsupported


def test_a_value_quoted_inside_a_records_own_label_is_that_records() -> None:
    label = "쇼파(소파) (2인용 이상인 경우 : 2인용(7000원) 1개 선택하고 + 1인용당(3000원) 추가)"
    items = [
        {"item_name": "쇼파(소파) (1인용)", "fee": 4000},
        {"item_name": "쇼파(소파) (2인용)", "fee": 7000},
        {"item_name": label, "fee": 3000},
    ]
    evidence = json.dumps({"district": "용산구", "items": items}, ensure_ascii=False)
    answer = f"- 쇼파(소파) (1인용): 4,000원\n- {label}: 3,000원"
    assert check(answer, [evidence]).grounded
    assert not check(f"- 쇼파(소파) (1인용): 3,000원\n- {label}: 3,000원", [evidence]).grounded
