"""Round 50 (r50e): faithful and claim-free answers flagged over places, departments and words
(prod_holdout41/42).

- A place said by its area's stem and its facility (``김해 선별장`` for 김해시 재활용품선별장) is
  named (:mod:`.area_short_names`, read by :func:`.holdings.place_names`): the good said taken by
  it is its own (g59h1-0029).
- One verb of putting for two pairs (``옷은 A 수거함에, 건전지는 B에 넣으시면``) puts each good in its
  own pair's place; a bin word between a name and its ``에`` is the bin at that place
  (:mod:`.put_places`; g60h1-0081).
- A phone after a spaced middle dot on a line of facts (``…업체 통해 수거 · 문의 031-…``) is the
  label's after the dot (:mod:`.holders`); a word of a district's places text that another
  district's department writes (``자원순환과``) is a common noun, no site of one district
  (:mod:`.common_places`, :mod:`.holder_records`; g60h1-0003).
- An attribute said to differ from one buyer to another in any form of 다르다 (``매입 조건이 다를
  수 있으니``), or by ``에 따라``, gives no value (:mod:`.attributes`; g60h0-0029).
- Values offered to the user as options of what the answer asks them to tell (``침대 크기(1인용,
  2인용 등)…를 알려주시면``, ``1인용인지 2인용인지``) are no claims (:mod:`.asked_options`;
  g60h3-0080).
- From the older holdouts, the nearest of the places that list a good (prod_holdout37
  g55h3-0031): a qualifier's good held by its canonical token (스티로폼 → EPS), the rows listing it
  ranked before a row holding it only by ``재활용품 등``, ``스티로폼 OK place`` as a qualifier
  (:mod:`.qualified`); a numbered branch written apart from its road (``백옥대로 489번길 19-6``)
  named with its road too, so an address two rows share names neither (:mod:`.holder_records`).

Each with its neighbours: the same sentence with a wrong value, a swapped subject or an invented
fact stays flagged.
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, flagged

# --- a place by its area's stem and its facility -------------------------------------------


def _centres(first: tuple[str, list[str]], second: tuple[str, list[str]]) -> dict[str, object]:
    def place(name: str, items: list[str], road: str, metres: int) -> dict[str, object]:
        return {"name": name, "address": f"경상남도 {road}", "phone": "055-000-0000",
                "hours": "평일 09:00~18:00", "items": items, "distance_m": metres,
                "as_of": "2025-08-22", "latitude": 35.1, "longitude": 128.7}  # fmt: skip

    return {
        "query": "recycling_center", "radius_m": 5000, "latitude": 35.2, "longitude": 128.6,
        "found": 2,
        "places": [place(*first, "진해구 동진로 44", 7664), place(*second, "진영읍 김해대로 13", 16681)],
        "source": "recycling-centers", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    }  # fmt: skip


_YARDS = ev(
    _centres(
        ("창원시 재활용센터", ["가구", "냉장고", "TV 등"]),
        ("김해시 재활용품선별장", ["스티로폼", "고철", "플라스틱", "비닐류"]),
    )
)


def test_short_name_case_shape_passes() -> None:
    answer = (
        "철제 사물함은 고철을 받는 김해 선별장이 품목상 맞지만, 더 가까운 창원시 재활용센터에 "
        "먼저 전화로 받아 주는지 물어보시는 걸 추천해요."
    )
    assert flagged(answer, _YARDS) == []


def test_short_name_other_wording_passes() -> None:
    assert flagged("고철은 김해 선별장에서 받아요.", _YARDS) == []
    assert flagged("가구는 창원 재활용센터에서 받아요.", _YARDS) == []


def test_short_name_other_values_passes() -> None:
    yards = ev(
        _centres(
            ("양산시 자원순환센터", ["헌옷", "소형가전"]),
            ("밀양시 재활용선별장", ["캔", "유리병"]),
        )
    )
    assert (
        flagged("캔을 받는 밀양 선별장으로 가시고, 양산시 자원순환센터는 옷을 받아요.", yards) == []
    )
    assert flagged("캔을 받는 양산 센터로 가세요.", yards) == ["캔"]


def test_short_name_swapped_subject_flagged() -> None:
    answer = "철제 사물함은 고철을 받는 창원 재활용센터가 맞지만, 더 먼 김해시 재활용품선별장에 물어보세요."
    assert flagged(answer, _YARDS) == ["고철"]
    assert flagged("고철을 받는 창원 센터로 가세요.", _YARDS) == ["고철"]


def test_short_name_invented_good_flagged() -> None:
    assert flagged("가구는 김해 선별장에서 받아요.", _YARDS) == ["가구"]


def test_short_name_stem_alone_names_nothing() -> None:
    # "김해에서" is no name of the yard: the good is bound as before (the place named after it)
    assert flagged("고철은 김해에서 받는 창원시 재활용센터로 가세요.", _YARDS) == ["고철"]


# --- two pairs of goods and places, one verb of putting ------------------------------------


def _bins() -> list[dict[str, object]]:
    def point(name: str, items: list[str], metres: int) -> dict[str, object]:
        return {"name": name, "address": f"충청북도 충주시 {name}", "detail": None,
                "district": "충주시", "phone": None, "items": items, "distance_m": metres,
                "latitude": 36.98, "longitude": 127.92, "as_of": "2025-12-01"}  # fmt: skip

    clothes = {
        "item_type": "clothes", "kind_name": "의류", "source": "clothing-bins",
        "points": [point("국원대로 158(연수동)", [], 293), point("연원10길 28-1(연수동)", [], 300)],
        "found": 2,
    }  # fmt: skip
    battery = {
        "item_type": "battery", "kind_name": "폐건전지", "source": "lamp-battery-bins",
        "points": [
            point("충주시청공원앞클린하우스", ["폐형광등", "폐LED", "폐전지류"], 271),
            point("연수동행정복지센터", ["폐형광등", "폐LED", "폐전지류"], 559),
        ],
        "found": 2,
    }  # fmt: skip
    return [clothes, battery]


_BINS = ev(*_bins())


def test_paired_puts_case_shape_passes() -> None:
    answer = (
        "옷은 깨끗한 것만 봉투에 담아 국원대로 158 수거함에, 건전지는 충주시청공원앞클린하우스에 "
        "넣으시면 동선이 짧아요."
    )
    assert flagged(answer, _BINS) == []


def test_paired_puts_other_wording_and_values_pass() -> None:
    assert flagged("헌옷은 연원10길 28-1에, 폐건전지는 연수동행정복지센터에 넣으세요.", _BINS) == []
    assert (
        flagged("건전지는 연수동행정복지센터에, 옷은 국원대로 158 수거함에다 넣으시면 돼요.", _BINS)
        == []
    )


def test_paired_puts_swapped_flagged() -> None:
    answer = (
        "건전지는 국원대로 158 수거함에, 옷은 충주시청공원앞클린하우스에 넣으시면 동선이 짧아요."
    )
    assert sorted(flagged(answer, _BINS)) == ["건전지", "옷"]
    answer = "옷은 연수동행정복지센터에, 건전지는 연원10길 28-1에 넣으세요."
    assert sorted(flagged(answer, _BINS)) == ["건전지", "옷"]


def test_bin_word_after_a_name_is_its_bin() -> None:
    assert flagged("옷은 충주시청공원앞클린하우스 수거함에 넣으시면 돼요.", _BINS) == ["옷"]
    assert flagged("옷은 국원대로 158 수거함에 넣으시면 돼요.", _BINS) == []


def test_one_place_for_both_still_flagged() -> None:
    assert flagged("옷과 건전지는 충주시청공원앞클린하우스에 넣으시면 돼요.", _BINS) == ["옷"]


# --- a phone after a middle dot; a department two districts share -------------------------


def _district(name: str, phone: str, dept: str, methods: list[str], places: list[str]) -> dict:
    return {
        "district": name, "full_name": f"경기도 {name}", "source": "waste-rules",
        "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-10-22",
        "application_methods": methods, "places": places, "department": dept, "phone": phone,
        "phone_note": f"문의: 경기도 {name} {dept} {phone}",
    }  # fmt: skip


_TWO = ev(
    _district(
        "이천시", "031-644-2593", "자원순환과",
        ["대형폐기물 스티커 발부 후 배출 또는 시청(자원순환과)에 문의하여 업체를 통하여 수거"],
        ["시청(자원순환과)에 문의 후 배출"],
    ),
    _district("안양시", "031-8045-5752", "자원순환과", [], []),
)  # fmt: skip


def test_dotted_phone_and_shared_department_case_shape_passes() -> None:
    answer = (
        "두 곳 배출 방법 정리해 드릴게요.\n"
        "- 이천시: 대형폐기물 스티커 발부받아 배출하거나, 시청 자원순환과에 문의해 업체 통해 수거 · "
        "문의 031-644-2593\n"
        "- 안양시: 생활쓰레기배출정보에 배출 방법이 안 나와 있음 · 자원순환과 031-8045-5752로 문의"
    )
    assert flagged(answer, _TWO) == []


def test_dotted_phone_other_wording_passes() -> None:
    answer = "- 이천시: 스티커 발부 후 배출 | 문의 031-644-2593\n- 안양시: 자원순환과 031-8045-5752"
    assert flagged(answer, _TWO) == []
    answer = (
        "- Icheon: get a sticker, or ask the city hall's 자원순환과 to send a contractor · "
        "enquiries 031-644-2593"
    )
    assert flagged(answer, _TWO) == []


def test_dotted_phone_given_to_the_contractor_flagged() -> None:
    answer = "- 이천시: 시청 자원순환과에 문의해 업체 통해 수거 · 업체 031-644-2593"
    assert flagged(answer, _TWO) == ["031-644-2593"]


def test_swapped_phones_flagged() -> None:
    answer = (
        "- 이천시: 스티커 발부받아 배출하거나, 시청 자원순환과에 문의해 업체 통해 수거 · 문의 "
        "031-8045-5752\n- 안양시: 배출 방법이 안 나와 있음 · 자원순환과 031-644-2593로 문의"
    )
    assert sorted(flagged(answer, _TWO)) == ["031-644-2593", "031-8045-5752"]


def test_invented_department_flagged() -> None:
    answer = "- 안양시: 배출 방법이 안 나와 있음 · 청소행정과 031-8045-5752로 문의"
    assert flagged(answer, _TWO) == ["청소행정과"]


def test_proper_site_of_one_district_still_its_own() -> None:
    # a site no other district's output writes stays that district's (round 32)
    two = ev(
        _district(
            "통영시", "055-650-0000", "자원순환과", ["지정장소 배출"], ["통영시 환경자원화센터"]
        ),
        _district("거제시", "055-639-0000", "자원순환과", ["지정장소 배출"], ["지정장소"]),
    )
    assert flagged("거제시는 환경자원화센터로 가져가세요.", two) == ["자원화센터"]
    assert flagged("통영시는 환경자원화센터로 가져가세요.", two) == []


# --- an attribute said to differ from one buyer to another ---------------------------------


_PRICE = ev(
    {
        "region": "nationwide", "region_name": "전국", "query": "골판지", "item_count": 1,
        "items": [{"item_name": "골판지", "category": "paper", "form": "압축",
                   "price_per_kg": 80, "price_text": "80원/kg"}],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "as_of": "2025-01",
    }
)  # fmt: skip


def test_differing_terms_case_shape_passes() -> None:
    answer = (
        "고물상마다 매입 조건이 다를 수 있으니, 가까운 두세 곳에 전화로 먼저 물어보시는 게 제일 "
        "정확합니다. 박스는 젖지 않게 접어서 묶어 두시면 좋아요."
    )
    assert flagged(answer, _PRICE) == []


def test_differing_terms_other_wording_passes() -> None:
    assert flagged("매입 조건은 고물상마다 다를 거예요. 전화해 보세요.", _PRICE) == []
    assert flagged("업체에 따라 매입 기준이 달라요.", _PRICE) == []
    assert flagged("매입 조건은 가게마다 달랐어요.", _PRICE) == []
    assert (
        flagged("Buying terms can differ from yard to yard, so call a couple first.", _PRICE) == []
    )


def test_stated_terms_after_the_differing_still_flagged() -> None:
    answer = "고물상마다 매입 조건이 다를 텐데 젖은 박스는 매입하지 않아요."
    assert flagged(answer, _PRICE) == ["젖은 박스는 매입하지 않"]
    answer = "업체마다 매입 조건이 달라서 녹슨 건 안 사요."
    assert flagged(answer, _PRICE) == ["녹슨 건 안 사요."]


def test_stated_terms_flagged() -> None:
    assert flagged("매입 조건은 깨끗한 것만 사요.", _PRICE) == ["매입 조건은 ", "깨끗한 것만 사"]


# --- options the user is asked to choose from ----------------------------------------------


_RULES = ev(
    _district(
        "부천시",
        "032-625-3188",
        "자원순환과",
        ["대형폐기물: 신고 후 신고필증 부착 후 배출"],
        ["집(상가)앞"],
    )  # fmt: skip
)


def test_asked_options_case_shape_passes() -> None:
    answer = (
        "침대 크기(1인용, 2인용 등)와 매트리스도 같이 버리시는지 알려주시면 수수료를 찾아볼게요."
    )
    assert flagged(answer, _RULES) == []


def test_asked_options_other_wording_passes() -> None:
    for answer in (
        "침대 크기(예: 1인용, 2인용)를 알려주시면 수수료를 찾아볼게요.",
        "침대가 1인용인지 2인용인지 알려주시면 수수료를 찾아볼게요.",
        "침대 크기(1인용, 2인용 등)를 말씀해 주세요.",
    ):
        assert flagged(answer, _RULES) == [], answer


def test_asked_options_english_and_other_values_pass() -> None:
    for answer in (
        "Let me know the TV size (e.g. 32 inches, 55 inches) and I'll look up the fee.",
        "Tell me the fridge capacity (300 L, 500 L, etc.) and I'll find the fee.",
        "TV 크기(32인치, 55인치 등)를 알려주시면 수수료를 찾아볼게요.",
        "냉장고 용량(300L, 500L 등)을 알려주시면 찾아볼게요.",
    ):
        assert flagged(answer, _RULES) == [], answer


def test_options_paired_with_fees_still_flagged() -> None:
    answer = "침대 크기(1인용 5,000원, 2인용 8,000원)를 알려주시면 신청을 도와드릴게요."
    assert flagged(answer, _RULES) == ["1인용", "5,000원", "2인용", "8,000원"]


def test_values_outside_the_options_still_flagged() -> None:
    answer = "침대 크기(1인용, 2인용 등)를 알려주시면 돼요. 1인용은 5,000원이에요."
    assert flagged(answer, _RULES) == ["1인용", "5,000원"]
    answer = "1인용 침대는 8,000원이에요. 크기(1인용, 2인용 등)를 알려주세요."
    assert flagged(answer, _RULES) == ["1인용", "8,000원"]


def test_options_in_a_sentence_that_asks_nothing_still_flagged() -> None:
    answer = "침대 크기(1인용, 2인용 등)에 따라 수수료가 달라요."
    assert flagged(answer, _RULES) == ["1인용", "2인용"]
    assert flagged("침대(1인용)를 알려주시면 찾아볼게요.", _RULES) == ["1인용"]


# --- the nearest of the places that list a good (prod_holdout37 g55h3-0031) -----------------


def _site(name: str, address: str, hours: str, items: list[str], metres: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": "031-000-0000", "hours": hours,
            "items": items, "distance_m": metres, "as_of": "2026-03-10",
            "latitude": 37.1, "longitude": 127.1}  # fmt: skip


def _sites() -> dict[str, object]:
    return {
        "query": "recycling_center", "radius_m": 2000, "latitude": 37.1, "longitude": 127.0,
        "found": 4,
        "places": [
            _site("오산시 자원재활용센터", "경기도 오산시 오산천로 3-35", "평일 05:00~18:00",
                  ["생활쓰레기", "재활용품 등"], 2407),
            _site("용인시 재활용센터(이동)", "경기도 용인시 백옥대로 489번길 19-6 (이동읍)",
                  "평일 08:00~18:00", ["스티로폼", "건전지", "폐메트리스"], 11341),
            _site("이동읍공공재활용센터", "경기도 용인시 처인구 이동읍 백옥대로489번길 19-6",
                  "평일 08:00~17:00", ["스티로폼", "폐매트리스 생활 재활용품 선별"], 11351),
            _site("수원시자원순환센터", "경기도 수원시 영통구 광교호수로 278-1(하동)",
                  "평일 08:00~17:00", ["플라스틱", "스티로폼", "병류", "고철"], 15837),
        ],
        "source": "recycling-centers", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    }  # fmt: skip


_SITES = ev(_sites())


def test_nearest_listing_a_good_case_shape_passes() -> None:
    answer = (
        "1. 스티로폼 받는다고 적힌 곳: 용인시 재활용센터(이동) 약 11.3km, 이동읍공공재활용센터 "
        "약 11.4km, 수원시자원순환센터 약 15.8km.\n"
        "2. 제일 가까운 스티로폼 OK place는 용인시 재활용센터(이동), 경기도 용인시 백옥대로 "
        "489번길 19-6, 평일 08:00~18:00.\n"
        "3. 오산시 자원재활용센터(약 2.4km)는 '생활쓰레기, 재활용품 등'으로만 적혀 있어서 스티로폼 "
        "받는지 자료로는 몰라요."
    )
    assert flagged(answer, _SITES) == []


def test_nearest_listing_a_good_other_wording_passes() -> None:
    for answer in (
        "스티로폼 받는 곳 중 제일 가까운 곳은 용인시 재활용센터(이동)예요.",
        "제일 가까운 스티로폼 가능한 곳은 용인시 재활용센터(이동)예요.",
        "The nearest place that takes styrofoam is 용인시 재활용센터(이동).",
    ):
        assert flagged(answer, _SITES) == [], answer


def test_nearest_listing_a_good_other_values() -> None:
    sites = _sites()
    sites["places"] = [  # type: ignore[index]
        _site("가나자원센터", "경기도 가나시 가나로 1", "평일 09:00~18:00", ["재활용품 등"], 900),
        _site("다라고물상", "경기도 다라시 다라로 2", "평일 09:00~17:00", ["고철", "캔"], 3100),
        _site("마바재활용센터", "경기도 마바시 마바로 3", "평일 09:00~16:00", ["캔", "종이"], 5200),
    ]
    three = ev(sites)
    assert flagged("제일 가까운 캔 OK place는 다라고물상이에요.", three) == []
    assert flagged("캔 받는 곳 중 가장 가까운 곳은 다라고물상이에요.", three) == []
    answer = "캔 받는 곳 중 가장 가까운 곳은 마바재활용센터예요."
    assert flagged(answer, three) == ["가장 가까운 곳은 마바재활용센터예요"]
    assert flagged("가장 가까운 곳은 다라고물상이에요.", three) == [
        "가장 가까운 곳은 다라고물상이에요"
    ]


def test_nearest_listing_a_good_wrong_place_flagged() -> None:
    answer = "제일 가까운 스티로폼 OK place는 수원시자원순환센터예요."
    assert flagged(answer, _SITES) == ["제일 가까운 스티로폼 OK place는 수원시자원순환센터예요"]


def test_nearest_unqualified_still_ranks_every_row() -> None:
    answer = "제일 가까운 곳은 용인시 재활용센터(이동)예요."
    assert flagged(answer, _SITES) == ["제일 가까운 곳은 용인시 재활용센터(이동)예요"]


def test_hours_of_a_distinct_name_still_read() -> None:
    answer = "수원시자원순환센터는 광교호수로 278-1, 평일 08:00~18:00이에요."
    assert flagged(answer, _SITES) == ["18:00"]
