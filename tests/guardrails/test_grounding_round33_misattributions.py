"""Round 33 (r33f): misattributions of prod_holdout21 that passed.

- A sentence that introduces the price lines after it (``Gwangju (광주) regional prices are:``) is
  read against the next line whole, not the next sentence: a numbered list's marker ``1.`` is a
  sentence of its own and hid the prices (:func:`guardrails.grounding.scopes._next_line`), so the
  nationwide average given to a region before a numbered list is caught; the national average said
  plainly passes.
- A department an output ties to one waste stream (``"department": "생활쓰레기(읍면),
  음식물(환경생태과)"``) said in a sentence of another stream and not its own (``대형폐기물 문의는
  환경생태과``, ``for bulky waste, call 환경생태과``) is misattributed
  (:mod:`guardrails.grounding.stream_departments`); its own stream, both streams as the output
  splits them, or no stream, pass.
- An English answer names a site by its road as it romanizes it (``61 Heungdeok-ro``,
  ``Sajik-daero 227`` for 흥덕로 61, 사직대로 227) when it translates the site's name past recognition
  (``the Olympic National Sports Center`` for 올림픽국민생활관): the road binds the goods said of it
  (:func:`guardrails.grounding.goods_records.latin_road`), so cans given to a PET-only site, in a sentence or
  a table row, are caught; the PET it does take passes.
- A site's card (``야탑그린센터re100(분당구 탄천로 247, 재활용선별장 내 …)은 …`` then ``2. 받는 것: …,
  헌옷``): a neighbour named inside the bracket after a site's name is its location, not the
  subject (:func:`guardrails.grounding.taken._unglossed`); ``받는 것:`` is a label of goods and not a
  topic of its own; a label's list runs past a good's bracketed gloss (``플라스틱(PET·PE)``). The
  sorting yard's clothes given to the site are caught; the site's own list passes, and so does the
  yard's card listing its clothes.
- A fee said of one build and seat count of a sofa table (``"spec": "리클라이너-2인용"`` beside
  ``"일반(카우치)-2인용"``) that is another row's — ``a 2-seat recliner is 7,000 won``, ``| Sofa (couch),
  3-seat | 15,000 won |``, ``리클라이너 2인용은 7,000원`` — is misattributed
  (:mod:`guardrails.grounding.seat_rows`); each row's own fee passes, and so does a clause in doubt.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, paper_prices

_NUMBERED = (
    "\n1. Newspaper (신문지, compressed): 120 won/kg\n2. Cardboard (골판지, compressed): 80 won/kg"
)
_NUMBERED_KO = "\n1. 신문지(압축): 120원/kg\n2. 골판지(압축): 80원/kg"


@pytest.mark.parametrize(
    ("head", "tail", "span"),
    [
        ("Per the Korea Environment Corporation survey (January 2025), Gwangju (광주) regional "
         "prices are:", _NUMBERED, "Gwangju (광주) regional prices"),
        ("Here are the Busan prices:", "\n\n" + _NUMBERED.lstrip("\n"), "Busan prices"),
        ("부산 지역 시세는 이래요:", _NUMBERED_KO, "부산 지역 시세"),
    ],
)  # fmt: skip
def test_region_named_over_a_numbered_price_list(head: str, tail: str, span: str) -> None:
    assert flagged(head + tail, ev(paper_prices())) == [span]


@pytest.mark.parametrize(
    "head",
    [
        "Per the Korea Environment Corporation survey (January 2025), the national average prices "
        "are:",
        "전국 평균 시세는 이래요:",
    ],
)
def test_national_average_over_a_numbered_price_list_passes(head: str) -> None:
    tail = _NUMBERED_KO if head.startswith("전국") else _NUMBERED
    assert flagged(head + tail, ev(paper_prices())) == []


BOSEONG = {"district": "보성군", "full_name": "전라남도 보성군", "source": "waste-rules",
           "application_methods": ["읍·면사무소에 신고 후 배출"],
           "department": "생활쓰레기(읍면), 음식물(환경생태과)", "phone": "061-850-5341"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("보성군은 읍·면사무소에 신고한 뒤 배출해요. 대형폐기물 문의는 환경생태과(061-850-5341)에 하시면 돼요.",
         "대형폐기물 문의는 환경생태과"),
        ("For bulky waste in Boseong, call 환경생태과 at 061-850-5341.", "bulky waste in Boseong, call 환경생태과"),
        ("생활쓰레기 배출 문의: 환경생태과 061-850-5341", "생활쓰레기 배출 문의: 환경생태과"),
    ],
)  # fmt: skip
def test_stream_department_given_another_stream(answer: str, span: str) -> None:
    assert flagged(answer, ev(BOSEONG)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        "음식물 쓰레기 문의는 환경생태과(061-850-5341)로 하시면 돼요.",
        "문의는 061-850-5341(생활쓰레기는 읍면, 음식물은 환경생태과)로 해 보세요.",
        "대형폐기물은 읍·면사무소에 신고한 뒤 배출해요. 문의: 환경생태과 061-850-5341",
    ],
)
def test_stream_department_on_its_own_stream_passes(answer: str) -> None:
    assert flagged(answer, ev(BOSEONG)) == []


def _site(name: str, road: str, items: list[str], metres: int) -> dict:
    return {"name": name, "address": f"충북 청주시 흥덕구 {road}", "phone": "043-201-4675",
            "hours": "상시", "items": items, "distance_m": metres}  # fmt: skip


SITES = {"query": "재활용센터", "found": 3, "source": "recycling-centers,keco-sites",
         "places": [_site("서원구청", "사직대로 227", ["투명PET"], 2055),
                    _site("서원구청", "사직대로 227", ["알루미늄 캔"], 2055),
                    _site("올림픽국민생활관", "흥덕로 61", ["투명PET"], 2405)]}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "Seowon-gu Office (227 Sajik-daero, about 2.1 km) takes aluminium cans. The Olympic National "
        "Sports Center (61 Heungdeok-ro, about 2.4 km) also takes aluminium cans.",
        "| Place | Address | Accepts |\n|---|---|---|\n| Seowon-gu Office | 227 Sajik-daero | "
        "clear PET, aluminium cans |\n| Olympic Sports Center | 61 Heungdeok-ro | clear PET, "
        "aluminium cans |",
        "The Olympic Sports Hall on Heungdeok-ro 61 accepts aluminium cans.",
    ],
)
def test_goods_given_to_a_site_named_by_its_latin_road(answer: str) -> None:
    assert flagged(answer, ev(SITES)) == ["aluminium cans"]


@pytest.mark.parametrize(
    "answer",
    [
        "Seowon-gu Office (227 Sajik-daero, about 2.1 km) takes aluminium cans. The Olympic National "
        "Sports Center (61 Heungdeok-ro, about 2.4 km) takes clear PET only.",
        "| Place | Address | Accepts |\n|---|---|---|\n| Seowon-gu Office | 227 Sajik-daero | "
        "clear PET, aluminium cans |\n| Olympic Sports Center | 61 Heungdeok-ro | clear PET |",
    ],
)
def test_a_sites_own_goods_by_its_latin_road_pass(answer: str) -> None:
    assert flagged(answer, ev(SITES)) == []


def _gn(name: str, road: str, items: list[str], metres: int) -> dict:
    return {"name": name, "address": road, "phone": "031-707-3202", "hours": "월~금 10:00~17:00",
            "items": items, "distance_m": metres}  # fmt: skip


SEONGNAM = {"query": "recycling_center", "found": 2, "source": "recycling-centers,keco-sites",
            "places": [_gn("성남시 재활용선별장", "경기도 성남시 분당구 탄천로 247",
                           ["파지", "고철", "폐비닐", "플라스틱", "헌옷"], 1521),
                       _gn("야탑그린센터re100", "분당구 탄천로 247, 재활용선별장 내 스마트그린센터 1층",
                           ["무색페트병", "PET", "PE", "PP", "비닐", "알루미늄 캔", "철 캔"], 1611)]}  # fmt: skip
_CARD = "야탑그린센터re100(분당구 탄천로 247, 재활용선별장 내 스마트그린센터 1층)은 약 1.6km 거리예요.\n1. 운영: 월~금 10:00~17:00\n"


@pytest.mark.parametrize(
    "goods",
    ["2. 받는 것: 무색페트병, 비닐, 플라스틱(PET·PE·PP), 알루미늄 캔, 헌옷",
     "2. 받는 품목: 헌옷, 비닐"],
)  # fmt: skip
def test_yards_clothes_given_to_the_site_inside_it(goods: str) -> None:
    assert flagged(_CARD + goods, ev(SEONGNAM)) == ["헌옷"]


@pytest.mark.parametrize(
    "answer",
    [
        _CARD + "2. 받는 것: 무색페트병, 비닐, 플라스틱(PET·PE·PP), 알루미늄 캔, 철 캔",
        "성남시 재활용선별장(분당구 탄천로 247)은 약 1.5km 거리예요.\n1. 받는 것: 파지, 고철, 플라스틱, 헌옷",
    ],
)
def test_each_sites_own_list_passes(answer: str) -> None:
    assert flagged(answer, ev(SEONGNAM)) == []


def _sofa(spec: str, fee: int) -> dict:
    return {"item_name": f"쇼파 ({spec})", "name": "쇼파", "spec": spec, "category": "가구류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


SOFAS = {"district": "대구 남구", "query": "소파", "source": "bulk-waste-fees", "covered": True,
         "items": [_sofa("리클라이너-1인용", 10000), _sofa("리클라이너-2인용", 12000),
                   _sofa("리클라이너-3인용", 15000), _sofa("리클라이너-4인용이상", 20000),
                   _sofa("일반(카우치)-1인용", 5000), _sofa("일반(카우치)-2인용", 7000),
                   _sofa("일반(카우치)-3인용", 9000), _sofa("일반(카우치)-4인용이상", 12000)]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        ("In Daegu Nam-gu, a 2-seat recliner is 7,000 won and a regular 2-seat sofa is 12,000 won.",
         ["2-seat recliner is 7,000 won", "regular 2-seat sofa is 12,000 won"]),
        ("| Item | Fee |\n|---|---|\n| Recliner, 1-seat | 10,000 won |\n| Sofa (couch), 3-seat | 15,000 won |",
         ["Sofa (couch), 3-seat | 15,000 won"]),
        ("대구 남구는 리클라이너 2인용은 7,000원이에요.", ["7,000원"]),  # (the Korean row words already bind it)
        ("A three-seater couch costs 15,000 won.", ["three-seater couch costs 15,000 won"]),
    ],
)  # fmt: skip
def test_a_sofa_rows_fee_given_to_another_build(answer: str, spans: list[str]) -> None:
    assert flagged(answer, ev(SOFAS)) == spans


@pytest.mark.parametrize(
    "answer",
    [
        "In Daegu Nam-gu, a 2-seat recliner is 12,000 won and a regular 2-seat sofa is 7,000 won.",
        "| Item | Fee |\n|---|---|\n| Recliner, 1-seat | 10,000 won |\n| Sofa (couch), 3-seat | 9,000 won |",
        "대구 남구는 리클라이너 2인용은 12,000원, 일반 2인용은 7,000원이에요.",
        "A 2-seat sofa is 7,000 won or 12,000 won if it is a recliner.",
    ],
)  # fmt: skip
def test_each_sofa_rows_own_fee_passes(answer: str) -> None:
    assert flagged(answer, ev(SOFAS)) == []
