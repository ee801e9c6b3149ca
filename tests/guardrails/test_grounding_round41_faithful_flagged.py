"""Round 41 (r41e): faithful answers flagged (prod_holdout27, 29 and 30, already scored).

Six readings, each extended in the module that owns it:

- The user's own place followed by the copula (``안성인데 근처에 …``, ``부여예요``, ``수원입니다``,
  ``군포임``) is the user saying where they are, as ``안성에 사는데`` or ``안성이에요`` already were:
  the answer's ``안성시 반경 5km 안에는`` restates the user's question, not a fact of the tools.
  The copula forms are one alternation, :data:`.vocabulary.USER_PLACE_COPULA`, shared by every
  reading of "what follows the place the user wrote" (:mod:`.match`, :mod:`.centres`,
  :mod:`.wards`, :mod:`.city_wide`). A place the user never named stays a claim.
- A bare amount set against an amount right after it (``PET flake 650 vs PP flake 520 won/kg``,
  ``PET 650 대 PP 520원/kg``) states that amount in the same unit, so it is a term of a gap worked in
  its sentence (:func:`.derived_values.versus_terms`): ``a 130 won difference`` is 650 − 520, even
  where earlier sentences stated other prices (which otherwise are the only terms a gap may use).
  A gap no two stated terms give (``a 140 won difference``) is still flagged.
- A department an output writes after its own city (``"순천시 청소자원과"``) is also that record's
  department without the prefix (:mod:`.records`): ``순천시: … 청소자원과 061-749-6208`` binds to
  순천's output, though 수원's output writes ``청소자원과`` too. Said of a city whose department
  differs, it is still flagged.
- The town after an English road and number (``1079 Jinmu-ro, Jinan-eup``) is the address's, not a
  mention of the office named after the town (진안읍행정복지센터, :mod:`.bound`), as the Hangul
  ``진안읍 진무로 1079`` already was; the office named as such still binds a phone.
- A Latin area alone (``Jinan-gun``) names a listed place only where its Hangul area is one of the
  place's own parts (:func:`.holdings.place_names`: 진안읍 of 진안읍행정복지센터, not 진안군 of
  진안군청, which Hangul ``진안군`` does not name either): ``In Jinan-gun:`` heads a list, and
  ``the Jinan-gun Office`` still names the office.
- The fee file's spellings of an item are the vocabulary's (``텔레비젼``, ``티브이``, ``메트리스`` in
  :data:`specialists.korean.items.SYNONYMS`, one source with :data:`specialists.data.fee_match.SPELLINGS`):
  ``부산 서구 텔레비전은 3,000원·4,000원·10,000원`` names the ``가전제품 텔레비젼`` rows, so the list
  no longer reaches back to the 냉장고 of the district before it. A fee of the other district is
  still flagged.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, fee_rows, flagged, national_prices


def _centres_near_point() -> dict[str, object]:
    """The centre tool's answer around a point it names by coordinates alone: two 음성군 offices,
    none within 5 km."""

    def place(name: str, road: str, m: int) -> dict[str, object]:
        return {"name": name, "address": f"충북 음성군 {road}", "phone": "043-871-5493",
                "hours": "월~토 09:00~18:00", "items": [], "distance_m": m}  # fmt: skip

    return {
        "query": "recycling_center", "radius_m": 5000, "latitude": 37.005, "longitude": 127.28,
        "found": 2, "places": [place("대소면행정복지센터", "대소면 오태로 57-16", 18280),
                               place("삼성면행정복지센터", "삼성면 덕정로30번길 8", 18985)],
        "note": "반경 5km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("user", "answer"),
    [
        # g47h2-0001's shape, then other copula forms, places and centre words
        (
            "신문지 모였는데 kg당 얼마예요? 안성인데 근처에 가져갈 데도 있나요?",
            "안성시 반경 5km 안에는 재활용 보상 장소가 없어서, 가장 가까운 곳이 대소면행정복지센터예요.",
        ),
        (
            "안성입니다. 근처에 재활용센터 있어요?",
            "안성시 근처에는 없고, 대소면행정복지센터가 약 18.3km예요.",
        ),
        (
            "저 군포인데요, 가까운 센터 있나요?",
            "군포시 반경 5km 안에는 없어요. 대소면행정복지센터가 제일 가까워요.",
        ),
        ("집이 부여예요. 재활용센터 어디 있어요?", "부여군 기준 5km 안에는 없어요."),
    ],
)
def test_the_users_place_with_the_copula_is_the_search_centre(user: str, answer: str) -> None:
    assert flagged(answer, ev(_centres_near_point(), user=user)) == []


@pytest.mark.parametrize(
    ("user", "answer", "span"),
    [
        # the wrong twins: a place the user never named stays a place claim
        (
            "평택인데 근처에 가져갈 데 있나요?",
            "안성시 반경 5km 안에는 재활용 보상 장소가 없어요.",
            "안성시",
        ),
        ("안성인삼 사러 왔는데 근처에 센터 있나요?", "안성시 반경 5km 안에는 없어요.", "안성시"),
        ("수원입니다. 근처에 센터 있어요?", "군포시 반경 5km 안에는 없어요.", "군포시"),
    ],
)
def test_a_place_the_user_never_named_stays_a_claim(user: str, answer: str, span: str) -> None:
    assert span in flagged(answer, ev(_centres_near_point(), user=user))


def _plastics() -> dict[str, object]:
    """The price tool's plastics: PET 350/650, PP 180/520, PE 150/450 won/kg (baled/flake)."""
    rows = [("PE(압축)", 150), ("PE(플레이크)", 450), ("PP(압축)", 180), ("PP(플레이크)", 520),
            ("PET", 350), ("PET(플레이크)", 650)]  # fmt: skip
    return national_prices("plastic", "압축", rows, query="플라스틱")


_BALED = "Baled PET is 350 won/kg versus baled PP at 180 won/kg, so PET pays 170 won more per kg. "


@pytest.mark.parametrize(
    "answer",
    [
        # g47h2-0011's shape, then other values, wording and language
        _BALED
        + "As flakes the gap narrows: PET flake 650 vs PP flake 520 won/kg, a 130 won difference.",
        _BALED + "Flake: PE 450 versus PP flake 520 won/kg, so PP pays 70 won more.",
        "압축 PET는 350원/kg, 압축 PP는 180원/kg이에요. 플레이크는 PET 650 대 PP 520원/kg으로 130원 차이예요.",
    ],
)
def test_a_bare_amount_before_vs_is_a_term_of_the_gap(answer: str) -> None:
    assert flagged(answer, ev(_plastics())) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # the wrong twins: a gap no two stated terms give
        (
            _BALED + "As flakes: PET flake 650 vs PP flake 520 won/kg, a 140 won difference.",
            "140 won",
        ),
        (_BALED + "Flake: PE 450 versus PP flake 520 won/kg, so PP pays 90 won more.", "90 won"),
        (
            "압축 PET는 350원/kg, 압축 PP는 180원/kg이에요. 플레이크는 PET 650 대 PP 520원/kg으로 120원 차이예요.",
            "120원",
        ),
    ],
)
def test_a_wrong_gap_after_vs_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(_plastics()))


def test_a_bare_number_before_vs_of_no_amount_is_no_term() -> None:
    # "650 vs 2 bags": the figure after it is no amount, so 650 states nothing in won
    answer = _BALED + "Flake: 650 vs 2 bags of PP flake at 520 won/kg, a 130 won difference."
    assert "130 won" in flagged(answer, ev(_plastics()))


def _rules(district: str, full: str, department: str, phone: str, how: str) -> dict[str, object]:
    """The waste-rules tool's answer for one city: its way of applying and its department."""
    return {
        "district": district, "full_name": full, "source": "waste-rules",
        "application_methods": [how], "places": ["집앞"], "department": department,
        "phone": phone, "phone_note": f"문의: {full} {department} {phone}",
    }  # fmt: skip


def _two_cities(suncheon_dept: str, suwon_dept: str) -> tuple[dict[str, object], ...]:
    return (
        _rules("순천시", "전라남도 순천시", suncheon_dept, "061-749-6208", "지정된 요일에 배출"),
        _rules("수원시", "경기도 수원시", suwon_dept, "031-228-3249", "업체와 협의하여 배출"),
    )


@pytest.mark.parametrize(
    "answer",
    [
        # g48h1-0026's shape, then other layouts and an English gloss beside it
        "- 순천시: 지정된 요일에 배출 · 청소자원과 061-749-6208\n"
        "- 수원시: 업체와 협의하여 배출 · 청소자원과 031-228-3249",
        "순천시는 청소자원과(061-749-6208), 수원시도 청소자원과(031-228-3249)에 물어보세요.",
        "Suncheon: ask 청소자원과 (061-749-6208). Suwon: 청소자원과 (031-228-3249).",
    ],
)
def test_a_department_named_without_its_city_prefix_is_that_citys(answer: str) -> None:
    # 순천's output writes "순천시 청소자원과", 수원's "청소자원과": the tail is 순천's too
    assert flagged(answer, ev(*_two_cities("순천시 청소자원과", "청소자원과"))) == []


def test_a_department_of_the_other_city_is_still_flagged() -> None:
    # the wrong twin: 순천's department (without its prefix) said of 수원, whose department differs
    answer = "- 순천시: 자원순환과 061-749-6208\n- 수원시: 청소자원과 031-228-3249"
    assert flagged(answer, ev(*_two_cities("순천시 청소자원과", "자원순환과"))) != []


def _medicine_bins() -> dict[str, object]:
    """The bins tool's answer for 진안군: two pharmacies, the 진안읍 office and the county office."""

    def point(name: str, road: str, m: int, phone: str) -> dict[str, object]:
        return {"name": name, "address": f"전북특별자치도 진안군 진안읍 {road}", "detail": "입구",
                "district": "진안군", "phone": phone, "items": [], "distance_m": m,
                "as_of": "2025-08-14"}  # fmt: skip

    return {
        "address_keyword": "진안군", "item_type": "medicine", "kind_name": "폐의약품",
        "source": "medicine-bins",
        "points": [point("백제약국", "진무로 1079", 279, "063-433-7979"),
                   point("진안밝은약국", "진무로 1090(2층)", 335, "063-433-8669"),
                   point("진안읍행정복지센터", "대성길 3", 347, "063-430-8146"),
                   point("진안군청", "중앙로 67", 350, "063-430-2338")],
        "found": 4, "as_of": "2025-08-14",
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g45h1-0033's shape, then other separators and a bracketed floor
        "- 백제약국 – 1079 Jinmu-ro, Jinan-eup · 279 m · 063-433-7979\n"
        "- 진안읍행정복지센터 – 3 Daeseong-gil · 347 m · 063-430-8146",
        "- 백제약국 (1079 Jinmu-ro, Jinan-eup), 063-433-7979",
        "- 진안밝은약국: 1090 Jinmu-ro (2F), Jinan-eup — 335 m, 063-433-8669",
    ],
)
def test_the_town_of_an_english_address_names_no_office(answer: str) -> None:
    assert flagged(answer, ev(_medicine_bins())) == []


def test_the_town_office_named_before_another_phone_is_still_flagged() -> None:
    # the wrong twin: the 진안읍 office named by itself, given a pharmacy's phone
    answer = "- Jinan-eup Community Center: 3 Daeseong-gil, 063-433-7979"
    assert "063-433-7979" in flagged(answer, ev(_medicine_bins()))


def _pet_sites() -> dict[str, object]:
    """The compensation-sites tool's answer for 진안군: two sites that take PET bottles and cans."""
    rows = [("만남의광장", "주천면 정주천로 590", 95), ("월랑아파트", "진안읍 대광1길 4", 580)]
    return {
        "item_type": "pet_compensation", "kind_name": "투명 페트병 보상", "source": "keco-sites",
        "points": [{"name": n, "address": f"전북특별자치도 진안군 {a}", "district": "진안군",
                    "items": ["투명페트병", "캔"], "distance_m": m} for n, a, m in rows],
        "found": 2,
    }  # fmt: skip


@pytest.mark.parametrize(
    "heading",
    [
        # g45h1-0015's shape, then other ways of naming the county
        "In Jinan-gun:",
        "Here is what I found for Jinan County (Jinan-gun):",
        "For Jinan gun, the sites are:",
    ],
)
def test_the_county_alone_names_no_county_office(heading: str) -> None:
    answer = (
        f"{heading}\nClear PET bottle compensation (both also take cans):\n"
        "- 만남의광장 (590 Jeongjucheon-ro, Jucheon-myeon): about 95 m\n"
        "- 월랑아파트 (4 Daegwang 1-gil, Jinan-eup): about 580 m"
    )
    assert flagged(answer, ev(_pet_sites(), _medicine_bins())) == []


def test_the_county_office_named_as_such_is_still_held_to_its_list() -> None:
    # the wrong twin: the county office itself said to take cans (its row lists none)
    answer = "The Jinan-gun Office (67 Jungang-ro) also takes cans."
    assert "cans" in flagged(answer, ev(_pet_sites(), _medicine_bins()))


def _fees(district: str, full: str, item: str, *fees: int) -> dict[str, object]:
    """The fee tool's answer for one district: ``item``'s rows at ``fees``."""
    return {"district": district, "full_name": full, "query": item, "item_count": len(fees),
            "items": fee_rows(item, *fees, category="가전제품류"), "source": "bulk-waste-fees",
            "covered": True}  # fmt: skip


def _yangpyeong_busan(tv_row: str) -> tuple[dict[str, object], ...]:
    return (
        _fees("양평군", "경기도 양평군", "(김치)냉장고", 5000, 7000, 9000, 15000),
        _fees("부산 서구", "부산광역시 서구", tv_row, 3000, 4000, 10000),
    )


@pytest.mark.parametrize(
    "answer",
    [
        # g48h0-0012's shape, then other separators and the other common spelling
        "양평군 (김치)냉장고는 5,000원·7,000원·9,000원·15,000원 네 가지, "
        "부산 서구 텔레비전은 3,000원·4,000원·10,000원 세 가지로 등록돼 있어요.",
        "양평군 냉장고는 5,000원·7,000원, 부산 서구 텔레비전은 3,000원, 4,000원, 10,000원이에요.",
        "양평군 냉장고는 5,000원부터, 부산 서구 티브이는 3,000원·4,000원·10,000원이에요.",
    ],
)
def test_a_fee_files_spelling_of_an_item_is_the_items(answer: str) -> None:
    # the fee file writes "텔레비젼" (:data:`specialists.korean.items.SYNONYMS` now knows it)
    assert flagged(answer, ev(*_yangpyeong_busan("가전제품 텔레비젼"))) == []


def test_a_fee_of_the_other_district_is_still_flagged() -> None:
    # the wrong twin: 양평군's 7,000원 said of 부산 서구's television
    answer = "양평군 냉장고는 5,000원·9,000원, 부산 서구 텔레비전은 3,000원·7,000원·10,000원이에요."
    assert "7,000원" in flagged(answer, ev(*_yangpyeong_busan("가전제품 텔레비젼")))
