"""Round 54 (r54e): faithful answers flagged — places, addresses, claim-free sentences.

- a lettered side street in Latin letters (``13 Doksan-ro 6ga-gil (독산로6가길 13)``) is the side
  street's own name, not its main road's (:mod:`.romanized`);
- the data named in English inside a Korean sentence (``제가 가진 fee data에는 그 지역 piano
  수수료가 없어서 금액을 알려 드릴 수 없어요``) holds no fee: no claim of free
  (:mod:`.free_statements`);
- a pickup offered in a question (``Would you like to drop it off yourself or have it collected
  from your home?``) is asked, not said of the service (:mod:`.service_ways`);
- a list line's district holds its line only: a sentence after several districts' lines that
  names none (``엄마 집은 읍면사무소에 먼저 신고하세요``) is of no one line's district
  (:mod:`.after_lists`, read by :mod:`.howto_texts` and :mod:`.bound`); a field's noun before
  its value (``장소 영광군 일원``) names the field, not whose it is (:mod:`.field_nouns`).
"""

from __future__ import annotations

from guardrails.grounding.romanized import latin_forms
from tests.guardrails.grounding_helpers import ev, flagged

# --- a lettered side street in Latin letters -------------------------------------------------


def _bins(*points: tuple[str, int]) -> dict[str, object]:
    return {
        "item_type": "clothes",
        "kind_name": "의류",
        "source": "clothing-bins",
        "points": [
            {"name": f"서울특별시 금천구 {a}", "address": f"서울특별시 금천구 {a}", "detail": None,
             "district": "금천구", "phone": None, "items": [], "distance_m": d,
             "as_of": "2025-01-02"}
            for a, d in points
        ],
        "found": len(points),
        "as_of": "2025-01-02",
    }  # fmt: skip


_DOKSAN = ev(
    _bins(("독산로 3", 68), ("은행나무로 14", 114), ("독산로 25-1", 127), ("독산로6가길 13", 133)),
    user="Clothing collection bins near Geumcheon-gu, with distances.",
)


def test_lettered_side_street_forms() -> None:
    assert ("doksan-ro 6ga-gil", True) in latin_forms("독산로6가길")
    assert ("yeonhui-ro 26na-gil", True) in latin_forms("연희로26나길")
    assert ("seobu-ro 1465beon-gil", True) in latin_forms("서부로1465번길")  # as before


def test_lettered_side_street_case_shape() -> None:
    answer = (
        "Within 1 km there are 4 bins (data as of 2025-01-02):\n"
        "1. 3 Doksan-ro (독산로 3) — 68 m\n"
        "2. 14 Eunhaengnamu-ro (은행나무로 14) — 114 m\n"
        "3. 25-1 Doksan-ro (독산로 25-1) — 127 m\n"
        "4. 13 Doksan-ro 6ga-gil (독산로6가길 13) — 133 m"
    )
    assert flagged(answer, _DOKSAN) == []


def test_lettered_side_street_other_wording() -> None:
    assert (
        flagged("The fourth bin, at 독산로6가길 13 (Doksan-ro 6ga-gil), is 133 m away.", _DOKSAN)
        == []
    )
    assert flagged("- Doksan-ro 6ga-gil 13: about 133 m", _DOKSAN) == []


def test_lettered_side_street_other_values() -> None:
    evidence = ev(
        {
            "source": "clothing-bins",
            "points": [
                {
                    "name": "서울특별시 서대문구 연희로 10",
                    "address": "서울특별시 서대문구 연희로 10",
                    "distance_m": 90,
                },
                {
                    "name": "서울특별시 서대문구 연희로26나길 7",
                    "address": "서울특별시 서대문구 연희로26나길 7",
                    "distance_m": 240,
                },
            ],
            "found": 2,
        },  # fmt: skip
        user="Clothes bins near Yeonhui-dong?",
    )
    answer = (
        "1. 10 Yeonhui-ro (연희로 10) — 90 m\n2. 7 Yeonhui-ro 26na-gil (연희로26나길 7) — 240 m"
    )
    assert flagged(answer, evidence) == []
    # the side street's distance given as the main road's bin's
    wrong = "1. 10 Yeonhui-ro (연희로 10) — 240 m\n2. 7 Yeonhui-ro 26na-gil (연희로26나길 7) — 90 m"
    assert flagged(wrong, evidence)


def test_lettered_side_street_wrong_distance_still_flagged() -> None:
    # 127 m is 독산로 25-1's
    answer = "4. 13 Doksan-ro 6ga-gil (독산로6가길 13) — 127 m"
    assert "127 m" in flagged(answer, _DOKSAN)


def test_lettered_side_street_korean_unchanged() -> None:
    assert flagged("독산로6가길 13 수거함이 133m로 네 번째로 가까워요.", _DOKSAN) == []


# --- the data, named in English, holds no fee ---------------------------------------------------

_NO_FEE = ev(
    {
        "district": "기장군",
        "full_name": "부산광역시 기장군",
        "query": "피아노",
        "item_count": 0,
        "items": [],
        "source": "bulk-waste-fees",
        "covered": False,
        "note": "부산광역시 기장군 수수료 자료가 없어 '피아노' 수수료를 알려드릴 수 없습니다.",
        "phone": "051-709-4435",
    },
    user="기장군 old piano 버리고 싶어요. how much?",
)


def test_english_data_word_case_shape() -> None:
    answer = (
        "안녕하세요! Sorry, 제가 가진 fee data에는 그 지역 piano 수수료가 없어서 금액을 알려 드릴 "
        "수 없어요. 군청 담당 부서에 전화해서 물어보시면 제일 정확해요."
    )
    assert flagged(answer, _NO_FEE) == []


def test_english_data_word_other_wording() -> None:
    for answer in (
        "제 database엔 그 품목 수수료가 없어서 알려드리기 어려워요.",
        "이번에 찾은 list에는 sofa 수수료가 없어요. 구청에 물어보면 알려줘요.",
        "The fee data I have has no piano fee for that area, so I can't tell you the amount.",
    ):
        assert flagged(answer, _NO_FEE) == [], answer


def test_english_data_word_free_still_flagged() -> None:
    for answer in (
        "fee data에 따르면 피아노 수수료가 없어요.",  # according to the data: free
        "fee data상 수수료가 없어요.",
        "fee data에는 피아노 수수료가 없어요.",  # nothing says no amount can be given
        "피아노는 수수료가 없어요.",
    ):
        assert "수수료가 없" in flagged(answer, _NO_FEE), answer


# --- a pickup offered in a question ----------------------------------------------------------

_CENTRES = ev(
    {
        "query": "recycling_center",
        "radius_m": 5000,
        "found": 1,
        "places": [
            {
                "name": "재활용선별장",
                "address": "광주광역시 서구 서창둑길 166(세하동)",
                "phone": "062-601-6024",
                "hours": "평일 08:30~17:30",
                "items": ["대형폐기물 및 재활용품 수집·운반·처리"],
                "distance_m": 15901,
            }
        ],
    },  # fmt: skip
    user="Naju-si: where can I take old furniture?",
)


def test_pickup_asked_case_shape() -> None:
    answer = (
        "Would you like to drop it off yourself or have it collected from your home? Let me know, "
        "and tell me roughly where in the city you are, so I can point you to the right option."
    )
    assert flagged(answer, _CENTRES) == []


def test_pickup_asked_other_wording() -> None:
    for answer in (
        "Do you want them to pick it up from your door?",
        "직접 가져가실 건가요, 아니면 방문수거를 원하세요?",
        "Should I look for a home pickup instead?",
    ):
        assert flagged(answer, _CENTRES) == [], answer


def test_pickup_stated_still_flagged() -> None:
    assert flagged("They will collect it from your home for you.", _CENTRES)
    assert flagged("구청에서 방문수거도 해 줍니다.", _CENTRES)
    # a statement, then a question of its own
    assert flagged("The city offers home pickup. Want me to check the hours?", _CENTRES)


def test_pickup_stated_where_an_output_carries_it() -> None:
    evidence = ev(
        {
            "district": "나주시",
            "application_methods": ["방문수거 신청 후 배출"],
            "places": ["문전"],
        },
        user="Naju-si: where can I take old furniture?",
    )
    assert flagged("They will collect it from your home once you apply.", evidence) == []


# --- a list line's district holds its line only ------------------------------------------------


def _rules(district: str, full: str, methods: list[str], places: list[str], dept: str,
           phone: str) -> dict[str, object]:  # fmt: skip
    return {"district": district, "full_name": full, "source": "waste-rules",
            "application_methods": methods, "places": places, "department": dept,
            "phone": phone, "phone_note": f"문의: {full} {dept} {phone}"}  # fmt: skip


_TWO = ev(
    _rules("영광군", "전라남도 영광군", ["읍면사무소 신고후 배출"], ["영광군 일원"],
           "영광군 일원(낙월면 제외)", "061-350-5343"),
    _rules("용인시", "경기도 용인시", ["사업장생활계 폐기물 처리 업체와 별도 계약하여 처리"],
           ["처리업체와 상의한 장소"], "자원순환과", "031-6193-2693"),
    user="저 용인 처인구에서 일해요, 엄마는 영광에 살아요. 두 곳 big 쓰레기 버리는 방법 알려주세요.",
)  # fmt: skip
_LIST = (
    "두 곳 방법이 달라요.\n"
    "- 영광군: 읍면사무소에 신고 후 배출 · 장소 영광군 일원 · 문의 061-350-5343\n"
    "- 용인시: 사업장생활계 폐기물 처리 업체와 별도 계약해서 처리 · 장소는 처리업체와 상의한 곳 · "
    "문의 자원순환과 031-6193-2693\n"
)


def test_after_list_case_shape() -> None:
    assert flagged(_LIST + "엄마 집은 읍면사무소에 먼저 신고하세요.", _TWO) == []


def test_after_list_other_wording_and_values() -> None:
    assert flagged(_LIST + "영광 쪽은 읍면사무소에 먼저 신고부터 하시면 돼요.", _TWO) == []
    evidence = ev(
        _rules("가평군", "경기도 가평군", ["읍면사무소 신고후 배출"], ["집 앞"], "환경과",
               "031-580-2000"),
        _rules("수원시", "경기도 수원시", ["인터넷 신청 후 배출"], ["집 앞"], "자원순환과",
               "031-228-2000"),
    )  # fmt: skip
    answer = (
        "- 가평군: 읍면사무소에 신고 후 배출 · 문의 031-580-2000\n"
        "- 수원시: 인터넷으로 신청 후 배출 · 문의 031-228-2000\n"
        "부모님 댁은 읍면사무소에 신고하시면 됩니다."
    )
    assert flagged(answer, evidence) == []


def test_field_noun_before_value() -> None:
    assert flagged("- 영광군: 읍면사무소에 신고 후 배출 · 장소 영광군 일원", _TWO) == []
    assert flagged("- 영광군: 읍면사무소에 신고 후 배출 · 배출 장소 영광군 일원", _TWO) == []


def test_after_list_still_flagged() -> None:
    # prose: the topic runs on to the next sentence
    prose = "영광군은 읍면사무소에 신고 후 배출해요. 용인시는 업체와 계약해서 처리해요. 읍면사무소에 먼저 신고하세요."
    assert flagged(prose, _TWO)
    # an indented line goes on with the list's last item
    assert "061-350-5343" in flagged(
        _LIST.replace("· 문의 061-350-5343", "") + "  문의: 061-350-5343", _TWO
    )
    # a way on another district's own line
    assert flagged("- 영광군: 읍면사무소에 신고 후 배출\n- 용인시: 읍면사무소에 신고 후 배출", _TWO)
    # a place given to the district whose record does not hold it
    assert "영광군 일원" in flagged("- 용인시: 업체와 계약해서 처리 · 장소 영광군 일원", _TWO)
    # a way no district's how-to names, after the list
    assert flagged(_LIST + "엄마 집은 구청 홈페이지에서 신청하세요.", _TWO)
