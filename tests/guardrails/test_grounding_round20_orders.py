"""Round 20 (r20b): order claims over values — a subject said to be the dearest, cheapest,
highest or lowest of an attribute, or dearer, cheaper, closer or warmer than another subject —
held against the records of that attribute that share the subject's scope (`압축품 중에서`,
`among compressed bales`, `the best-paying compressed plastic`).

Each table: the false order with the flagged text, and the true order in the same shape, which
must pass. The sentences are new wordings, Korean and English, not the tuning cases'."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged
from tests.guardrails.grounding_helpers import plastic_row as row

PLASTICS = {
    "region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": 10,
    "items": [row("PE(압축)", "압축", 150), row("PE(플레이크)", "플레이크", 450),
              row("PP(압축)", "압축", 180), row("PP(플레이크)", "플레이크", 520),
              row("PS(압축)", "압축", 100), row("PET", "압축", 350),
              row("PET(플레이크)", "플레이크", 650), row("ABS", "압축", 280),
              row("PVC", "압축", 80), row("HDPE", "압축", 200)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a superlative ranked within a form the sentence names (압축품 = the 압축 rows)
        ("ABS가 압축품 중에서 제일 비싸요: 280원/kg", ["ABS가 압축품 중에서 제일 비싸"]),
        ("PET가 압축품 중에서 제일 비싸요: 350원/kg", []),
        ("압축품 중 최고가는 ABS(280원)예요.", ["최고가는 ABS(280원)예요"]),
        ("압축품 중 최저가는 PVC(80원)예요.", []),
        ("Among compressed bales, ABS pays the most at 280 won/kg.",
         ["ABS pays the most at 280 won/kg"]),
        ("Among compressed bales, PET pays the most at 350 won/kg.", []),
        # an adverb and a verb (쳐주다, pays), or a word of any attribute (lowest, 가장 높은)
        ("가장 싸게 쳐주는 건 PS(압축)로 kg당 100원이에요.",
         ["가장 싸게 쳐주는 건 PS(압축)로 kg당 100원이에요"]),
        ("가장 싸게 쳐주는 건 PVC로 kg당 80원이에요.", []),
        ("The lowest on the list is PS (compressed) at 100 won/kg.",
         ["The lowest on the list is PS (compressed) at 100 won/kg"]),
        ("The lowest on the list is PVC at 80 won/kg.", []),
        ("The highest price is for PP flakes at 520 won/kg.",
         ["The highest price is for PP flakes at 520 won/kg"]),
        ("The highest price is for PET flakes at 650 won/kg.", []),
        ("PP 플레이크가 520원으로 가장 높은 가격이에요.",
         ["PP 플레이크가 520원으로 가장 높은 가격이에요"]),
        ("PET 플레이크가 650원으로 가장 높은 가격이에요.", []),
        ("가장 비싸게 쳐주는 건 PP 플레이크예요.", ["가장 비싸게 쳐주는 건 PP 플레이크예요"]),
        ("가장 비싸게 쳐주는 건 PET 플레이크예요.", []),
        ("ABS is the lowest-paying plastic on the list.",
         ["ABS is the lowest-paying plastic on the list"]),
        ("PVC is the lowest-paying plastic on the list.", []),
        ("Of the compressed grades, PS pays the least.", ["PS pays the least"]),
        ("Of the compressed grades, PVC pays the least.", []),
        ("압축품 중에선 ABS를 제일 비싸게 사 줘요.", ["압축품 중에선 ABS를 제일 비싸"]),
        ("압축품 중에선 PET를 제일 비싸게 사 줘요.", []),
    ],
)  # fmt: skip
def test_superlatives_within_their_scope(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLASTICS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # S보다 T: every row of S on the wrong side of every row of T
        ("ABS는 PET보다 비싸요.", ["ABS는 PET보다 비싸"]),
        ("ABS는 PET보다 싸요.", []),
        ("압축 PET는 PET 플레이크보다 비싸요.", ["압축 PET는 PET 플레이크보다 비싸"]),
        ("PET 플레이크는 압축 PET보다 비싸요.", []),
        ("PE 압축은 PP 압축보다 조금 비싸요.", ["PE 압축은 PP 압축보다 조금 비싸"]),
        ("PP 압축은 PE 압축보다 조금 비싸요.", []),
        ("ABS is more expensive than PET.", ["ABS is more expensive than PET"]),
        ("ABS is cheaper than PET.", []),
        ("Compressed PE pays more than compressed PP.",
         ["Compressed PE pays more than compressed PP"]),
        ("Compressed PP pays more than compressed PE.", []),
        # T first: "T보다 S가 …"
        ("PET보다 ABS가 비싸요.", ["PET보다 ABS가 비싸"]),
        ("ABS보다 PET가 비싸요.", []),
        ("PET 플레이크보다 압축 PET가 훨씬 비싸요.", ["PET 플레이크보다 압축 PET가 훨씬 비싸"]),
        ("압축 PET보다 PET 플레이크가 훨씬 비싸요.", []),
        # one name, two rows (PET: 350 compressed, 650 flakes): true for one reading, unsure
        ("HDPE는 PET보다 싸요.", []),
    ],
)  # fmt: skip
def test_comparatives_between_two_rows(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLASTICS)) == wrong


def _bin(name: str, distance: int) -> dict:
    return {"name": name, "address": f"서울특별시 마포구 {name} 앞", "distance_m": distance,
            "items": ["폐건전지"], "as_of": "2025-09-30"}  # fmt: skip


BINS = {"item_type": "battery", "kind_name": "폐건전지", "source": "battery-bins",
        "points": [_bin("망원1동주민센터", 240), _bin("합정동주민센터", 610),
                   _bin("서교동주민센터", 930)], "found": 3, "as_of": "2025-09-30"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("합정동주민센터가 망원1동주민센터보다 가까워요.",
         ["합정동주민센터가 망원1동주민센터보다 가까"]),
        ("망원1동주민센터가 합정동주민센터보다 가까워요.", []),
        ("서교동주민센터 is closer than 합정동주민센터.",
         ["서교동주민센터 is closer than 합정동주민센터"]),
        ("합정동주민센터 is closer than 서교동주민센터.", []),
        ("가장 가까운 곳은 망원1동주민센터(240m)예요.", []),
    ],
)  # fmt: skip
def test_distances_compared(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        # the order the answer states over the values it has just listed (세 가지 중엔)
        "PE 압축 150원, PP 압축 180원, ABS 280원이에요. 세 가지 중엔 ABS가 제일 비싸요.",
        "PE 압축 150원, PP 압축 180원, ABS 280원이에요. 이 중에선 ABS가 제일 비싸요.",
        # a difference, not an order word: read elsewhere
        "PP 플레이크는 PE 플레이크보다 70원 비싸요.",
        # no order of values: how often, not how much
        "PET가 가장 많이 버려지는 플라스틱이에요.",
        "가장 좋은 방법은 PET를 압축해서 내놓는 거예요.",
    ],
)  # fmt: skip
def test_faithful_orders_pass(answer: str) -> None:
    assert flagged(answer, ev(PLASTICS)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a ratio between two named rows: the rows give it, stated amounts or not (650/350 = 1.9)
        ("PET 플레이크는 압축 PET의 약 두 배예요.", []),
        ("PET 플레이크는 압축 PET보다 두 배쯤 비싸요.", []),
        ("PET 플레이크는 압축 PET의 약 세 배예요.", ["세 배"]),
        ("PET 플레이크는 압축 PET보다 거의 세 배 비싸요.", ["세 배"]),
        ("PET는 PVC의 네 배가 넘어요.", []),  # 350/80 = 4.4
        ("PET flakes fetch about twice as much as compressed PET.", []),
        ("PET flakes fetch about three times as much as compressed PET.",
         ["PET flakes fetch about three times as much as compressed PET"]),
        ("Compressed PET pays over four times more than PVC.", []),
        ("Compressed PET pays over five times more than PVC.",
         ["Compressed PET pays over five times more than PVC"]),
    ],
)  # fmt: skip
def test_ratios_between_named_rows(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLASTICS)) == wrong


def _now(city: str, district: str, temperature: float) -> dict:
    return {"kind": "current", "city": city, "district": district, "temperature_c": temperature,
            "wind_ms": 2.0, "sky": "맑음", "as_of": "2025-12-03T09:00"}  # fmt: skip


CITIES = (_now("서울", "종로구", -2.1), _now("부산", "해운대구", 6.4), _now("대전", "유성구", 1.2))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("서울이 부산보다 따뜻해요.", ["서울이 부산보다 따뜻"]),
        ("부산이 서울보다 따뜻해요.", []),
        ("서울 기온이 부산보다 높아요.", ["서울 기온이 부산보다 높"]),
        ("부산 기온이 서울보다 높아요.", []),
        ("Daejeon is colder than Seoul.", ["Daejeon is colder than Seoul"]),
        ("Seoul is colder than Daejeon.", []),
        ("대전보다 서울이 따뜻해요.", ["대전보다 서울이 따뜻"]),
        ("서울보다 대전이 따뜻해요.", []),
        # a day's own low or high is no rank among the cities: never read
        ("Tomorrow's lowest is 6.4°C in Busan.", []),
    ],
)  # fmt: skip
def test_temperatures_compared(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*CITIES)) == wrong
