"""Round 54 (r54d): faithful answers flagged over worked figures (prod_holdout49/50).

- A length a per-length fee is worked out for (``A 3 m carpet would therefore be 3 × 2,000 = 6,000
  won`` under ``긴 면 기준 100cm 당`` 2,000원; ``카펫이 200cm라면 4,000원``): :mod:`.per_length`.
- A figure picked from those given (``병째 모아 파시믄 350원 쪽입니더``), in a sentence naming no row:
  :mod:`.basis`.
- A percentage premium of one stated price over another (``a premium of about 86 % over
  compressed``): :func:`.arithmetic.derived_percent`.
- A gap named with its two ends before a colon (``Spread between white and blue-green: 10 won/kg``)
  and a gap said with ``below``/``above`` (``compressed PP is 100 won/kg below it``):
  :mod:`.derived_values`.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

_CITE = "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-11-03"


def _fees(district: str, name: str, spec: str | None, fee: int) -> object:
    label = f"{name} ({spec})" if spec else name
    row = {"item_name": label, "name": name, "spec": spec, "category": "기타", "fee": fee,
           "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip
    return {"district": district, "query": name, "item_count": 1, "items": [row],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-03",
            "citation": _CITE}  # fmt: skip


def _prices(*rows: dict[str, object], query: str = "플라스틱") -> object:
    return {"region": "nationwide", "region_name": "전국", "query": query, "items": list(rows),
            "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
            "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)",
            "as_of": "2025-01"}  # fmt: skip


# --- a length a per-length fee is worked out for: the user's (in words too) or an example -------

_CARPET = _fees("용산구", "카펫(카페트)", "긴 면 기준 100cm 당", 2000)
_RUG = _fees("마포구", "러그", "긴 변 50cm 당", 1500)
_EN_HEAD = (
    "Yongsan-gu's fee table (as of 2025-11-03):\n"
    "- Carpet: 2,000 won per 100 cm of the longest side\n"
)
_KO_HEAD = "용산구 카펫(카페트)은 긴 면 100cm당 2,000원이에요(2025-11-03 기준). "
_THREE = "We have an old hall carpet, roughly three metres long, in Yongsan-gu. What is the fee?"


@pytest.mark.parametrize(
    ("answer", "e", "user"),
    [
        (_EN_HEAD + "A 3 m carpet would therefore be 3 × 2,000 = 6,000 won.", _CARPET, _THREE),
        (_EN_HEAD + "A 5 m rug comes to 10,000 won.", _CARPET, "I have a five-metre rug. Fee?"),
        (_EN_HEAD + "If it is 400 cm long, that is 4 × 2,000 = 8,000 won.", _CARPET, ""),
        (_KO_HEAD + "카펫이 200cm라면 4,000원이고, 신청 전에 길이를 재 보세요.", _CARPET, ""),
        (_KO_HEAD + "3미터짜리면 3 × 2,000 = 6,000원입니다.", _CARPET, ""),
        ("마포구 러그는 긴 변 50cm당 1,500원이에요. 150cm 러그라면 4,500원입니다.", _RUG, ""),
        ("Mapo-gu: 1,500 won per 50 cm of the long side. Say a 1.5 m rug: 4,500 won.", _RUG, ""),
    ],
)
def test_length_of_a_per_length_working_passes(answer: str, e: object, user: str) -> None:
    assert flagged(answer, ev(e, user=user)) == []


@pytest.mark.parametrize(
    ("answer", "e", "user", "wrong"),
    [
        (_EN_HEAD + "A 3 m carpet would therefore be 3 × 2,000 = 6,000 won.", _CARPET, "", "3 m"),
        (
            _EN_HEAD + "A 3 m carpet would therefore be 6,000 won.",
            _CARPET,
            "Our hall carpet is about two metres long.",
            "3 m",
        ),
        (_EN_HEAD + "If it is 3 m long, that is 3 × 2,000 = 8,000 won.", _CARPET, "", "3 m"),
        (_EN_HEAD + "If it is 4 m long, that is 6,000 won.", _CARPET, "", "4 m"),
        (_EN_HEAD + "Say a 3 m carpet: it is usually rolled before pickup.", _CARPET, "", "3 m"),
        (_KO_HEAD + "3미터짜리면 8,000원입니다.", _CARPET, "", "3미터"),
        (_KO_HEAD + "카펫이 300cm라면 4,000원이에요.", _CARPET, "", "300cm"),
        (_KO_HEAD + "카펫이 200cm라서 4,000원이에요.", _CARPET, "", "200cm"),  # a fact, no one's
        (
            "마포구 러그는 긴 변 50cm당 1,500원이에요. 150cm 러그라면 3,000원입니다.",
            _RUG,
            "",
            "150cm",
        ),
        # a part unit rounded up is a rule no output states (prod_holdout49 g67h2-0042)
        (
            "용산구 책장은 긴 면 50cm당 1,500원이에요. 180cm면 4단위로 올림해서 6,000원이 나와요.",
            _fees("용산구", "책장(책꽂이)", "긴 면 기준 50cm 당", 1500),
            "용산구 책장 버리려는데 긴 쪽이 180cm예요.",
            "6,000원",
        ),
        (_EN_HEAD + "If it is 250 cm long, that is 6,000 won.", _CARPET, "", "250 cm"),
        # no row charges per a length: a length is no quantity of any working
        (
            "The chair is 2,000 won. If it is 3 m long, it would be 6,000 won.",
            _fees("용산구", "의자", None, 2000),
            "",
            "3 m",
        ),
    ],
)
def test_length_the_working_does_not_bear_out_is_flagged(
    answer: str, e: object, user: str, wrong: str
) -> None:
    assert wrong in flagged(answer, ev(e, user=user))


# --- a figure picked from those given ---------------------------------------------------------------

_PET = _prices(
    plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650), query="PET"
)
_PE = _prices(
    plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450), query="PE"
)
_KO_PET = "- 페트(PET, 압축): kg당 350원\n- 페트 플레이크(씻어서 잘게 부순 것): kg당 650원\n"
_EN_PET = "- PET (compressed): 350 won/kg\n- PET flake (washed and shredded): 650 won/kg\n"
_KO_PE = "- PE 압축: kg당 150원\n- PE 플레이크: kg당 450원\n"


@pytest.mark.parametrize(
    ("answer", "e"),
    [
        (
            _KO_PET
            + "경기도 쪽 시세는 자료에 없어서 전국 평균(2025-01)으로 말씀드립니더. 병째 모아 파시믄 350원 쪽입니더.",
            _PET,
        ),
        (
            _KO_PET + "전국 평균(2025-01)입니다. 그냥 모아서 파시면 350원 쪽으로 보시면 됩니다.",
            _PET,
        ),
        (_KO_PET + "전국 평균(2025-01)입니다. 세척해서 잘게 부숴 파시면 650원 쪽입니다.", _PET),
        (_KO_PE + "전국 평균(2025-01)이에요. 모은 그대로 파시면 150원 쪽이에요.", _PE),
        (
            _EN_PET
            + "National averages (2025-01). Selling bottles as collected, you'd be on the 350 won/kg side.",
            _PET,
        ),
        (
            _EN_PET
            + "National averages (2025-01). Selling bottles as collected, you'd get the 350 won/kg one.",
            _PET,
        ),
    ],
)
def test_figure_picked_from_those_given_passes(answer: str, e: object) -> None:
    assert flagged(answer, ev(e)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            _KO_PET + "전국 평균(2025-01)입니다. 플레이크로 파시믄 350원 쪽입니더.",
            "350원",
        ),  # flake's row
        (
            _KO_PET + "전국 평균(2025-01)입니다. 병째 모아 파시믄 400원 쪽입니더.",
            "400원",
        ),  # never given
        (
            _EN_PET + "National averages (2025-01). As flake, you'd be on the 350 won/kg side.",
            "350 won/kg",
        ),
        (
            _EN_PET + "National averages (2025-01). As collected, you'd be on the 400 won/kg side.",
            "400 won/kg",
        ),
    ],
)
def test_pick_of_another_rows_figure_or_a_new_one_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_PET))


# --- a percentage premium of one stated price over another -------------------------------------------

_PREMIUM_HEAD = (
    "PET (compressed): 350 won/kg; PET (flake): 650 won/kg (national averages, 2025-01). "
)


@pytest.mark.parametrize(
    ("answer", "e"),
    [
        (
            _PREMIUM_HEAD
            + "Flake is 300 won/kg higher, a premium of about 86 % over compressed (650/350 ≈ 1.857).",
            _PET,
        ),
        (_PREMIUM_HEAD + "That is a premium of about 86%.", _PET),
        ("압축 PET는 kg당 350원, 플레이크는 650원이라 플레이크 프리미엄은 약 86%예요.", _PET),
        ("PE: compressed 150 won/kg, flake 450 won/kg. Flake carries a 200% premium.", _PE),
        (
            "PE: compressed 150 won/kg, flake 450 won/kg, so flake sells at 200 % over compressed.",
            _PE,
        ),
    ],
)
def test_percentage_premium_of_two_stated_prices_passes(answer: str, e: object) -> None:
    assert flagged(answer, ev(e)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_PREMIUM_HEAD + "Flake is a premium of about 60 % over compressed.", "60 %"),
        (_PREMIUM_HEAD + "That is a premium of about 54%.", "54%"),  # 350/650, no premium
        (_PREMIUM_HEAD + "About 86 % of collected PET is recycled.", "86 %"),
    ],
)
def test_premium_the_prices_do_not_bear_out_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_PET))


# --- a gap named with its ends before a colon; a gap said with below / above -----------------------

_GLASS = _prices(
    {"item_name": "백색 유리", "category": "glass", "price_per_kg": 45, "price_text": "45원/kg"},
    {"item_name": "갈색 유리", "category": "glass", "price_per_kg": 40, "price_text": "40원/kg"},
    {"item_name": "청녹색 유리", "category": "glass", "price_per_kg": 35, "price_text": "35원/kg"},
    query="유리병",
)
_EN_GLASS = "White glass (백색 유리): 45 won/kg; brown (갈색 유리): 40 won/kg; blue-green (청녹색 유리): 35 won/kg.\n"
_KO_GLASS = "백색 유리 45원/kg, 갈색 유리 40원/kg, 청녹색 유리 35원/kg입니다.\n"


@pytest.mark.parametrize(
    "answer",
    [
        _EN_GLASS + "Spread between white and blue-green: 10 won/kg.",
        _EN_GLASS + "Difference between white and brown — 5 won/kg.",
        _EN_GLASS + "The gap from brown to blue-green: 5 won/kg.",
        _KO_GLASS + "백색과 청녹색의 가격 차이: 10원/kg.",
    ],
)
def test_gap_named_with_its_ends_before_a_colon_passes(answer: str) -> None:
    assert flagged(answer, ev(_GLASS)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_EN_GLASS + "Spread between white and blue-green: 15 won/kg.", "15 won/kg"),
        (_EN_GLASS + "Price for clear glass: 10 won/kg.", "10 won/kg"),
        (_KO_GLASS + "백색과 청녹색의 가격 차이: 12원/kg.", "12원/kg"),
    ],
)
def test_gap_that_does_not_come_out_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_GLASS))


_STEEL = _prices(
    {"item_name": "철스크랩", "category": "metal", "form": "고철", "price_per_kg": 280,
     "price_text": "280원/kg"},
    query="철스크랩",
)  # fmt: skip
_PLASTICS = _prices(
    plastic_row("PP(압축)", "압축", 180), plastic_row("PS(압축)", "압축", 100),
    plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650),
)  # fmt: skip
_EN_STEEL = (
    "Steel scrap is 280 won/kg. Compressed PET is 350 won/kg and compressed PP is 180 won/kg. "
)


@pytest.mark.parametrize(
    "answer",
    [
        _EN_STEEL
        + "So compressed PET beats steel scrap by 70 won/kg, while compressed PP is 100 won/kg below it.",
        _EN_STEEL + "PET sits 70 won/kg above steel, and PP 100 won/kg below it.",
        "철스크랩은 kg당 280원, 압축 PP는 kg당 180원이라 PP가 100원 낮아요.",
        "Steel scrap is 280 won/kg and PET flake 650 won/kg: flake is 370 won/kg above steel.",
    ],
)
def test_gap_said_with_below_or_above_passes(answer: str) -> None:
    assert flagged(answer, ev(_STEEL, _PLASTICS)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_EN_STEEL + "So compressed PP is 90 won/kg below it.", "90 won/kg"),
        ("Steel scrap is 280 won/kg. Compressed PP is 100 won/kg.", "100 won/kg"),  # PS's price
        ("Steel scrap is 280 won/kg. Compressed PP sells at 100 won/kg or below.", "100 won/kg"),
    ],
)
def test_below_that_is_no_gap_of_stated_prices_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_STEEL, _PLASTICS))
