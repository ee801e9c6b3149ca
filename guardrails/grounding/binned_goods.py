"""A good said to go into the bins found that no tool output names.

A bin search lists bins with what they take (``"items": ["건전지"]``) and a guidance text on how to
put it out. An answer that tells the user to put another good into those bins — ``자동차 배터리도
같은 수거함에 넣으시면 됩니다``, ``보조배터리는 의류수거함에 넣어도 돼요``, ``car batteries can go in
the same bins`` — says the bins take it; where no output names the good (nor a kind that holds it,
:func:`.kinds.holds`), the bins' taking it is the writer's own. The user often asks about it (``자동차
배터리도 넣어도 되나요?``): the user's words are a question, no support.

Read: goods (:mod:`.kinds`, a closed vocabulary; an unknown word is never a good) before a topic or
``also`` particle, then a bin (``수거함``, with a deictic ``같은``/``이``/``그``/``해당`` or a kind glued
before it) with ``에`` and a verb of putting in (``넣으시면 됩니다``, ``넣어도 돼요``, ``넣으세요``,
``버리시면 돼요``); English goods before ``can/should (also) go in(to) the same/these bins``. Only
over outputs that list bins with goods. Unsure, never flagged: a negated clause (``넣지 마세요``,
``넣으면 안 돼요``: what a bin refuses is :mod:`.excluded`'s), an asked or hedged one.

Round 36: a good the outputs name, in a state the outputs send elsewhere — ``깨진 형광등도 신문지에
싸서 수거함에 같이 넣으시면 돼요`` over guidance whose only sentence naming ``깨진 형광등`` puts it in
a bag or the non-combustible waste, no bin — is flagged too; where an output's sentence naming the
state puts it in a bin (``깨진 형광등도 신문지에 싸서 수거함에 넣습니다``) it passes. The wrapping
between the good and the bin (``신문지에 싸서``) is read as part of the frame.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.kinds import goods_in, holds
from guardrails.grounding.nodes import parsed, per_stage, strings_under

__all__ = ["binned_goods_claims"]

_KO: Final = re.compile(
    r"(?<![가-힣])((?:[가-힣]{1,10}\s?){1,3}?)(?:도|은|는|을|를)\s?"
    # round 36: how it is wrapped first ("신문지에 싸서", "테이프로 감아서")
    r"(?:[가-힣]{1,8}(?:에|로|으로)\s?[가-힣]{1,4}서\s)?"
    r"(?:(?:같은|이|그|해당|저)\s?)?[가-힣]{0,6}수거함에\s?"
    r"(?:(?:같이|함께|바로|그냥)\s?)?(?:넣으시면|넣으면|넣어도|넣으세요|넣으셔도|넣어\s?주세요"
    r"|버리시면|버리면|버려도|버리세요)"
)
_EN: Final = re.compile(
    r"((?:[A-Za-z-]+\s){1,3}?)(?:can|should|will)\s(?:also\s)?(?:go|be\s(?:put|dropped|placed))\s"
    r"(?:in|into)\s(?:the\s)?(?:same|these|those|this|that)\s(?:[a-z-]+\s)?(?:bins?|box(?:es)?)\b",
    re.I,
)
_DOUBT: Final = unsure(r"아니|마세요|말고|말아|\bdon['’]t\b|\bif\b")
_END: Final = re.compile(r"[.!?\n]|(?:니까|는데|지만|면서|고),?\s")


@per_stage
def _bin_strings(sources: tuple[str, ...]) -> tuple[str, ...] | None:
    """Every string of the outputs, when some output lists bins with goods (else None)."""
    listed = False
    out: list[str] = []
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        points = root.get("points")
        if isinstance(points, list) and any(
            isinstance(p, dict) and isinstance(p.get("items"), list) and p["items"] for p in points
        ):
            listed = True
        out += strings_under(root)
    return tuple(out) if listed else None


def binned_goods_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The goods ``answer`` puts into the bins found that no tool output names."""
    texts = _bin_strings(sources)
    if texts is None or ("수거함" not in answer and _EN.search(answer) is None):
        return []
    out: list[Claim] = []
    for m in (*_KO.finditer(answer), *_EN.finditer(answer)):
        lo = max((e.end() for e in _END.finditer(answer, 0, m.start(1))), default=0)
        stop = _END.search(answer, m.end())
        clause = answer[lo : stop.start() if stop else len(answer)]
        if _DOUBT.search(clause):
            continue
        goods = goods_in(m.group(1))
        unnamed = [g for g in goods if not any(holds(t, g) for t in texts)]
        if not unnamed and (unnamed := _sent_elsewhere(m.group(1), texts)):
            why = f"the tool outputs send {unnamed[0]} elsewhere, not into these bins"
            start = m.start(1) + len(m.group(1)) - len(m.group(1).lstrip())
            out.append(Claim(answer[start : m.end()], "condition", unnamed[0], start, m.end(), why))
            continue
        if not unnamed:
            continue
        why = f"no tool output names {unnamed[0]} as taken by these bins"
        start = m.start(1) + len(m.group(1)) - len(m.group(1).lstrip())
        out.append(Claim(answer[start : m.end()], "condition", unnamed[0], start, m.end(), why))
    return out


_TEXT_SENTENCE: Final = re.compile(r"[^.!?\n]+")
_BIN_WORD: Final = re.compile(r"수거함|넣|\bbins?\b", re.I)


def _sent_elsewhere(phrase: str, texts: tuple[str, ...]) -> list[str]:
    """Round 36: a good in a state (``깨진 형광등``: its last word a good, the word before it the
    state) that outputs name only in sentences putting it nowhere into a bin (``깨진 형광등은
    신문지 등에 싸서 종량제 봉투나 불연성 폐기물로 배출``): the outputs send it elsewhere; [] when
    the phrase is one word, no output names it so, or one of their sentences names a bin."""
    words = phrase.split()
    if len(words) < 2 or not goods_in(words[-1]):
        return []
    named = " ".join(words[-2:])
    said = [x for t in texts if named in t for x in _TEXT_SENTENCE.findall(t) if named in x]
    return [named] if said and not any(_BIN_WORD.search(x) for x in said) else []
