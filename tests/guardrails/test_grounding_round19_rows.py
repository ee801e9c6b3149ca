"""Round 19 (r19e): values in listed rows bound to the wrong row, and contact numbers given to the
wrong holder.

A row of an English list names its record by the romanised name (``Huimang Pharmacy`` for
희망약국, ``Jungang Hyundai Apartment`` for 중앙현대아파트, ``the Deokjin-gu Office, 1st floor`` for
덕진구청1층, ``Seosin-ro 12beon-gil`` for 서신로12번길) or by the Korean name that opens the bracket
after it (``Hope Pharmacy (희망약국, …)``); a phone is said of the kind of holder its clause names
(an office or department of the district, or the free take-back service). Each table: the flag
case with the flagged text, and the faithful neighbours."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _point(name: str, address: str, distance: int, phone: str) -> dict:
    return {"name": name, "address": address, "detail": None, "district": "전주시",
            "phone": phone, "items": [], "distance_m": distance, "as_of": "2025-09-30"}  # fmt: skip


def _medicine_bins(*points: dict) -> dict:
    """A medicine-bin search that found ``points``."""
    return {"item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
            "points": list(points), "found": len(points), "as_of": "2025-09-30"}  # fmt: skip


PHARMACIES = _medicine_bins(
    _point("희망약국", "전라북도 전주시 완산구 서신로12번길 8, 1층 (서신동)", 120, "063-271-4410"),
    _point("온누리약국", "전라북도 전주시 완산구 서신로12번길 10 (서신동)", 135, "063-274-9902"),
    _point("중앙약국", "전라북도 전주시 완산구 서신로 77 (서신동)", 610, "063-228-3031"),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a romanised pharmacy name binds its row's phone and distance
        ("Huimang Pharmacy (about 120 m, tel. 063-271-4410); Onnuri Pharmacy (about 140 m, "
         "tel. 063-274-9902); Jungang Pharmacy (about 610 m, tel. 063-228-3031).", []),
        ("Huimang Pharmacy (about 120 m, tel. 063-274-9902); Onnuri Pharmacy (about 140 m, "
         "tel. 063-271-4410).", ["063-274-9902", "063-271-4410"]),
        ("Huimang Pharmacy is about 610 m away.", ["610 m"]),
        # the Korean name that opens the bracket names the row, whatever the English before it
        ("Hope Pharmacy (희망약국, 8 Seosin-ro 12beon-gil, about 120 m, tel. 063-271-4410); "
         "All-Good Pharmacy (온누리약국, about 140 m, tel. 063-274-9902).", []),
        ("Hope Pharmacy (희망약국, 8 Seosin-ro 12beon-gil, about 120 m, tel. 063-274-9902); "
         "All-Good Pharmacy (온누리약국, about 140 m, tel. 063-271-4410).",
         ["063-274-9902", "063-271-4410"]),
    ],
)  # fmt: skip
def test_romanised_and_glossed_pharmacies(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PHARMACIES)) == wrong


BINS = _medicine_bins(
    _point("덕진구청1층", "전라북도 전주시 덕진구 벚꽃로 54", 290, "063-270-6644"),
    _point("중앙현대아파트", "전라북도 전주시 덕진구 기린대로 418", 720, "063-270-6644"),
    _point("송천1동", "전라북도 전주시 덕진구 송천중앙로 12", 150, "063-270-6644"),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a facility named with its floor, an apartment by its words and builder's name
        ("Bins nearby: Songcheon 1-dong at about 150 m; the Deokjin-gu Office, 1st floor — about "
         "290 m; and the Jungang Hyundai Apartment management office — about 720 m.", []),
        ("Bins nearby: Songcheon 1-dong at about 150 m; the Deokjin-gu Office, 1st floor — about "
         "720 m; and the Jungang Hyundai Apartment management office — about 290 m.",
         ["720 m", "290 m"]),
        ("The Jungang Hyundai Apartments bin is about 150 m away.", ["150 m"]),
    ],
)  # fmt: skip
def test_a_floor_and_an_apartment_in_english(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


NOTE = ("대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
        "www.15990903.or.kr)로 무료 배출할 수 있습니다.")  # fmt: skip
FEES = {
    "district": "원주시",
    "query": "세탁기",
    "items": [{"item_name": "세탁기", "name": "세탁기", "spec": None, "fee": 4000,
               "fee_text": "4,000원", "is_free": False}],
    "source": "bulk-waste-fees",
    "as_of": "2024-10-01",
    "appliance_note": NOTE,
}  # fmt: skip
RULES = {
    "district": "원주시",
    "source": "waste-rules",
    "department": "자원순환과",
    "phone": "033-737-2952",
    "phone_note": "문의: 강원특별자치도 원주시 자원순환과 033-737-2952",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the take-back hotline given to an office or a department, and the reverse
        ("A washing machine is 4,000 won, or book the free appliance pickup at 1599-0903. For "
         "other questions, the resource circulation department is at 033-737-2952.", []),
        ("A washing machine is 4,000 won, or book the free appliance pickup at 033-737-2952. For "
         "other questions, the resource circulation department is at 1599-0903.",
         ["033-737-2952", "1599-0903"]),
        ("For arrangements, contact the Wonju city office at 033-737-2952.", []),
        ("For arrangements, contact the Wonju city office at 1599-0903.", ["1599-0903"]),
        ("세탁기는 무상방문수거(1599-0903)로 예약하시고, 문의는 원주시청 자원순환과 033-737-2952로 "
         "하세요.", []),
        ("세탁기 문의는 원주시청(1599-0903)으로 하세요.", ["1599-0903"]),
        # a clause that names no kind of holder: unsure
        ("You can also call 1599-0903 or 033-737-2952.", []),
    ],
)  # fmt: skip
def test_a_phone_given_to_another_kind_of_holder(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEES, RULES)) == wrong


def test_a_phone_of_a_holder_of_unknown_kind_is_unsure() -> None:
    """A listed place's phone (a holder whose kind no word tells) may be any holder's."""
    place = {"places": [{"name": "원주재활용센터", "phone": "1599-0903", "distance_m": 900}]}
    answer = "For arrangements, contact the Wonju city office at 1599-0903."
    assert flagged(answer, ev(FEES, RULES, place)) == []


def _bin(name: str, address: str, distance: int) -> dict:
    return {"name": name, "address": address, "detail": None, "district": "동구", "phone": None,
            "items": [], "distance_m": distance, "as_of": "2025-08-01"}  # fmt: skip


CENTRES = {
    "item_type": "medicine",
    "kind_name": "폐의약품",
    "source": "medicine-bins",
    "points": [
        _bin("도화1.3동 행정복지센터", "대전광역시 동구 도화로 21", 410),
        _bin("신흥2·4동 행정복지센터", "대전광역시 동구 신흥로 8", 530),
    ],
    "found": 2,
    "as_of": "2025-08-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a 동 merged of numbered ones is one name, not two names joined by a dot
        ("가장 가까운 곳은 도화1.3동 행정복지센터로 약 410m, 신흥2·4동 행정복지센터는 530m예요.", []),
        ("가장 가까운 곳은 신흥2·4동 행정복지센터로 약 410m예요.",
         ["410m", "가장 가까운 곳은 신흥2·4동 행정복지센터로 약 410m예요"]),
    ],
)  # fmt: skip
def test_a_merged_dong_is_one_name(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == wrong


CLOTHES = {
    "item_type": "clothes",
    "kind_name": "의류",
    "source": "clothing-bins",
    "points": [
        _bin("한빛아파트", "광주광역시 북구 우치로 88번길 12", 210),
        _bin("무등빌라", "광주광역시 북구 우치로 88번길 40", 240),
    ],
    "found": 2,
    "as_of": "2025-08-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a side street's building number tells its bins apart: a line that gives one bin's name
        # another bin's address gives that address to the wrong bin (the distances are theirs)
        ("1. 한빛아파트 (북구 우치로 88번길 12) – 약 210m\n2. 무등빌라 (북구 우치로 88번길 40) – 약 240m",
         []),
        ("1. 한빛아파트 (북구 우치로 88번길 40) – 약 210m\n2. 무등빌라 (북구 우치로 88번길 12) – 약 240m",
         ["우치로 88번길 40", "우치로 88번길 12"]),
        # the side street without its number names both
        ("우치로 88번길에 두 곳 있어요: 한빛아파트 210m, 무등빌라 240m.", []),
    ],
)  # fmt: skip
def test_a_side_street_address_is_its_rows_own(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CLOTHES)) == wrong
