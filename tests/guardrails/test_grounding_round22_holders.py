"""Round 22 (r22a): a value said of a named holder must be in that holder's own record
(``guardrails.grounding.own_records``, names read by ``guardrails.grounding.holder_forms``).

A holder is named in the forms an answer writes it — its Hangul name, its road address, a Latin
spelling with generic parts translated (``Dohwa 2-dong community center``, ``12 Songnim-ro
30-gil``, ``Saebit Environment``), a name with a Latin part (``송림eco``). A distance, day, phone,
location detail, way of applying or place then given to it that only another holder's record
holds is flagged; faithful lists (Korean and English), values no other holder holds, and hedged,
negated or compared values pass. The wordings are new (none is a corpus case).
"""

from __future__ import annotations

import pytest

from guardrails.grounding.holder_forms import forms, mentions
from guardrails.grounding.holder_values import WHY, days
from guardrails.grounding.own_records import own_record_claims
from guardrails.grounding.step_places import WHY as STEP_WHY
from guardrails.grounding.step_places import step_place_claims
from tests.guardrails.grounding_helpers import ev, flagged


def _row(name: str, address: str, m: int, hours: str | None = None, **extra: object) -> dict:
    row: dict[str, object] = {"name": name, "address": address, "phone": "032-880-4000",
                              "distance_m": m} | extra  # fmt: skip
    if hours is not None:
        row["hours"] = hours
    return row


CENTRES = {
    "query": "재활용센터",
    "radius_m": 5000,
    "found": 3,
    "places": [
        _row(
            "도화2동 행정복지센터",
            "인천광역시 미추홀구 송림로 12",
            410,
            "월 10:00~12:00, 그 외 휴무",
        ),
        _row("송림eco", "인천광역시 동구 송림로30길 12", 980, "목 14:00~16:00, 그 외 휴무"),
        _row("숭의공원", "인천광역시 미추홀구 독배로 300", 1730, "토 09:00~11:00, 그 외 휴무"),
    ],
    "source": "recycling-centers,keco-sites",
}
BINS = {
    "item_type": "medicine",
    "points": [
        _row("미추홀구청", "인천광역시 미추홀구 독정이로 95", 350, detail="본관 1층 민원실 옆"),
        _row("주안1동 행정복지센터", "인천광역시 미추홀구 주안로 100", 720, detail="정문 앞"),
    ],
    "source": "medicine-bins",
}
CONTRACTORS = {
    "district": "옹진군",
    "source": "waste-rules",
    "application_methods": ["새빛환경(032-899-1111)에 문의", "바다자원(032-899-2222)에 문의"],
    "department": "환경녹지과",
    "phone": "032-899-3000",
}


def _rules(district: str, method: str, place: str, phone: str) -> dict:
    return {"district": district, "source": "waste-rules", "application_methods": [method],
            "places": [place], "department": "환경과", "phone": phone}  # fmt: skip


TWO_DISTRICTS = (
    _rules("강화군", "읍면 행정복지센터에서 스티커 구입 후 부착하여 배출", "인천환경공단 청라사업소",
           "032-930-3000"),
    _rules("계양구", "계양구청 홈페이지에서 인터넷 신고 후 배출", "계양구 자원순환센터",
           "032-450-5000"),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "objs", "text"),
    [
        # a day of another row, the row named by its Latin spelling
        ("1. Dohwa 2-dong Community Center — about 410 m, Thursdays 14:00–16:00", (CENTRES,),
         "Thursdays"),
        # a name with a Latin part, in Korean
        ("- 송림eco: 약 1km, 월 10:00~12:00", (CENTRES,), "월"),
        # another row's distance, the row named by its romanized road address
        ("The closest is 12 Songnim-ro 30-gil, about 410 m away.", (CENTRES,), "410 m"),
        # another bin's location detail, in English
        ("The Juan 1-dong community center box is on the 1st floor next to the civil affairs "
         "office.", (BINS,), "1st floor"),
        # a holder prose writes before its phone, named in English
        ("For pickup, call Saebit Environment at 032-899-2222.", (CONTRACTORS,), "032-899-2222"),
        # a district's place given to another district
        ("계양구는 홈페이지로 신고하고 인천환경공단 청라사업소로 가져가면 돼요.", TWO_DISTRICTS,
         "인천환경공단청라사업소"),
        # a district's way of applying given to another district
        ("In Gyeyang-gu, buy a sticker and attach it before putting it out.", TWO_DISTRICTS,
         "sticker"),
    ],
)  # fmt: skip
def test_another_holders_value_is_flagged(answer: str, objs: tuple, text: str) -> None:
    hits = own_record_claims(answer, ev(*objs).sources)
    assert text in {c.text for c in hits} | {str(c.value) for c in hits}, hits
    assert all(c.why == WHY for c in hits)
    assert flagged(answer, ev(*objs))  # the check flags it (this reading or an older one)


@pytest.mark.parametrize(
    ("answer", "objs"),
    [
        ("1. Dohwa 2-dong Community Center — about 410 m, Mondays 10:00–12:00\n"
         "2. 송림eco — about 1 km, Thursdays 14:00–16:00\n"
         "3. Sungui Park — about 1.7 km, Saturdays 09:00–11:00", (CENTRES,)),
        ("- 도화2동 행정복지센터: 약 0.4km, 월 10:00~12:00\n- 송림eco: 약 980m, 목 14:00~16:00",
         (CENTRES,)),
        ("12 Songnim-ro 30-gil is about 1 km away and opens on Thursdays.", (CENTRES,)),
        # negated, compared or hedged: never flagged
        ("송림eco는 월요일이 아니라 목요일에 열어요.", (CENTRES,)),
        ("Dohwa 2-dong is closer than the 980 m to 송림eco.", (CENTRES,)),
        # two holders named with no value between
        ("도화2동 행정복지센터와 송림eco는 모두 평일에 열어요.", (CENTRES,)),
        # a detail the holder's own record holds, in translation
        ("The 미추홀구청 box is on the 1st floor by the civil affairs office; the Juan 1-dong "
         "center one is in front of the main gate.", (BINS,)),
        ("Call Saebit Environment (032-899-1111) or 바다자원 (032-899-2222).", (CONTRACTORS,)),
        ("강화군은 행정복지센터에서 스티커를 사 붙이고, 계양구는 홈페이지에서 인터넷으로 신고해요.",
         TWO_DISTRICTS),
    ],
)  # fmt: skip
def test_own_values_pass(answer: str, objs: tuple) -> None:
    assert own_record_claims(answer, ev(*objs).sources) == []


def test_forms_of_a_name() -> None:
    assert "saebitenvironment" in forms("새빛환경")
    assert "dohwa2dongcommunitycenter" in forms("도화2동 행정복지센터")
    assert {"12songnimro30gil", "송림로30길12"} <= forms("인천광역시 동구 송림로30길 12")
    assert "재활용센터" not in forms("재활용센터")  # a generic word names no one holder


def test_a_form_two_holders_share_names_neither() -> None:
    said = mentions("송림 센터", [(frozenset({"송림"}), 1), (frozenset({"송림"}), 1)])
    assert said and said[0][2] < 0


def test_a_name_that_is_another_rows_address_names_neither() -> None:
    # the clothing-bin data names bins by an address and gives them another one: the bin named
    # "성미산로 5길 48" (110 m) sits at 성미산로5길 25, and the bin at 성미산로5길 48 is 67 m away —
    # the offline model's own list line must pass
    bins = {"points": [
        {"name": "월드컵로30나길 8", "address": "서울특별시 마포구 성미산로5길 48", "distance_m": 67},
        {"name": "성미산로5길 25", "address": "서울특별시 마포구 성미산로7안길 38", "distance_m": 99},
        {"name": "성미산로 5길 48", "address": "서울특별시 마포구 성미산로5길 25", "distance_m": 110},
    ]}  # fmt: skip
    answer = "- 성미산로 5길 48 (110m, 서울특별시 마포구 성미산로5길 25)"
    assert "성미산로5길48" in forms("성미산로 5길 48")
    assert own_record_claims(answer, ev(bins).sources) == []
    # a bin named by its own unique name still gets only its own distance
    assert [c.text for c in own_record_claims("- 월드컵로30나길 8 (99m)", ev(bins).sources)] == [
        "99m"
    ]


def test_days() -> None:
    assert days("월~금 09:00~18:00") == frozenset("월화수목금")
    assert days("Mon–Wed and Saturdays") == frozenset("월화수토")
    assert days("weekdays only") == frozenset("월화수목금")
    assert days("수거함 앞") == frozenset()


def test_answer_without_holders_is_untouched() -> None:
    assert (
        own_record_claims("모란re100 is open on Tuesdays.", ev({"district": "성남시"}).sources)
        == []
    )
    assert flagged("- 송림eco: 약 1km, 목 14:00~16:00", ev(CENTRES)) == []


# a paper step of a district's procedure said at another kind of place (step_places)
ONE_DISTRICT = _rules("옹진군", "면사무소에서 배출신고서 작성 후 수수료 납부, 지정 장소에 배출",
                      "옹진군 매립장", "032-899-3000")  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "옹진군 매립장에서 배출신고서를 작성하고 수수료를 내면 돼요.",
        "Fill out the report form at the landfill, then pay the fee.",
    ],
)
def test_a_step_at_another_place_is_flagged(answer: str) -> None:
    claims = step_place_claims(answer, ev(ONE_DISTRICT).sources)
    assert [c.why for c in claims] == [STEP_WHY]


@pytest.mark.parametrize(
    "answer",
    [
        "면사무소에서 배출신고서를 작성하고 수수료를 낸 뒤 지정 장소에 내놓으세요.",
        "Fill out the report form at the myeon office, then take it to the landfill.",
        "매립장에서 배출신고서를 쓰는 게 아니라 면사무소에서 써요.",
        "배출신고서는 면사무소에서 작성하고, 물건은 매립장에 가져가요.",
    ],
)
def test_a_step_at_its_own_place_passes(answer: str) -> None:
    assert step_place_claims(answer, ev(ONE_DISTRICT).sources) == []
