"""Round 51 (r51e): faithful answers flagged over places, counts, dates and scope words
(prod_holdout43/44).

- A weather word the answer says the data does not hold (``The data does not include wind, snow
  days or a forecast``, ``눈이 얼마나 오는지는 이 데이터에 따로 나와 있지 않아요``) states no weather
  (:mod:`.unreported_weather`, read by :func:`.weather_advice.unsaid`; g61h3-0021, g62h3-0085).
- A place named after ``N m 거리의`` whose name opens with a legal form's mark (``(사)…협회``) is the
  distance's holder (:mod:`.forward`; g61h0-0013).
- A scope word before ``when``/``as`` (``350 won/kg nationally when compressed (650 won/kg as washed
  flakes)``) leaves the form the first value's (:mod:`.postposed`; g62h0-0008).
- A place of putting out is the record's of the district named last before it, or before its act
  (``단양군은 … 배출하는 방식이고, 의정부시는 … 내집앞에 내놓으시면``) (:mod:`.put_out`; g62h0-0035).
- A date in a bracket after ``전국 평균`` is the survey's, and ``센터 자료 기준일`` names the centre data
  (:mod:`.cited_dates`, :mod:`.holdings`; g61h3-0061).
- ``Only one lists cans`` is a count of places, no limit (:mod:`.limits`); ``the other four`` after
  ``5 places`` and ``only one`` is the rest (:mod:`.english_counts`, :mod:`.enumerated`); a welfare
  hall an output names (``종합복지회관``) is the centre an English answer names (:mod:`.facility_words`;
  g62h2-0066).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, flagged, national_prices, paper_prices

# --- a weather word the data is said not to hold -------------------------------------------

_NORMAL = {"kind": "monthly_normal", "station": "대전", "district": "청주시", "month": 12,
           "temperature_c": 1.1, "humidity_pct": 72, "precipitation_mm_month": 27, "tips": [],
           "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
           "as_of": "1991-2020"}  # fmt: skip
_NORMALS = ev(_NORMAL)


def test_snow_the_data_lacks_case_shape() -> None:
    answer = (
        "1. Mean temperature about 1.1 °C, mean relative humidity 72 %, total precipitation about "
        "27 mm for the month.\n2. The data does not include wind, snow days or a forecast for "
        "specific dates, so check a short-range forecast before the loading day."
    )
    assert flagged(answer, _NORMALS) == []
    ko = "평균 기온은 약 1.1도예요.\n눈이 얼마나 오는지는 이 데이터에 따로 나와 있지 않아요."
    assert flagged(ko, _NORMALS) == []


def test_snow_the_data_lacks_other_wording() -> None:
    assert flagged("These normals don't cover snow; the mean is 1.1 °C.", _NORMALS) == []
    assert flagged("Snow isn't in the data, but the mean is 1.1 °C.", _NORMALS) == []
    assert flagged("평균 1.1도예요. 비가 며칠 오는지는 평년값 자료에 없어요.", _NORMALS) == []
    assert (
        flagged("평균 1.1도예요. 눈이 오는 날수는 데이터에 포함돼 있지 않습니다.", _NORMALS) == []
    )


def test_snow_stated_is_still_a_sky() -> None:
    assert flagged("12월에는 눈이 자주 와요. 평균 1.1도예요.", _NORMALS)
    assert flagged("Expect snow in December; the mean is 1.1 °C.", _NORMALS)
    assert flagged("The data shows snow most weeks, mean 1.1 °C.", _NORMALS)
    # a wrong value beside the absence is still flagged
    assert flagged("The data does not include snow days; the mean is 3.1 °C.", _NORMALS) == [
        "3.1 °C"
    ]


# --- a place named after its distance, its name opening with a legal form's mark -------------

_CENTRES = ev(
    paper_prices(),
    {"query": "재활용센터", "radius_m": 5000, "found": 2, "places": [
        {"name": "(사)한국생활자원재활용협회", "address": "인천광역시 계양구 장제로743번길 14",
         "phone": "032-552-7282", "hours": "평일 09:00~18:00", "items": ["가전제품", "가구 등"],
         "distance_m": 552},
        {"name": "(사)인천내일을 여는 집 계양구 재활용센터(계산점)", "address": "인천광역시 계양구 계양대로205번길 11-3",
         "phone": "032-555-8899", "hours": "평일 09:00~18:00", "items": ["가전제품", "가구 등"],
         "distance_m": 1750}],
     "source": "recycling-centers", "as_of": "2025-05-13"},
)  # fmt: skip


def test_distance_before_a_marked_name_case_shape() -> None:
    answer = (
        "가장 가까운 재활용센터는 약 550m 거리의 (사)한국생활자원재활용협회(인천광역시 계양구 "
        "장제로743번길 14, 032-552-7282)로, 평일 09:00~18:00에 가전제품·가구 등을 받습니다."
    )
    assert flagged(answer, _CENTRES) == []
    assert (
        flagged("가장 가까운 재활용센터는 552m 떨어진 (사)한국생활자원재활용협회예요.", _CENTRES)
        == []
    )


def test_distance_before_a_marked_name_is_the_name_only() -> None:
    # the words of the clause after the name are no subject of the distance
    answer = "젤 가까운 데는 약 550m 거리 (사)한국생활자원재활용협회인데 가전제품 받아요."
    assert "550m" not in flagged(answer, _CENTRES)


def test_distance_before_a_marked_name_swapped_or_wrong() -> None:
    assert flagged(
        "가장 가까운 재활용센터는 약 1.75km 거리의 (사)한국생활자원재활용협회예요.", _CENTRES
    )
    assert flagged(
        "가장 가까운 재활용센터는 약 650m 거리의 (사)한국생활자원재활용협회예요.", _CENTRES
    )


# --- a scope word before "when" -----------------------------------------------------------

_PET = ev(national_prices("plastic", "압축", [("PET", 350)]) | {"items": [
    {"item_name": "PET", "category": "plastic", "form": "압축", "price_per_kg": 350, "price_text": "350원/kg"},
    {"item_name": "PET(플레이크)", "category": "plastic", "form": "플레이크", "price_per_kg": 650,
     "price_text": "650원/kg"}]})  # fmt: skip


def test_scope_word_before_when_case_shape() -> None:
    answer = "PET averages 350 won/kg nationally when compressed (650 won/kg as washed flakes)."
    assert flagged(answer, _PET) == []
    assert (
        flagged("PET sells for 350 won/kg on average when compressed (650 won/kg as flakes).", _PET)
        == []
    )
    assert (
        flagged("PET is 350 won/kg nationwide as compressed bales, and 650 won/kg as flakes.", _PET)
        == []
    )


def test_scope_word_before_when_swapped() -> None:
    assert flagged(
        "PET averages 650 won/kg nationally when compressed (350 won/kg as washed flakes).", _PET
    )


# --- a place of putting out, its district named after the act's ---------------------------------

_TWO_DISTRICTS = ev(
    {"district": "의정부시", "source": "waste-rules", "as_of": "2023-04-13",
     "application_methods": ["대형폐기물 신고"], "places": ["내집앞"], "department": "자원순환과",
     "phone": "031-828-2822"},
    {"district": "단양군", "source": "waste-rules", "as_of": "2024-01-19",
     "application_methods": ["개인차량을 이용하여 폐기물처리장에서 계근 및 결제 후 배출"],
     "places": ["단양군폐기물종합처리장"], "department": "환경과", "phone": "043-420-2684"},
)  # fmt: skip


def test_doorstep_of_the_later_district_case_shape() -> None:
    answer = (
        "단양군은 개인차량으로 단양군폐기물종합처리장에 직접 가져가 계근하고 결제한 뒤 배출하는 방식이고, "
        "의정부시는 대형폐기물 신고 후 내집앞에 내놓으시면 돼요."
    )
    assert flagged(answer, _TWO_DISTRICTS) == []
    other = (
        "단양군은 처리장에 직접 가져가 배출하면 되고, 의정부시는 신고하고 집 앞에 내놓으면 돼요."
    )
    assert flagged(other, _TWO_DISTRICTS) == []


def test_doorstep_said_of_the_district_without_one() -> None:
    answer = "의정부시는 신고 후 배출하는 방식이고, 단양군은 집 앞에 내놓으시면 돼요."
    assert "집 앞" in flagged(answer, _TWO_DISTRICTS)


# --- a count of the amounts just listed --------------------------------------------------------


# --- dates of a survey's average and of the centre data --------------------------------------

_VINYL = ev(
    national_prices("plastic", "압축", [("PE(압축)", 150), ("PP(압축)", 180)], query="비닐"),
    {"query": "recycling_center", "radius_m": 5000, "found": 1, "places": [
        {"name": "밀양시 재활용품 선별장", "address": "경상남도 밀양시 무안면 신생길 53-246",
         "phone": "055-359-5328", "items": ["플라스틱", "병류", "캔류", "스티로폼"],
         "distance_m": 18756, "as_of": "2025-12-10"}],
     "source": "recycling-centers,keco-sites", "source_label": "공공데이터포털 전국재활용센터표준데이터",
     "as_of": "2025-12-10"},
)  # fmt: skip


def test_dates_of_average_and_centre_data_case_shape() -> None:
    answer = (
        "1. 비닐로 찾아보니 경기 시세는 자료에 없어서 플라스틱류 전국 평균(2025-01)을 드려요. PE 압축품은 "
        "kg당 150원이에요.\n2. 가장 가까운 곳은 밀양시 재활용품 선별장으로 약 18.8km 거리예요.\n"
        "3. 하우스 비닐을 받는지는 자료에 따로 없으니 전화로 확인해 보세요(센터 자료 기준일 2025-12-10)."
    )
    assert flagged(answer, _VINYL) == []
    assert flagged("플라스틱 시세는 전국 평균(2025년 1월) 기준이에요.", _VINYL) == []


def test_dates_of_average_and_centre_data_swapped() -> None:
    assert flagged("플라스틱 시세는 전국 평균(2025-12-10) 기준이에요.", _VINYL)
    assert flagged("하우스 비닐은 전화로 확인해 보세요(센터 자료 기준일 2025-01).", _VINYL)


# --- the only one, the other four, a welfare hall named in English ------------------------------

_CANS = ev({"query": "재활용센터", "radius_m": 1000, "found": 5, "places": [
    {"name": "의정부시재활용센터", "address": "경기도 의정부시 장곡로 450", "items": ["가전", "가구 등"],
     "distance_m": 1932},
    {"name": "상계재활용센터", "address": "서울특별시 노원구 수락산로 212-23", "items": ["중고 가전 및 가구류"],
     "distance_m": 7280},
    {"name": "도봉구재활용센터", "address": "서울특별시 도봉구 마들로13길 218", "items": ["가전", "가구 등"],
     "distance_m": 8423},
    {"name": "강북구재활용센터", "address": "서울특별시 강북구 덕릉로58", "items": ["중고가구가전"],
     "distance_m": 11319},
    {"name": "고양동 종합복지회관", "address": "고양시 덕양구 혜음로 19-11", "phone": "031-8075-2706",
     "hours": "화 11:00~14:00, 그 외 휴무", "items": ["투명페트병", "알루미늄 캔", "철 캔"],
     "distance_m": 12395}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-07-25"})  # fmt: skip


def test_only_one_and_the_other_four_case_shape() -> None:
    answer = (
        "The search found 5 places within 20 km. Only one lists cans: the Goyang-dong Welfare Center "
        "at 혜음로 19-11, about 12.4 km away (phone 031-8075-2706). The other four are reuse centres "
        "for furniture and appliances."
    )
    assert flagged(answer, _CANS) == []
    other = "Only one of the 5 places takes cans, 고양동 종합복지회관. The remaining four are reuse centres."
    assert flagged(other, _CANS) == []


def test_only_one_and_the_other_four_wrong() -> None:
    answer = (
        "The search found 5 places within 20 km. Only one lists cans: 고양동 종합복지회관. "
        "The other three are reuse centres."
    )
    assert flagged(answer, _CANS)
    assert flagged("You can bring only 3 cans per visit to 고양동 종합복지회관.", _CANS)
    assert flagged("Up to 20 cans a day are taken at 고양동 종합복지회관.", _CANS)


def test_welfare_center_in_english_needs_a_welfare_hall() -> None:
    centres_only = ev({"query": "재활용센터", "found": 1, "places": [
        {"name": "상계재활용센터", "address": "서울특별시 노원구 수락산로 212-23", "distance_m": 7280}],
        "source": "recycling-centers"})  # fmt: skip
    assert flagged("Bring them to the Sanggye-dong Welfare Center.", centres_only)
    assert flagged("Bring them to the Goyang-dong Welfare Center.", _CANS) == []
