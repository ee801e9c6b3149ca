"""When and where waste is put out: a day, a time of day or a place of putting it out is a fact
of the how-to record that states one.

The class (round 26, r26e): **a clause that puts waste out or has it collected (``put it out``,
``leave them out``, ``it's collected``, ``내놓으세요``, ``배출하면``, ``수거해 가요``) and says on
which day (``on Tuesdays``, ``화요일에``, ``주말``), at what time of day (``at night``, ``after 8
pm``, ``저녁에``, ``밤 9시 이후``) or where (``by the curb``, ``in front of your door``, ``집 앞``,
``지정 장소``, ``클린하우스``) states a fact of the district's how-to; it is supported only when the
how-to record of the district it names (every tool output when it names none) states a day, a time
or a place of that kind.** An answer that says the data lacks the method and then gives a day or a
place anyway (``The data doesn't list Anyang's method, so call … — or just put it out by the curb on
Tuesday nights``) invents it: the doubt of a reason's clause is not the next clause's.

Read only where a how-to record is among the stage's outputs (an object with a key of methods,
:func:`.howto.howto_objects`): over fee or price outputs alone an answer's advice on putting out
is no restated fact. Which place is the right one (one district's ``문전배출`` said of another) is
:mod:`.bound`'s (ways of applying); here a kind no output states at all is read. Unsure, never
flagged, within the clause (between the reason's or the dash's end before the verb and the next):
a negation or prohibition (``don't put it out at night``, ``밤에 내놓지 마세요``), a question, a
hedge or a general word (``may``, ``usually``, ``보통``, ``대부분``, ``수도 있어요``), advice to check
or ask (``check the day with the district``, ``요일은 구청에 확인하세요``), a condition the user
chooses (``if you put it out on Monday``, ``화요일에 내놓으시려면``), alternatives of one kind
(``집 앞이나 지정 장소에 내놓으시면 됩니다``, ``the curb or a designated spot``: the usual choices).
Round 27: a general word is no doubt of a clause whose topic is a how-to record's district (``보통
제주시는 가까운 클린하우스에 스티커를 붙여 내놓으면 돼요`` over a 제주시 record that states no
method): the writer says how that district does it.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.howto_texts import howto_objects
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.schedules import days_stated
from guardrails.grounding.usual_unlisted import USUAL, ways_unlisted

__all__ = ["put_out_claims"]

# putting out, or having it collected (the act whose day, time and place a how-to states)
_ACT = re.compile(
    r"\b(?:put|puts|putting|leave|leaves|leaving|set|sets|setting|place|placing|take|takes"
    r"|taking|drag|carry)\b(?:\s(?!out\b)[\w'-]+){0,3}?\s(?:out(?:side)?)\b"
    r"|\b(?:collect(?:s|ed|ion)?|pick(?:s|ed)?\s?-?up)\b"
    r"|내놓|내어\s?놓|내다\s?놓|배출(?:하|해|할|합|은|는|시|일|요일)|수거(?:해|하|합|일|요일|는|차)",
    re.I,
)
_ACT = gated(_ACT)  # :mod:`.opening_gate`: the same matches, skipped to
# what a clause may say of the act: its day, its time of day, its place
_DAY: Final = re.compile(
    r"\b(?:mon|tues?|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b"
    r"|(?<![가-힣])[월화수목금토일](?:\s?[·,/]\s?[월화수목금토일])*요일|주말|평일",
    re.I,
)
_TIME: Final = re.compile(
    r"\b(?:tonight|nights?|evenings?|overnight|after\s(?:dark|sunset)|before\s(?:dawn|sunrise))\b"
    r"|\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])"
    r"|저녁|밤(?![가-힣])|밤(?=에|중|늦|사이|새)|새벽|(?<![가-힣])해\s?(?:진\s?(?:후|뒤|다음)|지고|지면)|일몰|\d{1,2}\s?시\s?(?:이후|이전|전|후|부터|까지|쯤)",
    re.I,
)
_PLACE: Final = re.compile(
    r"\b(?:curb(?:side)?|kerb(?:side)?|roadside|sidewalk|pavement|street\scorner|doorstep"
    r"|(?:in\sfront\sof|outside)\s(?:your|the|one's)\s(?:front\s)?(?:door|house|home|gate|building)"
    r"|by\sthe\s(?:road|street|gate)|designated\s(?:spot|place|area|point|location|site)"
    r"|collection\s(?:point|spot|area))\b"
    r"|집\s?앞|문\s?앞|대문\s?앞|현관\s?앞|건물\s?앞|길가|도로변|골목|전봇대|가로등"
    r"|지정(?:된)?\s?(?:장소|곳|위치)|거점|클린하우스|분리수거장|집하장",
    re.I,
)
# a tool output's words for a time of day, and for a place of putting out
_TIME_TEXT: Final = re.compile(
    r"\d{1,2}:\d{2}|\d{1,2}\s?시|저녁|밤|새벽|아침|오전|오후|일몰|해\s?진|시간|night|evening|morning"
    r"|\b[ap]\.?m\b|hours?",
    re.I,
)
_PLACE_TEXT: Final = re.compile(
    r"문전|앞|길가|도로|골목|전봇대|가로등|지정|거점|클린하우스|수거장|집하장|장소|위치"
    r"|curb|kerb|door|street|road|designated|collection point|front",
    re.I,
)
# where a clause ends: a dash, a semicolon or a reason's link ("…, so call …", "…없어서 …")
_CLAUSE_END: Final = re.compile(
    r"\s[—–-]\s|[—–;]|,?\s(?:so|but|however|therefore)\s|(?:어서|아서|해서|니까|므로|라서|지만|는데)[,\s]",
    re.I,
)
# alternatives of one kind ("집 앞이나 지정 장소", "the curb or a designated spot"): advice that
# names the usual choices, not one district's fact
_OR = re.compile(
    r"(?:\s|,|이나|나|또는|혹은|이든|든|\bor\b|\ba\b|\ban\b|\bthe\b|\bat\b|\bby\b|\bon\b|\bto\b)*"
    r"(?:이나|나|또는|혹은|이든|든|\bor\b)(?:\s|\ba\b|\ban\b|\bthe\b|\bat\b|\bby\b|\bon\b|\bto\b)*",
    re.I,
)
_OR = gated(_OR)  # :mod:`.opening_gate`: the same matches, skipped to
# a sentence; an emoji ends one too ("… 내놓으면 돼요 😊 정확한 절차는 …에 문의해 주세요!")
_EMOJI: Final = "\u2600-\u27bf\U0001f300-\U0001faff"
_SENTENCE: Final = re.compile(rf"[^.!?\n{_EMOJI}]+(?:[.!?{_EMOJI}]+|$)")
_UNSURE: Final = unsure(
    r"마세요|마시|말고|말아|금지|don't|do\snot|avoid|prohibit|보통|대개|대부분|일반적|많은\s?곳"
    r"|지역마다|곳마다|usually|typically|generally|often|\bmost\b|\bmany\b|\bsome\b|일부"
    r"|check|ask|confirm|확인|문의|알아보|\bif\b|\bwhether\b|려면|다면|거면|\bwhen\b"
    rf"|건지|{INDIRECT_QUESTION}"  # "오늘 내놓으실 건지 알려주세요": asked
)


Stated = tuple[tuple[tuple[str, ...], str], ...]  # (a record's district names, its strings)

# a general word (:data:`.usual_unlisted.USUAL`: "보통", "usually"): a hedge of general advice, but
# not of what a named district does ("보통 제주시는 가까운 클린하우스에 … 내놓으면 돼요": that
# district's way, said anyway)


def _district_usual(
    answer: str,
    clause_at: tuple[int, int],
    sentence_at: tuple[int, int],
    stated: Stated,
    unlisted: bool = False,
) -> bool:
    """Whether the only doubt of the clause's sentence is a general word and the clause names a
    how-to record's district as its topic (``제주시는``, ``제주시에서는``): round 27. Any other
    doubt in the sentence (``… 곳이 많지만 031-… 에 확인하세요``) keeps it unsure."""
    clause, sentence = answer[slice(*clause_at)], answer[slice(*sentence_at)]
    if _UNSURE.search(USUAL.sub(" ", sentence)) or USUAL.search(clause) is None:
        return False
    if (
        unlisted
    ):  # every record lists no way: the "usual" way is said of it (:mod:`.usual_unlisted`)
        return True
    return any(
        re.search(rf"{re.escape(name)}(?:은|는|에서는|에선|에서도)\s", clause)
        for names, _ in stated[:-1]
        for name in names
        if len(name) >= 2
    )


@per_stage
def _stated(sources: tuple[str, ...]) -> Stated:
    """(the names of a how-to record's district, its strings) for each how-to record, and last
    ``((), every string of the outputs)``; empty when no how-to record is among them."""
    objects = howto_objects(sources)
    if not objects:
        return ()
    whole = "\n".join(n for n in json_nodes(sources) if isinstance(n, str))
    return (*objects, ((), whole))


def _text_for(sentence_start: int, at: int, answer: str, stated: Stated) -> str:
    """The strings of the how-to record whose district the answer names last before ``at`` in
    its sentence, else every string of the outputs."""
    best, where = stated[-1][1], -1
    for names, text in stated[:-1]:
        for name in names:
            i = answer.rfind(name, sentence_start, at)
            if i > where:
                best, where = text, i
    return best


def _supported(kind: str, text: str) -> bool:
    if kind == "day":
        return bool(days_stated(text)) or "요일" in text or "day" in text.lower()
    if kind == "time":
        return _TIME_TEXT.search(text) is not None
    return _PLACE_TEXT.search(text) is not None


def put_out_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The days, times of day and places of putting waste out that ``answer`` states where the
    how-to record it is said of (every output, when none is named) states none of that kind."""
    stated = _stated(sources)
    if not stated:
        return []
    out: list[Claim] = []
    for s in _SENTENCE.finditer(answer):
        for act in _ACT.finditer(answer, s.start(), s.end()):
            lo = max(
                [m.end() for m in _CLAUSE_END.finditer(answer, s.start(), act.start())],
                default=s.start(),
            )
            nxt = _CLAUSE_END.search(answer, act.end(), s.end())
            hi = nxt.start() if nxt else s.end()
            if _UNSURE.search(answer, lo, hi) and not _district_usual(
                answer, (lo, hi), (s.start(), s.end()), stated, ways_unlisted(sources)
            ):
                continue
            for kind, rx in (("day", _DAY), ("time", _TIME), ("place", _PLACE)):
                found = list(rx.finditer(answer, lo, hi))
                if any(_OR.fullmatch(answer, a.end(), b.start()) for a, b in pairwise(found)):
                    continue  # "집 앞이나 지정 장소에": the usual choices, none of them stated
                for m in found:
                    # round 51: the record of the district named last before the act or the value,
                    # whichever is later ("단양군은 … 배출하는 방식이고, 의정부시는 … 내집앞에 내놓으시면":
                    # the doorstep is 의정부시's, whichever act's clause reaches it)
                    text = _text_for(s.start(), max(act.start(), m.start()), answer, stated)
                    if _supported(kind, text) or any(c.start == m.start() for c in out):
                        continue
                    why = f"no how-to output states a {kind} of putting it out"
                    out.append(Claim(m.group(0), "condition", kind, m.start(), m.end(), why))
    return out
