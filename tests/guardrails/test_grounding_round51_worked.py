"""Round 51 (r51d): worked figures — sums, products, comparisons, ratios — on prod_holdout43/44.

- A ratio said to be nearly ``n`` times is just under ``n`` and rounds to it ("거의 두 배" is no
  280 over 200: :func:`.derived_values.ratio_fits`; g62h0-0040).
- A product after "about" is within the rounding the figure shows ("약 5만 8천 원" is no 280 ×
  200: :func:`.derived_values.derived_product`; g62h0-0006).
- "one unit in each tier" is one piece of each of an item's rows (:mod:`.row_choices`;
  g61h3-0014).
- A count of an item's rows ("two rows, 15,000 and 25,000 KRW") counts no pieces
  (:mod:`.row_counts`; g61h3-0004).
- A sum in words ("8,000 won plus 10,000 won …, which makes 16,000 won") must add up
  (:mod:`.worded_sums`; g62h2-0028).
- The user's own price restated as theirs ("100원에 파셨으면") is the user's figure
  (:mod:`.user_prices`; g61h2-0047).
- A weight whose product for a listed per-kg price is written right after it ("철캔 10kg(1,800원)")
  is the working's example (:mod:`.listed_products`; g61h2-0092).
- An exchange ratio scaled whole in its clause ("100개 모으시면 새 건전지 10개") keeps the
  outputs' 20 ↔ 2 (:func:`.ratios.scaled_whole`; g62h2-0068).
- A comparison with the dearest or cheapest of an item's rows compares with that row
  (:mod:`.extreme_rivals`; g61h0-0070, read where the item has a name the vocabulary knows).
"""

from __future__ import annotations

from functools import partial

import pytest

from tests.guardrails.grounding_helpers import (
    eps_prices,
    ev,
    fee_answer,
    fee_rows,
    flagged,
    national_prices,
    spec_rows,
)

_fees = partial(fee_answer, as_of="2025-09-15")  # every fee answer here is of one data date


def _check(answer: str, evidence: object, bad: str | None) -> None:
    hits = flagged(answer, evidence)  # type: ignore[arg-type]
    assert (any(bad in h or h in bad for h in hits)) if bad else hits == [], hits


# --- "nearly n times" ------------------------------------------------------------------------

_SCRAP = national_prices("metal", "고철", [("철스크랩", 280)], query="철스크랩")


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        (
            "고철(철스크랩)은 kg당 280원, 압축 스티로폼(EPS)은 200원이라 고철이 거의 두 배 가까이 더 쳐줘요.",
            "두 배",
        ),
        ("고철은 kg당 280원, 스티로폼은 200원이라 고철이 두 배 가까이 비싸요.", "두 배"),
        (
            "Scrap iron is 280 won/kg and EPS 200 won/kg, so scrap pays almost 2 times as much.",
            "2 times",
        ),
        # faithful: 1.4 rounds to no "두 배"; a ratio that does round and stays under it passes
        ("고철은 kg당 280원, 스티로폼은 200원이라 고철이 1.4배쯤 더 쳐줘요.", None),
        ("고철은 kg당 280원, 스티로폼은 200원이라 고철이 거의 1.5배예요.", None),
    ],
)
def test_nearly_times(answer: str, bad: str | None) -> None:
    _check(answer, ev(eps_prices(), _SCRAP), bad)


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("PET 압축은 kg당 350원, 플레이크는 650원이라 플레이크가 거의 두 배예요.", None),
        ("PET 압축은 kg당 350원, 플레이크는 650원이라 플레이크가 거의 세 배예요.", "세 배"),
        (
            "Compressed PET is 350 won/kg and flakes 650 won/kg, almost double... nearly 2 times.",
            None,
        ),
    ],
)
def test_nearly_times_faithful_neighbours(answer: str, bad: str | None) -> None:
    pet = national_prices("plastic", "압축", [("PET", 350), ("PET(플레이크)", 650)], query="PET")
    _check(answer, ev(pet), bad)


# --- a product after "about" ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("철스크랩 전국 평균이 kg당 280원이라 200kg이면 약 5만 8천 원 정도예요.", "5만 8천 원"),
        ("철스크랩 전국 평균이 kg당 280원이라 200kg이면 약 5만 6천 원 정도예요.", None),
        ("철스크랩 전국 평균이 kg당 280원이라 200kg이면 56,000원 정도예요.", None),
        ("철스크랩이 kg당 280원이니 150kg이면 대략 4만 4천 원이에요.", "4만 4천 원"),
        ("철스크랩이 kg당 280원이니 150kg이면 대략 4만 2천 원이에요.", None),
    ],
)
def test_about_product_rounding(answer: str, bad: str | None) -> None:
    _check(answer, ev(_SCRAP), bad)


# --- one unit in each tier ---------------------------------------------------------------------

_SINKS = ev(_fees("계양구", "인천광역시 계양구", "싱크대", fee_rows("싱크대", 4000, 5000)))
_SINK_LINE = "Gyeyang-gu lists the sink unit (싱크대) at two fee levels: 4,000 KRW and 5,000 KRW. "


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("If one unit falls in each tier, the total would be 10,000 KRW.", "10,000 KRW"),
        ("If one unit falls in each tier, the total would be 9,000 KRW.", None),
        ("With one at each fee level, the two would come to 8,000 KRW.", "8,000 KRW"),
        ("With one at each fee level, the two would come to 9,000 KRW.", None),
        # two of the dearer row is no "one in each"; said so, it passes
        ("If both fall in the higher tier, the total would be 10,000 KRW.", None),
    ],
)
def test_one_in_each_tier(tail: str, bad: str | None) -> None:
    _check(_SINK_LINE + tail, _SINKS, bad)


def test_one_in_each_tier_korean() -> None:
    answer = (
        "계양구 싱크대는 4,000원과 5,000원 두 가지예요. 구간마다 하나씩이면 합계 9,000원이에요."
    )
    _check(answer, _SINKS, None)
    _check(answer.replace("9,000원이에요", "10,000원이에요"), _SINKS, "10,000원")


# --- a count of rows is no count of pieces -----------------------------------------------------

_BEDS = ev(_fees("대구 중구", "대구광역시 중구", "침대",
                 fee_rows("돌침대", 15000, 20000) + fee_rows("침대", 3000, 4000, 5000, 6000, 7000)))  # fmt: skip
_BED_HEAD = "According to the bulky-waste fee dataset for Daegu Jung-gu:\n1. Regular bed (침대): five fee rows, from 3,000 to 7,000 KRW.\n"


@pytest.mark.parametrize(
    ("line", "bad"),
    [
        ("2. Stone bed (돌침대): two rows, 15,000 and 25,000 KRW.", "25,000 KRW"),
        ("2. Stone bed (돌침대): two rows, 15,000 and 20,000 KRW.", None),
        ("2. Stone bed (돌침대): two different fee levels, 15,000 and 22,000 KRW.", "22,000 KRW"),
        ("2. Stone bed (돌침대): two options — 10,000 or 20,000 KRW.", "10,000"),
    ],
)
def test_row_count_is_no_pieces(line: str, bad: str | None) -> None:
    _check(_BED_HEAD + line, _BEDS, bad)


def test_row_count_korean() -> None:
    answer = "대구 중구 침대는 3,000원부터 7,000원까지예요. 돌침대는 두 가지로 15,000원과 25,000원이에요."
    _check(answer, _BEDS, "25,000원")
    _check(answer.replace("25,000원", "20,000원"), _BEDS, None)


def test_count_of_pieces_still_adds() -> None:
    """Two pieces (not rows) still make a total of rows: "two stone beds … 35,000 KRW"."""
    answer = "Stone beds (돌침대) are 15,000 or 20,000 KRW, so two stone beds come to 35,000 KRW."
    _check(answer, _BEDS, None)


# --- a sum in words ---------------------------------------------------------------------------

_SHELVES = ev(_fees("대구 북구", "대구광역시 북구", "책장", spec_rows("책장(책꽂이)", [
    ("120cm×180cm이상", 10000), ("50cm×90cm이하", 4000), ("50cm×90cm초과 120cm×180cm미만", 6000)])))  # fmt: skip
_SHELF_LINE = ("In Daegu Buk-gu, a bookshelf of 50×90 cm or smaller costs 4,000 won and one of 120×180 "
               "cm or larger costs 10,000 won. ")  # fmt: skip


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("So two small ones are 8,000 won plus 10,000 won for the large one, which makes 16,000 "
         "won in total.", "16,000 won"),
        ("So two small ones are 8,000 won plus 10,000 won for the large one, which makes 18,000 "
         "won in total.", None),
        ("Two small ones come to 8,000 won, plus 10,000 won for the large one, making 20,000 won.",
         "20,000 won"),
        ("Two small ones come to 8,000 won, plus 10,000 won for the large one, making 18,000 won.",
         None),
    ],
)  # fmt: skip
def test_sum_in_words_english(tail: str, bad: str | None) -> None:
    _check(_SHELF_LINE + tail, _SHELVES, bad)


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("작은 책장 두 개 값 8,000원에 큰 책장 10,000원을 더하면 총 16,000원이에요.", "16,000원"),
        ("작은 책장 두 개 값 8,000원에 큰 책장 10,000원을 더하면 총 18,000원이에요.", None),
        ("작은 책장 값 4,000원에 큰 책장 10,000원을 더하면 총 16,000원이에요.", "16,000원"),
        ("작은 책장 값 4,000원 더하기 큰 책장 10,000원은 14,000원이에요.", None),
        ("작은 책장 값 4,000원 더하기 큰 책장 10,000원은 15,000원이에요.", "15,000원"),
    ],
)
def test_sum_in_words_korean(tail: str, bad: str | None) -> None:
    answer = "대구 북구 책장은 50×90cm 이하 4,000원, 120×180cm 이상 10,000원이에요. " + tail
    _check(answer, _SHELVES, bad)


# --- the user's own price ----------------------------------------------------------------------

_CARDBOARD = national_prices("paper", "압축", [("골판지", 80)], query="골판지")
_KO_USER = "경기 골판지 시세 얼마예요? 지난주에 kg당 100원 받았는데 잘 받은 건가요?"
_EN_USER = "What's cardboard worth in Gyeonggi? I got 100 won per kg last week — was that fair?"
_KO_HEAD = "경기 권역 시세는 자료에 없어서 전국 평균으로 보면 골판지는 kg당 80원이에요. "
_EN_HEAD = "There is no Gyeonggi price, so by the nationwide average cardboard is 80 won/kg. "


@pytest.mark.parametrize(
    ("answer", "user", "bad"),
    [
        (
            _KO_HEAD + "100원에 파셨으면 평균보다 kg당 20원 더 받으신 거라 잘 파신 편이에요.",
            _KO_USER,
            None,
        ),
        (_KO_HEAD + "kg당 100원 받으셨다면 평균보다 20원 높게 받으신 거예요.", _KO_USER, None),
        (_KO_HEAD + "말씀하신 100원은 평균보다 kg당 20원 높아요.", _KO_USER, None),
        (_EN_HEAD + "If you got 100 won/kg, that is 20 won more than the average.", _EN_USER, None),
        # the difference is still worked out; an amount the user did not say is no theirs
        (_KO_HEAD + "100원에 파셨으면 평균보다 kg당 30원 더 받으신 거예요.", _KO_USER, "kg당 30원"),
        (_KO_HEAD + "120원에 파셨으면 평균보다 kg당 40원 더 받으신 거예요.", _KO_USER, "120원"),
        (
            _EN_HEAD + "If you got 120 won/kg, that is 40 won more than the average.",
            _EN_USER,
            "120",
        ),
        # the user's figure said as the market's is still a price no output gives
        (_KO_HEAD + "경기 지역은 골판지가 kg당 100원이에요.", _KO_USER, "100원"),
        ("Cardboard sells for 100 won/kg in Gyeonggi.", _EN_USER, "100 won/kg"),
    ],
)
def test_user_price(answer: str, user: str, bad: str | None) -> None:
    _check(answer, ev(_CARDBOARD, user=user), bad)


# --- a product for a listed per-kg price, written after its weight ------------------------------

_METALS = national_prices("metal", "압축", [("철스크랩", 280), ("철캔", 180), ("알루미늄캔", 1200)])
_METAL_HEAD = "전국 평균으로 금속은 알루미늄캔 kg당 1,200원, 철스크랩 280원, 철캔 180원이에요. "


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("알루미늄캔 10kg만 모아도 12,000원이라 철캔 10kg(1,800원)보다 10,200원 더 나와요.", None),
        ("알루미늄캔 5kg이면 6,000원이라 철스크랩 5kg(1,400원)보다 4,600원 더 받아요.", None),
        (
            "알루미늄캔 10kg만 모아도 12,000원이라 철스크랩 10kg(1,800원)보다 10,200원 더 나와요.",
            "10kg",
        ),
        (
            "알루미늄캔 10kg만 모아도 12,000원이라 철캔 20kg(1,800원)보다 10,200원 더 나와요.",
            "20kg",
        ),
        (
            "알루미늄캔 10kg만 모아도 12,000원이라 철캔 10kg(2,000원)보다 10,000원 더 나와요.",
            "10kg",
        ),
    ],
)
def test_listed_rate_product(tail: str, bad: str | None) -> None:
    _check(_METAL_HEAD + tail, ev(_METALS), bad)


# --- an exchange ratio scaled whole ------------------------------------------------------------

_SHOPS = {"query": "recycling_center", "found": 2, "places": [
    {"name": f"{n} 자원순환가게", "address": f"부평구 {n}로 1", "distance_m": d,
     "items": ["무색페트병", "(폐건전지 교환) 폐건전지 20개<->새건전지 2개"]}
    for n, d in (("중부동", 912), ("갈산1동", 1507))]}  # fmt: skip
_SHOP_HEAD = "부평구 자원순환가게 두 곳 모두 폐건전지 20개를 새 건전지 2개로 교환해 줘요. "


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("약국에서 100개 모으시면 새 건전지 10개로 바꿀 수 있어요.", None),
        ("폐건전지 60개를 모으면 새 건전지 6개로 바꿔 줘요.", None),
        ("약국에서 100개 모으시면 새 건전지 15개로 바꿀 수 있어요.", "새 건전지 15개"),
        ("폐건전지 100개를 모으면 새 건전지 12개로 바꿔 줘요.", "새 건전지 12개"),
        ("약국에서 40개 모으시면 새 건전지 3개로 바꿀 수 있어요.", "새 건전지 3개"),
    ],
)
def test_exchange_scaled_whole(tail: str, bad: str | None) -> None:
    _check(_SHOP_HEAD + tail, ev(_SHOPS), bad)


# --- a comparison with the dearest or cheapest row ----------------------------------------------

_JAR_CARPET = ev(
    _fees("대구 중구", "대구광역시 중구", "항아리", fee_rows("항아리", 1000, 2000, 5000, category="기타")),
    _fees("부산 강서구", "부산광역시 강서구", "카펫", fee_rows("카펫", 3000, category="기타")),
)  # fmt: skip
_JAR_HEAD = "In Daegu Jung-gu a jar (항아리) is 1,000, 2,000 or 5,000 won, and a carpet in Busan Gangseo-gu is 3,000 won, so "  # fmt: skip


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("the carpet costs more than the most expensive 항아리.", "the carpet costs more"),
        ("the rug is pricier than the dearest 항아리.", "the rug is pricier"),
        ("the carpet costs less than the cheapest 항아리.", "the carpet costs less"),
        ("the carpet costs more than the cheapest 항아리.", None),
        ("the carpet costs less than the most expensive 항아리.", None),
        ("the carpet costs more than some 항아리 rows.", None),
    ],
)
def test_than_the_extreme_row_english(tail: str, bad: str | None) -> None:
    _check(_JAR_HEAD + tail, _JAR_CARPET, bad)


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("카펫이 가장 비싼 항아리보다 비싸요.", "카펫이 가장 비싼 항아리보다 비싸"),
        ("카펫이 제일 싼 항아리보다 싸요.", "카펫이 제일 싼 항아리보다 싸"),
        ("카펫이 가장 싼 항아리보다 비싸요.", None),
        ("카펫이 가장 비싼 항아리보다 싸요.", None),
        ("카펫이 항아리보다 비싸요.", None),  # some jar row is cheaper: unsure, as before
    ],
)
def test_than_the_extreme_row_korean(tail: str, bad: str | None) -> None:
    answer = (
        "대구 중구 항아리는 1,000원, 2,000원, 5,000원이고 부산 강서구 카펫은 3,000원이라 " + tail
    )
    _check(answer, _JAR_CARPET, bad)
