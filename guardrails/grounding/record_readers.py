"""The readers that hold a sentence against one record of the outputs, in the order they run.

Each reader compares what an answer says of one holder, row, step or area with the record that
holds it (a note of a described pair, a place's own goods and phones, a district's how-to, a
labelled part) and gives the claims it finds unsupported. They run after the claims are
extracted and checked one by one (:mod:`.check`); :func:`record_claims` runs them in order and
keeps a claim only when no claim flagged before it (by :mod:`.check` or an earlier reader) covers
the same words — the first reader to flag a span names it. A reader's gate (a cue word its
sentences always carry) is tested here, before it runs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from guardrails.grounding.address_districts import address_district_claims
from guardrails.grounding.also_broader import also_broader_claims
from guardrails.grounding.claims import Claim, contains_any, overlaps
from guardrails.grounding.denied_buying import denied_buying_claims
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.exact_rows import exact_row_claims
from guardrails.grounding.excluded_areas import excluded_area_claims
from guardrails.grounding.felt_temperatures import GATE as FELT_GATE
from guardrails.grounding.felt_temperatures import felt_claims
from guardrails.grounding.for_goods import for_goods_claims
from guardrails.grounding.free_requirements import free_requirement_claims
from guardrails.grounding.hauler_names import hauler_claims
from guardrails.grounding.kind_records import kind_record_claims
from guardrails.grounding.labelled_parts import labelled_part_claims
from guardrails.grounding.labelled_roles import labelled_role_claims
from guardrails.grounding.latin_roads import latin_road_claims
from guardrails.grounding.located_at import GATE as LOCATED_GATE
from guardrails.grounding.located_at import located_claims
from guardrails.grounding.office_numbers import office_number_claims
from guardrails.grounding.own_records import own_record_claims
from guardrails.grounding.paired_notes import swapped_note_claims
from guardrails.grounding.paired_terms import paired_claims
from guardrails.grounding.row_swaps import row_swap_claims
from guardrails.grounding.service_phones import service_phone_claims
from guardrails.grounding.side_steps import side_step_claims
from guardrails.grounding.step_places import step_place_claims
from guardrails.grounding.stream_departments import stream_department_claims
from guardrails.grounding.subjects import Context
from guardrails.grounding.unit_wholes import GATE as UNIT_GATE
from guardrails.grounding.unit_wholes import unit_whole_claims

__all__ = ["READERS", "record_claims"]

Reader = Callable[[str, Evidence, list[Claim], Context], list[Claim]]


def _located(answer: str, ev: Evidence, claims: list[Claim], ctx: Context) -> list[Claim]:
    """ "배고개길 84에 있는 행정복지센터": a place said to be at an address another place holds."""
    if any(w in answer for w in LOCATED_GATE) and any(c.kind == "place" for c in claims):
        return located_claims(answer, claims, ev.sources)
    return []


def _unit_whole(answer: str, ev: Evidence, claims: list[Claim], ctx: Context) -> list[Claim]:
    """ "3쪽짜리 장롱도 통째로 5,000원" over rows "장롱(1쪽당)": a per-unit fee said of the whole."""
    if contains_any(answer, UNIT_GATE):
        return unit_whole_claims(answer, claims, ev.sources)
    return []


def _felt(answer: str, ev: Evidence, claims: list[Claim], ctx: Context) -> list[Claim]:
    """ "the sea wind makes it feel below zero" over monthly normals."""
    return felt_claims(answer, ev.sources) if contains_any(answer, FELT_GATE) else []


# In the order they run; the first to flag a span names it.
READERS: tuple[Reader, ...] = (
    # "플레이크는 모아서 압축한 상태고": the other of a described pair's words
    lambda a, ev, cl, ctx: swapped_note_claims(a, ev.sources),
    # a distance given to a place's bin of one kind that its other bin's holds
    lambda a, ev, cl, ctx: kind_record_claims(ev, ctx),
    # a value said of a named holder that only another holder's record holds
    lambda a, ev, cl, ctx: own_record_claims(a, ev.sources),
    # "알루미늄 캔, 철 캔 … 고철도 받아요": a kind besides the goods listed
    lambda a, ev, cl, ctx: also_broader_claims(a, ev.sources),
    # "실외기까지 같이 내놓아야 무료로 가져가요": a requirement no output names
    lambda a, ev, cl, ctx: free_requirement_claims(a, ev.sources),
    # "청녹색 유리는 아예 안 사 줘" over a row that pays 35원/kg
    lambda a, ev, cl, ctx: denied_buying_claims(a, ev.sources),
    # "For furniture, the Suseong-gu centre …" whose record lists no furniture
    lambda a, ev, cl, ctx: for_goods_claims(a, ev.sources),
    # "PE(압축) 450원/kg": the price right after a row's full name is its
    lambda a, ev, cl, ctx: exact_row_claims(a, cl, ev.sources),
    # "Zone I is 현대산업" where the output pairs I구역 with 금호환경
    lambda a, ev, cl, ctx: paired_claims(a, ev.sources),
    # a service's number given as a department's or place's phone
    lambda a, ev, cl, ctx: service_phone_claims(a, ev.sources),
    # an office's phone given as the free pickup service's number
    lambda a, ev, cl, ctx: office_number_claims(a, ev.sources, ev.text),
    # a step of a procedure said at another place than its how-to's
    lambda a, ev, cl, ctx: step_place_claims(a, ev.sources),
    # "- 내놓는 곳: 읍면사무소" (the office only takes the report); "용산구도 ㈜우림" (one step:
    # neither reader's claims are held against the other's)
    lambda a, ev, cl, ctx: labelled_role_claims(a, ev.sources) + hauler_claims(a, ev.sources),
    # "깨지지 않은 형광등은 신문지에 싸서": the broken lamps' step, swapped
    lambda a, ev, cl, ctx: side_step_claims(a, ev.sources),
    # "용산구 다산로 174" where the outputs hold 다산로 174 only in 중구
    lambda a, ev, cl, ctx: address_district_claims(a, ev.sources, ev.places.names),
    # "186 Bomun-ro" where the outputs hold 보문로 only as 보문로 168
    lambda a, ev, cl, ctx: latin_road_claims(a, ev.sources),
    _located,
    _unit_whole,
    # "a 2-seat recliner is 7,000 won": the regular 2-seat sofa's fee (and others)
    lambda a, ev, cl, ctx: row_swap_claims(a, ev.sources),
    # "대형폐기물 문의는 환경생태과" where the outputs give it 음식물 only
    lambda a, ev, cl, ctx: stream_department_claims(a, ev.sources),
    # "폐목재는 … 불연성생활폐기물": another labelled part's words
    lambda a, ev, cl, ctx: labelled_part_claims(a, ev.sources),
    # "낙월면은 신고 없이 배출" where an output's scope reads "(낙월면 제외)"
    lambda a, ev, cl, ctx: excluded_area_claims(a, ev.sources),
    _felt,
)


def record_claims(
    answer: str,
    evidence: Evidence,
    claims: list[Claim],
    ctx: Context,
    flagged: Sequence[Claim],
) -> list[Claim]:
    """The claims :data:`READERS` flag, in order, each kept when it overlaps no claim in
    ``flagged`` or flagged by an earlier reader."""
    found = list(flagged)
    for read in READERS:
        found += [c for c in read(answer, evidence, claims, ctx) if not overlaps(c, found)]
    return found[len(flagged) :]
