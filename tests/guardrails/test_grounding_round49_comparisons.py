"""Round 49 (r49b): comparisons and misattributions that passed on prod_holdout39/40.

- A comparison that names its attribute by a price word after ``T보다`` (``철스크랩보다 단가가
  높으므로``, ``HDPE보다 시세가 높으니``) is the price comparison (:data:`.degree_words.KO_MEASURE`);
  its subject is the name marked as the clause's subject or topic, not a description nearer
  ``보다`` (:func:`.orders.marked_subject`; g57h0-0038, g57h1-0077).
- A doubt word in a clause joined after an order claim is that clause's
  (:mod:`.joined_clauses`): ``PS가 가장 낮은 가격이며, 경기 권역 시세는 데이터에 없어`` states the
  rank (g57h0-0017); ``고철은 전국 평균 … 280원이고, PET는 경남 권역 시세로 350원`` gives PET a
  region's price (:mod:`.scopes`; g58h2-0094).
- ``scrap steel`` is 철스크랩 and ``stool`` is 스툴 (vocabulary; g58h0-0002, g57h2-0043).
- A row named the plain name with a word more (``화장대 거울`` beside ``거울``) is not named by the
  plain name (:mod:`.modified_rows`; g58h0-0084).
- An answer about one place gives it the distance of its later list lines that speak of no other
  place (:mod:`.lone_holder`; g57h3-0066).
- A list line labelled by a district's name and its gloss (``Changwon (창원시): …``) still binds
  its date to that district (:mod:`.district_dated`; g57h3-0022).
- A distance said with one kind of bin is that kind's bin's (:mod:`.kind_records`; g57h3-0012).
- Two things a tool output describes side by side, each given the other's description
  (:mod:`.paired_notes`; g58h2-0087).
"""

from __future__ import annotations

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged, national_prices

_NOTE = "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다."


def _metal(alu: int = 1200, iron: int = 280, steel: int = 180) -> dict[str, object]:
    out = national_prices(
        "metal", "압축", [("철스크랩", iron), ("철캔", steel), ("알루미늄캔", alu)]
    )
    out["items"][0]["form"] = "고철"  # type: ignore[index]
    return out


def _plastics(**prices: int) -> dict[str, object]:
    rows = list(prices.items())
    return national_prices("plastic", "압축", rows) | {"form_note": _NOTE}


_METAL = ev(_metal())
_PLASTIC = ev(_plastics(HDPE=200, LDPE=130, PVC=80, PET=350))


# --- comparisons by a price word after 보다 -------------------------------------------------


def test_price_word_comparison_case_shape_flagged() -> None:
    answer = "철캔은 압축 상태로 거래되어 철스크랩보다 단가가 높으므로 따로 모으세요."
    assert flagged(answer, _METAL)
    assert flagged("비닐류인 LDPE가 HDPE보다 시세가 높으니 따로 모아 두세요.", _PLASTIC)


def test_price_word_comparison_other_wording_and_values() -> None:
    assert flagged("PVC는 PET보다 가격이 더 비싸요.", _PLASTIC)
    assert flagged("LDPE는 HDPE보다 kg당 단가가 훨씬 높아요.", _PLASTIC)
    other = ev(_metal(alu=900, iron=150, steel=300))
    assert flagged("고철은 철캔보다 시세가 높아요.", other)
    assert flagged("LDPE is pricier than HDPE.", _PLASTIC)


def test_price_word_comparison_faithful_neighbours_pass() -> None:
    assert flagged("철캔은 압축 상태로 거래되지만 철스크랩보다 단가가 낮아요.", _METAL) == []
    assert flagged("HDPE가 LDPE보다 시세가 높으니 따로 모아 두세요.", _PLASTIC) == []
    assert flagged("철스크랩은 철캔보다 단가가 높아요.", _METAL) == []
    other = ev(_metal(alu=900, iron=150, steel=300))
    assert flagged("철캔은 압축 상태로 거래되어 철스크랩보다 단가가 높아요.", other) == []


# --- a doubt in a joined clause --------------------------------------------------------------


def test_superlative_before_joined_missing_clause_flagged() -> None:
    answer = (
        "PET 350원/kg, HDPE 200원/kg, LDPE 130원/kg, PVC 80원/kg입니다. "
        "이 중 LDPE가 가장 낮은 가격이며, 경기 권역 시세는 데이터에 없어 전국 평균으로 안내드립니다."
    )
    assert flagged(answer, _PLASTIC)
    english = (
        "PET is 350 won/kg, HDPE 200, LDPE 130 and PVC 80 won/kg. LDPE has the lowest price, but"
        " Gyeonggi prices are not in the data, so these are national averages."
    )
    assert flagged(english, _PLASTIC)


def test_superlative_before_joined_missing_clause_faithful_and_hedged() -> None:
    answer = (
        "PET 350원/kg, HDPE 200원/kg, LDPE 130원/kg, PVC 80원/kg입니다. "
        "이 중 PVC가 가장 낮은 가격이며, 경기 권역 시세는 데이터에 없어 전국 평균으로 안내드립니다."
    )
    assert flagged(answer, _PLASTIC) == []
    hedged = "LDPE가 가장 낮은 가격은 아니며, 경기 권역 시세는 데이터에 없어요."
    assert flagged(hedged, _PLASTIC) == []


def _pet_and_iron(region: str) -> Evidence:
    note = f"{region} 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다."
    pet = national_prices("plastic", "압축", [("PET", 350)], query="PET") | {"note": note}
    iron = national_prices("metal", "고철", [("철스크랩", 280)], query="철스크랩")
    return ev(pet, iron)


def test_regional_price_in_joined_clause_flagged() -> None:
    evidence = _pet_and_iron("경남")
    answer = "고철은 전국 평균 kg당 280원이고, PET는 경남 권역 시세로 350원이에요."
    assert flagged(answer, evidence)
    assert flagged(
        "철스크랩은 전국 평균 280원이지만, PET는 부산 지역 시세로 350원이에요.", evidence
    )


def test_regional_price_in_joined_clause_faithful_neighbours() -> None:
    evidence = _pet_and_iron("경남")
    assert flagged("고철은 kg당 280원이고, PET는 전국 평균 350원이에요.", evidence) == []
    assert flagged("PET는 경남 권역 시세가 없어서 전국 평균 350원이에요.", evidence) == []
    assert (
        flagged("고철은 280원이고, PET는 경남 권역 시세가 없어 전국 평균 350원이에요.", evidence)
        == []
    )


# --- vocabulary: scrap steel, stool -----------------------------------------------------------


def test_scrap_steel_ratio() -> None:
    answer = "Aluminium cans go for about 1,200 won per kg, more than six times what scrap steel fetches."
    assert flagged(answer, _METAL)
    fine = (
        "Aluminium cans go for about 1,200 won per kg, about four times what scrap steel fetches."
    )
    assert flagged(fine, _METAL) == []
    assert flagged("Steel scrap is 280 won/kg.", _METAL) == []
    assert flagged("Steel scrap is 180 won/kg.", _METAL)


def _sofa() -> Evidence:
    rows = [
        {"item_name": "소파 (1인용 당)", "name": "소파", "spec": "1인용 당", "category": "가구류",
         "fee": 3000, "fee_text": "3,000원", "is_free": False},
        {"item_name": "소파 스툴 (제한사항 없음)", "name": "소파 스툴", "spec": "제한사항 없음",
         "category": "가구류", "fee": 2000, "fee_text": "2,000원", "is_free": False},
    ]  # fmt: skip
    return ev({"district": "관악구", "full_name": "서울특별시 관악구", "query": "소파",
               "item_count": 2, "items": rows, "as_of": "2025-11-12"})  # fmt: skip


def test_stool_fee_swapped_flagged_and_faithful_passes() -> None:
    swapped = "In Gwanak-gu a sofa is 2,000 won per seat, and a sofa stool costs 3,000 won."
    assert flagged(swapped, _sofa())
    assert flagged("A footstool is 3,000 won in Gwanak-gu.", _sofa())
    right = "In Gwanak-gu a sofa is 3,000 won per seat, and a sofa stool costs 2,000 won."
    assert flagged(right, _sofa()) == []
    assert flagged("관악구 소파 스툴은 2,000원이에요.", _sofa()) == []


# --- a plain name and a row of it with a word more ---------------------------------------------


def _mirrors(plain: tuple[int, ...] = (2000, 3000), vanity: int = 5000) -> Evidence:
    rows = fee_rows("거울", *plain, category="생활용품류") + fee_rows("화장대 거울", vanity)
    return ev({"district": "남동구", "full_name": "인천광역시 남동구", "query": "거울",
               "item_count": len(rows), "items": rows, "as_of": "2025-07-31"})  # fmt: skip


def test_plain_name_given_longer_rows_fee_flagged() -> None:
    assert flagged("A mirror in 남동구 is 5,000 won.", _mirrors())
    assert flagged("남동구에서 거울은 5,000원이에요.", _mirrors())
    assert flagged("남동구 거울 수수료는 8,000원입니다.", _mirrors(vanity=8000))


def test_plain_name_faithful_neighbours_pass() -> None:
    assert flagged("A mirror in 남동구 is 2,000 or 3,000 won.", _mirrors()) == []
    assert flagged("A vanity mirror in 남동구 is 5,000 won.", _mirrors()) == []
    assert flagged("남동구 화장대 거울은 5,000원이에요.", _mirrors()) == []


# --- a lone place's distance on a later list line ----------------------------------------------


def _centres() -> Evidence:
    def place(name: str, hours: str, items: list[str], d: int, phone: str) -> dict[str, object]:
        return {"name": name, "address": f"대구광역시 {name} 1", "phone": phone, "hours": hours,
                "items": items, "distance_m": d}  # fmt: skip

    return ev({"query": "재활용센터", "found": 3, "places": [
        place("유창알앤씨", "평일 06:00~15:00", ["재활용품"], 4426, "053-663-2723"),
        place("대구광역시 남구청", "매일 00:00~24:00", ["캔"], 6029, "053-664-2722"),
        place("중구재활용센터", "평일 09:00~17:00", ["가구"], 8486, "053-254-8661"),
    ]})  # fmt: skip


def test_lone_place_later_line_distance_flagged() -> None:
    answer = (
        "1. 가구 받는 곳은 중구재활용센터예요.\n2. 약 4.4km로 가장 가까운 편이고, 평일 09:00~17:00 운영해요.\n"
        "3. 전화 053-254-8661."
    )
    assert flagged(answer, _centres())
    assert flagged("1. 가구는 중구재활용센터에서 받아요.\n2. 거리는 6.0km 정도예요.", _centres())


def test_lone_place_later_line_distance_faithful_and_other_places() -> None:
    answer = "1. 가구 받는 곳은 중구재활용센터예요.\n2. 약 8.5km로 가장 가까운 편이에요."
    assert flagged(answer, _centres()) == []
    others = "1. 가구 받는 곳은 중구재활용센터예요.\n2. 다른 곳도 4.4km, 6.0km에 있어요."
    assert flagged(others, _centres()) == []
    more = (
        "1. The furniture centre is 중구재활용센터.\n2. The next ones are 4.4 km and 6.0 km away."
    )
    assert flagged(more, _centres()) == []


# --- a list line labelled by a district and its gloss --------------------------------------------


def _rules(district: str, full: str, as_of: str) -> dict[str, object]:
    return {"district": district, "full_name": full, "source": "waste-rules",
            "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": as_of,
            "citation": f"출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 {as_of}",
            "department": f"{district} 자원순환과"}  # fmt: skip


_TWO = ev(
    _rules("창원시", "경상남도 창원시", "2022-06-13"),
    _rules("평택시", "경기도 평택시", "2025-10-24"),
)


def test_glossed_label_dates_swapped_flagged() -> None:
    answer = (
        "1. Changwon (창원시): call the 창원시 office. Reference date 2025-10-24.\n"
        "2. Pyeongtaek (평택시): call 평택시청. Reference date 2022-06-13."
    )
    assert flagged(answer, _TWO)
    korean = "1. 창원시 (Changwon): 창원시청에 문의하세요. 기준일 2025-10-24\n2. 평택시: 기준일 2022-06-13"
    assert flagged(korean, _TWO)


def test_glossed_label_dates_faithful_and_other_district_on_line() -> None:
    answer = (
        "1. Changwon (창원시): call the 창원시 office. Reference date 2022-06-13.\n"
        "2. Pyeongtaek (평택시): call 평택시청. Reference date 2025-10-24."
    )
    assert flagged(answer, _TWO) == []
    mixed = "1. Changwon (창원시): unlike 평택시, its date is 2025-10-24."
    assert flagged(mixed, _TWO) == []


# --- one place, two kinds of bin -----------------------------------------------------------------


def _bins(kind: str, item_type: str, points: list[tuple[str, int]]) -> dict[str, object]:
    return {"item_type": item_type, "kind_name": kind,
            "guidance": [{"item_type": item_type, "name": kind, "how": "넣습니다."}],
            "points": [{"name": n, "address": f"대구광역시 달서구 {n}로 1", "distance_m": d,
                        "items": []} for n, d in points]}  # fmt: skip


_KINDS = ev(
    _bins("폐의약품", "medicine", [("월성2동행정복지센터", 758), ("월성1동행정복지센터", 1376)]),
    _bins(
        "폐형광등", "fluorescent_lamp", [("월성1동행정복지센터", 686), ("월성2동행정복지센터", 757)]
    ),
)


def test_distance_of_other_kinds_bin_flagged() -> None:
    assert flagged("1. 약(폐의약품)은 월성1동행정복지센터 수거함이 686m로 가장 가까워요.", _KINDS)
    assert flagged("폐의약품 수거함은 월성1동행정복지센터에 있고 약 690m 거리예요.", _KINDS)
    assert flagged("폐형광등은 월성1동행정복지센터 수거함이 1,376m예요.", _KINDS)


def test_distance_of_own_kinds_bin_passes() -> None:
    assert flagged("폐의약품은 월성1동행정복지센터 수거함이 1,376m예요.", _KINDS) == []
    assert flagged("폐형광등은 월성1동행정복지센터 수거함이 686m로 가장 가까워요.", _KINDS) == []
    assert flagged("월성1동행정복지센터는 686m예요.", _KINDS) == []


# --- a pair an output describes side by side -----------------------------------------------------


def test_swapped_descriptions_flagged() -> None:
    answer = "플레이크는 모아서 압축한 상태고, 압축품은 세척·분쇄한 재생 원료라서 그래요."
    assert flagged(answer, _PLASTIC)
    assert flagged("PET 압축은 세척해서 분쇄한 재생 원료예요.", _PLASTIC)
    assert flagged("플레이크는 그냥 모아서 눌러 둔 상태예요.", _PLASTIC)


def test_descriptions_in_place_pass() -> None:
    answer = "압축품은 모아서 압축한 상태고, 플레이크는 세척·분쇄한 재생 원료라서 더 비싸요."
    assert flagged(answer, _PLASTIC) == []
    assert flagged("플레이크는 세척하고 분쇄한 원료예요.", _PLASTIC) == []
    assert flagged("플레이크는 모아서 세척한 재생 원료예요.", _PLASTIC) == []
    assert check("압축품은 그냥 모아 둔 상태예요.", _PLASTIC).grounded


def test_modifier_the_vocabulary_does_not_read_is_unsure() -> None:
    rows = fee_rows("자전거", 5000, category="기타") + fee_rows(
        "실내 자전거", 7000, category="기타"
    )
    bikes = ev({"district": "관악구", "query": "자전거", "items": rows, "as_of": "2025-11-12"})
    assert flagged("An indoor (exercise) bike is 7,000 won in Gwanak-gu.", bikes) == []
    assert flagged("A bike is 7,000 won in Gwanak-gu.", bikes)


def test_lone_place_sentence_on_another_facility_is_unsure() -> None:
    answer = "1. 가구 받는 곳은 중구재활용센터예요.\n2. 구청은 6.0km로 멀어요."
    assert flagged(answer, _centres()) == []
