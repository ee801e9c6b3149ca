"""Round 55 (r55d): fabricated answers that passed on prod_holdout52 (writers g70h0-g70h2).

- a class word in 류 in a list its sentence calls the survey's (``플라스틱류`` over PE, PP, PET rows) is
  one of the outputs' items, so a material added beside it is read (:mod:`.listed_items`);
- a bare plural subject after the item is named (``a piano is … — uprights are the 10,000 won
  rate``) gives a twin row a kind of its own; an English clause keeps its dashes
  (:mod:`.twins_english`, :mod:`.twins`);
- the free service's "accept" (``…가 하나 더 있어야 받아줘요``) states a requirement like its pickup
  verbs, where the answer speaks of a free service (:mod:`.free_requirements`);
- a count with a universal and a distance (``5곳 모두 1km 안쪽이에요``) over the list its line
  names, one of whose places is beyond (:mod:`.all_near`);
- a site said to buy goods (``they buy scrap metal by the kilo``, ``고철을 매입해요``) where no
  output prices or buys anything (:mod:`.attributes`, ``buying``);
- a Latin road address given to a place whose record writes ``"address": "없음"`` (:mod:`.no_address`);
- a how-to list holding only a placeholder (``["별도안내"]``) lists no way, so ``보통은 … 홈페이지에서
  온라인 신고하고 스티커를 출력해 붙이면 돼요`` is the answer's own way (:mod:`.usual_unlisted`, :mod:`.howto`).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import (
    VOCAB,
    blind_case,
    ev,
    fee_answer,
    fee_rows,
    flagged,
)


def _case(cid: str) -> dict[str, Any]:
    return blind_case("prod_holdout52.jsonl", cid)


def _flags(cid: str, answer: str | None = None) -> list[str]:
    c = _case(cid)
    e = Evidence.from_texts(c["evidence"], places=VOCAB, user=c.get("user") or "")
    return [u.text for u in check(c["answer"] if answer is None else answer, e).unsupported]


# --- the holdout cases themselves -------------------------------------------------------------


@pytest.mark.parametrize(
    ("cid", "span"),
    [
        ("g70h0-0036", "황동"),
        ("g70h0-0072", "10,000 won"),
        ("g70h1-0058", "다른 가전이 하나 더 있어야 받아줘요"),
        ("g70h1-0090", "5곳 모두 1km 안"),
        ("g70h2-0045", "홈페이지"),
        ("g70h2-0068", "they buy"),
        ("g70h2-0076", "12 Ojeong-ro"),
    ],
)
def test_holdout_case_is_caught(cid: str, span: str) -> None:
    assert span in _flags(cid)


# --- a class word in 류 among the survey's items ---------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "조사 품목은 신문지, 골판지, 플라스틱류, 유리, 철캔, 알루미늄캔, 황동, 고무분말 정도예요.",
            ["황동"],
        ),
        (
            "조사 품목은 신문지, 골판지, 플라스틱류, 철캔, 스테인리스, 고무분말이에요.",
            ["스테인리스"],
        ),
        ("조사 품목은 신문지, 골판지, 플라스틱류, 유리, 철캔, 알루미늄캔, 고무분말 정도예요.", []),
        ("조사 품목은 신문지, 골판지, 플라스틱류, 유리, 철캔, 알루미늄캔, 황동입니다.", ["황동"]),
        # prod_holdout25 g43h1-0052, prod_holdout47 g65h0-0098: a faithful list ending in 입니다
        ("조사 품목은 신문지, 골판지, 플라스틱류(PE·PP·PET 등), 유리, 철캔, 고무분말입니다.", []),
        (
            "조사 품목은 신문지·골판지, PE·PP·PET 등 플라스틱류, 유리류, 철캔·알루미늄캔, 고무분말입니다.",
            [],
        ),
    ],
)
def test_class_word_in_a_surveyed_list(answer: str, wrong: list[str]) -> None:
    assert _flags("g70h0-0036", answer) == wrong


# --- a bare plural naming a kind of a twin row's item -----------------------------------------

_PIANO = fee_answer("성북구", "서울특별시 성북구", "피아노",
                    fee_rows("피아노", 6000, 10000, 20000, category="기타"), as_of="2025-06-16")  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("A piano is 6,000, 10,000 or 20,000 won. Uprights are 10,000 won.", ["10,000 won"]),
        (
            "A piano is listed at 6,000, 10,000 or 20,000 won — grands are 20,000 won.",
            ["20,000 won"],
        ),
        (
            "A piano is listed at 6,000, 10,000 or 20,000 won; the data does not say which is which.",
            [],
        ),
        ("A piano costs 6,000, 10,000 or 20,000 won. Pianos are heavy, so book early.", []),
    ],
)
def test_plural_kind_of_twin_item(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(_PIANO)) == wrong


# --- the free service's "accept" with an invented requirement --------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("무상방문수거로 공짜로 내놓을 수 있어요. 다만 다른 가전이 하나 더 있어야 받아줘요.",
         ["다른 가전이 하나 더 있어야 받아줘요"]),
        ("무상방문수거로 무료예요. 소형 가전이랑 같이 내놔야 받아 줘요.",
         ["소형 가전이랑 같이 내놔야 받아 줘요"]),
        ("무상방문수거로 무료예요. 1599-0903에 예약해야 받아줘요.", []),
        ("냉장고는 6,000원이에요. 집 앞에 내놔야 받아줘요.", []),  # no free service spoken of
    ],
)  # fmt: skip
def test_free_service_accepts_on_a_requirement(answer: str, wrong: list[str]) -> None:
    assert _flags("g70h1-0058", answer) == wrong


# --- every place of a list within a distance --------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 의류수거함: 오벨리스크 970m · 5곳 모두 1km 안쪽이에요", ["5곳 모두 1km 안"]),
        ("의류수거함은 다섯 곳이 전부 반경 1km 이내예요.", ["다섯 곳이 전부 반경 1km 이내"]),
        ("의류수거함은 5곳 모두 1.1km 안쪽이에요.", []),
        ("- 폐의약품: 5곳 모두 1km 안이에요", []),  # the medicine list: all within 243 m
        ("의류수거함 두 곳 모두 1km 안에 있어요.", []),  # two of five: the ones just named
    ],
)
def test_all_places_within_a_distance(answer: str, wrong: list[str]) -> None:
    assert _flags("g70h1-0090", answer) == wrong


# --- a site said to buy goods -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("The Osan Resource Recycling Center buys scrap metal.",
         ["The Osan Resource Recycling Center buys"]),
        ("오산시 자원재활용센터는 고철을 kg 단위로 매입해요.", ["고철을 kg 단위로 매입해"]),
        ("오산시 자원재활용센터는 고철을 사 줘요.", ["고철을 사 줘"]),
        ("It handles household waste and recyclables (생활쓰레기, 재활용품 등).", []),
        ("They may buy scrap metal; check with them first.", []),
    ],
)  # fmt: skip
def test_site_said_to_buy(answer: str, wrong: list[str]) -> None:
    assert _flags("g70h2-0068", answer) == wrong


def test_buying_over_a_price_survey_passes() -> None:
    prices = {"query": "고철", "items": [{"item_name": "철스크랩", "price_per_kg": 300}]}
    assert (
        flagged("고물상은 고철을 kg 단위로 매입해요. 철스크랩은 kg당 300원이에요.", ev(prices))
        == []
    )


# --- an address given to a place without one --------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("The Ojeong-dong neighbourhood recycling platform at 12 Ojeong-ro opens Mondays.",
         ["12 Ojeong-ro"]),
        ("Try the Ojeong-dong platform (Ojeong-ro 12), about 2.6 km away.", ["Ojeong-ro 12"]),
        ("The Daehwa-dong platform at 10 Dongsim 5-gil (~2.8 km) opens Tuesdays.", []),
        ("The Ojeong-dong platform has no street address in the data; it is about 2.6 km away.", []),
    ],
)  # fmt: skip
def test_address_of_a_place_without_one(answer: str, wrong: list[str]) -> None:
    assert _flags("g70h2-0076", answer) == wrong


# --- a "usual" way over a how-to that lists only a placeholder -------------------------------

_DONGJAK = {"district": "동작구", "full_name": "서울특별시 동작구", "source": "waste-rules",
            "as_of": "2024-07-24", "application_methods": ["별도안내"], "places": [],
            "department": "청소행정과", "phone": "02-820-1326"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("동작구는 '별도안내'로만 나와 있어요. 보통은 동작구청 홈페이지에서 온라인 신고하면 돼요.",
         ["홈페이지", "온라인"]),
        ("동작구는 '별도안내'로만 나와 있어요. 보통 스티커를 출력해 붙이면 돼요.", ["스티커를 출력해 붙"]),
        ("동작구는 '별도안내'로만 나와 있어요. 보통은 온라인 신고도 되는지 청소행정과에 확인해 보세요.", []),
        ("동작구는 배출 방법이 '별도안내'로만 나와 있어서 청소행정과 02-820-1326에 문의하세요.", []),
    ],
)  # fmt: skip
def test_usual_way_over_a_placeholder(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(_DONGJAK)) == wrong
