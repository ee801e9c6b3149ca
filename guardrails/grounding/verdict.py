"""The verdict on one claim (:func:`verdict_of`): ``None`` when the evidence supports it, else why
not, for :func:`.check.check` to flag.

Reads each claim by its kind first (a channel, a reward, a limit, an alert, a weekday, the
unbound measures of :data:`.match.UNBOUND`, counts, worked money), then compares its value with
the evidence values of its kind (tolerances follow the precision written in the answer), and
last binds a matching value to its subject: a value some tool output holds is supported only
where the answer says it of that value's record (``"A is warmer than B (a vs b)"``: a is A's,
whoever is named nearest before it); otherwise the claim is flagged with why
(:mod:`.reasons`). A value no output holds is still accepted when the answer works it out from
its own figures (a sum, a difference, a product, a conversion), e.g. ``"2,000원이라 두 개면
4,000원"``: a working, whoever else gives 4,000원.

Also here: the week's parts (``주말``/``평일`` over an output that names them), a bracket aside
after the previous value (``85 won/kg (Dec 2024) to 80 won/kg``: Dec 2024 dates 85, not 80) and a
length read as a size (``1미터`` as ``폭 100cm``).

Moved out of :mod:`.check` in round 36 (r36h1).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding import (
    absent_scope,
    arithmetic,
    list_steps,
    material_sums,
    multiples,
    products,
    row_choices,
    tallies,
    weekdays,
)
from guardrails.grounding.alerts import alert_area_why, alert_why
from guardrails.grounding.all_named import unheld_by_one
from guardrails.grounding.amount_counts import counts_amounts
from guardrails.grounding.approx import bounded, range_quoted
from guardrails.grounding.bare_sums import bare_sum_why
from guardrails.grounding.brackets import misbracketed_why
from guardrails.grounding.bulleted_counts import heads_bullets
from guardrails.grounding.centres import user_centre
from guardrails.grounding.channels import asked_by_phone, channel_ok
from guardrails.grounding.cited_dates import cited_date
from guardrails.grounding.claims import Claim
from guardrails.grounding.conditional_free import free_on_condition
from guardrails.grounding.conditioned import conditioned_holder
from guardrails.grounding.conversions import (
    area_restated,
    converted_quantity,
    fahrenheit_delta,
    length_restated,
    per_kg,
    wind_in_metres,
)
from guardrails.grounding.coordinated import unshared_why
from guardrails.grounding.counted import count_values, counted, counts_listed_amounts
from guardrails.grounding.datetimes import series_date
from guardrails.grounding.day_counts import day_count
from guardrails.grounding.days import day_why
from guardrails.grounding.derived import derived
from guardrails.grounding.derived_values import (
    derived_difference,
    derived_product,
    derived_ratio,
    derived_total,
)
from guardrails.grounding.district_dates import district_date_why, output_dated
from guardrails.grounding.district_rows import other_district_row_why
from guardrails.grounding.enumerated import enumerated_count, subset_count
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.factors import restated_factor, worked_term
from guardrails.grounding.fields import field_why
from guardrails.grounding.freezing import freezing_point
from guardrails.grounding.included_rows import included_row_why
from guardrails.grounding.keyed import keyed_measure, keyed_row_why
from guardrails.grounding.latin_user_places import user_latin_place
from guardrails.grounding.leading_totals import total_above
from guardrails.grounding.limits import limit_why
from guardrails.grounding.line_heads import held_by_head
from guardrails.grounding.listed_range import listed_range_end
from guardrails.grounding.marked_rows import marked_row_holds, marked_row_why
from guardrails.grounding.match import (
    CANDIDATE_KIND,
    UNBOUND,
    kilo_as_weight,
    matching,
    unbound_ok,
)
from guardrails.grounding.maxima import row_maximum
from guardrails.grounding.named_after import named_after
from guardrails.grounding.named_totals import counted_total, named_total
from guardrails.grounding.origins import from_user_why
from guardrails.grounding.own_names import names_itself
from guardrails.grounding.per_length import length_amount, length_example
from guardrails.grounding.place_counts import counts_selected
from guardrails.grounding.product_gaps import gap_why
from guardrails.grounding.prose_values import restates_prose
from guardrails.grounding.qualified_rows import qualified_twin_why
from guardrails.grounding.reasons import why_unbound, why_unsupported
from guardrails.grounding.restated import points_in_won
from guardrails.grounding.rewards import reward_why, site_points_why
from guardrails.grounding.roles import role_why
from guardrails.grounding.row_names import misnamed_row_why
from guardrails.grounding.row_totals import bound_total_why, range_total, row_total
from guardrails.grounding.seat_counts import seats_spelled
from guardrails.grounding.siblings import holder_why, sibling_why
from guardrails.grounding.slots import bound, bound_by_head, headed
from guardrails.grounding.source_lines import source_line_why
from guardrails.grounding.stated_quantities import states_quantity
from guardrails.grounding.stated_totals import restated_total, stated_total_why
from guardrails.grounding.statements import service_numbers
from guardrails.grounding.stepped import stepped_total
from guardrails.grounding.subjects import Context
from guardrails.grounding.table_products import table_product
from guardrails.grounding.thresholds import threshold
from guardrails.grounding.tier_sizes import both_bounds, tier_example
from guardrails.grounding.totals import (
    extreme_total_why,
    misbound_total,
    named_quantity_amount,
    per_unit_of_item,
)
from guardrails.grounding.unrowed_items import other_item_why, unrowed_item_why, unrowed_total_why
from guardrails.grounding.user_standards import user_standard
from guardrails.grounding.value_asides import past_aside
from guardrails.grounding.versus import pair_subject
from guardrails.grounding.wards import user_ward
from guardrails.grounding.weather import named_sky
from guardrails.grounding.weekdays import (
    all_day,
    excepted,
    said_closed,
    users_plan,
    week_ok,
    week_part_named,
)
from guardrails.grounding.worded_sums import worded_sum_why
from guardrails.grounding.worked import worked_out


def verdict_of(c: Claim, ev: Evidence, ctx: Context, pairs: bool = True) -> str | None:
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
        if week_part_named(c, ev) or week_ok(c, ctx.answer, ev):
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
        ok = ok or any(  # "1인용 … 두 개라면 6,000원", "카펫이 200cm라면 4,000원" (100cm 당)
            f(c, ctx.answer, ctx.claims, ev.sources) for f in (tier_example, length_example)
        )
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
        if counts_listed_amounts(c, ctx.answer, ev, ctx.claims):  # "4,000원 또는 5,000원 두 가지"
            return None
        if (subset := subset_count(c, ctx.answer, ev)) is not None:  # "1km 안에 세 곳"
            return None if subset else f"not {c.value} in the subset its sentence selects"
        if (open_on := day_count(c, ctx.answer, ev)) is not None:  # "화요일에 여는 곳은 3곳"
            return None if open_on else f"not {c.value} of the places open on its sentence's day"
        if (told := tallies.decided(c, ctx.answer, ev)) is not None:  # "네 곳(A, B, …)"
            return None if told else f"not {c.value} of the items its words name"
        if tallies.names_its_list(c, ctx.answer, ev):  # "공공재활용기반시설 세 곳": its list
            return None
    if c.kind == "money" and list_steps.said_steps(ctx.answer):  # "3,000원 간격으로 6가지"
        if (step := list_steps.list_step(c, ctx.answer, ev.sources)) is not None:
            return None if step else f"{c.text} is not the step of a listed fee list"
    if (
        c.kind in ("money", "unit_price")
        and (why := arithmetic.equation_why(c, ctx.answer, ctx.claims)) is not None
    ):
        # "17,500원 + 12,000원 + 7,000원 = 36,500원" must come out; a product that does is still
        # the product for the price of what its clause names ("신문지 10kg은 80 × 10 = 800원")
        return why or products.misbound_product_why(c, ctx.answer, ctx.claims, ev.places)
    if c.kind == "money" and (why := bare_sum_why(c, ctx.answer, ctx.claims)) is not None:
        return why or None  # "8,000 + 5,000 = 13,000 won": bare terms, the unit on the result
    if c.kind == "money" and (why := worded_sum_why(c, ctx.answer, ctx.claims)) is not None:
        return why or None  # "8,000 won plus 10,000 won, which makes 18,000 won": in words
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
    if c.kind == "money" and (why := material_sums.misworked_why(c, ctx, ev)):
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
        if freezing_point(c, ctx.answer, (f.value for f in candidates)) or user_standard(
            c, ctx, ev.user
        ):  # "평균이 0도를 살짝 넘는": the freezing point; "만 원은 넘지 않아요": the user's mark
            return None
        if derived_difference(c, ctx.answer, candidates, ctx.claims) or threshold(
            c, ctx.answer, ctx.claims, ev.sources
        ):  # "1km 안에 세 곳": the condition of a count, checked as that count
            return None
        if (gap := gap_why(c, ctx.answer, ctx.claims, ev.sources)) is not None:
            return gap or None  # "…, 10,000 won more than green": (45 − 35) × 1,000
        if kg is not None and derived_difference(kg, ctx.answer, candidates, ctx.claims):
            return None  # "톤당 차이 27만 원" over 350원 and 80원 per kg
        if products.product_ok(c, ctx.answer, ctx.claims, ev.sources, ev.places):
            return None  # "- 30kg 기준: 약 3,600원" under "- 신문지: 120원/kg"
        if stepped_total(c, ctx.answer, ev.sources, ev.user) or length_amount(c, ctx, ev.sources):
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
        if kilo_as_weight(c, ev) or _length_as_size(c, ev, ctx):
            return None
        if (delta := fahrenheit_delta(c)) is not None and (
            derived_difference(delta, ctx.answer, candidates, ctx.claims)
            or derived(delta, ctx.answer, ctx.claims, ev.sources)
        ):
            return None  # "5.4°C warmer (9.7°F warmer)"
        if (wind := wind_in_metres(c, ctx.answer, ctx.claims)) is not None:
            return verdict_of(wind, ev, ctx)  # "초속 7.4m로 제일 세고, 춘천이 1.8m로"
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
    cues = past_aside(c, cues, ctx)
    if absent_scope.GATE in ctx.answer:  # "전남 권역 시세가 없어서 전국 평균(2025-01 조사)"
        cues = absent_scope.past_absence(c, cues, ctx.answer)
    cues = headed(cues, candidates, ctx.answer)
    if any(bound(f, cues) for f in matches) or (
        c.kind in _OF_PLACES and any(bound_by_head(f, cues) for f in matches)
    ):  # "… 앞 수거함이 180m": the bin a 의류수거함 is (not 냉장고 for 김치냉장고's fee)
        why = misbracketed_why(c, matches, candidates, ev, ctx, lambda f: bound(f, cues))
        if c.kind in _PRICED:  # (the readers of a fee's row, each None for any other kind)
            why = why or misnamed_row_why(c, ctx, ev.sources, ev.places)  # 캐비닛's fee for 신발장
            why = why or unrowed_item_why(c, ctx, ev.sources, ev.places)  # …with no 신발장 row
            why = why or other_item_why(c, ctx, ev.sources, ev.places)  # a TV row's fee for 냉장고
            why = why or qualified_twin_why(c, ctx, ev.sources, ev.places)  # the drawer frame's
            why = why or marked_row_why(c, ctx, ev.sources, ev.places)  # 중형's fee said of Large
            why = why or included_row_why(c, ctx, ev.sources, ev.places)  # 유리문 제외's as 포함's
        why = why or sibling_why(c, matches, cues, ev, ctx)
        why = why or unheld_by_one(c, matches, cues, ctx)  # "두 곳 모두 09:00~18:00": each's
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
    if output_dated(c, ctx.answer, ev.sources):
        return None  # "환경과(042-251-4561, 데이터기준일자 2025-10-28)": the phone's output's date
    if conditioned_holder(c, matches, ctx) or (  # "월요일이면 오정동, 화요일이면 대화동으로"
        c.kind in _PRICED and marked_row_holds(c, ctx, ev.sources, ev.places)
    ):  # "참고로 중형(…)은 2,000원" after the large chair's line: 중형's own fee
        return None
    if held_by_head(
        c, matches, cues, candidates, ctx, ev.builder.parents if ev.builder else (), ev.sources
    ):
        return None  # "- 담양군: … 문의 환경과 061-…": the line's holder holds it, 문의 is weak
    return why_unbound(c, ["/".join(ctx.answer[q.start : q.end] for q in slot) for slot in cues])


_CONTACTS: Final = frozenset({"phone", "url"})  # holder_why's kinds (field_why's: phone)
# the kinds the row readers read (misnamed_row_why … included_row_why: None for any other)
_PRICED: Final = frozenset({"money", "unit_price"})
_OF_PLACES: Final = frozenset({"distance", "phone", "time", "text"})

_LENGTH = re.compile(r"미터|met(?:er|re)|\d\s?m\b|\d\s?m$", re.I)


def _length_as_size(c: Claim, ev: Evidence, ctx: Context) -> bool:
    """``1미터`` read as a size: a stated quantity (폭 100cm), or a per-length fee's (:mod:`.per_length`)?"""
    if c.kind != "distance" or not isinstance(c.value, float) or not _LENGTH.search(c.text):
        return False
    size = Claim(c.text, "number", (round(c.value * 100, 6), "cm"), c.start, c.end)
    return unbound_ok(size, ev) or length_example(size, ctx.answer, ctx.claims, ev.sources)
