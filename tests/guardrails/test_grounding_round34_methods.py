"""Round 34 (r34i): one district's way of disposing said of another, on prod_holdout22.

``증평군도 금산군처럼 위생매립장에 직접 가져가시면 돼요`` says 금산군's way of 증평군: the district
likened to (``금산군처럼``) is the standard, not the subject (:mod:`guardrails.grounding.likened`,
read by :mod:`.empty_howto`, :mod:`.restated_ways` and :mod:`.howto_swaps`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

_SRC = "공공데이터포털 행정안전부 생활쓰레기배출정보"
GEUMSAN = {
    "district": "금산군", "full_name": "충청남도 금산군", "source": "waste-rules",
    "source_label": _SRC, "as_of": "2025-10-28",
    "application_methods": ["종량제봉투에 버리거나 위생매립장 방문처리"], "places": ["위생매립장"],
    "department": "환경위생과", "phone": "041-750-2504",
}  # fmt: skip
JEUNGPYEONG = {
    "district": "증평군", "full_name": "충청북도 증평군", "source": "waste-rules",
    "source_label": _SRC, "as_of": "2026-11-10", "application_methods": [], "places": [],
    "note": "생활쓰레기배출정보에는 충청북도 증평군의 대형폐기물 배출 방법이 적혀 있지 않습니다. "
            "아래 담당 부서에 문의하세요.",
    "department": "환경위생과", "phone": "043-835-3642",
}  # fmt: skip
JEUNGPYEONG_LANDFILL = {
    **JEUNGPYEONG, "application_methods": ["위생매립장 직접 반입"], "places": ["위생매립장"],
    "note": "",
}  # fmt: skip
CHANGWON = {
    "district": "창원시", "full_name": "경상남도 창원시", "source": "waste-rules",
    "source_label": _SRC, "as_of": "2022-06-13",
    "application_methods": ["청소관련업체 의뢰"], "places": ["내 집 앞 또는 지정장소"],
    "department": "의창구 환경미화과", "phone": "055-212-4511",
}  # fmt: skip
DALSEO = {
    "district": "달서구", "full_name": "대구광역시 달서구", "source": "waste-rules",
    "source_label": _SRC, "as_of": "2025-10-31",
    "application_methods": ["일정량씩 며칠에 나누어 배출"], "places": ["집앞", "거점수거장소"],
    "department": "청소과", "phone": "053-667-2716",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g38h1-0062's shape
        "증평군도 금산군처럼 위생매립장에 직접 가져가시면 돼요. 금산군은 종량제봉투에 버리거나 "
        "위생매립장 방문처리하는 방식이고(환경위생과 041-750-2504), 증평군 문의는 환경위생과 "
        "043-835-3642예요.",
        "증평군은 금산군과 마찬가지로 위생매립장으로 가져가면 됩니다.",
    ],
)
def test_a_way_likened_to_another_district_is_said_of_the_empty_one(answer: str) -> None:
    assert "위생매립장" in flagged(answer, ev(GEUMSAN, JEUNGPYEONG))


def test_the_likened_way_both_outputs_state_stays_supported() -> None:
    answer = "증평군도 금산군처럼 위생매립장에 직접 가져가시면 돼요."
    assert flagged(answer, ev(GEUMSAN, JEUNGPYEONG_LANDFILL)) == []


def test_the_standard_s_own_way_stays_supported() -> None:
    answer = "금산군은 위생매립장에 직접 가져가시면 되고, 증평군은 자료에 방법이 없어요."
    assert flagged(answer, ev(GEUMSAN, JEUNGPYEONG)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "창원시도 달서구처럼 일정량씩 며칠에 나누어 배출하시면 돼요.",
        "창원시는 달서구와 마찬가지로 일정량씩 며칠에 나누어 배출하면 됩니다.",
    ],
)
def test_a_restated_way_likened_to_another_binds_to_the_subject(answer: str) -> None:
    spans = flagged(answer, ev(CHANGWON, DALSEO))
    assert spans and all(s in "일정량씩 며칠에 나누어 배출" for s in spans)


def test_a_way_both_outputs_state_likened_stays_supported() -> None:
    answer = "창원시도 달서구처럼 일정량씩 며칠에 나누어 배출하시면 돼요."
    changwon = {**CHANGWON, "application_methods": ["일정량씩 며칠에 나누어 배출"]}
    assert flagged(answer, ev(changwon, DALSEO)) == []


# g38h3-0087: a "usual" way written where the data says the district's way is not listed
JEJU = {
    "district": "제주시", "full_name": "제주특별자치도 제주시", "source": "waste-rules",
    "source_label": _SRC, "as_of": "2023-12-06", "application_methods": [], "places": [],
    "note": "생활쓰레기배출정보에는 제주특별자치도 제주시의 대형폐기물 배출 방법이 적혀 있지 "
            "않습니다. 아래 담당 부서에 문의하세요.",
    "department": "생활환경과", "phone": "064-728-3162",
}  # fmt: skip
JEJU_STICKER = {
    **JEJU, "application_methods": ["클린하우스에 대형폐기물 스티커 부착 후 배출"],
    "places": ["클린하우스"], "note": "",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g38h3-0087's shape
        (
            "생활쓰레기배출정보에 제주시 대형폐기물 배출 방법은 없음. 문의: 생활환경과 "
            "064-728-3162. 보통 클린하우스에 스티커 붙여 배출.",
            "스티커 붙",
        ),
        (
            "The household waste data doesn't list Jeju-si's method; call 064-728-3162. Usually "
            "you just attach a sticker and leave it at the Clean House.",
            "attach a sticker",
        ),
        (
            "자료에 제주시 배출 방법은 없어요. 대개 집 앞에 내놓으시면 됩니다.",
            "집 앞",
        ),
    ],
)
def test_a_usual_way_over_a_record_listing_none_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(JEJU))


@pytest.mark.parametrize(
    "answer",
    [
        "자료에 제주시 배출 방법은 없어요. 보통 스티커를 붙여 내놓을 수도 있으니 생활환경과에 "
        "확인해 보세요.",
        "자료에 제주시 배출 방법은 없어요. 보통은 생활환경과(064-728-3162)에 전화하시면 안내해 줘요.",
    ],
)
def test_a_usual_word_with_another_doubt_or_no_way_stays_supported(answer: str) -> None:
    assert flagged(answer, ev(JEJU)) == []


def test_the_usual_way_the_record_states_stays_supported() -> None:
    answer = "제주시는 보통 클린하우스에 스티커 붙여 배출해요."
    assert flagged(answer, ev(JEJU_STICKER)) == []


# g38h0-0032: a district's how-to glossed in other words (English) and said of another district
CHANGWON_DALSEO_EN = (
    "- Changwon-si: put it out a set amount at a time over several days, in front of your "
    "building or at a designated spot. Contact: Uichang-gu Sanitation Division, 055-212-4511\n"
    "- Dalseo-gu: split it into portions over several days, at your doorstep or a collection "
    "point. Contact: Cleaning Division, 053-667-2716"
)


@pytest.mark.parametrize(
    ("answer", "objs", "span"),
    [
        # g38h0-0032's shape
        (CHANGWON_DALSEO_EN, (CHANGWON, DALSEO), "a set amount at a time"),
        ("창원시는 며칠에 걸쳐 나눠서 내놓으시면 돼요.", (CHANGWON, DALSEO), "며칠에 걸쳐 나눠"),
        ("Jeungpyeong-gun, like Geumsan, takes it straight to the landfill.",
         (GEUMSAN, JEUNGPYEONG), "landfill"),
        ("- Dalseo-gu: hire a licensed contractor to haul it away.", (CHANGWON, DALSEO),
         "contractor"),
    ],
)  # fmt: skip
def test_a_way_glossed_and_said_of_another_district_is_flagged(
    answer: str, objs: tuple[dict[str, object], ...], span: str
) -> None:
    assert span in flagged(answer, ev(*objs))


@pytest.mark.parametrize(
    ("answer", "objs"),
    [
        ("- Dalseo-gu: put it out a set amount at a time over several days, at your doorstep.\n"
         "- Changwon-si: ask a cleaning company to take it.", (CHANGWON, DALSEO)),
        ("달서구는 며칠에 걸쳐 나눠서 내놓으시면 돼요.", (CHANGWON, DALSEO)),
        ("Geumsan-gun: take it to the landfill. Jeungpyeong-gun's method isn't listed.",
         (GEUMSAN, JEUNGPYEONG)),
        ("Jeungpyeong-gun, like Geumsan, takes it to the landfill.",
         (GEUMSAN, JEUNGPYEONG_LANDFILL)),
    ],
)  # fmt: skip
def test_each_district_s_own_way_glossed_stays_supported(
    answer: str, objs: tuple[dict[str, object], ...]
) -> None:
    assert flagged(answer, ev(*objs)) == []
