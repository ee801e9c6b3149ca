"""Round 41 (r41c): invented service facts that passed (prod_holdout27–30, already scored).

Three readings, each in the module that owns it:

- A noun topic after a demonstrative (``이 센터는``, ``그 가게는``, ``해당 센터는``) points back to the
  site an earlier sentence named; it is not a sentence's own topic that names no holder (``다른
  센터들은 식당비품도 받아요``, still unsure). ``이 센터는 페트병을 가져가면 종량제 봉투로 바꿔 줘요``
  over a recycling centre whose outputs give no exchange passed, because the regex of the own topic
  skipped the ``이`` and matched ``센터는``: the goods of the exchange were never held to the
  outputs. Now they are: a good no output names for that site (종량제봉투, 휴지) is flagged, and the
  same sentence passes where the site's row gives the exchange.
- An online way (:mod:`.service_classes`) is supported by an output's online words, but not by the
  free take-back service's address inside its bracket (``폐가전제품 무상방문수거 서비스(1599-0903,
  www.15990903.or.kr)``, :func:`.holder_urls.service_hosts`) when the sentence names no word of that
  service: ``구청 홈페이지에서 온라인으로 신청하면 되고`` over a district's rules that name only a
  department to call passed because ``www.`` was somewhere in the outputs (g48h0-0008). The service's
  own online booking (``폐가전 무상방문수거는 온라인으로 예약하면 돼요``) and a district whose own
  output names a homepage still pass.
- A body said to publish prices (:mod:`.price_sources`, new): ``참고로 구리는 한국비철금속협회가 매주
  시세를 발표하니 그쪽을 확인해 보세요`` over the price tool's error invents a source (g45h1-0030);
  a Korean body by its kind's suffix (협회, 협동조합, 거래소, 공단, …) before a price and an act of
  publishing is held to the outputs' words. The survey's own body (한국환경공단) passes, as do advice
  to ask with no body (``고물상에 문의하세요``), a question and a denial.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, fee_rows, flagged, national_prices

_LABEL = "공공데이터포털 전국재활용센터표준데이터 / 한국환경공단 재활용 보상 장소(자원순환가게 등)"


def _centre() -> dict[str, object]:
    """The place tool's one recycling centre (its goods: appliances and furniture, no exchange)."""
    return {
        "query": "재활용센터", "radius_m": 2000, "latitude": 37.6, "longitude": 126.93, "found": 1,
        "places": [{"name": "서대문구재활용센터", "address": "서울특별시 서대문구 연희로 292",
                    "phone": "02-394-8272", "hours": "평일 09:30~18:30", "items": ["가전제품", "가구 등"],
                    "distance_m": 1916, "as_of": "2025-07-31"}],
        "source": "recycling-centers,keco-sites", "source_label": _LABEL, "as_of": "2025-07-31",
    }  # fmt: skip


def _shop() -> dict[str, object]:
    """The place tool's one compensation shop, whose row gives bags for clear PET bottles."""
    return {
        "query": "자원순환가게", "found": 1,
        "places": [{"name": "연희 자원순환가게", "address": "서울특별시 서대문구 연희로 10",
                    "items": ["투명페트병", "캔"], "reward": "투명페트병 10개당 종량제봉투 1장"}],
        "source": "keco-sites", "source_label": "한국환경공단 재활용 보상 장소(자원순환가게 등)",
    }  # fmt: skip


_PET = national_prices("plastic", "압축", [("PET", 350)], query="PET")


def test_case_shape_exchange_after_demonstrative_is_flagged() -> None:
    """g48h3-0026's shape: a numbered list, the exchange said of ``이 센터``."""
    answer = (
        "1. 가장 가까운 곳은 서대문구재활용센터(서대문구 연희로 292), 약 1.9km예요.\n"
        "2. 평일 09:30~18:30, 전화 02-394-8272예요.\n"
        "3. 이 센터는 페트병을 가져가면 종량제 봉투로 바꿔 줘요.\n"
        "4. 페트 시세는 전국 평균으로 압축품 kg당 350원이에요."
    )
    assert flagged(answer, ev(_centre(), _PET)) == ["종량제 봉투"]


@pytest.mark.parametrize(
    ("answer", "good"),
    [
        (
            "가장 가까운 곳은 서대문구재활용센터예요. 그 센터는 캔을 모아 가면 휴지로 교환해 줘요.",
            "휴지",
        ),
        (
            "서대문구재활용센터가 제일 가까워요. 해당 센터는 페트병 10개를 가져오면 쓰레기봉투 1장을 드려요.",
            "쓰레기봉투",
        ),
        (
            "The nearest is 서대문구재활용센터. This centre swaps PET bottles for trash bags.",
            "trash bags",
        ),
    ],
)
def test_variants_invented_exchange_is_flagged(answer: str, good: str) -> None:
    """Other demonstratives, other goods, another language: what the site gives is flagged."""
    assert good in flagged(answer, ev(_centre(), _PET))


def test_demonstrative_topic_goods_taken_are_held_to_the_site() -> None:
    """Taking, said after a demonstrative: the site's own goods pass, another good is flagged."""
    e = ev(_centre())
    assert flagged("가장 가까운 곳은 서대문구재활용센터예요. 이 센터는 가구도 받아요.", e) == []
    assert flagged("가장 가까운 곳은 서대문구재활용센터예요. 이 센터는 페트병도 받아요.", e) == [
        "페트"
    ]


@pytest.mark.parametrize(
    "answer",
    [
        "가장 가까운 곳은 연희 자원순환가게예요. 이 가게는 투명페트병을 가져가면 종량제 봉투로 바꿔 줘요.",
        "가장 가까운 곳은 연희 자원순환가게예요. 그 가게는 캔을 모아 가면 종량제봉투로 교환해 줘요.",
    ],
)
def test_faithful_twin_exchange_the_row_gives_passes(answer: str) -> None:
    """The same sentence where the site's row gives the exchange: supported."""
    assert flagged(answer, ev(_shop())) == []


def test_wrong_twin_of_faithful_exchange_is_flagged() -> None:
    """The shop's row gives bags; an answer that says tissue is flagged."""
    answer = (
        "가장 가까운 곳은 연희 자원순환가게예요. 이 가게는 투명페트병을 가져가면 휴지로 바꿔 줘요."
    )
    assert flagged(answer, ev(_shop())) == ["휴지"]


def test_own_topic_without_demonstrative_stays_unsure() -> None:
    """``다른 센터들은``: a topic of its own, naming no holder (not read, as before)."""
    answer = (
        "가장 가까운 곳은 서대문구재활용센터예요. 다른 센터들은 페트병을 가져가면 휴지로 바꿔 줘요."
    )
    assert flagged(answer, ev(_centre())) == []


_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)


def _fees() -> dict[str, object]:
    """The fee tool's TV rows in 부산 서구, with the note on the free take-back service."""
    return {
        "district": "부산 서구", "full_name": "부산광역시 서구", "query": "텔레비전", "item_count": 2,
        "items": fee_rows("가전제품 텔레비젼", 3000, 4000, category="가전제품류"),
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-06-30", "appliance_note": _NOTE,
    }  # fmt: skip


def _rules(**extra: object) -> dict[str, object]:
    """The district's rules: call the department (no online way), unless ``extra`` adds one."""
    return {
        "district": "부산 서구", "full_name": "부산광역시 서구", "source": "waste-rules",
        "application_methods": ["청소행정과에 연락"], "places": ["2.5톤 차량이 다니는 곳에 배출"],
        "department": "청소행정과", "phone": "051-240-4432",
    } | extra  # fmt: skip


def test_case_shape_office_online_way_over_service_site_is_flagged() -> None:
    """g48h0-0008's shape: the only web address is the take-back service's."""
    answer = (
        "부산 서구 TV 수수료는 3,000원·4,000원이에요. 청소행정과(051-240-4432)에 연락하거나 구청 "
        "홈페이지에서 온라인으로 신청하면 되고, 2.5톤 차량 다니는 곳에 내놓으면 돼요."
    )
    assert flagged(answer, ev(_fees(), _rules())) == ["홈페이지"]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("TV fees in Seo-gu are 3,000 or 4,000 won. You can also apply online through the district website.", "online"),
        ("서구 TV는 3,000원이에요. 스티커는 구청 누리집에서 인터넷으로 구매해서 붙이면 돼요.", "누리집"),
    ],
)  # fmt: skip
def test_variants_office_online_way_is_flagged(answer: str, span: str) -> None:
    """Another language, other words for the site, buying instead of applying."""
    assert span in flagged(answer, ev(_fees(), _rules()))


@pytest.mark.parametrize(
    "answer",
    [
        "TV는 폐가전 무상방문수거 서비스로 무료로 버릴 수 있고, 무상방문수거는 홈페이지에서 온라인으로 신청하면 돼요.",
        "TV는 무료 수거도 돼요. 폐가전 무상방문수거는 온라인으로 예약하면 돼요.",
        "Or book the free appliance pickup online; it takes TVs at no charge.",
    ],
)  # fmt: skip
def test_faithful_twin_the_services_own_online_way_passes(answer: str) -> None:
    """Said of the take-back service, its address supports an online way."""
    assert flagged(answer, ev(_fees(), _rules())) == []


@pytest.mark.parametrize(
    "rules",
    [
        _rules(application_methods=["청소행정과에 연락", "구청 홈페이지 온라인 신청"]),
        _rules(homepage="www.bsseogu.go.kr"),
    ],
)
def test_faithful_twin_district_online_way_passes(rules: dict[str, object]) -> None:
    """Where the district's own output gives an online way (a method, a homepage field)."""
    answer = "청소행정과에 연락하거나 구청 홈페이지에서 온라인으로 신청하면 돼요."
    assert flagged(answer, ev(_fees(), rules)) == []


def test_general_advice_to_call_is_no_online_claim() -> None:
    """No online word: nothing read."""
    assert flagged("청소행정과(051-240-4432)에 연락해서 신청하세요.", ev(_fees(), _rules())) == []


_ERROR = {
    "error": "'구리'은(는) 가격조사 품목에 없습니다. 조사 품목: 신문지, 골판지, PET, 철스크랩, 철캔, "
    "알루미늄캔"
}
_CANS = national_prices("metal", "압축", [("알루미늄캔", 1200)], query="알루미늄캔")


def test_case_shape_invented_price_source_is_flagged() -> None:
    """g45h1-0030's shape: the item is not surveyed, another body is said to publish its price."""
    answer = (
        "구리는 가격조사 품목에 없어서 시세를 알려드릴 수가 없어요. 참고로 구리는 한국비철금속협회가 "
        "매주 시세를 발표하니 그쪽을 확인해 보세요."
    )
    assert flagged(answer, ev(_ERROR)) == ["한국비철금속협회"]


@pytest.mark.parametrize(
    ("answer", "body"),
    [
        ("구리 시세는 없어요. 대신 한국고철공업협동조합에서 매달 가격을 공개하니 참고하세요.", "한국고철공업협동조합"),
        ("구리 시세는 없어요. 서울금속거래소가 매일 단가를 올려요.", "서울금속거래소"),
    ],
)  # fmt: skip
def test_variants_invented_price_source_is_flagged(answer: str, body: str) -> None:
    """Other kinds of body, other words for the price and for publishing."""
    assert flagged(answer, ev(_ERROR)) == [body]


def test_wrong_twin_over_a_survey_is_flagged() -> None:
    """Over a survey the tool gives, another body said to publish it is still invented."""
    answer = "알루미늄캔은 kg당 1,200원이에요. 한국비철금속협회가 매주 시세를 발표해요."
    assert flagged(answer, ev(_CANS)) == ["한국비철금속협회"]


@pytest.mark.parametrize(
    "answer",
    [
        "알루미늄캔은 kg당 1,200원이에요. 한국환경공단이 매달 가격을 조사해 발표해요.",
        "알루미늄캔은 kg당 1,200원이에요. 환경공단에서 가격을 공개하는지는 확인해 보세요.",
    ],
)
def test_faithful_twin_the_surveys_own_body_passes(answer: str) -> None:
    """The body the survey's label names (in full or in part), or only asked about."""
    assert flagged(answer, ev(_CANS)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "구리 시세는 없어요. 가까운 고물상에 문의하세요.",
        "구리는 조사 품목이 아니에요. 비철금속협회는 시세를 발표하지 않아요.",
    ],
)
def test_advice_and_denial_are_no_price_source(answer: str) -> None:
    """General advice names no body; a denied act states no source."""
    assert flagged(answer, ev(_ERROR)) == []
