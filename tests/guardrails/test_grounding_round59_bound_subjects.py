"""Round 59 (r59c): places and records bound to the wrong subject in faithful answers
(prod_holdout59/60).

- The assistant's offer to look a drop-off yard up (``원하시면 가까운 재활용센터를 찾아봐
  드릴게요``) says no yard exists or takes anything (:mod:`.service_classes`, :data:`.hedges.OFFERED`;
  g77h0-0023).
- ``X를 받는다고 명시된 곳은 대구 수성구 …센터``: the list's report of the taking (명시된, 기재된,
  안내된 …) heads the place named after it, a 시도 before the name aside (:mod:`.relative_holders`,
  :mod:`.taken`); a metropolitan city is no area of a facility's name (``대구`` named
  ``대구광역시 남구청``: :mod:`.area_parts`; g77h2-0004).
- A point named without the gloss in a bracket at its name's end (``농성광장`` of ``농성광장(농성역
  부근)``) binds the sentence to that point's search (:mod:`.whereabouts`; g78h0-0100).
- A search's query words (``"query": "재활용센터"``) name the places it found: a heading ``1.
  재활용센터:`` over the place's distance (:mod:`.records`, :mod:`.record_tokens`; g78h3-0040).
- The stem of a 시 or 군 an output names, said as a word (``동해 2025-10-21`` over 동해시's output),
  is a cue of that district (:mod:`.cues`; g78h2-0072).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H59 = "prod_holdout59.jsonl"
_H60 = "prod_holdout60.jsonl"
_SORRY = "죄송해요, 그 품목은 가격 자료에서 찾지 못했어요."

# --- an offer to look a yard up ----------------------------------------------------------------


def test_the_offer_to_look_for_a_yard_passes() -> None:
    assert case_flags(_H59, "g77h0-0023") == []


@pytest.mark.parametrize(
    "offer",
    [
        "원하시면 가까운 재활용센터를 알아봐 드릴까요?",
        "Sorry, that item isn't in the price data. Want me to look for a recycling centre nearby?",
        "Sorry, that item isn't in the price data. I can search for a recycling centre near you.",
    ],
)
def test_other_offers_pass(offer: str) -> None:
    assert case_flags(_H59, "g77h0-0023", f"{_SORRY} {offer}") == []


@pytest.mark.parametrize(
    ("claim", "span"),
    [
        ("가까운 재활용센터에 가져가시면 받아 줘요.", "재활용센터"),
        ("The local recycling centre accepts old work clothes.", "recycling centre"),
    ],
)
def test_a_yard_said_to_take_it_is_still_caught(claim: str, span: str) -> None:
    assert case_flags(_H59, "g77h0-0023", f"{_SORRY} {claim}") == [("condition", span)]


# --- the good a centre is listed as taking ----------------------------------------------------

_WIDENED = "경산 반경 5km 안에는 재활용센터가 없어서 20km 안으로 넓혀 보니 다섯 곳이 나왔고, "


def test_the_centre_listed_as_taking_scrap_passes() -> None:
    assert case_flags(_H59, "g77h2-0004") == []


def test_another_report_word_passes() -> None:
    answer = _WIDENED + "그중 고철을 받는다고 적힌 곳은 대구 수성구 생활자원회수센터예요."
    assert case_flags(_H59, "g77h2-0004", answer) == []


@pytest.mark.parametrize(
    ("answer", "good"),
    [
        (
            _WIDENED + "그중 고철을 받는다고 명시된 곳은 대구 중구재활용센터(태평로51길 77)예요.",
            "고철",
        ),
        ("그중 가구를 받는다고 기재된 곳은 대구 수성구 생활자원회수센터예요.", "가구"),
        ("대구광역시 남구청은 고철도 받아요.", "고철"),
    ],
)
def test_a_good_given_to_a_centre_that_lists_none_is_caught(answer: str, good: str) -> None:
    assert case_flags(_H59, "g77h2-0004", answer) == [("condition", good)]


# --- a point named without its bracketed gloss ------------------------------------------------


def test_the_reward_spot_in_its_own_district_passes() -> None:
    assert case_flags(_H60, "g78h0-0100") == []


def test_the_spot_named_in_korean_passes() -> None:
    answer = "페트병 보상은 서구 안에 있는 농성광장(농성역 부근)이 약 810m로 가장 가까워요."
    assert case_flags(_H60, "g78h0-0100", answer) == []


def test_a_bin_of_the_other_district_put_in_seo_gu_is_caught() -> None:
    answer = (
        "There's no clothing-bin data for Seo-gu itself. For PET bottle rewards, the closest "
        "spot in Seo-gu is Wolsan Villa (월산빌라 인근) at about 54 m."
    )
    assert ("condition", "spot in Seo-gu") in case_flags(_H60, "g78h0-0100", answer)


# --- a search's query word over the place it found --------------------------------------------

_HEAD = "1. 재활용센터: 20km 안에서 가장 가까운 곳은 광양시 재활용품 선별시설이에요. "


def test_the_found_centre_distance_under_the_query_heading_passes() -> None:
    assert case_flags(_H60, "g78h3-0040") == []


def test_the_same_in_english_passes() -> None:
    answer = (
        "Recycling centre: the nearest is the Gwangyang recyclables sorting facility, about "
        "15.5 km away (none within 1 km)."
    )
    assert case_flags(_H60, "g78h3-0040", answer) == []


@pytest.mark.parametrize(("distance", "span"), [("약 1km", "약 1km"), ("약 12.5km", "12.5km")])
def test_a_wrong_distance_under_the_heading_is_caught(distance: str, span: str) -> None:
    answer = f"{_HEAD}{distance} 거리예요."
    assert case_flags(_H60, "g78h3-0040", answer) == [("distance", span)]


# --- a district's stem ------------------------------------------------------------------------


def test_two_districts_dates_by_their_stems_pass() -> None:
    assert case_flags(_H60, "g78h2-0072") == []


def test_stems_as_topics_pass() -> None:
    answer = (
        "동해는 환경과(033-530-2371), 청송은 환경관리과(054-870-6185)에 문의하세요. "
        "기준일은 동해 2025-10-21, 청송 2025-12-19입니다."
    )
    assert case_flags(_H60, "g78h2-0072", answer) == []


def test_the_dates_swapped_are_caught() -> None:
    answer = "자료 기준일은 동해 2025-12-19, 청송 2025-10-21예요."
    assert case_flags(_H60, "g78h2-0072", answer) == [
        ("date", "2025-12-19"),
        ("date", "2025-10-21"),
    ]


def test_the_other_districts_phone_by_the_stem_is_caught() -> None:
    flags = case_flags(_H60, "g78h2-0072", "동해는 환경관리과 054-870-6185로 문의하세요.")
    assert ("text", "환경관리과") in flags
