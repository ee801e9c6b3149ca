"""A member of a list of the outputs' items must be one of their items.

The class in one sentence: a list an answer gives of materials or surveyed items (three or more
members, comma- or ``·``-separated, each maybe with its price: ``신문지 120원/kg, 골판지 80원/kg,
헌책 100원/kg``; ``철스크랩, 철캔, 알루미늄캔, 스테인리스``) in which at least two other members are
items the outputs list word for word (a row's ``item_name``, a member of an output's ``품목:``
list) has invented a member that no output string and not the user name (spaces aside), nor
names as the same good (:mod:`.kinds`: ``무색 페트`` is the item ``PET``).

A list is read as the outputs' only when every other member is one of their items (a list of the
answer's own, ``PET, 캔, 종이류``, is not); in a list with prices only its priced members are read,
and a plain list only when its middle members are one word each. Unsure, never flagged: a sentence of advice, a negated, asked
or hedged clause, a member of one letter, a generic word (``기타``, ``등``).

Round 30: a list its sentence calls the outputs' own (``조사 품목은 신문지·골판지 같은 종이류, PET·PP 등
플라스틱, 유리, 철스크랩, …, 황동, 고무분말 정도입니다``) is read piece by piece from the word after
that cue — each piece's first word, past a word of how many (``여러 플라스틱``) — and its other
members may also be class words the outputs write (``유리``), so a material added to the surveyed
items is flagged.

Round 31: a priced member is read even when the user named it (``HDPE 값도 나와요?`` answered with
``HDPE는 kg당 200원, PE(압축)는 150원, PP(압축)는 180원``: the user's word is no output's price), and a
unit's ``kg당`` before a price is not the member (the word before it is), nor a form word right
after an item (``무색 PET 압축품은 590원``: the member is ``PET``).

Round 32: a basis said between the member and its price (``PET는 압축 기준 kg당 350원이라 20kg이면
7,000원``, ``신문지는 전국 평균 120원``) — a word of 기준, 평균, 시세 or 단가 and its object — is not the
member: the word before them is.

Round 33: a piece whose word before its price is a sum's (``합치면 48만 원``, ``in total 2,000
won``) is the list's total, no member.

Round 35: a price list written one member a line (three or more bullet lines in a row, each with a
price: ``- PET(압축) — 350원/kg`` / ``- PET(플레이크) — 650원/kg`` / ``- HDPE — 200원/kg``) is read
as one list, each line a piece; a member is read there only when it heads its line (the line's
first word: ``- 10kg 기준: 3,500원`` names no member) and only a dash, colon or unit's ``당`` stands
between it and its price (``- 차이는 kg당 300원이에요`` is a sentence, no label); a line that doubts
or advises keeps it.

Round 36: a member's bracket is part of its word even when it holds spaces or a comma
(``- 골판지(교재 박스): 150원/kg`` among ``- 신문지(압축)``, ``- PP(압축, 플라스틱 통)``, ``- PE(압축)``
lines heads its line as ``골판지``, which no output lists: flagged; ``- 신문지(교재 묶음): 120원/kg``
names a listed item and passes).

Round 58 (r58e): a separator inside a member's bracket separates no members in a list on one line
either (``…, 유리(백색·갈색·청녹색), 철스크랩, …, 폐건전지, 고무분말이에요``: ``유리`` is one member, so
``폐건전지`` is read); a sample word after the cue (``조사 품목 예시:``) is no member, nor a spoken
ending on the last one (``고무분말이에유``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.asserted import ADVICE, CLAUSE_DOUBT
from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.kinds import DETERMINER, GOODS, goods_in
from guardrails.grounding.nodes import json_nodes, parsed, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.spacing import unspaced
from guardrails.grounding.sum_words import SUM_VERBS
from guardrails.grounding.units import sentences

__all__ = ["listed_item_claims", "surveyed_items"]

# a piece of a list: a separator inside a bracket written onto a member separates no members
# (round 58, r58e: "유리(백색·갈색·청녹색)" is one member, not "유리(백색", "갈색", "청녹색)")
_PIECE: Final = re.compile(r"(?:\([^()\n]*\)|[^,·、\n])+")
# a bullet line of a list written one member a line: its piece is the text after the bullet
_BULLET_LINE: Final = re.compile(r"^[ \t]*(?:[-•*▶]|\d{1,2}[.)])[ \t]+([^\n]+)", re.M)
# what may stand between a line's member and its price: a label's dash or colon, a unit's 당
# ("- HDPE — 200원/kg", "- LDPE: kg당 150원"; not "- 차이는 kg당 300원이에요": a sentence)
_LABEL_GAP: Final = re.compile(r"[\s:：—–=-]*(?:(?:kg|킬로|키로)당\s?)?(?:약\s?)?", re.I)
_PRICE = re.compile(
    r"\s*[:：]?\s*(?:약\s?)?\d[\d,.]*\s?(?:만\s?)?(?:\d[\d,.]*\s?)?(?:천\s?)?(?:원|won|KRW)", re.I
)
_PRICE = gated(_PRICE)  # :mod:`.opening_gate`: the same matches, skipped to
# in every price: its currency (a piece without one is not searched: the price pattern opens
# with a repeat, so it is tried at every position)
_CURRENCY: Final = alternation(r"원|won|KRW")
# a word, with a bracket written onto it whole even when the bracket holds spaces or a comma
# (round 36: "골판지(교재 박스)", "PP(압축, 플라스틱 통)" are one member each, not "박스)")
_TERM: Final = re.compile(r"[가-힣A-Za-z](?:\([^()\n]{1,30}\)|[가-힣A-Za-z0-9()\-])*")
# the first word of a member's bracket, the item it may gloss the member as ("페트병(PET 압축)")
_GLOSS: Final = re.compile(r"[가-힣A-Za-z][가-힣A-Za-z0-9\-]*")
_MEMBERS: Final = re.compile(r"품목\s?[:：]\s?([^\n\"}]+)")
# a member read: a Hangul word (not a class word in 류) or an upper-case acronym
_READ: Final = re.compile(r"[가-힣]{2,}(?<!류)|[A-Z]{2,}")
# a sentence naming the outputs' own list before its members (round 30): "조사 품목은 …",
# "The surveyed items are …" — every piece's first word is then a member
_SURVEYED = re.compile(
    # (round 58: a word that the list is a sample of, "조사 품목 예시:", "조사 품목 일부는")
    r"(?:조사|수록|등록)\s?(?:품목|대상|항목)(?:\s?(?:예시|목록|일부|예))?(?:은|는|으로는|에는|이)?\s?(?:[:：]\s?)?"
    r"|\bsurvey(?:ed)?\s(?:items|covers|materials)\s(?:are\s|include\s)?(?::\s?)?",
    re.I,
)
_SURVEYED = gated(_SURVEYED)  # :mod:`.opening_gate`: searched in every line of a list
_DETERMINER: Final = DETERMINER  # "여러 플라스틱", "각종 캔": how many of a kind (:mod:`.kinds`)
# a unit a price is per, written before it ("kg당 200원", "1킬로당"): no member
_PER_UNIT: Final = re.compile(r"(?:\d+\s?)?(?:kg|킬로|키로|톤|개|대)당|per", re.I)
# a word saying what a price is taken on, after its object ("압축 기준", "전국 평균"): not a member
_BASIS: Final = re.compile(r"(?:기준|평균|시세|단가)(?:으로|으론|이면|은|는|가)?")
# (round 58: also a spoken or dialect ending on the last member, "고무분말이에유", "고무분말이죠")
_PARTICLE: Final = re.compile(
    r"(?:입니다|이에요|예요|이에유|예유|이어유|이여유|이에여|예여|이에용|예용|이어요|이죠|이고요|이구요|이며|이고"
    r"|은|는|이|가|을|를|도|만)$"
)
# a sum's word before its price ("…, 골판지 3톤이면 24만 원, 합치면 48만 원이에요", "…, in total
# 2,000 won"): the list's total, no member (round 33)
# a list's closing word: also a bare 총 / 모두 / 전부 (a whole token, never a word inside one)
_SUM_WORD: Final = re.compile(SUM_VERBS + r"|합계는|총|모두|전부", re.I)


def _base(term: str) -> str:
    """A member's word: before its bracket, without a particle (``PET(압축)`` → ``PET``)."""
    return _PARTICLE.sub("", term.split("(")[0])


def _member(term: str, items: frozenset[str]) -> str:
    """A member's word (:func:`_base`), or the item its own bracket glosses it as when the word
    is none of the outputs' items (round 59: ``페트병(PET 압축)`` over a ``PET`` row is that row;
    ``골판지(교재 박스)`` glosses it as no item and stays ``골판지``)."""
    name = _base(term)
    if name in items or "(" not in term:
        return name
    gloss = _GLOSS.match(term, term.index("(") + 1)
    return gloss.group(0) if gloss is not None and gloss.group(0) in items else name


@per_stage
def _items(sources: tuple[str, ...]) -> tuple[frozenset[str], str] | None:
    """The outputs' items (compact) and the outputs' text, spaces aside; None when they list none."""
    items: set[str] = set()
    for root in parsed(sources):
        if isinstance(root, dict):
            for rows in root.values():
                if isinstance(rows, list):
                    items |= {
                        unspaced(r["item_name"])
                        for r in rows
                        if isinstance(r, dict) and isinstance(r.get("item_name"), str)
                    }
    text = " ".join(n for n in json_nodes(sources) if isinstance(n, str))
    for m in _MEMBERS.finditer(text):
        items |= {unspaced(w) for w in m.group(1).split(",") if w.strip()}
    if not items:
        return None
    items |= {i.split("(")[0] for i in items}
    items |= {g for i in items for g in goods_in(i)}  # (a good's own word: PET is 페트)
    return frozenset(items), unspaced(text)


def surveyed_items(sources: tuple[str, ...]) -> tuple[frozenset[str], str] | None:
    """The outputs' items (a row's ``item_name``, a member of a ``품목:`` list; spaces aside) and
    their text, spaces aside; None when they list none (:mod:`.glossed_items` reads them too)."""
    return _items(sources)


def _price(piece: str) -> re.Match[str] | None:
    """The first price in ``piece``, or None."""
    return _PRICE.search(piece) if _CURRENCY.search(piece) else None


def _term(
    piece: str, first: bool, price: re.Match[str] | None, items: frozenset[str] = frozenset()
) -> re.Match[str] | None:
    """The member a piece of a list names: the word before its price (``price``: the piece's
    first, or None), else the piece's first word (the last word of the list's first piece)."""
    words = list(_TERM.finditer(piece, 0, price.start() if price else len(piece)))
    if price is not None and len(words) > 1 and _PER_UNIT.fullmatch(words[-1].group(0)):
        words.pop()  # "HDPE는 kg당 200원": the member is the word before the unit's 당
    if price is not None and len(words) > 2 and _BASIS.fullmatch(words[-1].group(0)):
        del words[-2:]  # "PET는 압축 기준 kg당 350원": what the price is on, after the member
    if not words or (price is not None and _SUM_WORD.fullmatch(words[-1].group(0))):
        return None  # "…, 합치면 48만 원": the total of the list, no member
    if price is not None and len(words) > 1 and _base(words[-2].group(0)) in items:
        return words[-2]  # "무색 PET 압축품은 590원": an item's form word after it names that item
    return words[-1] if price is not None or first else words[0]


def _unlisted(
    members: list[tuple[str, int, int, bool]],
    items: frozenset[str],
    text: str,
    said: str,
    surveyed: bool,
) -> list[tuple[str, int, int]]:
    """The members (name, start, end) of one list that no output names while every other member
    is one of the outputs' items (``surveyed``: in a list its sentence calls the outputs', a class
    word they write too)."""
    names = [n for n, _, _, _ in members]
    if len(names) < 3:
        return []
    return [
        (name, s, e)
        for k, (name, s, e, paid) in enumerate(members)
        if _READ.fullmatch(name)
        and all(_known(n, items, text, surveyed) for n in names[:k] + names[k + 1 :])
        and name not in text
        and (paid or name not in said)  # a price the user asks for is no output's
        and not _same_good(name, names[:k] + names[k + 1 :], items)
    ]


def _known(name: str, items: frozenset[str], text: str, surveyed: bool) -> bool:
    """Whether a member is one of the outputs' items; in a list its sentence calls the outputs'
    (``surveyed``), also a class word they write (``유리``) or a class word in 류 whose good some
    item is (``플라스틱류`` over PE, PP and PET rows; round 55)."""
    if name in items:
        return True
    if not surveyed:
        return False
    return name in text or (name.endswith("류") and bool(set(goods_in(name)) & items))


def _same_good(name: str, others: list[str], items: frozenset[str]) -> bool:
    """Whether the member ``name`` names as the same good (:mod:`.kinds`) a row no other member
    of its list names: ``무색페트`` is the row ``PET`` (페트); ``골판지`` beside ``신문지`` is not the
    row ``신문지`` (both 폐지 in the goods vocabulary, which does not tell the survey's paper rows
    apart: the row of that good is already a member of its own, round 36)."""
    goods = set(goods_in(name)) & items
    if not goods:
        return False
    rows = {i for i in items if i not in GOODS and "(" not in i and set(goods_in(i)) & goods}
    return not rows or bool(rows - set(others))


def _bulleted(
    answer: str, items: frozenset[str], text: str, said: str
) -> list[tuple[str, int, int]]:
    """Unlisted members of the price lists written one member a line (round 35): each run of
    three or more bullet lines with a price is one list; a member is read where it heads its
    line (``- HDPE — 200원/kg``, not ``- 10kg 기준: 3,500원``)."""
    out: list[tuple[str, int, int]] = []
    run: list[tuple[str, int, int, bool]] = []
    heads: set[int] = set()  # the starts of the members that are their line's first word
    end = -1
    for m in _BULLET_LINE.finditer(answer):
        piece = m.group(1)
        price = _price(piece)
        if m.start() != end + 1 or price is None:  # a line between, or no price: a new list
            out += [u for u in _unlisted(run, items, text, said, False) if u[1] in heads]
            run = []
        end = m.end()
        if price is None or (t := _term(piece, False, price, items)) is None:
            continue
        name, start = _member(t.group(0), items), m.start(1) + t.start()
        size = len(name) if t.group(0).startswith(name) else len(t.group(0))
        run.append((name, start, start + size, True))
        first = _TERM.search(piece)
        if first is not None and first.start() == t.start() and t.group(0).split("(")[0] == name:
            if _LABEL_GAP.fullmatch(piece, t.end(), price.start()):  # no particle, no words
                heads.add(start)  # the line is the member's label and its price
    return out + [u for u in _unlisted(run, items, text, said, False) if u[1] in heads]


def listed_item_claims(answer: str, sources: tuple[str, ...], user: str = "") -> list[Claim]:
    """Members of a list of the outputs' items that no output names."""
    bullets = "\n" in answer and _BULLET_LINE.search(answer) is not None
    if "," not in answer and "·" not in answer and not bullets:
        return []
    known = _items(sources)
    if known is None:
        return []
    items, text = known
    said = unspaced(user)
    out: list[Claim] = []
    if bullets:
        for name, s, e in _bulleted(answer, items, text, said):
            close = answer.find("\n", e)
            line = answer[answer.rfind("\n", 0, s) + 1 : close if close != -1 else len(answer)]
            if not (ADVICE.search(line) or CLAUSE_DOUBT.search(line)):  # its line doubts it
                out.append(Claim(answer[s:e], "condition", name, s, e, "no tool output lists it"))
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        doubted: bool | None = None  # (advice or doubt: asked once a member would be flagged)
        for line in sentence.split("\n"):
            at = lo + sentence.find(line)
            surveyed = _SURVEYED.search(line)  # "조사 품목은 신문지·골판지 같은 종이류, …"
            cut = surveyed.end() if surveyed else 0
            pieces = list(_PIECE.finditer(line, cut))
            if len(pieces) < 3:
                continue
            priced = [(p, _price(p.group(0))) for p in pieces]  # each piece's price
            if any(price for _, price in priced):  # a price list: its priced members
                priced = [(p, price) for p, price in priced if price]
            elif surveyed is not None:  # the outputs' list named: each piece's first word
                priced = [(p, None) for p in pieces]
            elif any(_TERM.sub("", p.group(0)).strip() for p in pieces[1:-1]):
                continue  # a plain list's middle members are one word each
            members: list[tuple[str, int, int, bool]] = []  # (its word, where, priced)
            for i, (p, price) in enumerate(priced):
                piece = p.group(0)
                if surveyed is not None:  # "여러 플라스틱": the kind, not how many
                    piece = _DETERMINER.sub(lambda d: " " * len(d.group()), piece, count=1)
                if (t := _term(piece, i == 0 and not surveyed, price, items)) is not None:
                    name, start = _member(t.group(0), items), at + p.start() + t.start()
                    size = len(name) if t.group(0).startswith(name) else len(t.group(0))
                    members.append((name, start, start + size, price is not None))
            for name, s, e in _unlisted(members, items, text, said, surveyed is not None):
                if doubted is None:
                    doubted = bool(ADVICE.search(sentence) or CLAUSE_DOUBT.search(sentence))
                if doubted:
                    break
                out.append(Claim(answer[s:e], "condition", name, s, e, "no tool output lists it"))
    return out
