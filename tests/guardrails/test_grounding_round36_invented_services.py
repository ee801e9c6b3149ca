"""Round 36 (r36d): invented service facts that passed — a sticker bought as a step, a fee cut for
bringing it oneself, reward points with no figure, a good in a state the outputs send elsewhere.

Read on cases of the already scored prod_holdout24 (tuned readings, not evidence):

- buying a sticker stated as a step (``배출 전 읍·면사무소에서 스티커 구매 필수``, ``스티커를 사야
  해요``, ``스티커를 구입하고``) is a sticker step (:mod:`guardrails.grounding.howto`): flagged
  where no output names a sticker, passed where the how-to does;
- a fee cut for bringing it oneself (``소각장에 직접 반입하면 수수료가 절반으로 줄어요``, ``반값``)
  is a benefit of self-delivery (:mod:`guardrails.grounding.self_drop`), flagged from the clause
  that holds it (a worked total before it is no part of it); passed where an output ties the cut
  to bringing it in;
- points given with no figure (``옷 가져가면 포인트 줘요``, ``you'll earn points``) where no output
  names points (:mod:`guardrails.grounding.offered_points`); passed where a site's record gives
  points;
- a good in a state (``깨진 형광등``) said to go into the bins where the outputs' only sentence
  naming it sends it elsewhere (:mod:`guardrails.grounding.binned_goods`); passed where an output
  puts it in the bin;
- a good the outputs refuse (``솜이불·베개·방석은 대개 받지 않아``) called fine in a clause joined by
  a connective and a comma after the answer's own restating of the refusal (``… 내셔야 하고, 얇은
  홑이불은 넣어도 돼요``) is read in its own clause (:mod:`guardrails.grounding.excluded`): the
  refusal before it no longer makes the sentence negated, nor its words a place the good is sent.

Each reading's twin passes or is flagged as the other way round.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

# --- buying a sticker as a step -------------------------------------------------------------

GOSEONG = {
    "district": "강원 고성군", "full_name": "강원특별자치도 고성군", "source": "waste-rules",
    "as_of": "2025-12-31", "application_methods": ["개인차량을 이용하여 지정된 장소에 배출"],
    "places": ["고성군농어촌폐기물종합처리시설"], "department": "환경과", "phone": "033-680-3982",
}  # fmt: skip
GOSEONG_STICKER = dict(
    GOSEONG, application_methods=["읍·면사무소에서 스티커 구매 후 지정된 장소에 배출"]
)


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (  # g42h1-0038's shape
            "고성군 배출 방법입니다.\n- 배출 방법: 개인차량으로 지정된 장소에 직접 배출 · 배출 전"
            " 읍·면사무소에서 스티커 구매 필수\n- 문의: 환경과 033-680-3982",
            "스티커 구매",
        ),
        ("고성군은 면사무소에서 배출 스티커를 사야 처리시설에 가져갈 수 있어요.", "배출 스티커를 사야"),
        ("고성군은 먼저 스티커를 구입하고 처리시설에 가져가세요.", "스티커를 구입"),
    ],
)  # fmt: skip
def test_a_sticker_bought_as_a_step_no_output_names_is_flagged(answer: str, span: str) -> None:
    v = check(answer, ev(GOSEONG))
    assert not v.grounded
    assert any(
        answer[u.start : u.end] == span and "names no sticker" in u.why for u in v.unsupported
    )


@pytest.mark.parametrize(
    "answer",
    [
        "고성군은 배출 전 읍·면사무소에서 스티커 구매 필수예요. 문의는 환경과 033-680-3982.",
        "고성군은 면사무소에서 스티커를 사야 해요.",
    ],
)
def test_a_sticker_bought_as_the_how_to_says_passes(answer: str) -> None:
    assert flagged(answer, ev(GOSEONG_STICKER)) == []


def test_the_way_without_a_sticker_passes() -> None:
    answer = (
        "고성군은 개인차량으로 고성군농어촌폐기물종합처리시설에 직접 배출해요. 문의: 033-680-3982"
    )
    assert flagged(answer, ev(GOSEONG)) == []


# --- a fee cut for bringing it oneself -------------------------------------------------------

SINK_FEES = {
    "district": "완도군", "full_name": "전라남도 완도군", "query": "싱크대", "item_count": 2,
    "items": [{"item_name": "싱크대", "name": "싱크대", "spec": None, "category": "가구류",
               "fee": 2000, "fee_text": "2,000원", "is_free": False},
              {"item_name": "싱크대", "name": "싱크대", "spec": None, "category": "가구류",
               "fee": 4000, "fee_text": "4,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2024-08-16",
}  # fmt: skip
WANDO = {
    "district": "완도군", "full_name": "전라남도 완도군", "source": "waste-rules",
    "as_of": "2024-07-30", "application_methods": ["소각장 직접 반입"], "places": ["각동네별 배출장소"],
    "department": "고금면사무소", "phone": "061-550-6413",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (  # g42h2-0076's shape
            "완도군 싱크대 수수료는 2,000원, 4,000원 두 가지예요. 두 개 다 4,000원짜리면 4,000 × 2"
            " = 8,000원이고, 소각장에 직접 반입하면 수수료가 절반으로 줄어요.",
            "소각장에 직접 반입하면 수수료가 절반으로 줄어요",
        ),
        ("싱크대는 4,000원이에요. 직접 가져가시면 수수료가 덜 나와요.", "직접 가져가시면 수수료가 덜 나와요"),
        ("A sink is 4,000 won; it's half price if you bring it in yourself.",
         "it's half price if you bring it in yourself"),
    ],
)  # fmt: skip
def test_a_fee_cut_for_bringing_it_oneself_is_flagged(answer: str, span: str) -> None:
    v = check(answer, ev(SINK_FEES, WANDO))
    assert not v.grounded
    # (a discount word the extractor reads itself may be flagged first, inside the span)
    assert any(answer[u.start : u.end] in span for u in v.unsupported)


def test_a_fee_cut_an_output_ties_to_bringing_it_passes() -> None:
    cut = dict(WANDO, note="소각장에 직접 반입하면 수수료를 50% 감면합니다.")
    answer = "싱크대는 4,000원이에요. 소각장에 직접 반입하면 수수료가 절반으로 줄어요."
    assert flagged(answer, ev(SINK_FEES, cut)) == []


def test_the_worked_total_and_the_way_pass() -> None:
    answer = "두 개 다 4,000원짜리면 4,000 × 2 = 8,000원이고, 완도군은 소각장에 직접 반입하는 방식이에요."
    assert flagged(answer, ev(SINK_FEES, WANDO)) == []


# --- reward points with no figure ------------------------------------------------------------

THRIFT = {
    "query": "재활용센터", "radius_m": 5000, "found": 1,
    "places": [{"name": "중구새마을회알뜰매장", "address": "대전광역시 중구 문화로 60",
                "phone": "042-257-9522", "hours": "평일 13:00~17:00",
                "items": ["옷", "신발", "가방 등"], "distance_m": 13407, "as_of": "2025-09-05"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-09-05",
}  # fmt: skip
SHOP = {
    "query": "자원순환가게", "found": 1,
    "places": [{"name": "자원순환가게 중구점", "address": "대전광역시 중구 문화로 60",
                "items": ["투명페트병", "캔"], "reward": "페트병 1개당 10포인트 적립"}],
    "source": "keco-sites",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (  # g42h3-0059's shape
            "1. 중구새마을회알뜰매장 (대전 중구 문화로 60) — 옷, 신발, 가방 받아요.\n2. 평일 13:00~17:00"
            " open.\n3. 옷 가져가면 포인트 줘요.",
            "옷 가져가면 포인트 줘요",
        ),
        ("알뜰매장에 옷을 가져가시면 포인트도 적립돼요.", "알뜰매장에 옷을 가져가시면 포인트도 적립돼요"),
        ("You'll earn points for every bag of clothes you bring.",
         "You'll earn points for every bag of clothes you bring"),
    ],
)  # fmt: skip
def test_points_no_output_names_are_flagged(answer: str, span: str) -> None:
    v = check(answer, ev(THRIFT))
    assert not v.grounded
    assert any(answer[u.start : u.end] == span and "reward points" in u.why for u in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "자원순환가게 중구점에 페트병을 가져가면 포인트 줘요.",
        "You'll earn points for the bottles you bring to the shop.",
    ],
)
def test_points_a_site_gives_pass(answer: str) -> None:
    assert flagged(answer, ev(SHOP)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "중구새마을회알뜰매장은 옷, 신발, 가방을 받아요. 포인트는 주지 않아요.",
        "포인트를 주는지는 매장에 확인해 보세요.",
    ],
)
def test_points_denied_or_asked_pass(answer: str) -> None:
    assert flagged(answer, ev(THRIFT)) == []


# --- a good in a state the outputs send elsewhere --------------------------------------------


def _lamp_bins(how: str) -> dict[str, object]:
    return {
        "item_type": "fluorescent_lamp", "kind_name": "폐형광등", "source": "lamp-battery-bins",
        "guidance": [{"item_type": "fluorescent_lamp", "name": "폐형광등", "how": how}],
        "district_has_data": True,
        "points": [{"name": "대곡2리 마을회관", "address": "경기도 가평군 가평읍 새말옛로 10",
                    "district": "가평군", "items": ["형광램프", "폐건전지"], "distance_m": 146}],
        "found": 1,
    }  # fmt: skip


ELSEWHERE = _lamp_bins(
    "깨지지 않게 그대로 수거함에 넣습니다. 깨진 형광등은 신문지 등에 싸서 종량제 봉투나 불연성 폐기물로"
    " 배출하는 지자체가 많으니 관할 시군구 기준을 확인하세요."
)
INTO_BINS = _lamp_bins("깨진 형광등도 신문지에 싸서 수거함에 넣습니다.")


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (  # g42h2-0015's shape
            "가까운 수거함은 대곡2리 마을회관(새말옛로 10, 약 150m)이에요. 깨진 형광등도 신문지에"
            " 싸서 수거함에 같이 넣으시면 돼요.",
            "깨진 형광등도 신문지에 싸서 수거함에 같이 넣으시면",
        ),
        ("깨진 형광등은 그 수거함에 넣어도 돼요.", "깨진 형광등은 그 수거함에 넣어도"),
        ("깨진 형광등도 테이프로 감아서 수거함에 버리시면 돼요.",
         "깨진 형광등도 테이프로 감아서 수거함에 버리시면"),
    ],
)  # fmt: skip
def test_a_good_in_a_state_sent_elsewhere_said_to_go_in_the_bin_is_flagged(
    answer: str, span: str
) -> None:
    v = check(answer, ev(ELSEWHERE))
    assert not v.grounded
    assert any(answer[u.start : u.end] == span and "elsewhere" in u.why for u in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "깨진 형광등도 신문지에 싸서 수거함에 같이 넣으시면 돼요.",
        "형광등은 깨지지 않게 그대로 수거함에 넣으시면 돼요.",
    ],
)
def test_a_good_in_a_state_an_output_puts_in_the_bin_passes(answer: str) -> None:
    assert flagged(answer, ev(INTO_BINS)) == []


def test_the_whole_good_into_the_bin_and_the_state_elsewhere_pass() -> None:
    answer = (
        "형광등은 깨지지 않게 그대로 수거함에 넣으시면 돼요. 깨진 형광등은 신문지에 싸서 종량제"
        " 봉투나 불연성 폐기물로 배출하세요."
    )
    assert flagged(answer, ev(ELSEWHERE)) == []


# --- a good the outputs refuse, called fine in a clause joined after the refusal ---------------

CLOTHING = {
    "radius_km": 0.5, "item_type": "clothes", "kind_name": "의류", "source": "clothing-bins",
    "guidance": [{"item_type": "clothes", "name": "의류",
                  "how": "깨끗한 옷·신발·가방을 봉투에 담아 넣습니다. 솜이불·베개·방석은 대개 받지 않아"
                         " 종량제 봉투나 대형폐기물로 배출합니다."}],
    "district_has_data": True,
    "points": [{"name": "삼정빌라", "address": "경기도 가평군 가평읍 연인길 18", "district": "가평군",
                "items": [], "distance_m": 82}],
    "found": 1,
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g42h2-0095's shape
        "가장 가까운 건 삼정빌라 수거함이에요. 솜이불·베개·방석은 대개 안 받으니 종량제 봉투나"
        " 대형폐기물로 내셔야 하고, 얇은 홑이불은 넣어도 돼요.",
        "베개는 안 받으니 종량제 봉투로 버리시고, 얇은 이불은 넣어도 돼요.",
        "솜이불은 받지 않으니 대형폐기물로 내셔야 하며, 여름 이불은 넣으셔도 괜찮아요.",
    ],
)
def test_a_refused_good_called_fine_after_the_refusal_is_flagged(answer: str) -> None:
    v = check(answer, ev(CLOTHING))
    assert not v.grounded
    assert any("excluded in tool outputs" in u.why for u in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "솜이불·베개·방석은 대개 안 받으니 종량제 봉투나 대형폐기물로 내셔야 하고, 옷·신발·가방은"
        " 봉투에 담아 넣으시면 돼요.",
        "솜이불·베개·방석은 대개 안 받으니 종량제 봉투나 대형폐기물로 내셔야 해요.",
        # no refusal before it: one clause, read as before
        "옷·신발·가방은 봉투에 담아 넣으시면 되고, 신발도 함께 넣으실 수 있어요.",
    ],
)
def test_the_refusal_restated_and_what_the_bins_take_pass(answer: str) -> None:
    assert flagged(answer, ev(CLOTHING)) == []
