"""``check``: every claim of an answer compared with the evidence (tolerances follow the
precision written in the answer) and a ``Verdict`` that explains each unsupported claim.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, Final

from guardrails.grounding import (
    absent_scope,
    arithmetic,
    list_steps,
    multiples,
    orders,
    ordinal,
    products,
    row_choices,
    tallies,
    weekdays,
)
from guardrails.grounding.address_districts import address_district_claims
from guardrails.grounding.alerts import alert_area_why, alert_claims, alert_why
from guardrails.grounding.also_broader import also_broader_claims
from guardrails.grounding.amenities import GATE, amenity_claims
from guardrails.grounding.amount_counts import counts_amounts
from guardrails.grounding.approx import bounded, range_quoted
from guardrails.grounding.basis import restated_basis
from guardrails.grounding.brackets import misbracketed_why
from guardrails.grounding.bulleted_counts import heads_bullets
from guardrails.grounding.centres import user_centre
from guardrails.grounding.channels import asked_by_phone, channel_claims, channel_ok
from guardrails.grounding.cited_dates import cited_date
from guardrails.grounding.claims import Claim, overlaps
from guardrails.grounding.conditional_free import free_on_condition
from guardrails.grounding.conversions import (
    area_restated,
    converted_quantity,
    fahrenheit_delta,
    length_restated,
    misconverted,
    one_ton_scale,
    per_kg,
    wind_in_metres,
)
from guardrails.grounding.coordinated import unshared_why
from guardrails.grounding.counted import count_values, counted
from guardrails.grounding.cues import find_cues
from guardrails.grounding.datetimes import series_date
from guardrails.grounding.day_counts import day_count
from guardrails.grounding.days import day_why
from guardrails.grounding.denied_buying import denied_buying_claims
from guardrails.grounding.derived import derived
from guardrails.grounding.derived_values import (
    derived_difference,
    derived_product,
    derived_ratio,
    derived_total,
)
from guardrails.grounding.district_dates import district_date_why, phone_dated
from guardrails.grounding.district_rows import other_district_row_why
from guardrails.grounding.enumerated import enumerated_count, subset_count
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.exact_rows import exact_row_claims
from guardrails.grounding.extract import extract_claims
from guardrails.grounding.factors import restated_factor, worked_term
from guardrails.grounding.fields import field_why
from guardrails.grounding.for_goods import for_goods_claims
from guardrails.grounding.free_requirements import free_requirement_claims
from guardrails.grounding.freed import total_less_freed
from guardrails.grounding.freezing import freezing_point
from guardrails.grounding.graded import graded_claims
from guardrails.grounding.hints import Hints
from guardrails.grounding.holder_urls import service_url_claims
from guardrails.grounding.holders import department_office_claims, holder_phone_claims
from guardrails.grounding.included_rows import included_row_why
from guardrails.grounding.keyed import keyed_measure, keyed_row_why
from guardrails.grounding.latin_user_places import user_latin_place
from guardrails.grounding.leading_totals import total_above
from guardrails.grounding.limits import deadline_claims, limit_claims, limit_why
from guardrails.grounding.line_heads import held_by_head
from guardrails.grounding.listed_range import listed_range_end
from guardrails.grounding.located_at import located_claims
from guardrails.grounding.marked_rows import marked_row_why
from guardrails.grounding.match import (
    CANDIDATE_KIND,
    UNBOUND,
    kilo_as_weight,
    matching,
    unbound_ok,
)
from guardrails.grounding.material_sums import worked_materials
from guardrails.grounding.maxima import row_maximum
from guardrails.grounding.named_after import named_after
from guardrails.grounding.named_totals import counted_total, named_total
from guardrails.grounding.nodes import json_objects
from guardrails.grounding.origins import from_user_why
from guardrails.grounding.own_names import names_itself
from guardrails.grounding.own_records import own_record_claims
from guardrails.grounding.paired_terms import paired_claims
from guardrails.grounding.place_counts import counts_selected
from guardrails.grounding.prose import prose_claims
from guardrails.grounding.prose_values import restates_prose
from guardrails.grounding.qualified_rows import qualified_twin_why
from guardrails.grounding.reasons import MISBOUND, why_unbound, why_unsupported
from guardrails.grounding.restated import points_in_won
from guardrails.grounding.restated_figures import restated_figure
from guardrails.grounding.rewards import exchange_claims, reward_claims, reward_why, site_points_why
from guardrails.grounding.roles import role_why
from guardrails.grounding.row_names import misnamed_row_why
from guardrails.grounding.row_totals import bound_total_why, range_total, row_total
from guardrails.grounding.seat_counts import seats_spelled
from guardrails.grounding.seat_rows import seat_row_claims
from guardrails.grounding.service_phones import service_phone_claims
from guardrails.grounding.siblings import holder_why, sibling_why
from guardrails.grounding.side_steps import side_step_claims
from guardrails.grounding.slots import Slot, bound, bound_by_head, headed
from guardrails.grounding.source_lines import source_line_why
from guardrails.grounding.stated_quantities import states_quantity, supposed
from guardrails.grounding.stated_totals import restated_total, stated_total_why
from guardrails.grounding.statements import service_numbers
from guardrails.grounding.step_places import step_place_claims
from guardrails.grounding.stepped import stepped_total
from guardrails.grounding.stream_departments import stream_department_claims
from guardrails.grounding.subjects import Context, sentence_bounds
from guardrails.grounding.table_products import table_product
from guardrails.grounding.thresholds import threshold
from guardrails.grounding.tier_sizes import both_bounds, tier_example
from guardrails.grounding.totals import (
    extreme_total_why,
    misbound_total,
    named_quantity_amount,
    per_unit_of_item,
)
from guardrails.grounding.unrowed_items import unrowed_item_why, unrowed_total_why
from guardrails.grounding.user_products import worked_user_products
from guardrails.grounding.versus import pair_subject, pairs_named
from guardrails.grounding.vocabulary import PlaceVocabulary
from guardrails.grounding.wards import user_ward
from guardrails.grounding.weather import named_sky
from guardrails.grounding.weekdays import all_day, excepted, said_closed, users_plan, week_ok
from guardrails.grounding.worked import worked_elsewhere, worked_out


@dataclass(frozen=True, slots=True)
class Verdict:
    grounded: bool
    claims: tuple[Claim, ...]
    unsupported: tuple[Claim, ...]


def _text_claims(
    answer: str, patterns: tuple[tuple[str, re.Pattern[str]], ...], taken: list[Claim]
) -> list[Claim]:
    """Evidence text values (departments, disposal places) restated in the answer."""
    out: list[Claim] = []
    for value, rx in patterns:
        for m in rx.finditer(answer):
            if not any(
                c.start < m.end() and m.start() < c.end and not _whole(c, *m.span()) for c in taken
            ):
                out.append(Claim(m.group(0), "text", value, m.start(), m.end()))
    return [c for c in out if not any(_inside(c, o) for o in out)]


def _inside(c: Claim, o: Claim) -> bool:
    """Whether ``c`` is a strict part of the restated text ``o`` ("자원순환과" in "성남시
    자원순환과"): the whole value is the claim, bound as one, not its tail to another holder."""
    return o.start <= c.start and c.end <= o.end and (o.start, o.end) != (c.start, c.end)


def _whole(c: Claim, start: int, end: int) -> bool:
    """A weekday inside a schedule restated whole ("매월 둘째 주 수요일"): the schedule is bound."""
    return c.kind == "weekday" and start <= c.start and c.end <= end


def _yields(c: Claim) -> bool:
    """Claims that give way to an evidence text value restated around them (자원순환과, 2층)."""
    floor = c.kind == "number" and isinstance(c.value, tuple) and c.value[1] == "층"
    return floor or c.kind in ("department", "place")  # place: a road address (안양로 292)


def _verdict_of(c: Claim, ev: Evidence, ctx: Context, pairs: bool = True) -> str | None:
    """None when ``c`` is supported, else why not (``pairs``: whether the answer may open a pair
    of values anywhere, see :func:`pairs_named`)."""
    if c.kind == "channel":
        if channel_ok(c, ev.text) or asked_by_phone(c, ctx.answer, ev.text):
            return None  # "전화로 … 물어보세요": the contact number an output gives
        return f"'{c.text}' is not a channel the how-to names"
    if c.kind == "reward":
        why = reward_why(c, ctx.answer, ev.sources, ctx.claims) or site_points_why(
            c, ctx, ev.sources
        )  # 10 points said of the site whose reward is 10원
        if why and row_maximum(c, ctx.answer, ev.sources):
            return None  # "하루 최대 1,500포인트": a row's points times its limit
        return None if why and worked_out(c, ctx.answer, ctx.claims) else why
    if c.kind == "limit":
        return limit_why(c, ev, ctx)
    if c.kind == "alert":
        return alert_why(c, ev.text) or alert_area_why(c, ev, ctx)
    if c.kind == "weekday":  # the rules of days (every other kind passes them unchanged)
        c = excepted(c, ctx.answer)  # "주말 빼고 열어요": the weekdays
        if _week_part_named(c, ev) or week_ok(c, ctx.answer, ev):
            return None
        if users_plan(c, ctx.answer, ev.user):  # "주말에 가시기 전에": the day the user named
            return None
        if weekdays.only_asked(c, ctx.answer):  # "주말 작업 계획이신지", "ask whether … weekend"
            return None
        if said_closed(c, ctx.answer):
            return f"{c.text} is not a closed day in tool outputs"
        if weekdays.closed_unstated(c, ctx.answer, ev):
            return f"{c.text} is said closed where no tool output states a closed day"
    if c.kind == "time" and c.value == (0, 0) and all_day(ev.text):
        return None  # "24시간이라 자정에도 열어요": midnight is within a day-long opening
    if c.kind in UNBOUND:
        ok = unbound_ok(c, ev) or derived_ratio(c, ctx.answer, ctx.claims)
        ok = ok or seats_spelled(c, ev.text)  # "2인용" over the row "독서실 책상 2인"
        ok = ok or tier_example(
            c, ctx.answer, ctx.claims, ev.sources
        )  # "1인용 … 두 개라면 6,000원"
        ok = ok or range_quoted(c, ev.text_compact)
        ok = ok or restated_factor(c, ctx.answer, ctx.claims)  # "2,000 kg, so 2,000 × 280"
        ok = ok or worked_term(c, ctx.answer, ctx.claims)  # "10 kg of each comes to 1,200 + 800"
        ok = ok or area_restated(c, ctx.answer)  # "3.3㎡(약 1평)"
        ok = ok or length_restated(c, ctx.answer)  # "a 3 m (300 cm) rug"
        ok = ok or converted_quantity(c, ev)  # "1.2톤은 1,200kg" (user: "고철이 1.2톤")
        ok = ok or user_centre(c, ctx.answer, ev)  # "영등포구 반경 2km" (user: "영등포 근처")
        ok = ok or user_ward(c, ctx.answer, ev)  # "창원시(진해구)" (user: "진해 컴퓨터")
        ok = ok or user_latin_place(c, ev)  # "Suji-gu [수지구]", "Naju (나주시)" (user: "in Naju?")
        if keyed_measure(c, ev.sources):  # "daily_limit_kg": 5 as 5kg, said of its own row
            return keyed_row_why(c, ev, ctx)
        ok = ok or arithmetic.derived_ratio_before(c, ctx.answer, ctx.claims)
        ok = ok or multiples.named_ratio(c, ev, ctx) is True  # "압축 PET의 두 배쯤"
        ok = ok or derived(c, ctx.answer, ctx.claims, ev.sources)
        return None if ok else why_unsupported(c, ev)
    if c.kind == "free" and free_on_condition(c, ctx.answer, ev.sources):
        return None  # "무상방문수거를 이용하면 무료" over a note that says so
    if c.kind == "count":  # (the readers of counts: each reads no other kind)
        if counts_selected(c, ctx.answer, ev):  # "반경 5km 안에 re100 거점이 4곳", then "세 곳이"
            return None
        if counts_amounts(c, ctx.answer, ev):  # "금액이 세 가지로 나와 있으니": the fee rows
            return None
        if (subset := subset_count(c, ctx.answer, ev)) is not None:  # "1km 안에 세 곳"
            return None if subset else f"not {c.value} in the subset its sentence selects"
        if (open_on := day_count(c, ctx.answer, ev)) is not None:  # "화요일에 여는 곳은 3곳"
            return None if open_on else f"not {c.value} of the places open on its sentence's day"
        if (told := tallies.decided(c, ctx.answer, ev)) is not None:  # "네 곳(A, B, …)"
            return None if told else f"not {c.value} of the items its words name"
    if c.kind == "money" and list_steps.said_steps(ctx.answer):  # "3,000원 간격으로 6가지"
        if (step := list_steps.list_step(c, ctx.answer, ev.sources)) is not None:
            return None if step else f"{c.text} is not the step of a listed fee list"
    if (
        c.kind == "money"
        and (why := arithmetic.equation_why(c, ctx.answer, ctx.claims)) is not None
    ):
        # "17,500원 + 12,000원 + 7,000원 = 36,500원" must come out; a product that does is still
        # the product for the price of what its clause names ("신문지 10kg은 80 × 10 = 800원")
        return why or products.misbound_product_why(c, ctx.answer, ctx.claims)
    if c.kind == "money" and (why := stated_total_why(c, ctx, ev.sources)) is not None:
        return why or None  # "1. … 10,000원 / 2. … 3,000원 / 3. 총 15,000원" must come out
    if (
        c.kind in ("money", "unit_price")
        and (why := row_choices.total_why(c, ctx, ev.sources, ev.user)) is not None
    ):
        return why or None  # "두 개면 적게는 2,000원, 많게는 6,000원": candidate rows × quantities
    if c.kind == "money" and (why := extreme_total_why(c, ctx)) is not None:
        return why or None  # "2개면 합계 최소 6,000원" where the lowest of two fees is 2,000원
    if c.kind == "money" and (why := bound_total_why(c, ctx, ev.sources, ev.user)) is not None:
        return why or None  # "둘 다 제일 비싼 금액이면 합쳐서 25,000원" where the most is 28,000원
    if c.kind == "money" and (why := products.misbound_product_why(c, ctx.answer, ctx.claims)):
        return why  # "For 50 kg of cardboard that's about 6,000 won": newspaper's price × 50
    kind = CANDIDATE_KIND.get(c.kind, c.kind)
    candidates = ev.of(kind)
    if c.kind == "sky":  # rain or snow stated of climate normals (precipitation, snow days)
        if named_sky(c.start, c.end, ctx.answer, ev.text):
            return None  # "해맑은약국": a listed name holds the word
        candidates += ev.of("precipitation")
    matches = matching(c, candidates, ev) or bounded(c, ctx.answer, candidates)
    kg = per_kg(c, ctx.answer, ctx.claims) if not matches else None
    if kg is not None:
        matches = matching(kg, candidates, ev)  # "톤당 8만원" over 80원 per kg
    if not matches:
        if c.kind == "phone" and c.value in service_numbers(ev.text):
            return None
        if (why := unrowed_total_why(c, ctx, ev.sources, ev.places)) is not None:
            return why  # "모니터까지 같이 내놓으시면 3,000원": a total counting an unpriced item
        if freezing_point(c, ctx.answer, (f.value for f in candidates)):
            return None  # "평균이 0도를 살짝 넘는 정도": the freezing point, compared with 1.1°C
        if derived_difference(c, ctx.answer, candidates, ctx.claims) or threshold(
            c, ctx.answer, ctx.claims, ev.sources
        ):  # "1km 안에 세 곳": the condition of a count, checked as that count
            return None
        if kg is not None and derived_difference(kg, ctx.answer, candidates, ctx.claims):
            return None  # "톤당 차이 27만 원" over 350원 and 80원 per kg
        if products.product_ok(c, ctx.answer, ctx.claims, ev.sources):
            return None  # "- 30kg 기준: 약 3,600원" under "- 신문지: 120원/kg"
        if stepped_total(c, ctx.answer, ev.sources, ev.user):
            return None  # "약 2.5㎡이면 7,000원" over 1㎡ 이하 3,000원 and 1㎡ 초과시 마다 2,000원
        if derived_product(c, ctx.answer, ctx.claims) or (
            derived_total(c, ctx.answer, ctx.claims) and not states_quantity(c, ctx.answer)
        ):  # a sum that leaves out a quantity its sentence states is checked as a working below
            return None
        if counted_total(c, ctx) or total_above(c, ctx):  # "Total for your three items:" after
            return None  # three amounts; "둘 다 합치면 8,000원" over the list lines of its terms
        if arithmetic.derived_sum(c, ctx.answer, ctx.claims) or restated_total(c, ctx):
            return None
        if points_in_won(c, ctx.answer, ctx.claims, ev.text):  # "500 points (= 500 won)"
            return None
        if arithmetic.derived_mean(c, ctx.answer, ctx.claims):
            return None
        if arithmetic.derived_percent(c, ctx.answer, ctx.claims):
            return None
        if misbound_total(c, ctx):  # "식탁의자 4개면 총 …" over another chair's amount
            return why_unsupported(c, ev)
        if worked_out(c, ctx.answer, ctx.claims) or derived(c, ctx.answer, ctx.claims, ev.sources):
            return None
        if "|" in ctx.answer and table_product(c, ctx.answer, ctx.claims):
            return None  # "| 쇼파 | 7,000원 | 2 | 14,000원 |": the row's fee times its quantity
        if named_total(c, ctx, candidates):  # "An adult bike and a kid's bike together …"
            return None
        if row_total(c, ctx, ev.sources, ev.user):  # "둘 다 버리면 … 비싸게 잡으면 30,000원"
            return None
        if kilo_as_weight(c, ev) or _length_as_size(c, ev):
            return None
        if (delta := fahrenheit_delta(c)) is not None and (
            derived_difference(delta, ctx.answer, candidates, ctx.claims)
            or derived(delta, ctx.answer, ctx.claims, ev.sources)
        ):
            return None  # "5.4°C warmer (9.7°F warmer)"
        if (wind := wind_in_metres(c, ctx.answer, ctx.claims)) is not None:
            return _verdict_of(wind, ev, ctx)  # "초속 7.4m로 제일 세고, 춘천이 1.8m로"
        if enumerated_count(c, ctx.answer, ev) or counted(c, ctx.answer, ev, ctx.claims):
            return None
        if tallies.tallied(c, ctx.answer, ev):  # "지정 장소 세 곳" over a list of three
            return None
        if heads_bullets(c, ctx.answer, ev.text_compact):  # "가까운 세 곳입니다." + 3 lines
            return None
        return why_unsupported(c, ev)
    if (
        c.kind == "date"
        and (said := source_line_why(c, ctx.answer, ev.sources, ctx.cues)) is not None
    ):
        return said or None  # "출처: … 2025-07-11 / … 2025-10-21": each named dataset's date
    if c.kind in ("text", "place") and names_itself(c, ctx.answer, ev.sources):
        return None  # "향촌2길3 (약 510 m)": a row named by its address
    if (why := other_district_row_why(c, ctx, ev.sources, ev.places)) is not None:
        return why  # "대전 서구 책상은 4,000원" where only 거창군's list has a desk at 4,000원
    # "A is warmer than B (a vs b)": a is A's, whoever is named nearest before it
    split = ev.split(kind)
    cues = pair_subject(c, ctx, split) if pairs else []
    cues = cues or ctx.subject_cues(c, candidates, split)
    cues = _past_aside(c, cues, ctx)
    if absent_scope.GATE in ctx.answer:  # "전남 권역 시세가 없어서 전국 평균(2025-01 조사)"
        cues = absent_scope.past_absence(c, cues, ctx.answer)
    cues = headed(cues, candidates, ctx.answer)
    if any(bound(f, cues) for f in matches) or (
        c.kind in _OF_PLACES and any(bound_by_head(f, cues) for f in matches)
    ):  # "… 앞 수거함이 180m": the bin a 의류수거함 is (not 냉장고 for 김치냉장고's fee)
        why = misbracketed_why(c, matches, candidates, ev, ctx)
        why = why or misnamed_row_why(c, ctx, ev.sources, ev.places)  # 캐비닛's fee for 신발장
        why = why or unrowed_item_why(c, ctx, ev.sources, ev.places)  # …with no 신발장 row
        why = why or qualified_twin_why(c, ctx, ev.sources, ev.places)  # the drawer frame's fee
        why = why or marked_row_why(c, ctx, ev.sources, ev.places)  # 중형's fee said of Large
        why = why or included_row_why(c, ctx, ev.sources, ev.places)  # 유리문 제외's as 포함's
        why = why or sibling_why(c, matches, cues, ev, ctx)
        if c.kind in _CONTACTS:  # (the readers of one kind each, asked only of it)
            why = why or holder_why(c, matches, cues, ev, ctx)
            why = why or field_why(c, matches, candidates, ctx)  # a fax given as the phone
        why = why or day_why(c, matches, ev, ctx)  # the 16th's rain chance said of the 15th
        if c.kind == "time":
            why = why or role_why(c, ev.text, ctx.answer)  # a window's end given as its start
        if c.kind == "distance":
            why = why or from_user_why(c, matches, cues, ctx.answer)
        why = why or unshared_why(c, matches, candidates, cues, ctx)  # "HDPE와 PVC 200원"
        if why and c.kind == "money" and derived(c, ctx.answer, ctx.claims, ev.sources, near=True):
            return None  # "2,000원이라 두 개면 4,000원": a working, whoever else gives 4,000원
        return why
    if (
        derived_difference(c, ctx.answer, candidates, ctx.claims)
        or derived(c, ctx.answer, ctx.claims, ev.sources, near=True)
        or threshold(c, ctx.answer, ctx.claims, ev.sources)
        or count_values(c, ctx.answer, ctx.claims, ev.sources)
        or per_unit_of_item(c, matches, ctx)
        or named_quantity_amount(c, ctx)  # "신발장 2개 6,000원" where 6,000원 is 책장's too
        or restates_prose(c, ctx, ev.sources)  # "대형 가전은 1599-0903 무상방문수거로": the note's
        or listed_range_end(c, matches, candidates, ctx, split)  # "A·B로 6.8~10.4km"
        or range_total(c, ctx, ev.sources, ev.user)  # "A 하나와 B 하나면 15,000원~20,000원"
        or both_bounds(c, ctx.answer, ev.sources)  # "42인치 이상 50인치 미만" over 50인치 미만's
        or named_after(c, ctx.answer, ev.sources)  # "그다음이 법환동 734-1 대륜동 한국전력공사"
    ):
        return None  # "3인용 이상과 1인용의 차이는 1만원": a difference, whatever else it matches
    if series_date(c, matches, cues, ev):
        return None  # "7월 24일 대구는 … 폭염경보": the date of every row of a daily series
    if cited_date(c, ctx.answer, ev.sources):  # "[전국재활용센터표준데이터, 2025-06-30]"
        return district_date_why(c, ctx.answer, ev.sources)  # unless another district's output's
    if phone_dated(c, ctx.answer, ev.sources):
        return None  # "환경과(042-251-4561, 데이터기준일자 2025-10-28)": the phone's output's date
    if held_by_head(
        c, matches, cues, candidates, ctx, ev.builder.parents if ev.builder else (), ev.sources
    ):
        return None  # "- 담양군: … 문의 환경과 061-…": the line's holder holds it, 문의 is weak
    return why_unbound(c, ["/".join(ctx.answer[q.start : q.end] for q in slot) for slot in cues])


def _past_aside(c: Claim, cues: list[Slot], ctx: Context) -> list[Slot]:
    """Without the slots named only in a bracket right after the previous value of the kind:
    "85 won/kg (Dec 2024) to 80 won/kg": Dec 2024 dates 85, not 80."""
    if not cues:
        return cues
    prev = ctx.previous_end(c)
    opened = _ASIDE.match(ctx.answer, prev) if prev >= 0 else None
    if opened is None:
        return cues
    closed = ctx.answer.find(")", opened.end(), c.start)
    if closed == -1:
        return cues
    return [s for s in cues if not all(opened.end() <= q.start < closed for q in s)]


_ASIDE = re.compile(r"\s?[(（]")
_CONTACTS: Final = frozenset({"phone", "url"})  # holder_why's kinds (field_why's: phone)
_OF_PLACES: Final = frozenset({"distance", "phone", "time", "text"})


def check(
    answer: str,
    evidence: Evidence | Iterable[str] | str,
    *,
    places: PlaceVocabulary | None = None,
) -> Verdict:
    """Check every claim in ``answer`` against the evidence (tool outputs only; see
    :class:`Evidence`). ``places`` is used only when ``evidence`` is not yet an ``Evidence``."""
    if not isinstance(evidence, Evidence):
        texts = [evidence] if isinstance(evidence, str) else evidence
        evidence = Evidence.from_texts(texts, places=places)
    claims = extract_claims(answer, evidence.places)
    patterns = evidence.text_patterns
    restated = (
        _text_claims(answer, patterns, [c for c in claims if not _yields(c)]) if patterns else []
    )
    if restated:  # a department or floor inside an evidence text value is bound as part of it
        claims = [c for c in claims if not _yields(c) or not overlaps(c, restated)]
        claims = [c for c in claims if not any(_whole(c, r.start, r.end) for r in restated)]
    claims += restated
    claims += channel_claims(answer, evidence.text)
    rewards = reward_claims(answer) + exchange_claims(answer, evidence.sources)
    if rewards:  # points are bound to their material here, not read as plain quantities
        claims = [c for c in claims if not overlaps(c, rewards)] + rewards
    limits = limit_claims(answer)  # "1대만 있어도 무료": a condition, not a count of a list
    claims = [c for c in claims if c.kind != "count" or not overlaps(c, limits)]
    claims += [c for c in limits + deadline_claims(answer) if not overlaps(c, claims)]
    unsky = [c for c in claims if c.kind != "sky"]  # "a heavy snow advisory": read as both
    claims += [c for c in alert_claims(answer) if not overlaps(c, unsky)]
    claims.sort(key=lambda c: (c.start, c.end))
    lower = answer.lower()
    hints = Hints(lower)  # the hint pass over the answer as written
    hinted = ordinal.hinted(answer, hints)
    ordered = orders.hinted(lower) or any(map(multiples.is_ratio, claims))
    bounds: list[tuple[int, int]] | None = None  # the sentences, read once (graded reads them too)
    if (
        hinted
        or ordered
        or any(c.kind not in UNBOUND or keyed_measure(c, evidence.sources) for c in claims)
    ):  # a measure a tool output keys by its unit ("daily_limit_kg") is bound to its row
        bounds = sentence_bounds(answer)
        ctx = Context(
            answer,
            tuple(find_cues(answer, evidence.cues, claims, hints)),
            tuple(bounds),
            tuple(claims),
            evidence.cues.all_tokens,
            hints,
        )
    else:
        ctx = Context(answer)
    unsupported: list[Claim] = []
    pairs = len(claims) < 4 or pairs_named(answer)  # one search pays off from a few claims on
    supported: list[Claim] = []  # in answer order: what a basis figure may point back at
    for c in claims:
        why = _verdict_of(c, evidence, ctx, pairs)
        if why is not None and MISBOUND in why and _quoted_label(c, answer, evidence):
            why = None
        if why is not None and restated_basis(c, answer, supported):
            why = None  # "…, 그냥 모은 페트병이면 350원 기준으로 생각하세요": a figure given above
        if why is not None and restated_figure(c, answer, evidence, supported, claims):
            why = None  # "… 20kg이면 7,000원 … 7,000 + 3,600 + 4,000 = 14,600원": worked out above
        # "둘 합치면 10,000원 … 세탁기는 무료 배출도 가능하니 6,000원만": the total less its fee
        if why is not None and total_less_freed(c, ctx, evidence, supported):
            why = None
        if why is not None:
            unsupported.append(replace(c, why=why))
        else:
            supported.append(c)
    if any(c.kind == "phone" for c in claims):  # one holder's phone after another's name
        unsupported += [
            c
            for c in holder_phone_claims(answer, claims, evidence.sources)
            if not overlaps(c, unsupported)
        ]
    if any(c.kind in ("money", "unit_price") for c in claims):  # 중's price said of 상급
        unsupported += [
            c
            for c in graded_claims(
                answer,
                claims,
                evidence.sources,
                sentence_bounds(answer) if bounds is None else bounds,
            )
            if not overlaps(c, unsupported)
        ]
    if any(c.kind == "url" for c in claims):  # the take-back service's site as the district's
        unsupported += [
            c
            for c in service_url_claims(answer, claims, evidence.sources, evidence.places)
            if not overlaps(c, unsupported)
        ]
    if any(c.kind == "department" for c in claims):  # one office's department given to another
        unsupported += [
            c
            for c in department_office_claims(answer, claims, evidence.sources)
            if not overlaps(c, unsupported)
        ]
    if unsupported:
        unsupported = _worked_out(unsupported, answer, claims, evidence.money, evidence.sources)
    if unsupported and any(
        c.kind == "money" for c in unsupported
    ):  # "신문지 10kg, 골판지 10kg 합치면"
        done = worked_materials(
            unsupported, answer, evidence.sources, evidence.places, evidence.user
        )
        done |= worked_user_products(  # "신문지 3,600원에 유리 800원" (user: "신문지 30키로 …")
            unsupported, answer, evidence.sources, evidence.places, evidence.user
        )
        unsupported = [c for c in unsupported if c.start not in done] if done else unsupported
    if ctx.cues and hinted:
        unsupported += ordinal.superlative_claims(evidence, ctx)
    # prose facts (schedules, goods, rules, scopes, ways of applying, …), each span flagged once
    conditions = prose_claims(answer, evidence, claims, unsupported)
    if conditions and (
        worked := row_choices.worked_totals(answer, claims, evidence.sources, evidence.user)
    ):
        conditions = [
            c for c in conditions if not any(c.start <= s and e <= c.end for s, e in worked)
        ]
    if conditions:
        unsupported += conditions
        claims += conditions
    if GATE.search(answer):  # "주차장도 있어요" over outputs that name no parking
        unsupported += [
            c for c in amenity_claims(answer, evidence.text) if not overlaps(c, unsupported)
        ]
    if ctx.cues and ordered:  # an order of values in words ordinal does not read
        unsupported += [
            c for c in orders.order_claims(evidence, ctx) if not overlaps(c, unsupported)
        ]
    unsupported += [  # a value said of a named holder that only another holder's record holds
        c for c in own_record_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # "알루미늄 캔, 철 캔 … 고철도 받아요": a kind besides the goods listed
        c for c in also_broader_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # "실외기까지 같이 내놓아야 무료로 가져가요": a requirement no output names
        c for c in free_requirement_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # "청녹색 유리는 아예 안 사 줘" over a row that pays 35원/kg
        c for c in denied_buying_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # "For furniture, the Suseong-gu centre …" whose record lists no furniture
        c for c in for_goods_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # "PE(압축) 450원/kg": the price right after a row's full name is its
        c
        for c in exact_row_claims(answer, claims, evidence.sources)
        if not overlaps(c, unsupported)
    ]
    unsupported += [  # "Zone I is 현대산업" where the output pairs I구역 with 금호환경
        c for c in paired_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # a service's number given as a department's or place's phone
        c for c in service_phone_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # a step of a procedure said at another place than its how-to's
        c for c in step_place_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # "깨지지 않은 형광등은 신문지에 싸서": the broken lamps' step, swapped
        c for c in side_step_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # "용산구 다산로 174" where the outputs hold 다산로 174 only in 중구
        c for c in address_district_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    if (
        any(c.kind == "place" for c in claims) and "에" in answer
    ):  # "배고개길 84에 있는 행정복지센터"
        unsupported += [
            c
            for c in located_claims(answer, claims, evidence.sources)
            if not overlaps(c, unsupported)
        ]
    unsupported += [  # "a 2-seat recliner is 7,000 won": the regular 2-seat sofa's fee
        c for c in seat_row_claims(answer, evidence.sources) if not overlaps(c, unsupported)
    ]
    unsupported += [  # "대형폐기물 문의는 환경생태과" where the outputs give it 음식물 only
        c
        for c in stream_department_claims(answer, evidence.sources)
        if not overlaps(c, unsupported)
    ]
    return Verdict(grounded=not unsupported, claims=tuple(claims), unsupported=tuple(unsupported))


_WEEK_PART_WORDS: Final = {frozenset("토일"): ("주말", "weekend"),
                           frozenset("월화수목금"): ("평일", "weekday")}  # fmt: skip


def _week_part_named(c: Claim, ev: Evidence) -> bool:
    """주말 / 평일 supported by a tool output that names that part of the week (a key
    ``pickup.weekend``, a text "평일 09:00~18:00")."""
    words = _WEEK_PART_WORDS.get(c.value) if isinstance(c.value, frozenset) else None
    return bool(words) and any(w in ev.text or w in ev.text.lower() for w in words or ())


def _worked_out(
    unsupported: list[Claim],
    answer: str,
    claims: list[Claim],
    prices: frozenset[float],
    sources: tuple[str, ...],
) -> list[Claim]:
    """Drop an amount worked out as price × quantity (or a sum of such) and the example
    quantities it is worked out from ("10kg이면 kg당 120원이라 1,200원")."""
    if not any(c.kind in ("money", "number", "distance") for c in unsupported):
        return unsupported
    done: set[int] = set()
    for c in claims:
        if c.kind == "money":
            used = arithmetic.sum_of_products(c, answer, claims)
            if used:
                done |= {c.start, *(q.start for q in used)}
    done |= supposed(
        unsupported, answer, claims, prices
    )  # "50kg이면 16,500원": the working's example
    done |= worked_elsewhere(unsupported, answer, claims)  # a working's figure another row gives
    done |= products.worked_quantities(unsupported, answer, claims, sources)  # "20 kg would be"
    flagged = {c.start for c in unsupported}  # "같은 1톤이면 PE가 신문지보다 3만 원 더"
    done |= {c.start for c in unsupported if one_ton_scale(c, answer, claims, flagged)}
    done -= {c.start for c in unsupported if products.MISPRICED in (c.why or "")}
    done -= {c.start for c in unsupported if misconverted(c, answer, claims)}  # 1.5톤은 1,600kg
    return [c for c in unsupported if c.start not in done] if done else unsupported


_LENGTH = re.compile(r"미터|met(?:er|re)|\d\s?m\b|\d\s?m$", re.I)


def _length_as_size(c: Claim, ev: Evidence) -> bool:
    """``1미터`` is a distance or a size: read as a size, is it a stated quantity (폭 100cm)?"""
    if c.kind != "distance" or not isinstance(c.value, float) or not _LENGTH.search(c.text):
        return False
    size = Claim(c.text, "number", (round(c.value * 100, 6), "cm"), c.start, c.end)
    return unbound_ok(size, ev)


_BULLET = re.compile(r"\s*(?:[-•*·]|\d{1,2}[.)])\s+")


def _quoted_label(claim: Claim, answer: str, evidence: Evidence) -> bool:
    """Whether a value bound to the wrong subject is really part of a record's own label.

    On a list line ``- <label>: <value>`` whose label is a string of one tool-output object, the
    value belongs to that object (``- 쇼파(소파) (… 1인용당(3000원) 추가): 3,000원``): it is supported
    when the label is quoted verbatim up to the value, or when the same object holds the value.
    """
    line_start = answer.rfind("\n", 0, claim.start) + 1
    bullet = _BULLET.match(answer, line_start)
    label_start = bullet.end() if bullet else line_start
    if answer[label_start : claim.end] in evidence.text and claim.end - label_start >= 8:
        return True  # the value sits inside a verbatim quote of an evidence string
    if (name := _NAME_ON.match(answer, claim.end)) and f"\n{answer[claim.start : name.end()]}" in (
        evidence.text
    ):  # "24시 열린약국 – 24시간": the value starts a string the tool output gives
        return True
    if _spaced_label(claim, answer, label_start, evidence):
        return True  # "컴퓨터 책상(서랍 없음) 4,000원": the row's own label, spaces aside
    colon = answer.rfind(": ", label_start, claim.start)
    label = answer[label_start:colon].strip() if colon != -1 else ""
    if len(label) < 4 or label not in evidence.text:
        return False
    return any(_object_holds(obj, label, claim.value) for obj in json_objects(evidence.sources))


_NAME_ON = re.compile(r"\s?[가-힣A-Za-z]{2,}")
_ITEM_START = re.compile(r".*(?:[,;:]\s|\s[·/]\s|^)", re.S)
_SPACES = re.compile(r"\s+")


def _spaced_label(claim: Claim, answer: str, line_start: int, evidence: Evidence) -> bool:
    """Whether the words of ``claim``'s list item before it (after the last comma or colon on
    its line) are, spaces aside, a string of one tool-output object that holds the value: a row's
    own label with a bracket of its own (``컴퓨터 책상(서랍 없음)`` for ``컴퓨터 책상(서랍없음)``):
    a word inside that bracket (서랍, another row's part) is the row's own, not another subject."""
    if claim.kind != "money" or "(" not in answer[line_start : claim.start]:
        return False
    head = _ITEM_START.match(answer, line_start, claim.start)
    label = _SPACES.sub("", answer[head.end() if head else line_start : claim.start])
    if len(label) < 6 or "(" not in label:
        return False
    value = claim.value
    for obj in json_objects(evidence.sources):
        numbers = [
            v for v in obj.values() if isinstance(v, int | float) and not isinstance(v, bool)
        ]
        if value not in numbers:
            continue
        if any(isinstance(v, str) and _SPACES.sub("", v) == label for v in obj.values()):
            return True
    return False


def _object_holds(obj: dict[str, Any], label: str, value: object) -> bool:
    strings = [v for v in obj.values() if isinstance(v, str)]
    numbers = [v for v in obj.values() if isinstance(v, int | float) and not isinstance(v, bool)]
    return label in strings and value in numbers
