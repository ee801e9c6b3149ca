"""Prose facts: the claims read from an answer's sentences rather than from its values — schedules,
goods and rules (``conditions``), free items a list does not hold, quoted names, the rarer readers
(exchange ratios, unmeasured attributes, advisory counts, surcharges, what a fee includes:
:mod:`.rare_readers`), the scope a figure is said of (region, district, search radius, dataset
date and coverage), rows told apart by nothing, ways of applying, forecasts the tools' kinds do
not carry and attributes no output carries (hours, update schedules, buying conditions, lead
times: :mod:`.attributes`).

Each reader returns claims that are already unsupported; a span the value check flagged is flagged
once.
"""

from __future__ import annotations

from typing import Final

from guardrails.grounding import asserted, fee_bounds, priced, sides, times, twins
from guardrails.grounding.absences import absence_claims
from guardrails.grounding.all_near import all_near_claims
from guardrails.grounding.all_within import all_within_claims
from guardrails.grounding.also_open import also_open_claims
from guardrails.grounding.attributes import attribute_claims
from guardrails.grounding.bare_facilities import bare_facility_claims
from guardrails.grounding.binned_goods import binned_goods_claims
from guardrails.grounding.bound import bound_claims
from guardrails.grounding.cited_misdates import cited_misdate_claims
from guardrails.grounding.city_wide import held_notes
from guardrails.grounding.claims import Claim, contains_any, overlaps
from guardrails.grounding.conditioned_terms import conditioned_term_claims
from guardrails.grounding.conditions import condition_claims
from guardrails.grounding.contact_channels import contact_channel_claims
from guardrails.grounding.contradicted import GATE as THAN_GATE
from guardrails.grounding.contradicted import contradicted_claims
from guardrails.grounding.coverage import coverage_claims
from guardrails.grounding.dated import dated_claims
from guardrails.grounding.deposits import deposit_claims
from guardrails.grounding.disposal_places import disposal_place_claims
from guardrails.grounding.district_dated import district_dated_claims
from guardrails.grounding.district_dates import place_date_claims
from guardrails.grounding.districts import district_claims
from guardrails.grounding.drop_places import drop_place_claims
from guardrails.grounding.dry_outlook import dry_outlook_claims
from guardrails.grounding.empty_howto import empty_howto_claims
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.facilities import facility_claims
from guardrails.grounding.fee_thresholds import GATE as THRESHOLD_GATE
from guardrails.grounding.fee_thresholds import fee_threshold_claims
from guardrails.grounding.forecast import climate_claims, forecast_claims
from guardrails.grounding.free_exclusions import GATE as EXCLUSION_GATE
from guardrails.grounding.free_exclusions import free_exclusion_claims
from guardrails.grounding.free_service import GATE as FREE_GATE
from guardrails.grounding.free_service import free_service_claims
from guardrails.grounding.glossed_items import glossed_item_claims
from guardrails.grounding.glossed_ways import glossed_way_claims
from guardrails.grounding.handover_points import GATE as HANDOVER_GATE
from guardrails.grounding.handover_points import handover_claims
from guardrails.grounding.housing_rules import GATE as HOUSING_GATE
from guardrails.grounding.housing_rules import housing_rule_claims
from guardrails.grounding.howto import howto_claims
from guardrails.grounding.howto_swaps import howto_swap_claims
from guardrails.grounding.invented_rules import (
    CLASS_GATE,
    REPORTED_GATE,
    attributed_claims,
    class_claims,
)
from guardrails.grounding.key_values import key_value_claims
from guardrails.grounding.likened_prices import likened_price_claims
from guardrails.grounding.listed_goods import listed_goods_claims
from guardrails.grounding.listed_items import listed_item_claims
from guardrails.grounding.live_reading import live_reading_claims
from guardrails.grounding.metro_districts import metro_district_claims
from guardrails.grounding.missing_regions import missing_region_claims
from guardrails.grounding.month_parts import month_part_claims
from guardrails.grounding.negated_forms import negated_form_claims
from guardrails.grounding.no_address import no_address_claims
from guardrails.grounding.normals_dates import normals_date_claims
from guardrails.grounding.observed_places import observed_place_claims
from guardrails.grounding.offered_points import GATE as POINT_GATE
from guardrails.grounding.offered_points import offered_point_claims
from guardrails.grounding.only_days import only_day_claims
from guardrails.grounding.pay_ways import pay_way_claims
from guardrails.grounding.per_area import per_area_claims
from guardrails.grounding.piece_totals import piece_total_claims
from guardrails.grounding.piece_weights import GATE as PIECE_GATE
from guardrails.grounding.piece_weights import piece_weight_claims
from guardrails.grounding.place_goods import place_goods_claims
from guardrails.grounding.placed_bins import GATE as BIN_GATE
from guardrails.grounding.placed_bins import placed_bin_claims
from guardrails.grounding.price_sources import GATE as PRICE_SOURCE_GATE
from guardrails.grounding.price_sources import price_source_claims
from guardrails.grounding.priced_forms import priced_form_claims
from guardrails.grounding.priced_requirements import GATE as REQUIREMENT_GATE
from guardrails.grounding.priced_requirements import priced_requirement_claims
from guardrails.grounding.provisos import proviso_claims
from guardrails.grounding.put_out import put_out_claims
from guardrails.grounding.quoted import quoted_names
from guardrails.grounding.radius import radius_claims
from guardrails.grounding.radius_distance import radius_distance_claims
from guardrails.grounding.rare_readers import rare_claims
from guardrails.grounding.record_dates import record_date_claims
from guardrails.grounding.refused_goods import GATE as REFUSED_GATE
from guardrails.grounding.refused_goods import refused_good_claims
from guardrails.grounding.restated_ways import restated_way_claims
from guardrails.grounding.row_categories import row_category_claims
from guardrails.grounding.rule_terms import rule_claims
from guardrails.grounding.scaled_sizes import scaled_size_claims
from guardrails.grounding.scopes import scope_claims
from guardrails.grounding.self_drop import self_drop_claims
from guardrails.grounding.service_classes import service_class_claims
from guardrails.grounding.service_conditions import GATE as CONDITION_GATE
from guardrails.grounding.service_conditions import service_condition_claims
from guardrails.grounding.service_ways import service_way_claims
from guardrails.grounding.set_up_dates import set_up_date_claims
from guardrails.grounding.site_details import site_detail_claims
from guardrails.grounding.site_prices import GATE as SITE_PRICE_GATE
from guardrails.grounding.site_prices import site_price_claims
from guardrails.grounding.some_all import some_all_claims
from guardrails.grounding.specs import subkind_claims
from guardrails.grounding.station_names import station_name_claims
from guardrails.grounding.taken import taken_claims
from guardrails.grounding.uncovered_refusals import uncovered_refusal_claims
from guardrails.grounding.unfit_departments import unfit_department_claims
from guardrails.grounding.unfound_bins import unfound_claims
from guardrails.grounding.unfound_names import unfound_name_claims
from guardrails.grounding.unfound_places import unfound_place_claims
from guardrails.grounding.unfound_quoted import unfound_quoted_claims
from guardrails.grounding.unlisted import unlisted_free
from guardrails.grounding.unrowed_materials import unrowed_material_claims
from guardrails.grounding.unstated_exchanges import unstated_exchange_claims
from guardrails.grounding.where_kinds import where_kind_claims
from guardrails.grounding.whereabouts import whereabouts_claims

__all__ = ["prose_claims"]


def prose_claims(
    answer: str, evidence: Evidence, claims: list[Claim], unsupported: list[Claim]
) -> list[Claim]:
    """The unsupported prose facts of ``answer`` (``claims``: its value claims, which some
    readers bind to; ``unsupported``: the value claims already flagged)."""
    found = [
        c
        for c in condition_claims(answer, evidence.sources, evidence.places.goods)
        + unlisted_free(
            answer, evidence.text, evidence.places, evidence.free_rows, evidence.sources
        )
        + quoted_names(answer, evidence.sources, evidence.places.canonical, evidence.user)
        + rare_claims(answer, evidence)
        + scope_claims(answer, evidence.sources, evidence.places)  # a price's region
        + missing_region_claims(
            answer, evidence.sources, evidence.places, evidence.user
        )  # whose region lacks
        + district_claims(answer, evidence.sources, evidence.places, claims)  # a district's facts
        + metro_district_claims(
            answer, evidence.sources, evidence.places
        )  # "부산 강서구" for 서울's
        + observed_place_claims(
            answer, evidence.sources, evidence.places, claims
        )  # a reading's place
        + scaled_size_claims(answer, claims, evidence.sources)  # a size priced off a basis row
        + piece_total_claims(answer, evidence.sources, evidence.places.canonical)  # "2개면 4,500원"
        + priced_form_claims(answer, evidence.sources)  # "these are for whole bottles"
        + whereabouts_claims(answer, evidence.sources, evidence.places)  # where bins lie
        + unfound_claims(answer, evidence.sources)  # a bin where the searches found none
        + howto_swap_claims(answer, evidence.sources, evidence.places)  # whose way of applying
        + empty_howto_claims(answer, evidence.sources)  # another's way under an empty district
        + drop_place_claims(answer, evidence.sources)  # the paper's office as the drop-off
        + radius_claims(answer, evidence.sources)  # how far a search looked
        + radius_distance_claims(answer, claims, evidence.sources)  # a radius as a distance
        + dated_claims(answer, evidence.sources)  # a dataset's date
        + cited_misdate_claims(answer, claims, evidence.sources)  # "수수료 data(…)": another's date
        + normals_date_claims(answer, evidence.sources)  # a date given to normals
        + record_date_claims(answer, evidence.sources)  # one record's date as its dataset's
        + set_up_date_claims(answer, evidence.sources)  # "2024년 8월 13일에 새로 생긴 수거함"
        + place_date_claims(answer, evidence.sources)  # "X 정보는 2025-01 기준": X's date
        + district_dated_claims(
            answer, evidence.sources, evidence.user
        )  # "포항시 2023-07-03": 포항's date
        + coverage_claims(
            answer, evidence.sources, evidence.places, evidence.user
        )  # a dataset's districts
        + twins.twin_claims(
            answer,
            claims,
            evidence.sources,
            f"{evidence.text} {evidence.text.replace(' ', '')}",
            evidence.places.canonical,
            evidence.text,
        )
        + subkind_claims(answer, claims, evidence.sources, f"{evidence.text} {evidence.user}")
        + sides.side_claims(
            answer, claims, evidence.sources, evidence.places.canonical
        )  # "작은 책장은 7,000원"
        + fee_bounds.bound_claims(answer, claims, evidence.sources)  # an item's dearest fee
        + times.times_claims(answer, claims)  # "about 10 times as valuable"
        + times.half_claims(answer, claims, evidence.sources)  # "절반 가격만 쳐줘요"
        + priced.priced_claims(answer, claims)  # another material's price × a quantity
        + negated_form_claims(answer, claims, evidence.sources)  # "uncompressed … 200 won/kg"
        + _unstated_rules(answer, evidence, claims)
        + proviso_claims(answer, evidence.text)  # "as long as it is under 10 years old"
        + absence_claims(answer, evidence.sources, evidence.places)  # "no fees are listed"
        + self_drop_claims(answer, evidence.sources)  # "free if you bring it yourself"
        + per_area_claims(answer, evidence.sources)  # "per square meter" for a per-3.3㎡ row
        if not overlaps(c, unsupported)
    ]
    found += [  # another district's way restated unquoted or glossed, where no reading above flagged it
        c
        for c in restated_way_claims(answer, evidence.sources, evidence.places, evidence.user)
        + glossed_way_claims(answer, evidence.sources, evidence.places)  # a way glossed, swapped
        if not overlaps(c, unsupported) and not overlaps(c, found)
    ]
    # a way of applying or a forecast the tools' kinds do not carry, one site's items said of
    # another, a value said of another holder of its kind (once, when read above too)
    found += [
        c
        for c in howto_claims(answer, evidence.sources)
        + forecast_claims(answer, evidence.sources)
        + climate_claims(answer, evidence.sources)
        + live_reading_claims(answer, evidence.sources)
        + month_part_claims(answer, evidence.sources)  # "12월 중순에 비가 가장 많이" over normals
        + dry_outlook_claims(answer, evidence.sources)  # "It should stay dry through the evening"
        + station_name_claims(answer, evidence.sources)  # "the Jeonju station" for 대전's normals
        + key_value_claims(answer, evidence.sources)  # "nx=127, ny=60" for {nx: 60, ny: 127}
        + attribute_claims(answer, evidence.sources)  # hours, updates, buying terms, lead times
        + site_detail_claims(answer, evidence.sources)
        + taken_claims(answer, evidence.sources)  # a good not in the site's own record
        + listed_goods_claims(answer, evidence.sources)  # goods a list's heading selects by
        + put_out_claims(answer, evidence.sources)  # a day, time or place of putting out
        + only_day_claims(answer, evidence.sources)  # "매주 수요일에만 받으니" over no hours
        + also_open_claims(answer, evidence.sources)  # "약국은 일요일도 open" over no such day
        + disposal_place_claims(answer, evidence.sources)  # that district's place, paying or out
        + row_category_claims(answer, evidence.sources)  # another district's row category
        + facility_claims(answer, evidence.sources, evidence.user)  # a facility no output names
        + bare_facility_claims(answer, evidence.sources, evidence.user)  # "Gimpo City Hall"
        + listed_item_claims(answer, evidence.sources, evidence.user)  # an item no output lists
        + glossed_item_claims(answer, evidence.sources, evidence.user)  # "copper wire (구리선)"
        + _priced_goods(answer, evidence)  # "priced the same as", "HDPE는 200원"
        + contact_channel_claims(answer, evidence.sources)  # "they also accept e-mail enquiries"
        + unfound_name_claims(answer, evidence.sources, evidence.text, evidence.user)  # a dealer
        + unfound_quoted_claims(answer, evidence.sources, evidence.text, evidence.user)  # '…나라'
        + unfound_place_claims(answer, evidence.sources, evidence.text, evidence.user)  # "near X역"
        + all_within_claims(answer, evidence.sources, evidence.places)  # "모두 북구 안에 있어요"
        + all_near_claims(answer, evidence.sources)  # "5곳 모두 1km 안쪽이에요" over a 1,001 m bin
        + no_address_claims(answer, evidence.sources)  # "at 12 Ojeong-ro" for an address-less site
        + binned_goods_claims(answer, evidence.sources)  # "자동차 배터리도 같은 수거함에"
        + (  # "같은 곳에 폐건전지 수거함도 있어요", "군산시청 민원실 앞에도 수거함이" over none found
            placed_bin_claims(answer, evidence.sources) if contains_any(answer, BIN_GATE) else []
        )
        + some_all_claims(answer, evidence.sources)  # "편의점은 전부" over "일부 편의점"
        + pay_way_claims(answer, evidence.sources)  # "or KakaoPay" over card and transfer
        + where_kind_claims(answer, evidence.sources, evidence.user)  # "at most convenience stores"
        if not overlaps(c, unsupported) and not overlaps(c, found)
    ]
    found += [  # goods listed bare beside a site (a span taken_claims read is flagged once)
        c
        for c in place_goods_claims(answer, evidence.sources)
        if not overlaps(c, unsupported) and not overlaps(c, found)
    ]
    found += [
        c
        for c in bound_claims(answer, claims, evidence.sources, evidence.places)  # whose value
        if not overlaps(c, unsupported) and not overlaps(c, found)
    ]
    # a content term of a class no tool output names (once, when read above too)
    found += [
        c
        for c in _content(answer, evidence)
        + rule_claims(answer, evidence.sources, evidence.user)  # a rule's terms no output carries
        if not overlaps(c, unsupported) and not overlaps(c, found)
    ]
    found += [  # a service's app, home pickup, day limit, single charge (once, if read above)
        c
        for c in service_way_claims(answer, evidence.sources)
        + service_class_claims(answer, evidence.sources)  # "카카오페이로도", a post office, a trend
        + conditioned_term_claims(answer, evidence.sources)  # "free if wrapped", "isn't bought"
        + deposit_claims(answer, evidence.sources)  # "보증금으로 병당 100원을 돌려받을 수"
        + unstated_exchange_claims(answer, evidence.sources)  # "bring 10 and get 1 new one"
        + unfit_department_claims(answer, evidence.sources)  # "Wando County Environment Division"
        + uncovered_refusal_claims(  # "피아노는 군에서 안 받고" where the county has no data
            answer, evidence.sources, evidence.places
        )
        + (  # "물약은 받지 않으니" where the guidance says how to bring 물약
            refused_good_claims(answer, evidence.sources, evidence.places.goods)
            if contains_any(answer, REFUSED_GATE)
            else []
        )
        + (  # "구리는 한국비철금속협회가 매주 시세를 발표하니" where no output names the body
            price_source_claims(answer, evidence.sources)
            if contains_any(answer, PRICE_SOURCE_GATE)
            else []
        )
        + (  # "아파트는 관리사무소 앞에 두시면 돼요" where no output names a kind of housing
            housing_rule_claims(answer, evidence.sources)
            if contains_any(answer, HOUSING_GATE)
            else []
        )
        + (  # "아파트 경비실에 맡기면 같이 수거해 줘요" where no output names such a point
            handover_claims(answer, evidence.sources) if contains_any(answer, HANDOVER_GATE) else []
        )
        + (  # "5,000원 이하 품목은 스티커 없이 내놓아도 돼요" where no output bounds a fee (round 58)
            fee_threshold_claims(answer, evidence.sources)
            if contains_any(answer, THRESHOLD_GATE)
            else []
        )
        + (  # "옷 가져가면 포인트 줘요" where no output names points
            offered_point_claims(answer, evidence.sources)
            if contains_any(answer, POINT_GATE)
            else []
        )
        + (  # "무상방문수거 이용하면 free인데, 양문형은 유료예요": a kind no output leaves out
            free_exclusion_claims(answer, evidence.sources)
            if contains_any(answer, EXCLUSION_GATE)
            else []
        )
        + (  # "they'll only take it if you also …", "냉장고랑 같이 낼 때만"
            service_condition_claims(answer, evidence.sources)
            if contains_any(answer, CONDITION_GATE)
            else []
        )
        + (  # "상주시 재활용품선별장: … · 캔도 1kg에 1,200원씩 매입" where no site has a price
            site_price_claims(answer, evidence.sources)
            if contains_any(answer, SITE_PRICE_GATE)
            else []
        )
        + (  # "캔 100개 정도 모으면 1kg쯤 되니까" where no output weighs a piece
            piece_weight_claims(answer, evidence.sources, evidence.user)
            if contains_any(answer, PIECE_GATE)
            else []
        )
        + (  # "It has to be free of tape or stickers to be accepted at that price" over no tape
            priced_requirement_claims(answer, evidence.sources)
            if contains_any(answer, REQUIREMENT_GATE)
            else []
        )
        if not overlaps(c, unsupported) and not overlaps(c, found)
    ]  # "수지구 포함, 용인시 전체 기준": a coverage note of a city's output is no rule
    return held_notes(found, answer, evidence.sources, evidence.places, evidence.user)


def _content(answer: str, ev: Evidence) -> list[Claim]:
    """Content terms stated of a holder that no tool output names in their class."""
    if not contains_any(answer, asserted.GATE):
        return []
    return asserted.content_claims(answer, ev.sources, ev.user)


_RULES_GATE: Final = FREE_GATE + REPORTED_GATE + CLASS_GATE + THAN_GATE


def _unstated_rules(answer: str, ev: Evidence, claims: list[Claim]) -> list[Claim]:
    """Rules no tool output states, each read only when its words are in the answer: a note's
    free service said of a priced thing, a rule reported as a district's own over general
    guidance, a waste class no output names, a comparison the answer's own prices contradict."""
    out: list[Claim] = []
    if not contains_any(answer, _RULES_GATE):
        return out  # (one test for the four: most answers hold none of their words)
    if contains_any(answer, FREE_GATE):
        out += free_service_claims(answer, ev.sources, ev.places)
    if contains_any(answer, REPORTED_GATE):
        out += attributed_claims(answer, ev.sources, ev.places)
    if contains_any(answer, CLASS_GATE):
        out += class_claims(answer, ev.sources)
    if contains_any(answer, THAN_GATE):
        out += contradicted_claims(answer, claims)
    return out


def _priced_goods(answer: str, evidence: Evidence) -> list[Claim]:
    """A good likened in price to a listed one, then a price of a material no row names — where a
    likening already flags the good, it says why (the round-51 merge: one flag per span)."""
    liken = likened_price_claims(answer, evidence.sources, evidence.places)
    unrowed = unrowed_material_claims(answer, evidence.sources, evidence.places)
    return liken + [c for c in unrowed if not overlaps(c, liken)]
