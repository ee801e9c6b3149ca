"""Round 30 (r30a): invented service facts read by their class.

Answers that add a fact of the service of a class no output names at all: a payment means
(``카카오페이로도 결제할 수 있어요``, ``현금으로 내요``, ``pay by Kakao Pay``), an online way
(``홈페이지에서 인터넷 배출 신고``, ``buy the sticker online``), an office that takes or is paid at
(``every post office accepts them at the counter``, ``읍사무소 가서``), a trend of prices (``보통
월초에 값이 오르니까``, ``prices usually go up in winter``) —
:mod:`guardrails.grounding.service_classes`. Their faithful twins pass: an output that names the
class (a payment note, ``인터넷으로 접수``, the free pickup's web site, a 우체국), advice to check,
a negated clause, what is usual across regions, a price said to drop when the goods get wet.

The answers are the shapes of prod_holdout17's cases and new wordings of their classes.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)


def _rules(district: str, methods: list[str], places: list[str], phone: str) -> dict:
    return {"district": district, "source": "waste-rules", "as_of": "2025-10-22",
            "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보",
            "application_methods": methods, "places": places, "department": "자원순환과",
            "phone": phone}  # fmt: skip


GYEONGJU = _rules(
    "경주시", ["행정복지센터에서 배출확인증", "행정복지센터 배출확인증 발급"], ["행정복지센터 안내"],
    "054-779-6692",
)  # fmt: skip
GWANAK = _rules(
    "관악구", ["자가 또는 적정업체에 위탁처리"], ["처리업체로 운반 및 처리"], "02-879-6203"
)
CHANGWON = _rules(
    "창원시", ["대형폐기물 - 면.동 주민센터 신고 또는 인터넷으로 접수"], ["내 집 앞 또는 지정장소"],
    "055-212-4511",
)  # fmt: skip
PAYING = _rules(
    "경주시", ["행정복지센터 방문 신고 후 현금 또는 카드로 수수료 납부"], ["행정복지센터 안내"],
    "054-779-6692",
)  # fmt: skip


def _fees(district: str, query: str, rows: list[tuple[str, int]], note: bool) -> dict:
    out: dict[str, object] = {
        "district": district, "query": query, "item_count": len(rows),
        "items": [{"item_name": n, "name": n, "spec": None, "category": "가구류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for n, f in rows],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2024-10-07",
    }  # fmt: skip
    if note:
        out["appliance_note"] = NOTE
    return out


GURYE = _fees("구례군", "유모차", [("유모차", 2000)], note=True)
BED = dict(
    _fees("경주시", "침대", [("침대", 5000)], note=False),
    contact="수수료는 경상북도 경주시 자원순환과(054-779-6692)에 문의하세요.",
    phone="054-779-6692",
)

PAPER = {
    "region": "nationwide", "region_name": "전국", "query": "폐지", "item_count": 2,
    "items": [{"item_name": "신문지", "category": "paper", "form": "압축", "price_per_kg": 120,
               "price_text": "120원/kg"},
              {"item_name": "골판지", "category": "paper", "form": "압축", "price_per_kg": 80,
               "price_text": "80원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
MEDICINE = {
    "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "guidance": [{"item_type": "medicine", "name": "폐의약품",
                  "how": "알약은 포장을 벗겨 모으고, 물약은 한 병에 모아 새지 않게 밀봉해 가져갑니다.",
                  "where": ["약국·보건소의 폐의약품 수거함",
                            "일부 지자체의 우체통(폐의약품 전용 봉투) 또는 행정복지센터 수거함"]}],
    "district_has_data": False, "points": [], "found": 0,
    "note": "경상북도 경주시의 폐의약품 장소 자료는 없습니다.",
}  # fmt: skip


# --- a payment means no output names --------------------------------------------------------


@pytest.mark.parametrize(
    ("obj", "answer", "wrong"),
    [
        (
            GYEONGJU,
            "경주시는 행정복지센터에서 배출확인증을 발급받아 배출하시면 되고, 문의는 자원순환과 "
            "054-779-6692입니다. 배출확인증 수수료는 카카오페이로도 결제할 수 있어요.",
            ["카카오페이"],
        ),
        (GYEONGJU, "수수료는 네이버페이로 내시면 돼요.", ["네이버페이"]),
        (GYEONGJU, "You can pay the certificate fee by Kakao Pay as well.", ["Kakao Pay"]),
        (GURYE, "유모차: 2,000원\n읍사무소 가서 현금으로 내요. 그 다음 집 앞에 내놓으세요.", None),
        (GURYE, "The stroller is 2,000 won; you pay it in cash when you apply.", ["cash"]),
    ],
)
def test_a_payment_means_no_output_names_is_flagged(
    obj: dict, answer: str, wrong: list[str] | None
) -> None:
    got = flagged(answer, ev(obj))
    if wrong is None:  # the office and the cash are both the writer's own
        assert "현금" in got and "읍사무소" in got
    else:
        assert got == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "행정복지센터에 신고하고 수수료는 현금이나 카드로 내시면 돼요.",  # the output's own ways
        "Report it at the community centre and pay the fee in cash or by card.",
    ],
)
def test_a_payment_means_an_output_names_passes(answer: str) -> None:
    assert flagged(answer, ev(PAYING)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "현금 결제가 되는지는 자원순환과(054-779-6692)에 확인해 보세요.",
        "Whether you can pay by card isn't stated; ask the office on 054-779-6692.",
    ],
)
def test_a_payment_means_asked_or_negated_passes(answer: str) -> None:
    assert flagged(answer, ev(GYEONGJU)) == []


# --- an online way no output gives -----------------------------------------------------------


@pytest.mark.parametrize(
    ("obj", "answer", "wrong"),
    [
        (
            BED,
            "경주시 침대는 5,000원이에요. 자원순환과(054-779-6692)에 문의하시면 되고, 경주시는 "
            "시청 홈페이지에서 인터넷 배출 신고를 하면 스티커 없이 바로 내놓을 수 있어요.",
            ["홈페이지"],
        ),
        (
            GWANAK,
            "1. 배출 방법: 자가 또는 적정업체에 위탁처리\n2. 구청 홈페이지에서 배출 스티커를 "
            "온라인으로 구매해 붙여 내놓을 수도 있어요.",
            ["홈페이지"],
        ),
        (
            GWANAK,
            "Gwanak: take it yourself or hire a licensed firm. You can also buy the sticker online "
            "on the district website.",
            ["website", "online"],  # (where to buy, and the online way)
        ),
    ],
)
def test_an_online_way_no_output_gives_is_flagged(obj: dict, answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(obj)) == wrong


@pytest.mark.parametrize(
    ("obj", "answer"),
    [
        (CHANGWON, "창원시는 주민센터에 신고하거나 인터넷으로 접수하시면 돼요."),  # the output's way
        (CHANGWON, "In Changwon you can report it at the community centre or apply online."),
        (GURYE, "유모차는 2,000원이에요. 대형 가전은 www.15990903.or.kr에서 온라인으로 무료 수거를 "
                "신청할 수 있어요."),  # the free pickup's web site
        (GWANAK, "구청 청소 담당 부서나 구청 홈페이지에서 신청 방법을 확인하시는 게 정확해요."),
        (GWANAK, "보통 구청 홈페이지나 주민센터에서 신고하는데, 지역마다 조금씩 달라요."),  # usual
    ],
)  # fmt: skip
def test_an_online_way_an_output_gives_or_advice_passes(obj: dict, answer: str) -> None:
    assert flagged(answer, ev(obj)) == []


# --- an office said to take or be paid at ---------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "Usually you can bring pills to a pharmacy or public health centre box, and in "
            "Gyeongju every post office accepts them at the counter.",
            ["post office"],
        ),
        ("경주에서는 우체국 창구에서도 폐의약품을 받아 줘요.", ["우체국"]),
    ],
)
def test_an_office_no_output_names_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE)) == wrong


def test_a_township_office_no_output_names_is_flagged() -> None:
    assert flagged("유모차 수수료 2,000원은 면사무소에 가서 내세요.", ev(GURYE)) == ["면사무소"]


def test_a_township_office_over_the_community_centre_passes() -> None:
    """행정복지센터 is the 읍·면 office's name now: an output naming it carries the office."""
    assert flagged("알약은 면사무소에 가져가시면 수거해 줘요.", ev(MEDICINE)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "약국·보건소의 수거함에 넣거나, 일부 지자체는 우체통에 전용 봉투로 넣을 수 있어요.",
        "Pharmacy and health-centre bins take them; some towns also take them in postboxes.",
    ],
)
def test_the_outputs_own_places_pass(answer: str) -> None:
    assert flagged(answer, ev(MEDICINE)) == []


def test_a_post_office_an_output_names_passes() -> None:
    named = dict(MEDICINE, note="경주시는 우체국 창구에서도 폐의약품을 받습니다.")
    assert flagged("경주시는 우체국 창구에서도 폐의약품을 받아요.", ev(named)) == []


# --- a trend of prices ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "전국 평균으로 신문지 kg당 120원, 골판지는 80원이에요. 폐지는 보통 월초에 값이 "
            "오르니까 그때 파는 게 나아요.",
            ["값이 오르"],
        ),
        ("Cardboard is 80 won/kg; prices usually go up in winter, so hold on to it.", None),
        ("요즘 시세가 올라서 다음 달엔 더 오를 거예요.", ["시세가 올라"]),
    ],
)
def test_a_price_trend_no_output_gives_is_flagged(answer: str, wrong: list[str] | None) -> None:
    got = flagged(answer, ev(PAPER))
    if wrong is None:
        assert len(got) == 1 and "prices" in got[0]
    else:
        assert got == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "폐지는 젖으면 값이 떨어지니 말려서 파세요. 신문지는 kg당 120원이에요.",  # a condition
        "시세는 수요에 따라 오르내리니 참고만 하세요.",  # it varies
        "가격이 오를 수도 있으니 고물상에 확인해 보세요.",  # a possibility, advice to check
        "Newspaper is 120 won/kg; prices may rise later, so check with the dealer.",
    ],
)
def test_a_price_said_to_vary_or_drop_when_wet_passes(answer: str) -> None:
    assert flagged(answer, ev(PAPER)) == []


# --- half a price beside two prices that are not one the double of the other ------------------

PET = {
    "region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 2,
    "items": [{"item_name": "PET", "category": "plastic", "form": "압축", "price_per_kg": 350,
               "price_text": "350원/kg"},
              {"item_name": "PET(플레이크)", "category": "plastic", "form": "플레이크",
               "price_per_kg": 650, "price_text": "650원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "National average from the Jan 2025 survey:\n- PET, compressed: 350 won/kg\n- PET "
            "flake: 650 won/kg\nMake sure labels are stripped off, or they'll only pay half.",
            ["pay half"],
        ),
        (
            "PET 압축은 kg당 350원, 플레이크는 650원이에요. 라벨을 안 떼면 절반 정도만 쳐줘요.",
            ["절반 정도만 쳐"],
        ),
    ],
)
def test_half_beside_prices_not_double_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PET)) == wrong


def test_half_of_two_stated_prices_that_are_double_passes() -> None:
    rows = [("EPS", "압축", 200), ("EPS(비압축)", "비압축", 100)]
    eps = dict(PET, query="EPS", items=[
        {"item_name": n, "category": "plastic", "form": f, "price_per_kg": p,
         "price_text": f"{p}원/kg"} for n, f, p in rows])  # fmt: skip
    answer = "압축 EPS는 kg당 200원, 비압축은 100원이라 압축 안 하면 절반 가격만 쳐줘요."
    assert flagged(answer, ev(eps)) == []


def test_a_price_said_to_drop_if_wet_passes_in_english() -> None:
    answer = "Cardboard is 80 won/kg. Prices drop if the cardboard gets wet, so keep it dry."
    assert flagged(answer, ev(PAPER)) == []


# --- a drop-off yard or centre no output names ------------------------------------------------

GWACHEON = _rules("과천시", ["계약 후 처리"], ["처리업체와 협의장소"], "02-3677-2252")
YARD = _rules("과천시", ["재활용선별장 직접 반입"], ["과천시 재활용선별장"], "02-3677-2252")


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "In Gwacheon you arrange it by contract with a disposal company (계약 후 처리), and the "
            "pickup spot is wherever you agree with that company. Questions go to 02-3677-2252. "
            "You can also drop items at the city recycling yard on Saturdays.",
            ["recycling yard"],
        ),
        (
            "과천시는 업체와 계약해 처리해요. 시 재활용센터에 직접 가져가도 받아 줘요.",
            ["재활용센터"],
        ),
    ],
)
def test_a_drop_off_yard_no_output_names_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GWACHEON)) == wrong


@pytest.mark.parametrize(
    ("obj", "answer"),
    [
        (YARD, "과천시는 재활용선별장에 직접 가져가시면 받아 줘요."),  # the output's own yard
        (MEDICINE, "There are no drop-off points listed for Gyeongju; pharmacies take pills."),
    ],
)
def test_a_yard_an_output_names_or_a_drop_off_point_passes(obj: dict, answer: str) -> None:
    assert flagged(answer, ev(obj)) == []
