"""Round 39 (r39f, prod_holdout27/28's misattributions that passed): a value's subject lost.

A found point named under a district its own record does not lie in
(:func:`guardrails.grounding.whereabouts.whereabouts_claims`). A bin search lists each point with
its own district (``"district": "대전 서구"``) and address. The whereabouts reading flagged a
district given to the bins only when every point the sentence names lay elsewhere and the search
named the district searched; a search by coordinates names none, and a list that mixes the
district's own points with a neighbour's (``유성구 안에 있는 곳은 유성구청민원실(386m),
맑디맑은약국(450m), …`` with 맑디맑은약국 at ``대전광역시 서구 한밭대로 580``) passed whole. Now each
point the sentence names under a district (``Y 안에 있는 곳은``, ``Y 관내``, ``bins in Y``) is held
to its own record: a point of another district of that level is flagged by its name and the
distance after it (g46h2-0067). A list of the district's own points passes, and so does a sentence
that also names the other point's district (``…, 맑디맑은약국은 서구에 있어요``: stated as such).

A department given as the sticker's seller (:mod:`guardrails.grounding.service_ways`, the sticker
sellers). A rules output's ``department`` is its enquiry contact; the how-to sells the sticker
elsewhere (``읍·면사무소에 대형폐기물수수료스티커를 부착하여``). A department is now one kind of seller
(``스티커는 환경정책과에서 사세요``, ``buy the … sticker from the Environmental Policy Division``),
carried only by a how-to that has something done at a department (``청소행정과에서 스티커 구입``);
the department named as the contact (``문의는 환경정책과로``, ``call the … Division``) is no seller
(g46h1-0081).

Another district's put-out place said of a district whose record names none
(:mod:`guardrails.grounding.disposal_places`). 동구's record puts bulky waste at ``2.5톤 트럭
진입가능 장소``; 강서구's lists no place. The place reading skipped a record with no place, so
``강서구는 …, 2.5톤 트럭이 들어올 수 있는 곳에 내놓으면 돼요`` was read against 동구's record and passed.
A record with no place is now read beside one that names a place, and a place a truck can reach is
a kind of place, reworded in Korean and English (g45h0-0036); said of 동구 it passes, and
강서구's own way alone passes.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _point(name: str, address: str, district: str, m: int) -> dict[str, object]:
    return {"name": name, "address": address, "detail": None, "district": district,
            "phone": "042-611-2321", "items": [], "distance_m": m, "as_of": "2025-08-31"}  # fmt: skip


def _bins(points: list[dict[str, object]], kind: str = "medicine") -> dict[str, object]:
    return {
        "latitude": 36.359367, "longitude": 127.358342, "radius_km": 1.0, "item_type": kind,
        "kind_name": "폐의약품", "source": "medicine-bins", "district_has_data": True,
        "points": points, "found": len(points), "as_of": "2025-11-30",
        "citation": "출처: 공공데이터포털 전국폐의약품수거함표준데이터, 데이터기준일자 2025-11-30",
    }  # fmt: skip


def _yuseong() -> dict[str, object]:
    """Coordinates on the 유성구/서구 border: three points of 유성구, two of 대전 서구."""
    return _bins([
        _point("유성구청민원실", "대전광역시 유성구 대학로 211(어은동)", "유성구", 386),
        _point("지혜당약국", "대전광역시 유성구 어은로 52, (어은동)", "유성구", 420),
        _point("맑디맑은약국", "대전광역시 서구 한밭대로 580", "대전 서구", 450),
        _point("명근당약국", "대전광역시 유성구 어은로58번길 2, (어은동)", "유성구", 460),
        _point("월평동 성당", "대전광역시 서구 월평중로13번길 53", "대전 서구", 478),
    ])  # fmt: skip


def _gwangju() -> dict[str, object]:
    """Points of 광주 북구 and one of 광주 동구."""
    return _bins([
        _point("중흥약국", "광주광역시 북구 서암대로 100", "광주 북구", 210),
        _point("계림온누리약국", "광주광역시 동구 경양로 200", "광주 동구", 340),
        _point("신안행정복지센터", "광주광역시 북구 신안로 15", "광주 북구", 390),
    ])  # fmt: skip


def test_case_shape_other_districts_point_listed_inside_is_flagged() -> None:
    answer = (
        "유성구 안에 있는 곳은 유성구청민원실(386m), 지혜당약국(420m), 맑디맑은약국(450m), "
        "명근당약국(460m)이에요. The closest one, 유성구청민원실, is at 대학로 211."
    )
    verdict = check(answer, ev(_yuseong()))
    assert not verdict.grounded
    assert [(c.text, c.why) for c in verdict.unsupported] == [
        ("맑디맑은약국(450m)", "맑디맑은약국 lies in 서구, not 유성구")
    ]


@pytest.mark.parametrize(
    ("evidence", "answer", "span"),
    [
        (_yuseong, "Bins in Yuseong-gu: 유성구청민원실 (386 m), 월평동 성당 (478 m).",
         "월평동 성당 (478 m)"),
        (_yuseong, "유성구 관내 수거함은 지혜당약국, 맑디맑은약국 두 곳입니다.", "맑디맑은약국"),
        (_gwangju, "북구 안에 있는 수거함은 중흥약국(210m)과 계림온누리약국(340m)이에요.",
         "계림온누리약국(340m)"),
        (_gwangju, "The places in Buk-gu are 중흥약국, 계림온누리약국 and 신안행정복지센터.",
         "계림온누리약국"),
    ],
)  # fmt: skip
def test_variants_other_districts_point_listed_inside_are_flagged(
    evidence: object, answer: str, span: str
) -> None:
    assert flagged(answer, ev(evidence())) == [span]  # type: ignore[operator]


@pytest.mark.parametrize(
    ("evidence", "answer"),
    [
        (_yuseong, "유성구 안에 있는 곳은 유성구청민원실(386m), 지혜당약국(420m), "
                   "명근당약국(460m)이에요."),
        (_yuseong, "유성구 안에 있는 곳은 유성구청민원실(386m), 지혜당약국(420m)이고, "
                   "맑디맑은약국(450m)은 서구에 있어요."),
        (_gwangju, "북구 안에 있는 수거함은 중흥약국(210m)과 신안행정복지센터(390m)예요."),
        (_gwangju, "The places in Buk-gu are 중흥약국 and 신안행정복지센터."),
        (_gwangju, "동구 안에 있는 곳은 계림온누리약국(340m)이에요."),
    ],
)  # fmt: skip
def test_faithful_twins_points_of_the_district_pass(evidence: object, answer: str) -> None:
    assert flagged(answer, ev(evidence())) == []  # type: ignore[operator]


# --- a department, the enquiry contact, given as the sticker's seller ----------------------------


def _rules(district: str, method: str, department: str, phone: str) -> dict[str, object]:
    return {
        "district": district, "full_name": f"충청남도 {district}", "source": "waste-rules",
        "as_of": "2025-11-06", "application_methods": [method], "places": ["생활폐기물배출장소"],
        "department": department, "phone": phone,
        "phone_note": f"문의: 충청남도 {district} {department} {phone}",
    }  # fmt: skip


def _cheongyang() -> dict[str, object]:
    return _rules("청양군", "읍·면사무소에 대형폐기물수수료스티커를 부착하여 지정된 요일에 배출",
                  "환경정책과", "041-940-2253")  # fmt: skip


def _yesan() -> dict[str, object]:
    return _rules("예산군", "읍면 행정복지센터에서 스티커 구입 후 부착하여 배출", "자원순환과",
                  "041-339-7420")  # fmt: skip


def test_case_shape_department_as_sticker_seller_is_flagged() -> None:
    answer = (
        "Here's the procedure for Cheongyang-gun (public waste information, data dated 6 November"
        " 2025):\n- Sticker: buy the bulky-waste fee sticker from the Environmental Policy Division\n"
        "- Put out: attach the sticker and place it at the household-waste collection point on the"
        " designated day\n- Enquiries: Environmental Policy Division, 041-940-2253"
    )
    verdict = check(answer, ev(_cheongyang()))
    assert not verdict.grounded
    assert [(c.text, c.why) for c in verdict.unsupported] == [
        ("from the Environmental Policy Division",
         "no tool output names this kind of place as selling the stickers")
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("evidence", "answer", "span"),
    [
        (_cheongyang, "스티커는 환경정책과에서 사시면 돼요.", "환경정책과"),
        (_yesan, "스티커는 자원순환과에서 구입하고 붙여서 내놓으세요.", "자원순환과"),
        (_yesan, "You can get the sticker at the Resource Circulation Division, then attach it.",
         "at the Resource Circulation Division"),
    ],
)  # fmt: skip
def test_variants_department_as_sticker_seller_are_flagged(
    evidence: object, answer: str, span: str
) -> None:
    assert span in flagged(answer, ev(evidence()))  # type: ignore[operator]


@pytest.mark.parametrize(
    ("evidence", "answer"),
    [
        (_cheongyang, "- Sticker: buy the bulky-waste fee sticker at the eup/myeon office\n"
                      "- Enquiries: Environmental Policy Division, 041-940-2253"),
        (_cheongyang, "스티커는 읍·면사무소에서 사서 붙이고, 문의는 환경정책과 041-940-2253으로 하세요."),
        (_yesan, "스티커는 읍면 행정복지센터에서 사고, 문의는 자원순환과(041-339-7420)로 하세요."),
        (_yesan, "Buy the sticker at the community centre; for questions call the Resource"
                 " Circulation Division."),
        (lambda: _rules("예산군", "청소행정과에서 스티커 구입 후 배출", "청소행정과", "041-339-7420"),
         "스티커는 청소행정과에서 사세요."),
        (lambda: {"sigungu": "인제군", "sticker": {"sold_at": ["읍·면 행정복지센터", "군청 환경과"]},
                  "apply": "스티커 구입 후 배출 전 군청 환경과에 전화 신고", "phone": "033-460-2114"},
         "스티커는 읍·면 행정복지센터나 군청 환경과에서 사시면 돼요."),
    ],
)  # fmt: skip
def test_faithful_twins_right_seller_pass(evidence: object, answer: str) -> None:
    assert flagged(answer, ev(evidence())) == []  # type: ignore[operator]


# --- another district's put-out place said of a district whose record names none -----------------


def _busan(
    district: str,
    methods: list[str],
    places: list[str],
    dept: str,
    phone: str,
    city: tuple[str, str] = ("부산", "부산광역시"),
) -> dict[str, object]:
    return {"district": f"{city[0]} {district}".strip(), "full_name": f"{city[1]} {district}",
            "source": "waste-rules", "as_of": "2025-12-26", "application_methods": methods,
            "places": places, "department": dept, "phone": phone}  # fmt: skip


def _donggu_gangseo() -> list[dict[str, object]]:
    return [
        _busan("동구", ["대형폐기물로 업체에 신고, 배출"], ["2.5톤 트럭 진입가능 장소"], "환경청소위생과",
               "051-440-4438"),
        _busan("강서구", ["개별 처리업체에 연락 후 처리"], [], "자원순환과", "051-970-4435"),
    ]  # fmt: skip


def _both(*extra: dict[str, object]) -> object:
    return ev(*_donggu_gangseo(), *extra)


def test_case_shape_other_districts_put_out_place_is_flagged() -> None:
    answer = (
        "강서구는 개별 처리업체에 연락해서 처리하고, 2.5톤 트럭이 들어올 수 있는 곳에 내놓으면 돼요. "
        "문의는 자원순환과 051-970-4435야."
    )
    verdict = check(answer, _both())  # type: ignore[arg-type]
    assert not verdict.grounded
    assert [(c.text, c.why) for c in verdict.unsupported] == [
        ("2.5톤 트럭이 들어올 수 있는 곳",
         "'2.5톤 트럭이 들어올 수 있는 곳': the district's record names no truck place of putting out")
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("강서구는 업체에 연락한 뒤 트럭이 진입할 수 있는 장소에 내놓으세요.", "트럭이 진입할 수 있는 장소"),
        ("For Gangseo-gu, call a private hauler and put it somewhere a 2.5-ton truck can get in.",
         "somewhere a 2.5-ton truck can get in"),
        ("In Gangseo-gu, leave it at a spot a truck can reach.", "a spot a truck can reach"),
    ],
)  # fmt: skip
def test_variants_other_districts_put_out_place_are_flagged(answer: str, span: str) -> None:
    assert flagged(answer, _both()) == [span]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "answer",
    [
        "동구는 업체에 신고하고, 2.5톤 트럭이 들어올 수 있는 곳에 내놓으면 돼요.",
        "In Dong-gu, report it to the hauler and put it somewhere a 2.5-ton truck can get in.",
        "강서구는 개별 처리업체에 연락해서 처리하면 돼요.",
    ],
)
def test_faithful_twins_own_put_out_place_pass(answer: str) -> None:
    assert flagged(answer, _both()) == []  # type: ignore[arg-type]


def test_faithful_twin_vehicle_place_supports_a_truck_place() -> None:
    """A record's ``2.5톤 차량이 다니는 곳`` is a truck's place, beside a record of another kind."""
    seogu = _busan("서구", ["청소행정과에 연락"], ["2.5톤 차량이 다니는 곳에 배출"], "청소행정과",
                   "051-240-4432")  # fmt: skip
    gurye = _busan("구례군", ["생활폐기물 적환장에서 배출확인서를 발급 후 배출"], ["생활폐기물 적환장"],
                   "환경교통과", "061-780-2143", ("", "전라남도"))  # fmt: skip
    answer = "In Busan Seo-gu, call 051-240-4432 and put the item where a 2.5-ton truck can reach."
    assert flagged(answer, ev(gurye, seogu)) == []
    wrong = "구례군은 트럭이 들어올 수 있는 곳에 내놓으면 돼요."
    assert flagged(wrong, ev(gurye, seogu)) == ["트럭이 들어올 수 있는 곳"]
