"""Which cues tell candidate facts apart (:class:`Split`), and choosing a claim's subject cues among
those found: the nearest per dimension (a name in two words and the mean of the lows kept whole,
coordinated names as alternatives), the chain of cues written right before a value, and a
previous sentence's cues that are not ambiguous."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.area_parts import holds_area
from guardrails.grounding.cues import Cue
from guardrails.grounding.spaced_words import held_split

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact

EXTREMES: Final = frozenset({"max", "min"})
REQUIRED_QUALIFIERS: Final = frozenset({"prev"})  # facts under prev_* need an explicit cue
# (a bracket aside may close the first name: "부일전자(신정로 116번길 14, 가전)와 보람재활용센타")
_CONJ = re.compile(r"(?:\s?\([^()]{1,40}\))?\s?(?:와|과|이랑|랑|하고|및|,|·|/|and\b|&|or\b)", re.I)
_ADJ_LAST = re.compile(r"[\s(:：]*(?:은|는|이|가|의|도|에서|에서는)?[\s(:：–—-]*")
_ADJ_CHAIN = re.compile(r"\s?(?:와|과|이랑|랑|하고|및|,|·|/|and|&|or)?\s?", re.I)

Slot = tuple[Cue, ...]  # alternatives: "의자와 1인용 소파는 3,000~5,000원" names either


class Split:
    """Which tokens tell candidate facts apart: in some (``some``) but not all (``every``)."""

    __slots__ = ("every", "same", "some")

    def __init__(self, candidates: Sequence[Fact]) -> None:
        some: set[str] = set()
        every: set[str] | None = None
        for f in candidates:
            some |= f.tokens
            every = set(f.tokens) if every is None else every & f.tokens
        self.some, self.every = frozenset(some), frozenset(every or ())
        self.same = self.some == self.every

    def tells(self, cue: Cue) -> bool:
        if cue.token not in self.some:
            return False
        return cue.qualifier or cue.token not in self.every


def _joined(text: str, a: Cue, b: Cue) -> bool:
    first, second = (a, b) if a.start < b.start else (b, a)
    return bool(_CONJ.match(text, first.end, second.start))


def _nearest_per_group(cues: Sequence[Cue], anchor: int, text: str = "") -> list[Slot]:
    if len(cues) == 1:
        return [(cues[0],)]
    kept: list[list[Cue]] = []
    extends: dict[int, list[Cue]] = {}  # id of a compound word's slot → the slot of its name
    # "부산이 서울보다 … 비가 오고": the other side of a comparison yields to its group's subject
    for cue in sorted(cues, key=lambda q: (_compared(text, q), abs(anchor - q.start))):
        rival = next((k for k in kept if any(cue.groups & q.groups for q in k)), None)
        if rival is None:
            kept.append([cue])
        elif text and (word := _compounded(text, cue, kept)) is not None:
            kept.append([cue])  # "사창동 행정복지센터": one name in two words, both required
            extends[id(kept[-1])] = word  # "포남 재활용 정거장": three words, each next to one
        elif text and any(q.token == cue.token and _aside_of(text, q, cue) for q in rival):
            rival.append(cue)  # "EPS(스티로폼)": a gloss of one name is that name
        elif text and any(_aside_of(text, q, cue) for q in rival):
            kept.append([cue])  # "더블 이상 침대(매트리스 포함)": the aside does not name the row
        elif text and any(_mean_of_extreme(text, cue, q) for q in rival):
            kept.append([cue])  # "최저기온 평균", "average low": both words name the value
        elif text and any(_joined(text, cue, q) for q in rival):
            rival.append(cue)
    # in a coordination ("의자와 1인용 소파") a word of one name is not required of the others
    return [tuple(k) for k in kept if len(extends.get(id(k), ())) < 2]


_ASIDE_OPEN = re.compile(r"[(（]\s?$")
_ASIDE_CLOSE = re.compile(r"\s?[)）]")


def _aside_of(text: str, aside: Cue, word: Cue) -> bool:
    """Whether ``aside`` is the whole of a bracket right after ``word``'s phrase (a gloss or a
    condition of the phrase, which still names its row by ``word``)."""
    return (
        word.end <= aside.start
        and _ASIDE_OPEN.search(text, max(0, aside.start - 2), aside.start) is not None
        and _ASIDE_CLOSE.match(text, aside.end) is not None
        and _CONJ_WORD.search(text, word.end, aside.start) is None  # "A와 B(gloss)": B's aside
    )


# (round 30: "HDPE·EPS(스티로폼) 200원": the gloss is EPS's, HDPE another name of the list)
_CONJ_WORD = re.compile(
    r"(?<=[가-힣A-Za-z0-9)])(?:와|과|이랑|랑|하고)\s|\s(?:및|and|&)\s|,|·", re.I
)


_THAN = re.compile(r"\s?보다|\s(?:than|compared (?:to|with))\b")


def _compared(text: str, q: Cue) -> bool:
    """Whether ``q`` is named as what its subject is compared with (서울보다, than Seoul)."""
    return bool(text) and _THAN.match(text, q.end) is not None


# "평균 최저기온", "average low", "낮 최고는 평균 2.5도": both words name the value
_MEAN_GAP = re.compile(r"\s?(?:기온|temperatures?|temp)?(?:은|는)?\s?")


def _mean_of_extreme(text: str, a: Cue, b: Cue) -> bool:
    """Whether two cues name the mean of the lows or highs together (평균 최저기온)."""
    if a.token == "avg":
        other = b
    elif b.token == "avg":
        other = a
    else:
        return False
    if other.token not in EXTREMES:
        return False
    first, second = (a, b) if a.start < b.start else (b, a)
    return first.end <= second.start and bool(_MEAN_GAP.fullmatch(text, first.end, second.start))


def _compounded(text: str, cue: Cue, kept: Sequence[list[Cue]]) -> list[Cue] | None:
    """The kept slot of a word that ``cue`` forms one name with (of an overlapping dimension)."""
    for k in kept:
        if any(cue.groups & q.groups and _compound(text, cue, q) for q in k):
            return k
    return None


def _compound(text: str, a: Cue, b: Cue) -> bool:
    """Whether two cues are words of one name (only a space between them, the end of a gloss:
    "Colored (유색) PET", or a house number: "정자일로 95 앞")."""
    first, second = (a, b) if a.start < b.start else (b, a)
    gap = text[first.end : second.start]
    return first.end < second.start and (
        gap.isspace() or gap == ") " or _HOUSE_NO.fullmatch(gap) is not None
    )


_HOUSE_NO = re.compile(r"\s\d{1,4}(?:-\d{1,4})?\s")
_COMMA = re.compile(r"\s?,\s?")


def _listed(text: str, q: Cue, nxt: Cue) -> bool:
    """Whether ``q`` joins the chain before ``nxt``: after a comma only a cue of the same kind does
    ("유리병, 캔은"); "월·목 오전, 백련산 … 정문(780m)" ends the previous clause at the comma."""
    return not _COMMA.fullmatch(text, q.end, nxt.start) or bool(q.groups & nxt.groups)


def _adjacent_chain(text: str, cues: Sequence[Cue], pos: int) -> list[Cue]:
    """Cues written right before ``pos`` ("충청권 중량 고철은 330원", "서비스(1599-0903)")."""
    chain: list[Cue] = []
    loose = True  # only qualifiers so far: "김해는 지금 17.9도" reaches past the qualifier
    for q in sorted(cues[-8:], key=_end_desc) if len(cues) > 1 else cues:
        if q.end > pos:
            continue
        if not (
            (loose and _ADJ_LAST.fullmatch(text, q.end, pos))
            or (chain and _ADJ_CHAIN.fullmatch(text, q.end, pos) and _listed(text, q, chain[-1]))
            or (chain and _HOUSE_NO.fullmatch(text, q.end, pos))  # "정자일로 95 앞"
            or (chain and _negated_modifier(text, q, pos))  # "압축 안 한 신문지": 비압축 신문지
            or (chain and _ADNOMINAL.fullmatch(text, q.end, pos))  # "부착된 화장대": 부착 row
            or (chain and _mean_of_extreme(text, q, chain[-1]))
            or _form_after_comma(text, q, chain)  # "Aluminum cans, compressed: 80 won/kg"
        ):
            break
        chain.append(q)
        loose = loose and q.qualifier
        pos = q.start
    return chain


_FORM: Final = frozenset({"form"})
_FORM_GAP = re.compile(r"\)?\s?,\s?")  # "cans, compressed", "cans (알루미늄캔), compressed"


def _form_after_comma(text: str, q: Cue, chain: Sequence[Cue]) -> bool:
    """Whether ``q`` is the item a lone form word after a comma qualifies ("Aluminum cans,
    compressed: 80 won/kg", "골판지, 압축: 80원"): the form is the item's, not a subject of its own
    that every row of that form would hold (found on prod_holdout16 g30h3-0061)."""
    return (
        len(chain) == 1
        and chain[0].groups <= _FORM
        and not q.groups <= _FORM
        and _FORM_GAP.fullmatch(text, q.end, chain[0].start) is not None
    )


# a label word made a modifier of the next word by a verb's adnominal ending ("거울이 부착된
# 화장대", "압축한 PE"): it names the row of the noun it modifies
_ADNOMINAL = re.compile(r"(?:된|한|되는|하는|시킨)\s")
# a label word negated as a modifier of the next word ("압축 안 한 신문지", "압축하지 않은 PE")
_NOT_MODIFIER = re.compile(r"(?:을|를)?\s?(?:안\s?(?:한|된)|하지\s?않은|되지\s?않은)\s")


def _negated_modifier(text: str, q: Cue, pos: int) -> bool:
    """Whether ``q`` is a word read as its 비- row (압축 → 비압축) and negated right before ``pos``."""
    return q.token == "비" + text[q.start : q.end] and bool(
        _NOT_MODIFIER.fullmatch(text, q.end, pos)
    )


_ATTRIBUTE: Final = frozenset({"q:attr"})  # 수수료, 시세, fee, price: what the value is, not whose
_TOPICAL = re.compile(r"\s?(?:은|는|이|가|:|is\b|are\b)", re.I)  # "fee는", "the price is"


def attribute_only(text: str, chain: Sequence[Cue]) -> bool:
    """Whether the words right before a value name only its attribute, as the topic ("더블
    매트리스만 내놓으시면 fee는 6,000원", "scrap iron(고철) 시세는"): its owner is named earlier."""
    if not chain:
        return False
    for q in chain:  # a loop, not all() over a generator: runs for every bound claim
        if not (q.groups <= _ATTRIBUTE and _TOPICAL.match(text, q.end)):
            return False
    return True


def past_clause(text: str, cues: Sequence[Cue], start: int, clause: int) -> list[Cue]:
    """The cues after the clause mark at ``clause``, unless they name only the attribute and the
    clause before states a condition ("If you put out a double mattress, the fee is …")."""
    after = [q for q in cues if q.start > clause]
    if all(q.groups <= _ATTRIBUTE for q in after) and _CONDITION.search(text, start, clause):
        return list(cues)
    return after


_CONDITION = re.compile(r"\b(?:if|when)\b|[가-힣]면\b", re.I)


def _end_desc(q: Cue) -> int:
    return -q.end


def _unambiguous(cues: Sequence[Cue]) -> list[Slot]:
    """Cues of a previous sentence, minus dimensions it names more than one value of."""
    out: list[Slot] = []
    for q in cues:
        rivals = {r.token for r in cues if r.groups & q.groups}
        if len(rivals) == 1 and q.token not in {o[0].token for o in out}:
            out.append((q,))
    return out


def headed(slots: list[Slot], candidates: Sequence[Fact], text: str) -> list[Slot]:
    """Without a modifier written right before its head noun when no candidate carries both
    ("office desk chair": a chair, not a desk and a chair; "사창동 행정복지센터" stays one name)."""
    if len(slots) < 2:
        return slots
    drop: set[int] = set()
    for i, a in enumerate(slots):
        for b in slots:
            if len(a) != 1 or len(b) != 1 or not a[0].groups & b[0].groups:
                continue
            if a[0].end < b[0].start and text[a[0].end : b[0].start] == " ":
                if not any(a[0].token in f.tokens and b[0].token in f.tokens for f in candidates):
                    drop.add(i)
    return [s for k, s in enumerate(slots) if k not in drop] if drop else slots


def bound_by_head(fact: Fact, slots: Sequence[Slot]) -> bool:
    """Whether ``fact`` carries every slot, a Korean word also by a longer word it ends
    (``수거함`` is the head noun of ``의류수거함``); tried only once the plain binding failed."""
    if fact.record < 0 or not (EXTREMES | REQUIRED_QUALIFIERS).isdisjoint(fact.tokens):
        return False
    if any(q.qualifier for slot in slots for q in slot):
        return False  # 평균, 최고, 지금: the plain binding's rules decide
    tokens = fact.tokens
    for slot in slots:
        if not any(q.token in tokens or _ends_word(q.token, tokens) for q in slot):
            return False
    return True


def _ends_word(token: str, tokens: frozenset[str]) -> bool:
    if len(token) < 3 or not "가" <= token[-1] <= "힣":  # 싱글 is not the head of 슈퍼싱글
        return False
    return any(len(t) > len(token) and t.endswith(token) for t in tokens)


def bound(fact: Fact, slots: Sequence[Slot]) -> bool:
    """Whether ``fact`` carries a cue of every slot (and has its required qualifiers)."""
    if fact.record < 0:
        return True  # the user's own words: about the question, no subject
    tokens = fact.tokens
    for slot in slots:  # a loop, not all() over a generator: runs for every matching fact
        if not any(q.token in tokens or _in_words(q.token, tokens) for q in slot):
            return False
    need = REQUIRED_QUALIFIERS & tokens
    extreme = not EXTREMES.isdisjoint(tokens)
    if not need and not extreme:
        return True
    named = {q.token for slot in slots for q in slot}
    if extreme and "avg" in named and EXTREMES.isdisjoint(named):
        return False  # "평균기온 4.1도" is the mean, not the mean of the highs
    return not need or not need.isdisjoint(named)


def _in_words(token: str, tokens: frozenset[str]) -> bool:
    """Whether a spec of several words that another row holds whole ("6인 이상", from
    "상판(6인 이상)") is held word by word ("식탁(대리석) 6인 이상": 6인, 이상)."""
    if " " not in token:  # "재활용 센터" read as 재활용센터, held as 재활용 and 센터
        return held_split(token, tokens) or holds_area(token, tokens)  # 낙성대동 of …주민센터
    return all(w in tokens for w in token.split())
