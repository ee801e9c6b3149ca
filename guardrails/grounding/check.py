"""``check``: every claim of an answer compared with the evidence (tolerances follow the
precision written in the answer) and a ``Verdict`` that explains each unsupported claim.

The orchestration: the claims extracted (with the evidence text values restated in the answer,
channels, rewards, limits and alerts), each claim's verdict (:func:`.verdict.verdict_of`; a
misbound value of a record's own label: :func:`.quoted_labels.quoted_label`), the workings that
clear a flagged figure, then the prose readers, each span flagged once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from guardrails.grounding import (
    arithmetic,
    multiples,
    orders,
    ordinal,
    products,
    row_choices,
)
from guardrails.grounding.alerts import alert_claims
from guardrails.grounding.amenities import GATE, amenity_claims
from guardrails.grounding.asked_options import asked_option
from guardrails.grounding.basis import restated_basis
from guardrails.grounding.centre_phones import centre_phone_claims
from guardrails.grounding.channels import channel_claims
from guardrails.grounding.claims import Claim, overlaps
from guardrails.grounding.conversions import (
    misconverted,
    one_ton_scale,
)
from guardrails.grounding.cues import find_cues
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.extract import extract_claims
from guardrails.grounding.freed import total_less_freed
from guardrails.grounding.graded import graded_claims
from guardrails.grounding.group_bounds import group_bound
from guardrails.grounding.hints import Hints
from guardrails.grounding.holder_urls import service_url_claims
from guardrails.grounding.holders import department_office_claims, holder_phone_claims
from guardrails.grounding.keyed import keyed_measure
from guardrails.grounding.limits import deadline_claims, limit_claims
from guardrails.grounding.listed_products import listed_quantities
from guardrails.grounding.match import (
    UNBOUND,
)
from guardrails.grounding.material_sums import worked_materials
from guardrails.grounding.place_phones import place_phone_claims
from guardrails.grounding.prose import prose_claims
from guardrails.grounding.quoted_labels import quoted_label
from guardrails.grounding.reasons import MISBOUND
from guardrails.grounding.record_readers import record_claims
from guardrails.grounding.restated_figures import restated_figure
from guardrails.grounding.rewards import exchange_claims, points_are_places, reward_claims
from guardrails.grounding.rewards import texts as texts_of
from guardrails.grounding.stated_quantities import supposed
from guardrails.grounding.subjects import Context, sentence_bounds
from guardrails.grounding.unserved_places import denied_place
from guardrails.grounding.user_prices import user_price
from guardrails.grounding.user_products import worked_user_products
from guardrails.grounding.verdict import verdict_of
from guardrails.grounding.versus import pairs_named
from guardrails.grounding.vocabulary import PlaceVocabulary
from guardrails.grounding.worked import worked_elsewhere


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
    if rewards and points_are_places(texts_of(evidence.sources)):  # "lists 5 points": a count
        counts = [c for c in claims if c.kind == "count"]
        rewards = [r for r in rewards if not overlaps(r, counts)]
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
        why = verdict_of(c, evidence, ctx, pairs)
        if why is not None and MISBOUND in why and quoted_label(c, answer, evidence):
            why = None
        if why is not None and restated_basis(c, ctx, supported):
            why = None  # "…, 그냥 모은 페트병이면 350원 기준으로 생각하세요": a figure given above
        if why is not None and restated_figure(c, answer, evidence, supported, claims):
            why = None  # "… 20kg이면 7,000원 … 7,000 + 3,600 + 4,000 = 14,600원": worked out above
        # "둘 합치면 10,000원 … 세탁기는 무료 배출도 가능하니 6,000원만": the total less its fee
        if why is not None and total_less_freed(c, ctx, evidence, supported):
            why = None
        if why is not None and group_bound(c, answer, evidence.sources):
            why = None  # "두 곳(A, B)은 12km 넘게": the bound holds of each place of the group
        if why is not None and denied_place(c, answer, evidence.user, evidence.places):
            why = None  # "분당구만 따로 나온 자료는 아니에요" to a user in 분당: no data of it
        if why is not None and asked_option(c, answer, claims):
            why = None  # "침대 크기(1인용, 2인용 등)를 알려주시면": the user's options, asked
        if why is not None and user_price(c, answer, evidence.user):
            why = None  # "100원에 파셨으면 평균보다 …" (user: "kg당 100원 받았는데"): theirs
        if why is not None:
            unsupported.append(replace(c, why=why))
        else:
            supported.append(c)
    if any(c.kind == "phone" for c in claims):  # one holder's phone after another's name
        unsupported += [
            c
            for c in holder_phone_claims(answer, claims, evidence.sources)
            + centre_phone_claims(answer, claims, evidence.sources)  # a department's, to 주민센터
            + place_phone_claims(answer, claims, evidence.sources)  # a bin's, to 군청
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
    if any(c.kind == "department" for c in claims) or "-g" in answer or "-si " in answer:
        unsupported += [  # one office's department given to another ("Masanhappo-gu … Division")
            c
            for c in department_office_claims(answer, claims, evidence.sources, evidence.places)
            if not overlaps(c, unsupported)
        ]
    if unsupported:
        unsupported = _worked_out(unsupported, answer, claims, evidence.money, evidence)
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
    unsupported += record_claims(answer, evidence, claims, ctx, unsupported)
    return Verdict(grounded=not unsupported, claims=tuple(claims), unsupported=_once(unsupported))


def _once(unsupported: list[Claim]) -> tuple[Claim, ...]:
    """The unsupported claims with each span said once, by the first reader that flagged it (a
    bracketed date can be both a date another dataset holds and a dataset's misnamed date)."""
    spans: set[tuple[int, int]] = set()
    out: list[Claim] = []
    for c in unsupported:
        if (c.start, c.end) not in spans:
            spans.add((c.start, c.end))
            out.append(c)
    return tuple(out)


def _worked_out(
    unsupported: list[Claim],
    answer: str,
    claims: list[Claim],
    prices: frozenset[float],
    evidence: Evidence,
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
    done |= products.worked_quantities(unsupported, answer, claims, evidence)  # "20 kg would be"
    done |= listed_quantities(unsupported, answer, claims)  # "… 철캔 180원 … 철캔 10kg(1,800원)"
    flagged = {c.start for c in unsupported}  # "같은 1톤이면 PE가 신문지보다 3만 원 더"
    done |= {c.start for c in unsupported if one_ton_scale(c, answer, claims, flagged)}
    done -= {c.start for c in unsupported if any(h in (c.why or "") for h in products.HELD)}
    done -= {c.start for c in unsupported if misconverted(c, answer, claims)}  # 1.5톤은 1,600kg
    return [c for c in unsupported if c.start not in done] if done else unsupported
