"""Round 49 (r49a): invented service facts in prose that the check passed (prod_holdout39/40).

- A door pickup said with a word before the door (``picks it up from your front door``), a truck
  coming to the door, ``집 앞까지 와서 가져가요``; a consequence after a comma (``, so you don't
  need to haul it``) negates no pickup (:mod:`.service_ways`; g57h0-0057).
- Clear and coloured PET are kinds of their own: a machine listing 투명페트병 does not take
  유색페트병 (:mod:`.kinds`; g57h0-0070).
- An English department's proper name that fits none of the outputs' departments (``Wando County
  Environment Division`` over 고금면사무소) (:mod:`.unfit_departments`; g57h1-0069).
- An exchange scheme where no output speaks of exchanging (``bring 10 used batteries and get 1
  new one``), and a rate where the outputs name the exchange but give no rate (``우유팩 1kg당
  화장지 1롤``) (:mod:`.unstated_exchanges`; g57h2-0029, g57h2-0076).
- The price said to fall for a mixed lot (``색이 섞이면 단가가 절반으로 떨어지니``)
  (:mod:`.attributes`; g58h0-0007).
- The temperature to come after a time to come, in the present or reported tense (``내일은 오후부터
  영하로 떨어진다니까``, ``tomorrow it drops below freezing``) over normals (:mod:`.forecast`;
  g58h0-0038).
- A least quantity after ``if`` followed by a waiver (``If you have five or more chairs, Iksan
  waives the fee for the extra ones``) is a rule's bound, not advice (:mod:`.ruled_bounds`;
  g58h1-0002).
- ``…는 경우에만 무료`` is a requirement of the free service like ``…야 무료`` (:mod:`.free_requirements`;
  g58h3-0035).

Each with other wording, the other language, other values, and the faithful neighbours.
"""

from __future__ import annotations

from guardrails.grounding.departments import fits
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged, glass_prices

# ---- door pickup --------------------------------------------------------------------------------

_SELF_DRIVE = {
    "district": "경남 고성군", "full_name": "경상남도 고성군", "source": "waste-rules",
    "application_methods": ["읍·면사무소에 배출신고 후 개인차량을 이용하여 지정된 장소에 배출"],
    "places": ["지정된 장소"], "department": "환경과", "phone": "055-670-2423",
}  # fmt: skip
_DOOR = {**_SELF_DRIVE, "application_methods": ["구청에 신고 후 문전 수거(방문수거)"]}


def test_door_pickup_case_shape_flagged() -> None:
    answer = (
        "You report the item at your eup/myeon office first. After that the county truck picks it "
        "up from your front door, so you don't need to haul it anywhere."
    )
    assert flagged(answer, ev(_SELF_DRIVE)) == ["picks it up from your front door"]


def test_door_pickup_other_wording_and_korean_flagged() -> None:
    assert flagged("Then the collection crew comes to your door.", ev(_SELF_DRIVE)) == [
        "crew comes to your door"
    ]
    assert flagged("신고하시면 집 앞까지 와서 가져가요.", ev(_SELF_DRIVE)) != []


def test_door_pickup_faithful_neighbours_pass() -> None:
    answer = "After that the county truck picks it up from your front door."
    assert flagged(answer, ev(_DOOR)) == []
    assert flagged("신고하시면 집 앞까지 와서 가져가요.", ev(_DOOR)) == []
    # the outputs' place "집 앞" carries a pickup at the door
    at_home = {
        **_SELF_DRIVE,
        "application_methods": ["수거업체에 접수하면 업체에서 수거"],
        "places": ["집 앞"],
    }
    assert flagged("수거업체에 접수하면 업체가 집 앞에서 수거해 가요.", ev(at_home)) == []
    # a pickup said not to be offered stays unread
    assert flagged("The county doesn't pick it up from your front door.", ev(_SELF_DRIVE)) == []


# ---- kinds of PET -------------------------------------------------------------------------------


def _machine(items: list[str]) -> dict[str, object]:
    return {
        "item_type": "pet_compensation", "kind_name": "투명 페트병 보상", "source": "keco-sites",
        "points": [{"name": "개미배움터 재활용 무인회수기", "address": "경양로235번길 14-14",
                    "phone": "062-608-2523", "items": items, "distance_m": 1512}],
        "found": 1,
    }  # fmt: skip


def test_coloured_pet_at_clear_pet_machine_flagged() -> None:
    answer = "약 1.5km 거리에 개미배움터 재활용 무인회수기가 있어요. 투명페트병, 캔에 유색페트병까지 받아요."
    assert flagged(answer, ev(_machine(["투명페트병", "캔"]))) != []
    english = "The 개미배움터 재활용 무인회수기 takes cans and coloured PET bottles too."
    assert flagged(english, ev(_machine(["투명페트병", "캔"]))) != []


def test_pet_kinds_faithful_neighbours_pass() -> None:
    answer = "약 1.5km 거리에 개미배움터 재활용 무인회수기가 있어요. 투명페트병, 캔을 받아요."
    assert flagged(answer, ev(_machine(["투명페트병", "캔"]))) == []
    plain = "약 1.5km 거리에 개미배움터 재활용 무인회수기가 있어요. 유색페트병도 받아요."
    assert flagged(plain, ev(_machine(["PET", "캔"]))) == []
    english = "The 개미배움터 재활용 무인회수기 only takes clear PET bottles and cans."
    assert flagged(english, ev(_machine(["투명페트병", "캔"]))) == []
    bare = "약 1.5km 거리에 개미배움터 재활용 무인회수기가 있어요. 페트병도 받아요."
    assert flagged(bare, ev(_machine(["투명페트병", "캔"]))) == []


# ---- a department no output names ---------------------------------------------------------------

_WANDO = {
    "district": "완도군", "full_name": "전라남도 완도군", "source": "waste-rules",
    "application_methods": ["소각장 직접 반입"], "places": ["각동네별 배출장소"],
    "department": "고금면사무소", "phone": "061-550-6413",
}  # fmt: skip


def test_unfit_department_case_shape_flagged() -> None:
    answer = "- Contact: Wando County Environment Division, 061-550-6413"
    assert flagged(answer, ev(_WANDO)) == ["Environment Division"]
    other = "Call the Resource Recycling Department on 061-550-6413."
    assert flagged(other, ev(_WANDO)) == ["Resource Recycling Department"]


def test_fitting_or_generic_department_passes() -> None:
    own = {**_WANDO, "department": "환경과"}
    assert flagged("- Contact: Wando County Environment Division, 061-550-6413", ev(own)) == []
    assert fits(["environment"], "환경과")
    # a generic lower-case word is no proper name
    assert flagged("You can also ask the environment division at 061-550-6413.", ev(_WANDO)) == []


# ---- exchanges ----------------------------------------------------------------------------------

_BINS = {
    "item_type": "battery", "kind_name": "폐건전지", "source": "lamp-battery-bins",
    "guidance": [{"item_type": "battery", "name": "폐건전지",
                  "how": "건전지를 모아 수거함에 넣고, 보조배터리는 단자에 절연 테이프를 붙여 배출합니다.",
                  "where": ["행정복지센터(주민센터)의 폐건전지 수거함"]}],
    "points": [], "found": 0,
}  # fmt: skip
_CENTRE = {
    "query": "재활용센터", "found": 1,
    "places": [{"name": "서천군재활용처리시설", "phone": "041-950-4336", "hours": "평일 09:00~18:00",
                "items": ["의류 판매 및 수선", "책", "우유팩 화장지 교환 등"], "distance_m": 588}],
}  # fmt: skip


def test_exchange_scheme_no_output_states_flagged() -> None:
    answer = (
        "Gwanak-gu also runs an exchange scheme: bring 10 used batteries and get 1 new one at "
        "your community center."
    )
    assert flagged(answer, ev(_BINS)) != []
    assert flagged("폐건전지를 모아 가시면 새 건전지로 바꿔 줘요.", ev(_BINS)) != []
    assert flagged("You can trade your old batteries for new ones there.", ev(_BINS)) != []


def test_exchange_scheme_hedged_or_stated_passes() -> None:
    hedged = "Some community centers run an exchange scheme for used batteries, so ask yours."
    assert flagged(hedged, ev(_BINS)) == []
    answer = "서천군재활용처리시설(약 590m)에서 우유팩을 화장지로 교환해 줘요."
    assert flagged(answer, ev(_CENTRE)) == []


def test_exchange_rate_no_output_states_flagged() -> None:
    answer = "서천군재활용처리시설에서 우유팩을 화장지로 교환해 줘요. 우유팩 1kg당 화장지 1롤로 바꿔 줘요."
    assert flagged(answer, ev(_CENTRE)) == ["1kg당 화장지 1롤"]
    english = "At 서천군재활용처리시설, 1 kg of milk cartons gets you 2 rolls of tissue."
    assert flagged(english, ev(_CENTRE)) != []


def test_exchange_rate_stated_passes() -> None:
    stated = {**_CENTRE, "note": "종이팩 1kg → 화장지 1롤"}
    answer = "서천군재활용처리시설에서 우유팩 1kg을 가져가면 화장지 1롤로 바꿔 줘요."
    assert flagged(answer, ev(stated)) == []


# ---- mixed-lot pricing --------------------------------------------------------------------------

_GLASS = glass_prices()


def test_mixed_colour_price_drop_flagged() -> None:
    korean = "색깔별로 나눠 모으세요. 색이 섞이면 단가가 절반으로 떨어지니 주의하세요."
    assert flagged(korean, ev(_GLASS)) != []
    other = "섞어서 내면 값이 반값이 돼요."
    assert flagged(other, ev(_GLASS)) != []
    english = "If the colours are mixed, the price drops by half, so sort them."
    assert flagged(english, ev(_GLASS)) != []


def test_mixed_colour_caution_or_stated_passes() -> None:
    assert flagged("이물질이 섞이면 값이 떨어질 수 있어요.", ev(_GLASS)) == []
    stated = glass_prices(note="색이 섞인 혼합 파유리는 단가가 절반입니다.")
    assert flagged("색이 섞이면 단가가 절반으로 떨어져요.", ev(stated)) == []


# ---- a forecast over normals --------------------------------------------------------------------

_NORMAL = {
    "kind": "monthly_normal", "station": "서울", "district": "동작구", "month": 12,
    "temperature_c": 0.4, "humidity_pct": 61, "precipitation_mm_month": 23, "tips": [],
    "source": "embedded-normals", "as_of": "1991-2020",
}  # fmt: skip


def test_next_day_temperature_over_normals_flagged() -> None:
    answer = "12월 평년 기온은 0.4도 정도예요. 내일은 오후부터 영하로 떨어진다니까 따뜻하게 입어요!"
    assert flagged(answer, ev(_NORMAL)) != []
    assert flagged("평년 기온은 0.4도예요. 모레는 기온이 확 내려간대요.", ev(_NORMAL)) != []
    english = "The December normal is 0.4°C. Tomorrow it drops below freezing in the afternoon."
    assert flagged(english, ev(_NORMAL)) != []


def test_normal_and_conditional_temperature_pass() -> None:
    assert flagged("12월 평년 기온은 0.4도 정도예요. 따뜻하게 입어요!", ev(_NORMAL)) == []
    conditional = "평년 기온은 0.4도예요. 내일 영하로 떨어지면 장갑을 챙기세요."
    assert flagged(conditional, ev(_NORMAL)) == []


# ---- a waiver above a count ---------------------------------------------------------------------

_CHAIRS = {
    "district": "익산시", "full_name": "전북특별자치도 익산시", "query": "의자",
    "items": fee_rows("의자", 1000, 2000), "source": "bulk-waste-fees", "covered": True,
}  # fmt: skip


def test_waiver_above_count_flagged() -> None:
    answer = (
        "Chairs in Iksan are 1,000 or 2,000 won. If you have five or more chairs, Iksan waives "
        "the fee for the extra ones."
    )
    assert flagged(answer, ev(_CHAIRS)) != []
    other = "Chairs are 1,000 or 2,000 won. If you put out 3 or more, the rest go free."
    assert flagged(other, ev(_CHAIRS)) != []


def test_if_bound_as_advice_passes() -> None:
    answer = (
        "Chairs in Iksan are 1,000 or 2,000 won. If you have two or more chairs, book them "
        "together in one request."
    )
    assert flagged(answer, ev(_CHAIRS)) == []


# ---- a requirement of the free pickup -----------------------------------------------------------

_AIRCON = {
    "district": "도봉구", "query": "에어컨", "item_count": 0, "items": [], "covered": False,
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903)로 "
    "무료 배출할 수 있습니다.",
}  # fmt: skip


def test_only_in_case_requirement_flagged() -> None:
    answer = (
        "에어컨은 무상방문수거(1599-0903)로 배출하는데, 실외기까지 함께 내놓는 경우에만 무료예요."
    )
    assert flagged(answer, ev(_AIRCON)) != []
    other = "냉장고는 문짝을 떼어 놓은 때만 무상으로 가져가요."
    assert flagged(other, ev(_AIRCON)) != []


def test_only_in_case_in_outputs_words_passes() -> None:
    answer = "에어컨은 무상방문수거 서비스로 배출하는 경우에만 무료예요."
    assert flagged(answer, ev(_AIRCON)) == []
