"""Binding a claim to its subject: the words before a value (``송파구 …``, ``- 서초구: …``,
``충청권 중량 고철은 …``) that name one evidence record, and the rule that the value must come
from a record those words name.

*Cues* (:mod:`.cues`) are evidence label words (and their gazetteer forms: ``Busan`` → 부산)
found in the answer, plus qualifier words mapped to evidence key words (``최고`` → max, ``지금`` → nowcast,
``토요일`` → saturday, ``전달`` → prev) and dates/times stated next to the value. For one claim,
the cues of its sentence before it count (nearest first, one per evidence key, so ``A는 …, B는
3,000원`` binds 3,000원 to B); with none there, the clause after it (``₩70/kg in 영남``) or the
previous sentence. Only *discriminative* cues count: words some candidate records carry and
others do not. The claim is supported when one fact with a matching value carries them all.
A value's own noun phrase names its subject and nothing farther counts, unless none of its words
tells the candidates apart and the sentence names a region as its topic before it (``영남권은
압축 PET가 kg당 340원``: 영남권's, round 24).
The words before the value are read in :mod:`.backward`.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding import columns, forward, lone, weather
from guardrails.grounding.arithmetic import equation_terms
from guardrails.grounding.backward import SPAN, backward
from guardrails.grounding.claims import STOP_MARKS, Claim
from guardrails.grounding.clauses import taken_object
from guardrails.grounding.cues import Cue
from guardrails.grounding.date_labels import DATE_LABELS
from guardrails.grounding.hints import ALL, Hints
from guardrails.grounding.listed_values import listed_first
from guardrails.grounding.own_heads import own_head
from guardrails.grounding.postposed import slots as postposed_slots
from guardrails.grounding.slots import Slot, Split, _compound
from guardrails.grounding.verb_cues import used_as_verb

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact

# a sentence end (charset first: the engine skips to candidates without trying every position)
# (not the point of an abbreviation before a contact point: "tel. 02-858-8272" is its clause's).
# Built on :data:`.claims.STOP_MARKS`, and apart from :data:`.claims.SENTENCE_END` on purpose (the
# subjects' sentences are these): a bullet ``•``/``▶`` ends a sentence too (a list item is one),
# "tel." and a stop after a digit at the text's end (or a ``。`` after a digit) end none, and the
# stop of "No. 23" does end one
_SENTENCE_END = re.compile(
    rf"[{STOP_MARKS}\n•▶](?<![Tt][Ee][Ll]\.)"
    rf"(?:(?<=[\n•▶])|(?<![\d][{STOP_MARKS}])(?=\s|$)|(?<=[.!?])(?=\s))"
)
_OWN_GROUPS: Final = {
    "date": frozenset({"q:date"}),
    "time": frozenset({"q:time"}),
    "phone": frozenset({"q:contact"}),
}
# a department every candidate shares ("문의는 자원순환과 053-…") labels the contact point, and a
# district or region every candidate shares ("… 규격이라 대구 수성구에서 2,000원") frames the whole
# tool output: neither is the value's subject, which is looked for further back in the sentence
_NO_GROUPS: Final[frozenset[str]] = frozenset()
# the label of a contact line ("문의는 …", "연락처: …"): a word some record's text may hold too
_CONTACT_LABEL = re.compile(r"(?:문의처?|연락처?|전화)(?:는|은|\s?:)")
_CONTACT_FIRST: Final = frozenset("문연전")  # its first letters: a set test before the match
# the kinds of value an address is read as (a name its address holds still names its row)
_ADDRESSED = frozenset({"place", "text"})
_DISTRICT_GROUPS: Final = frozenset({"district", "full_name"})
RESPECTIVELY = re.compile(r"각각|respectively", re.I)
# two distances joined as a pair in English ("8.5 km and 9.0 km"; not "5,000원과 8,000원": two
# fees of one row, nor Korean, which pairs by 각각)
_PAIR_GAP = re.compile(r"\s(?:and|&)\s(?:about\s|around\s|roughly\s)?")


def sentence_bounds(answer: str) -> list[tuple[int, int]]:
    bounds, start = [], 0
    for m in _SENTENCE_END.finditer(answer):
        bounds.append((start, m.end()))
        start = m.end()
    bounds.append((start, len(answer)))
    return bounds


# the gap of a range (its top may be called the most: "3,000원부터 최고 12,000원까지")
_RANGE_GAP = re.compile(r"\s?(?:~|-|–|—|～|〜|부터|에서|to)\s?(?:(?:최고|최대)\s?)?")
# round 57: a range said "between A and B" (the "and" is a range's only after "between")
_AND_GAP = re.compile(r"\s(?:and|&)\s", re.I)
_BETWEEN = re.compile(r"\bbetween\s(?:₩\s?|KRW\s?)?$", re.I)


class Context:
    """One answer's cues, sentences and claims, indexed once per check."""

    __slots__ = ("_ahead_ko", "_any_resp", "_by_end", "_cue_starts", "_ends", "_english", "_latin", "_resp",
                 "_sent_starts", "answer", "claims",
                 "cues", "known", "memo", "sentences")  # fmt: skip

    def __init__(
        self,
        answer: str,
        cues: Sequence[Cue] = (),
        sentences: Sequence[tuple[int, int]] = ((0, 0),),
        claims: Sequence[Claim] = (),
        known: frozenset[str] = frozenset(),
        hints: Hints = ALL,
    ) -> None:
        self.answer, self.cues, self.claims = answer, tuple(cues), tuple(claims)
        self.known = known  # every subject token of the evidence
        self.sentences = tuple(sentences) or ((0, len(answer)),)
        self._sent_starts = [s for s, _ in self.sentences]
        self._cue_starts = [q.start for q in self.cues]
        self._ends: dict[str, list[int]] = {}
        self._by_end: dict[str, list[Claim]] = {}
        for c in sorted(self.claims, key=lambda c: c.end):
            self._ends.setdefault(c.kind, []).append(c.end)
            self._by_end.setdefault(c.kind, []).append(c)
        self._resp: dict[int, bool] = {}
        lower = answer.lower()
        self._any_resp = "각각" in answer or "respectively" in lower
        self._latin = hints.latin
        self._english = hints.latin and forward.HINT.search(lower) is not None
        self._ahead_ko = forward.HINT_KO.search(answer) is not None
        self.memo: dict[str, object] = {}  # other modules' per-answer indexes, built on first use

    def previous_end(self, claim: Claim) -> int:
        """Where the previous value of ``claim``'s kind ends (-1 if none)."""
        ends = self._ends.get(claim.kind, [])
        k = bisect_right(ends, claim.start) - 1
        return ends[k] if k >= 0 else -1

    def after(self, claim: Claim) -> Claim | None:
        """The next value of ``claim``'s kind."""
        return next((c for c in self._by_end.get(claim.kind, []) if c.start >= claim.end), None)

    def sentence_of(self, pos: int) -> int:
        return max(0, bisect_right(self._sent_starts, pos) - 1)

    def sentence_start(self, pos: int) -> int:
        """Where the sentence holding ``pos`` starts."""
        return self.sentences[self.sentence_of(pos)][0]

    def clause_start(self, claim: Claim) -> int:
        """Where ``claim``'s clause starts: its sentence, after the previous value of its kind."""
        return max(self.sentence_start(claim.start), self.previous_end(claim))

    def cues_in(self, start: int, end: int) -> tuple[Cue, ...]:
        lo, hi = bisect_left(self._cue_starts, start), bisect_left(self._cue_starts, end)
        return self.cues[lo:hi]

    def respectively(self, i: int) -> bool:
        """Whether sentence ``i`` pairs its values with its subjects by position (각각)."""
        if not self._any_resp:
            return False
        if i not in self._resp:
            s, e = self.sentences[i]
            self._resp[i] = bool(RESPECTIVELY.search(self.answer, s, min(e, s + 4 * SPAN)))
        return self._resp[i]

    def _range_start(self, claim: Claim) -> Claim:
        """The first bound of the range ``claim`` closes (``claim`` itself if none)."""
        ends, by_end = self._ends.get(claim.kind, []), self._by_end.get(claim.kind, [])
        current = claim
        for _ in range(4):
            k = bisect_right(ends, current.start) - 1
            if k < 0 or by_end[k].start >= current.start or current.start - by_end[k].end > 7:
                break  # a range's gap is at most a space, a word of two and a space (and 최고)
            if not _RANGE_GAP.fullmatch(self.answer, by_end[k].end, current.start) and not (
                _AND_GAP.fullmatch(self.answer, by_end[k].end, current.start)
                and _BETWEEN.search(self.answer, max(0, by_end[k].start - 12), by_end[k].start)
            ):
                break  # (round 57: "between 4,000 and 12,000 won" is one range)
            current = by_end[k]
        return current

    def range_start(self, claim: Claim) -> Claim:
        """The first bound of the range ``claim`` closes (``claim`` itself if none)."""
        return self._range_start(claim)

    def ranged(self, claim: Claim) -> bool:
        """Whether ``claim`` is a bound of a range of its kind (``320~370m``: either bound)."""
        if self._range_start(claim) is not claim:
            return True
        return any(
            x.kind == claim.kind
            and claim.end <= x.start <= claim.end + 7
            and self._range_start(x) is claim
            for x in self.claims
        )

    def _paired(self, claim: Claim, i: int) -> bool:
        """Whether 각각 / respectively pairs values of ``claim``'s kind (two after 각각, before
        respectively): "… 유모차는 각각 3천원" gives each the one value."""
        s_start, s_end = self.sentences[i]
        m = RESPECTIVELY.search(self.answer, s_start, s_end)
        ends = [c.end for c in self._by_end.get(claim.kind, []) if s_start <= c.start < s_end]
        return m is not None and sum((e > m.end()) == (m[0] == "각각") for e in ends) >= 2

    def _pair_of(self, claim: Claim) -> tuple[Claim, ...]:
        """The two distances joined by ``and`` that ``claim`` is one of ("about 8.5 km and 9.0
        km"), or none: two names before them pair with them by position
        (round 57; no pairing when the names before are not two, see :meth:`_positional`)."""
        if claim.kind != "distance" or not self._latin:
            return ()
        near = [
            c
            for c in self._by_end.get(claim.kind, ())
            if claim.start - 16 <= c.start <= claim.end + 16 and c is not claim
        ]
        for other in near:
            a, b = (other, claim) if other.start < claim.start else (claim, other)
            if _PAIR_GAP.fullmatch(self.answer, a.end, b.start):
                return (a, b)
        return ()

    def _positional(
        self,
        claim: Claim,
        i: int,
        usable: Callable[[Cue], bool],
        values: Sequence[Claim] = (),
    ) -> list[Slot]:
        """The subject paired with ``claim`` by position: the n-th value of its kind in the
        sentence (or of ``values``: the terms of a written sum) goes with the n-th subject named
        before the first of them (in this sentence, else the one before); none when the counts
        differ."""
        s_start, s_end = self.sentences[i]
        if not values:
            values = [c for c in self._by_end.get(claim.kind, []) if s_start <= c.start < s_end]
        if len(values) < 2 or claim not in values:
            return []
        first = min(c.start for c in values)
        pool = [q for q in self.cues_in(s_start, first) if usable(q) and not q.qualifier]
        if not pool and i > 0:
            p_start, p_end = self.sentences[i - 1]
            pool = [q for q in self.cues_in(p_start, p_end) if usable(q) and not q.qualifier]
        for group in dict.fromkeys(g for q in pool for g in sorted(q.groups)):
            names: list[list[Cue]] = []  # one name may be two words: "천호2동 주민센터"
            for q in pool:
                if group not in q.groups or any(q.token == n.token for name in names for n in name):
                    continue
                if names and _compound(self.answer, names[-1][-1], q):
                    names[-1].append(q)
                else:
                    names.append([q])
            if len(names) == len(values):
                order = sorted(values, key=lambda c: c.start)
                return [(q,) for q in names[order.index(claim)]]
        return []

    def subject_cues(
        self, claim: Claim, candidates: Sequence[Fact], split: Split | None = None
    ) -> list[Slot]:
        """The discriminative cues that name ``claim``'s subject (see the module docstring)."""
        i = self.sentence_of(claim.start)
        s_start, s_end = self.sentences[i]
        s_start = max(s_start, claim.start - SPAN)
        split = split or Split(candidates)
        if split.same and claim.kind != "time":  # every candidate carries the same subject
            return lone.other_record(self, claim, candidates)  # words: another's name, or none
        own = _OWN_GROUPS.get(claim.kind, _NO_GROUPS)
        if claim.kind in ("text", "weekday", "sky"):  # its own words ("매월 둘째·넷째 목요일", 비)
            own = own | {f.key.rsplit(".", 1)[-1] for f in candidates}

        def eligible(q: Cue) -> bool:
            # a record's name stays a name when its address holds it too ("동아약국" in "팔마로
            # 15-4, 동아약국"): it names the row of an address written after it
            # a district's name stays the district's when its department holds it too ("함양군은
            # … 함양군 환경정책과에 문의"): it names the holder of the department after it
            mine = (
                own & q.groups
                and not (claim.kind in _ADDRESSED and "name" in q.groups - own)
                and not (
                    claim.kind == "text"
                    and "department" in q.groups
                    and _DISTRICT_GROUPS & (q.groups - own)
                )
            )
            if self.answer[q.start : q.start + 1] in _CONTACT_FIRST and _CONTACT_LABEL.match(
                self.answer, q.start
            ):
                return False  # "문의는 청소행정과 …": the label of a contact line names no holder
            if used_as_verb(self.answer, q):
                return False  # "운반해 배출하고, 문의는 환경과": the act, no record's name
            if q.token in DATE_LABELS and claim.kind == "date":
                return False  # "(1991–2020) 기준": the date's label, not a fee row's spec
            return not (q.start < claim.end and claim.start < q.end or mine) and not (
                "sky" in q.groups and weather.denied(self.answer, q.end)
            ) and not taken_object(self.answer, claim.kind, q, claim.start)  # fmt: skip

        def usable(q: Cue) -> bool:
            # a day the evidence knows but gives no such value for ("일요일에도 09:00") still binds
            known_day = claim.kind == "time" and "q:day" in q.groups and q.token in self.known
            return eligible(q) and (split.tells(q) or known_day)

        if self._any_resp and self.respectively(i) and self._paired(claim, i):  # "A과 B는 각각 …"
            return self._positional(claim, i, usable)
        if (pair := self._pair_of(claim)) and (paired := self._positional(claim, i, usable, pair)):
            return paired  # "(A / B) — about 8.5 km and 9.0 km": each name its value, in order
        if (
            claim.kind == "money" and "=" in self.answer
        ):  # "대형이고 … 소형이라면 5,000원 + 1,000원×2 ="
            terms = equation_terms(claim, self.answer, self.claims)
            if terms and (paired := self._positional(claim, i, usable, terms)):
                return paired

        # the clause since the previous value of the same kind ("A는 1,000원, B는 2,000원")
        prev = self.previous_end(claim)
        w_start = max(s_start, prev)
        lower = self._range_start(claim)
        if lower is not claim:
            return self.subject_cues(lower, candidates, split)  # "평일 08:00-13:00": one range
        if not self._latin:  # "장식장은 3,000원·5,000원": the first listed value's subject
            ends, by_end = self._ends.get(claim.kind, []), self._by_end.get(claim.kind, [])
            if (first := listed_first(self.answer, claim, ends, by_end)) is not claim:
                return self.subject_cues(first, candidates, split)
        after = (
            forward.forward_slots(self.answer, claim.end, s_end, self.cues_in, usable)
            if self._english
            else None
        )
        if not after and self._ahead_ko and claim.kind == "distance":  # "260m 거리의 A": A's
            ahead = forward.korean_slots(self.answer, claim.end, s_end, self.cues_in, usable)
            if ahead:
                return ahead
        # "150 won/kg compressed, 450 won/kg as flakes": the form after the value and the item
        # before it (a subject "in/at/for" names after the value goes first)
        if self._latin and not after:
            if post := postposed_slots(self, claim, (s_start, s_end), usable):
                return post
        if claim.kind == "text" and w_start > s_start:  # "…, 의창구 환경미화과 055-…": its head's
            near = [q for q in self.cues_in(w_start, claim.start) if usable(q)]
            inner = self.cues_in(claim.start, claim.end)
            if head := own_head(claim, inner, near, split.tells):
                return head
        slots = backward(self, claim, i, (s_start, s_end), w_start, eligible, usable)
        if after:  # "₩15,000 in Gangnam-gu and ₩12,000 in Seocho-gu": the subject follows
            return forward.with_before(self.answer, after, slots, prev)
        if self._english and slots:  # "from ₩4,000 for a single seat up to ₩16,000": its own
            slots = forward.without_previous(self.answer, slots, prev)
        slots = columns.with_column(self, claim, slots, usable)  # "- 갈색: 45원 / 40원"
        if not slots:  # "밤 11시까지 하는 곳은 모퉁이커피": the place named after the value
            slots = forward.place_after(self.answer, claim.end, s_end, self.cues_in, usable)
        return slots or lone.other_record(self, claim, candidates)
