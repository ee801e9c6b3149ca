"""Round 48 (r48b): places, the goods they take, fee rows and who does what (prod_holdout37/38).

Readings added, each a kind of sentence real answers write:

- a numbered step that heads bullets of its own and selects places by the goods they list
  (``2. Drop-off points listing aluminium cans:``, ``2. 캔이 목록에 있는 곳:``) — every bulleted
  place must list them (:mod:`.listed_goods`);
- a place named in the answer's own words (a translation) is the one listed place at the distance
  its clause writes (:mod:`.distance_places`, read by :mod:`.taking_sites`);
- a subject that counts the places named before it (``두 곳 다``, ``둘 다``, ``Both take``) says
  their goods of each (:mod:`.gathered_sites`);
- one word in brackets after a twin row's fee (``5,000원 (싱글)``) is the row's spec
  (:mod:`.twin_asides`);
- a thing joined to the free service's own example in its free clause (``세탁기랑 책장 둘 다 free로``)
  is said free too (:mod:`.free_together`), and ``free`` glued to a particle is a free word;
- the place of reporting or of the certificate is the record's own (:mod:`.report_places`, read by
  :mod:`.disposal_places`, with a landfill as a place kind);
- a quoted name after an empty search is a place when an area's name precedes it or a place's
  particle follows it (:mod:`.unfound_quoted`).
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged


def _site(name: str, items: list[str], dist: int, road: str) -> dict[str, object]:
    return {"name": name, "address": f"충북 청주시 {road}", "phone": "043-201-4675",
            "hours": "상시", "items": items, "distance_m": dist, "as_of": None}  # fmt: skip


def _sites(*rows: dict[str, object]) -> dict[str, object]:
    return {"query": "recycling_center", "radius_m": 5000, "found": len(rows), "places": list(rows),
            "source": "recycling-centers,keco-sites"}  # fmt: skip


_CHEONGJU = ev(
    _sites(
        _site("사직2동 행정복지센터", ["투명PET"], 1674, "충렬로53번길 31"),
        _site("사직2동 행정복지센터", ["알루미늄 캔"], 1674, "충렬로53번길 31"),
        _site("서원구청", ["투명PET"], 2055, "사직대로 227"),
        _site("서원구청", ["알루미늄 캔"], 2055, "사직대로 227"),
        _site("올림픽국민생활관", ["투명PET"], 2405, "흥덕로 61"),
    )
)


# --- a numbered heading that selects places by the goods they list ---------------------------


def test_numbered_listing_heading_case_shape_is_flagged() -> None:
    answer = (
        "1. Aluminium cans: national average.\n"
        "2. Drop-off points listing aluminium cans (알루미늄 캔):\n"
        "- Sajik 2-dong Community Centre (사직2동 행정복지센터), about 1.7 km\n"
        "- Seowon-gu Office (서원구청), about 2.1 km\n"
        "- Olympic Sports Centre (올림픽국민생활관), about 2.4 km\n"
        "3. All list their hours as 'always'."
    )
    assert any("올림픽국민생활관" in t for t in flagged(answer, _CHEONGJU))


def test_numbered_listing_heading_other_wording_and_language() -> None:
    korean = (
        "1. 캔 시세는 없어요.\n"
        "2. 알루미늄 캔이 목록에 있는 곳:\n"
        "- 사직2동 행정복지센터, 약 1.7km\n"
        "- 올림픽국민생활관, 약 2.4km\n"
    )
    assert any("올림픽국민생활관" in t for t in flagged(korean, _CHEONGJU))
    english = "2. Sites that list cans:\n- 서원구청, 2.1 km\n- 올림픽국민생활관, 2.4 km\n"
    assert any("올림픽국민생활관" in t for t in flagged(english, _CHEONGJU))


def test_numbered_listing_heading_faithful_neighbours_pass() -> None:
    cans = (
        "2. Drop-off points listing aluminium cans (알루미늄 캔):\n"
        "- Sajik 2-dong Community Centre (사직2동 행정복지센터), about 1.7 km\n"
        "- Seowon-gu Office (서원구청), about 2.1 km\n"
        "3. Olympic Sports Centre (올림픽국민생활관), about 2.4 km, lists clear PET only."
    )
    assert check(cans, _CHEONGJU).grounded
    pet = "2. Sites listing clear PET (투명PET):\n- 서원구청, 2.1 km\n- 올림픽국민생활관, 2.4 km\n"
    assert check(pet, _CHEONGJU).grounded
    # a numbered step that ends in no colon heads nothing
    plain = "2. 캔 받는 곳은 사직2동 행정복지센터예요.\n3. 올림픽국민생활관은 약 2.4km예요."
    assert check(plain, _CHEONGJU).grounded


# --- a place named in the answer's own words, bound by its distance ---------------------------


def test_place_bound_by_distance_case_shape_is_flagged() -> None:
    answer = (
        "Sajik 2-dong community center, about 1.7 km away, takes both clear PET and aluminium "
        "cans and is always open, and so does Seowon-gu Office at about 2.1 km. Olympic National "
        "Sports Center, about 2.4 km, takes clear PET and aluminium cans too."
    )
    assert "aluminium cans" in flagged(answer, _CHEONGJU)


def test_place_bound_by_distance_other_wording_values_and_language() -> None:
    english = "The Olympic gym, roughly 2.4 km away, also accepts cans."
    assert flagged(english, _CHEONGJU)
    korean = "올림픽 체육관(약 2.4km)도 캔을 받아요."
    assert flagged(korean, _CHEONGJU)
    metres = "The sports hall at 2,405 m takes cans as well."
    assert flagged(metres, _CHEONGJU)


def test_place_bound_by_distance_faithful_neighbours_pass() -> None:
    pet = "Olympic National Sports Center, about 2.4 km, takes clear PET."
    assert check(pet, _CHEONGJU).grounded
    cans = "The Sajik community centre, about 1.7 km away, takes aluminium cans too."
    assert check(cans, _CHEONGJU).grounded
    # a distance of no listed place binds nothing (unsure)
    far = "A gym about 3.9 km away takes cans."
    assert flagged(far, _CHEONGJU) == ["3.9 km"]


# --- a subject that counts the places named before it -----------------------------------------


def _empty(name: str, dist: int) -> dict[str, object]:
    return {"name": name, "address": f"광주광역시 서구 {name}", "phone": None,
            "hours": "화 09:00~11:00, 그 외 휴무", "items": [], "distance_m": dist}  # fmt: skip


_GWANGJU = ev(
    {"query": "재활용센터", "found": 3, "places": [_empty("농성광장", 812),
     _empty("양동 행정복지센터", 947), _empty("화정2동 행정복지센터", 1042)]}
)  # fmt: skip


def test_gathered_places_case_shape_is_flagged() -> None:
    answer = (
        "1. 가까운 곳: 농성광장, 약 810m, 화요일 09:00~11:00만 해요.\n"
        "2. 양동 행정복지센터, 약 950m, 화요일 09:00~11:00.\n"
        "3. 두 곳 다 플라스틱, 캔, 종이 받아요."
    )
    assert flagged(answer, _GWANGJU)


def test_gathered_places_other_wording_and_language() -> None:
    both = "농성광장은 약 810m예요. 양동 행정복지센터는 약 950m예요. 둘 다 폐건전지를 받아요."
    assert flagged(both, _GWANGJU)
    english = (
        "농성광장 is about 810 m away and 양동 행정복지센터 about 950 m. Both take plastic bottles."
    )
    assert flagged(english, _GWANGJU)


def test_gathered_places_faithful_neighbours_pass() -> None:
    sites = ev(
        _sites(
            _site("사직2동 행정복지센터", ["투명PET", "알루미늄 캔"], 1674, "충렬로53번길 31"),
            _site("서원구청", ["투명PET", "알루미늄 캔"], 2055, "사직대로 227"),
            _site("올림픽국민생활관", ["투명PET"], 2405, "흥덕로 61"),
        )
    )
    answer = "1. 사직2동 행정복지센터, 약 1.7km\n2. 서원구청, 약 2.1km\n3. 두 곳 다 캔을 받아요."
    assert check(answer, sites).grounded
    # no number: how many is not said, never read
    vague = "1. 농성광장, 약 810m\n2. 양동 행정복지센터, 약 950m\n3. 모두 화요일에 열어요."
    assert check(vague, _GWANGJU).grounded


# --- one word in brackets after a twin fee -----------------------------------------------------


def _beds(user: str = "") -> object:
    return ev(
        {"district": "영암군", "query": "침대", "item_count": 2, "items": fee_rows("침대", 5000, 8000),
         "source": "bulk-waste-fees", "covered": True},
        user=user,
    )  # fmt: skip


def test_twin_fee_bracket_word_case_shape_is_flagged() -> None:
    answer = (
        "영암군 수수료표에 침대는 두 가지로 나와 있어요.\n- 침대: 5,000원 (싱글)\n"
        "- 침대: 8,000원 (더블)\n신고하실 때 어느 쪽인지 확인해 보세요."
    )
    assert flagged(answer, _beds()) == ["5,000원", "8,000원"]


def test_twin_fee_bracket_word_other_values_and_language() -> None:
    assert flagged("침대는 8,000원(대형)이에요.", _beds())
    assert flagged("A bed is 5,000 won (single) or 8,000 won (double).", _beds())
    assert flagged("- 침대: 5,000원 (소형)", _beds())


def test_twin_fee_bracket_word_faithful_neighbours_pass() -> None:
    assert check("- 침대: 5,000원 (가구류)\n- 침대: 8,000원 (가구류)", _beds()).grounded
    assert check("침대는 5,000원(최저) 또는 8,000원이에요.", _beds()).grounded
    assert check("침대는 5,000원 (예상)이에요.", _beds()).grounded
    # the user's own word names the row they asked about
    assert check("싱글 침대는 5,000원 (싱글)일 수도 있어요.", _beds(user="싱글 침대요")).grounded


# --- a thing joined to the free service's example ---------------------------------------------

_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)
_TWO = ev(
    {"district": "진주시", "query": "책장", "items": fee_rows("책장", 1000, 6000, 8000)},
    {"district": "삼척시", "query": "세탁기", "appliance_note": _NOTE,
     "items": fee_rows("세탁기", 5000, 7000, 10000, category="가전제품류")},
)  # fmt: skip


def test_free_joined_case_shape_is_flagged() -> None:
    answer = (
        "1. 진주 책장: 1,000원, 6,000원, 8,000원.\n2. 삼척 세탁기: 5,000원, 7,000원, 10,000원.\n"
        "3. Free option 있어요: 폐가전제품 무상방문수거 1599-0903 — 세탁기랑 책장 둘 다 free로 가져가요."
    )
    assert "책장" in flagged(answer, _TWO)


def test_free_joined_other_wording_and_language() -> None:
    assert flagged("무상방문수거(1599-0903)로 냉장고와 책장 모두 무료로 수거해요.", _TWO)
    assert flagged("무상방문수거 1599-0903 — 에어컨이랑 책장도 무상으로 가져가요.", _TWO)
    english = "The free pickup on 1599-0903 takes the washing machine and the 책장 for free."
    assert flagged(english, _TWO)


def test_free_joined_faithful_neighbours_pass() -> None:
    assert check("무상방문수거(1599-0903)로 세탁기랑 냉장고 둘 다 무료예요.", _TWO).grounded
    unlike = "무상방문수거(1599-0903)는 세탁기만 무료고, 책장과 달리 세탁기는 free로 가져가요."
    assert check(unlike, _TWO).grounded


# --- the place of reporting is the record's own ---------------------------------------------


def _rules(methods: list[str], places: list[str]) -> object:
    return ev(
        {"district": "삼척시", "full_name": "강원특별자치도 삼척시", "source": "waste-rules",
         "application_methods": methods, "places": places, "department": "환경과",
         "phone": "033-570-3336"}
    )  # fmt: skip


_SAMCHEOK = _rules(["읍·면·동 행정복지센터에 신고"], ["매립장 직접 반입"])
_JINJU = _rules(
    [
        "읍면사무소 및 동행정복지센터에서 신고 후 운반 확인증 발급하여 개인차량을 이용하여 지정된 장소에 배출"
    ],
    ["진주시매립장사업소"],
)


def test_report_place_case_shape_is_flagged() -> None:
    answer = (
        "1. 신고는 매립장에 직접 가서 해요.\n2. 카펫은 읍·면·동 행정복지센터에 가져다 놓으면 돼요."
    )
    assert flagged(answer, _SAMCHEOK) == ["매립장", "행정복지센터"]
    issued = "진주시매립장사업소에서 운반 확인증 받고, 개인 차량으로 거기 가져가면 돼요."
    assert flagged(issued, _JINJU) == ["매립장"]


def test_report_place_other_wording_and_language() -> None:
    assert flagged("매립장에서 신고하시면 돼요.", _SAMCHEOK)
    assert flagged("You report it at the landfill, then bring it in.", _SAMCHEOK)
    assert flagged("Get the transport certificate from the landfill office first.", _JINJU)


def test_report_place_faithful_neighbours_pass() -> None:
    right = "신고는 행정복지센터에 하고, 카펫은 매립장에 직접 반입하면 돼요."
    assert check(right, _SAMCHEOK).grounded
    issued = "동행정복지센터에서 신고 후 운반 확인증을 받고, 진주시매립장사업소로 가져가면 돼요."
    assert check(issued, _JINJU).grounded
    # a record whose ways name no reporting says nothing of where one reports
    silent = _rules(["지정된 장소에 배출"], ["매립장 직접 반입"])
    assert check("신고는 매립장에 가서 해요.", silent).grounded


# --- a quoted name put somewhere after an empty search --------------------------------------

_NONE = ev(
    {"query": "중고", "radius_m": 2000, "places": [], "found": 0,
     "note": "'중고' 장소 정보는 오프라인 데이터에 없습니다.", "source": "none"}
)  # fmt: skip


def test_unfound_quoted_case_shape_is_flagged() -> None:
    answer = (
        "1. 중고 가게 정보는 지금 자료에 없어서 검색이 안 됐어요.\n"
        "2. 제가 알기로는 평내동 '남양주중고가전'에서 냉장고를 사요.\n3. 지도 앱에서 '중고'로 찾아보세요."
    )
    assert flagged(answer, _NONE) == ["남양주중고가전"]


def test_unfound_quoted_other_wording_and_language() -> None:
    assert flagged("호평동 '우리가전'이 냉장고를 매입해요.", _NONE)
    assert flagged("'행복리폼'에서 가구를 사 줘요.", _NONE)
    assert flagged('Try "Happy Appliance" in Pyeongnae-dong, they buy fridges.', _NONE)


def test_unfound_quoted_faithful_neighbours_pass() -> None:
    assert check("지도 앱에서 '중고'로 찾아보세요.", _NONE).grounded
    assert check("카카오맵에 '중고가전'을 검색해 보세요.", _NONE).grounded


# --- a fee row's category said of a named district ----------------------------------------------

_CHAIRS = ev(
    {"district": "대전 서구", "full_name": "대전광역시 서구", "query": "의자",
     "items": fee_rows("의자", 2000, 3000)},
    {"district": "광주 서구", "full_name": "광주광역시 서구", "query": "의자",
     "items": fee_rows("의자", 2000, 3000, category="생활용품류")},
)  # fmt: skip


def test_row_category_swap_case_shape_is_flagged() -> None:
    answer = (
        "1. 대전 서구 의자: 2,000원 또는 3,000원, 생활용품류로 나와 있어요.\n"
        "2. 광주 서구 의자: 2,000원 또는 3,000원, 가구류로 나와 있어요.\n"
        "3. 어떤 의자가 얼마인지는 자료에 없어요."
    )
    assert flagged(answer, _CHAIRS) == ["생활용품류", "가구류"]


def test_row_category_swap_other_wording() -> None:
    assert flagged("대전 서구 의자는 생활용품류예요.", _CHAIRS) == ["생활용품류"]
    assert flagged("광주광역시 서구에서는 의자를 가구류로 분류해요.", _CHAIRS) == ["가구류"]


def test_row_category_faithful_neighbours_pass() -> None:
    right = "대전 서구 의자는 가구류, 광주 서구 의자는 생활용품류로 나와 있어요."
    assert check(right, _CHAIRS).grounded
    # a district named by the word both share is unsure
    assert check("서구 의자는 생활용품류예요.", _CHAIRS).grounded
    assert check("대전 서구 의자는 생활용품류가 아니라 가구류예요.", _CHAIRS).grounded
