"""Round 36 (r36a): faithful answers flagged for ordinary words read as claims.

Each word below was read as a fact of the data where it states none; each reading is narrowed to
where the words do state one, and each wrong twin is still flagged:

- ``free of other materials`` is what is left out, not a free-of-charge claim (:mod:`.statements`,
  :mod:`.rule_terms`; ``free of charge`` still is), and ``None of them is free`` / ``neither row
  is free`` deny free of every row (:mod:`.hedges`; ``One of them is free`` is still read);
- a centre's list that says plain ``옷`` names clothes (:mod:`.kinds`), while ``옷장`` or
  ``옷걸이`` names none;
- a day said missing from the data in a mixed answer (``Weekend 시간은 data에 없어요``) gives no
  day (:mod:`.unlisted_days`);
- a day in advice to the user on their own plan (``주말에 정리하실 거면 평일에 미리 신고해 두시는 걸
  추천해요``) is no day of a site (:func:`.weekdays.users_plan`);
- a put-off chained to the user's own honorific act (``하루 미뤄서 내놓으시라고``) is advice, not a
  pickup put off (:mod:`.conditioned_terms`);
- a bare ``7시`` is read on both halves of the clock by the window-role reading too (``7시까지``
  over ``09:00~19:00`` is 19:00's end; :mod:`.roles`, :func:`.datetimes.clock_readings`);
- ``제일 가까운 부일전자(약 1.0km)는`` names the place right after the superlative: one name
  closed by a bracket aside before its particle (:mod:`.adnominal_superlatives`), not a word of
  the clause before.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from guardrails.grounding.datetimes import clock_readings
from guardrails.grounding.kinds import goods_in
from tests.guardrails.grounding_helpers import ev, flagged


def _place(name: str, address: str, metres: int, hours: str, items: list[str], phone: str) -> dict:
    return {"name": name, "address": address, "phone": phone, "hours": hours, "items": items,
            "distance_m": metres}  # fmt: skip


def _fee_rows(item: str, *fees: int) -> dict[str, object]:
    rows = [{"item_name": item, "name": item, "spec": None, "category": "가구류", "fee": f,
             "fee_text": f"{f:,}원", "is_free": False} for f in fees]  # fmt: skip
    return {"district": "강남구", "full_name": "서울특별시 강남구", "query": item,
            "item_count": len(rows), "items": rows, "source": "bulk-waste-fees", "covered": True,
            "as_of": "2025-07-07"}  # fmt: skip


CANS = {
    "region": "nationwide", "region_name": "전국", "query": "알루미늄캔", "item_count": 1,
    "items": [{"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
               "price_text": "1,200원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
DESKS = _fee_rows("책상", 3000, 4000, 7000)
DRESSER = _fee_rows("화장대", 5000)
POHANG = {
    "query": "재활용센터", "radius_m": 5000, "found": 1, "source": "recycling-centers",
    "places": [_place("포항시재활용선별장", "경상북도 포항시 남구 서원재로 45", 4506, "평일 08:00~17:00",
                      ["종이", "플라스틱류", "캔류", "병류 등"], "054-277-0555")],
}  # fmt: skip
DAEJEON = {
    "query": "재활용센터", "radius_m": 5000, "found": 2, "source": "recycling-centers",
    "places": [
        _place("중구새마을회알뜰매장", "대전광역시 중구 문화로 60", 13407, "평일 13:00~17:00",
               ["옷", "신발", "가방 등"], "042-257-9522"),
        _place("오정동 우리동네 재활용 플랫폼", "없음", 17114, "월 09:30~12:00, 그 외 휴무",
               ["무색페트병", "PET", "PP", "알루미늄 캔"], "042-608-6362"),
    ],
}  # fmt: skip
NORMAL = {
    "kind": "monthly_normal", "station": "대구", "district": "수성구", "month": 12,
    "temperature_c": 2.4, "humidity_pct": 56, "precipitation_mm_month": 18, "tips": [],
    "source": "embedded-normals", "as_of": "1991-2020",
}  # fmt: skip
_EARLY = _place("이안재활용마트", "울산광역시 남구 삼산로 98", 1427, "평일 07:00~18:00",
                ["가전", "식당비품"], "052-256-4986")  # fmt: skip
ULSAN = {
    "query": "recycling_center", "radius_m": 5000, "found": 3, "source": "recycling-centers",
    "places": [
        _place("부일전자", "울산광역시 남구 신정로 116번길 14", 1047, "평일 09:00~17:00", ["가전"],
               "052-211-4380"),
        _place("보람재활용센타", "울산광역시 남구 돋질로 136", 1068, "평일 09:00~19:00",
               ["가전", "가구"], "052-292-4982"),
        _EARLY,
    ],
}  # fmt: skip
ULSAN_EARLY = {**ULSAN, "found": 1, "places": [_EARLY]}


# --- "free of …" and "none of them is free" ----------------------------------------------------


@pytest.mark.parametrize(
    ("obj", "answer"),
    [
        # g42h2-0046's shape
        (CANS, "Aluminium cans are 1,200 won/kg compressed. Keep them crushed and free of other "
               "materials when you sell."),
        (CANS, "Rinse the cans so they are free of food residue; compressed cans fetch 1,200 won/kg."),
        (CANS, "Make sure the bale is free of steel cans before you sell it at 1,200 won/kg."),
        # g42h3-0022's shape
        (DESKS, "Gangnam-gu lists three desk fees: 3,000, 4,000 and 7,000 KRW. None of them is free."),
        (DESKS, "The three desk rows cost 3,000, 4,000 and 7,000 won; none of the three desk fees are "
                "free."),
        (DESKS, "Desk fees are 3,000, 4,000 and 7,000 won, and neither row is free."),
    ],
)  # fmt: skip
def test_free_of_things_and_free_denied_of_every_row_pass(obj: dict, answer: str) -> None:
    assert flagged(answer, ev(obj)) == []


@pytest.mark.parametrize(
    ("obj", "answer"),
    [
        (CANS, "Selling them is free of charge and they fetch 1,200 won/kg."),
        (CANS, "Drop-off is free, and compressed cans fetch 1,200 won/kg."),
        (DESKS, "Desk fees are 3,000, 4,000 and 7,000 won. One of them is free."),
        (DESKS, "Desk fees are 3,000, 4,000 and 7,000 won. All of them are free."),
        (DESKS, "Desk fees are 3,000, 4,000 and 7,000 won, but small desks are free."),
    ],
)  # fmt: skip
def test_a_free_claim_over_paid_rows_is_flagged(obj: dict, answer: str) -> None:
    res = check(answer, ev(obj))
    assert not res.grounded
    assert any(c.text.startswith("free") and "무료" in (c.why or "") for c in res.unsupported)


# --- a list's plain "옷" names clothes ---------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g42h3-0057's shape
        "The nearest two:\n1. Jung-gu Saemaeul Thrift Shop (중구새마을회알뜰매장) — about 13.4 km; "
        "weekdays 13:00–17:00; clothes, shoes, bags; 042-257-9522",
        "1. 중구새마을회알뜰매장 — 13.4 km, 평일 13:00~17:00, clothing and shoes, 042-257-9522",
        "1. 중구새마을회알뜰매장: 약 13.4km, 받는 것 옷·신발·가방",
    ],
)  # fmt: skip
def test_clothes_for_a_list_of_ot_pass(answer: str) -> None:
    assert flagged(answer, ev(DAEJEON)) == []


def test_clothes_for_a_place_whose_list_has_none_is_flagged() -> None:
    answer = "1. 오정동 우리동네 재활용 플랫폼 — about 17.1 km; Mondays 09:30–12:00; clothes, PET bottles"
    res = check(answer, ev(DAEJEON))
    assert [c.text for c in res.unsupported] == ["clothes"]
    assert "own list" in (res.unsupported[0].why or "")


@pytest.mark.parametrize(
    ("text", "clothes"),
    [("옷", True), ("옷, 신발", True), ("헌옷", True), ("옷가지", True), ("옷장", False),
     ("새 옷걸이", False)],
)  # fmt: skip
def test_ot_names_clothes_only_as_its_own_word(text: str, clothes: bool) -> None:
    assert ("의류" in goods_in(text)) is clothes


# --- a day said missing from the data, in a mixed answer ---------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g42h3-0028's shape
        "1. 포항시재활용선별장\n2. Open: 평일 08:00~17:00 (weekdays)\n받는 것: 종이, 캔류. Weekend 시간은 "
        "data에 없어요.",
        "포항시재활용선별장은 평일 08:00~17:00 운영해요. Saturday 운영은 data에 나와 있지 않아요.",
        "포항시재활용선별장 hours: 평일 08:00~17:00. 토요일 시간은 dataset에 없어요.",
    ],
)  # fmt: skip
def test_a_day_the_data_lacks_passes(answer: str) -> None:
    assert flagged(answer, ev(POHANG)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("포항시재활용선별장: 평일 08:00~17:00. Weekend에도 08:00~12:00 open해요.", "Weekend"),
        ("포항시재활용선별장은 주말에도 운영해요.", "주말"),
    ],
)  # fmt: skip
def test_a_weekend_opening_the_data_lacks_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(POHANG))


# --- a day in advice to the user ---------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g42h2-0021's shape
        "강남구 자료에 화장대 수수료는 5,000원이에요. 주말에 한꺼번에 정리하실 거면 평일에 미리 신고해 "
        "두시는 걸 추천해요.",
        "화장대는 5,000원이에요. 주말에 치우실 계획이면 평일에 신고해 두시는 걸 권해요.",
        "화장대는 5,000원이에요. 토요일에 내놓으실 거면 목요일에 미리 신청하시는 게 좋아요.",
    ],
)  # fmt: skip
def test_days_of_advice_on_the_users_plan_pass(answer: str) -> None:
    assert flagged(answer, ev(DRESSER)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("화장대는 5,000원이에요. 주말에는 수거하지 않으니 평일에 미리 신고해 두시는 걸 추천해요.", "주말"),
        ("화장대는 5,000원이에요. 주말에는 수거가 없어요.", "주말"),
        ("화장대는 5,000원이에요. 주말에는 수거를 쉬니 평일에 미리 신고해 두시는 걸 추천해요.", "주말"),
        ("화장대는 5,000원이에요. 수거는 평일에만 해요.", "평일"),
    ],
)  # fmt: skip
def test_a_day_said_of_the_service_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(DRESSER))


def test_a_closed_day_before_advice_is_flagged_and_the_advised_day_is_not() -> None:
    # a day said closed with 에 ("일요일에 쉬니"; weekdays.closed_unstated), the advice after it no claim
    answer = "화장대는 5,000원이에요. 일요일에 쉬니 평일에 내놓으시는 게 좋아요."
    res = check(answer, ev(DRESSER))
    assert [c.text for c in res.unsupported] == ["일요일"]
    assert "closed" in (res.unsupported[0].why or "")


# --- a put-off the user is told to make --------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g42h1-0082's shape
        "어르신, 이번 주 날씨는 일기예보를 한번 보시는 게 제일 정확해요. 비 예보가 있으면 하루 미뤄서 "
        "내놓으시라고 전해 주세요.",
        "눈 예보가 있으면 수거 신청을 미루세요.",
        "비가 오면 하루 미뤄 두셨다가 내놓으세요.",
    ],
)  # fmt: skip
def test_advice_to_put_off_passes(answer: str) -> None:
    assert check(answer, ev(NORMAL)).grounded


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("비 예보가 있으면 수거가 하루 미뤄져요.", "미뤄"),
        ("비가 오면 대형폐기물 수거는 취소돼요.", "취소돼"),
        ("If it rains, the pickup is postponed by a day.", "postponed"),
    ],
)  # fmt: skip
def test_a_pickup_put_off_is_flagged(answer: str, span: str) -> None:
    res = check(answer, ev(NORMAL))
    assert [c.text for c in res.unsupported] == [span]
    assert res.unsupported[0].why == "no tool output states a pickup put off"


# --- a bare "7시" on either half of the clock --------------------------------------------------


def test_clock_readings() -> None:
    assert clock_readings((7, 0), "7시") == ((7, 0), (19, 0))
    assert clock_readings((19, 0), "오후 7시") == ((19, 0),)
    assert clock_readings((7, 0), "07:00") == ((7, 0),)


@pytest.mark.parametrize(
    "answer",
    [
        # g42h2-0007's shape
        "가구까지 받는 곳은 보람재활용센타예요(평일 09:00~19:00). 퇴근 후에도 7시까지 열려 있는 "
        "보람재활용센타를 추천드려요.",
        "보람재활용센타는 평일 7시까지 열어요.",
        "보람재활용센타가 7시까지 하니까 퇴근하고 가셔도 돼요.",
    ],
)  # fmt: skip
def test_seven_until_an_evening_close_passes(answer: str) -> None:
    assert flagged(answer, ev(ULSAN)) == []


def test_seven_as_the_end_of_a_morning_start_is_flagged() -> None:
    res = check("이안재활용마트는 7시까지 열어요.", ev(ULSAN_EARLY))
    assert [c.text for c in res.unsupported] == ["7시"]
    assert "start of a window" in (res.unsupported[0].why or "")
    assert flagged("이안재활용마트는 평일 7시부터 열어요.", ev(ULSAN_EARLY)) == []


# --- the superlative's own name, a bracket aside before its particle ---------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g42h2-0007's shape
        "근처 재활용센터가 3곳 나오는데, 제일 가까운 부일전자(약 1.0km)는 가전만 받아요.",
        "가장 가까운 부일전자(1,047m)는 가전만 받아요.",
        "가장 가까운 재활용센터는 부일전자예요.",
    ],
)  # fmt: skip
def test_the_nearest_named_after_the_superlative_passes(answer: str) -> None:
    assert flagged(answer, ev(ULSAN)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "제일 가까운 보람재활용센타(약 1.1km)는 가구도 받아요.",
        "근처 재활용센터가 3곳 나오는데, 제일 가까운 이안재활용마트(약 1.4km)는 가전을 받아요.",
        "가장 가까운 이안재활용마트(1,427m)는 가전이랑 식당비품을 받아요.",
    ],
)  # fmt: skip
def test_another_place_named_the_nearest_is_flagged(answer: str) -> None:
    res = check(answer, ev(ULSAN))
    assert [c.kind for c in res.unsupported] == ["nearest"]
    assert "가까운" in res.unsupported[0].text
    assert "1,047m" in (res.unsupported[0].why or "")
