"""The English reading of a twin fee's invented condition (:mod:`.twins`).

A sentence that gives one of rows the tools tell apart by nothing a word of its own, in English: a
word before the item (``upright pianos are 11,000 won``), after its ``with`` (``Office chairs with
wheels fall under the 4,000-won rate``), the words a rate is said to apply to or be for (``the
10,000 won rate applies to king-size mattresses``, ``The 8,000-won one is for recliners``) or whose
rate it is said to be (``8,000 won is the recliner rate``: a lower-case kind, not a district's
``the Jung-gu rate``). A sentence that doubts which row is which (``whether``, ``depends``,
``doesn't say``) says nothing. A size tier or build a row carries in Hangul (``folding`` for
``접이식 책상``, :mod:`.tier_words`) is no invented word. Round 30: ``5,000 won for one with a
bookshelf attached`` — the pronoun ``one`` for the item, its with-phrase the condition. Round 33:
a size word (``single``, ``queen-size``, ``king``, ``large``) as the whole subject (``singles are
5,000 won and queen-size or larger are 8,000 won``) or right before the item is a size mapped onto
rows whose labels do not carry it; it is held against the tool outputs alone (the user's ``Mine's
just a single`` names no row); plurals in ``-es`` are read singular (``mattresses``). Round 38: a
condition after the fee (``16,500 won if it's a grand piano``: that ``if`` is the condition, no
doubt; ``11,000 or 16,500 won, whichever applies`` still doubts) and a rate said to be ``the one
for`` a kind (``The 3,000-won rate is the one for a single-seat sofa``). Round 42: the doubt read
after a fee stops at a later fee with an ``if``/``when`` of its own (``2,000 won for the tower
alone and 3,000 won if you include the monitor``: that ``if`` is the 3,000 won row's condition, so
``tower`` is read for 2,000 won); a doubt said of both (``2,000 or 3,000 won, whichever applies``)
still doubts.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.tier_words import carried

__all__ = ["EN_STOP", "RATE_AFTER", "english_invented", "singular"]

# English: "upright pianos are 11,000 won", "Office chairs with wheels fall under the 4,000-won
# rate" (a word before the item or after its "with"), "the 10,000 won rate applies to king-size
# mattresses" (the words the rate is said to apply to)
_PHRASE_BEFORE = re.compile(
    r"(?P<p>[A-Za-z][A-Za-z0-9\s'-]{0,60}?)\s(?:are|is|costs?|runs?|(?P<f>(?:falls?|comes?|goes?) (?:under|in|into))"
    r"|(?:are|is) charged|pays?|:)\s(?:the\s|a\s)?$|(?P<q>[A-Za-z][A-Za-z\s'-]{0,60}?):\s?$",
    re.I,
)
RATE_AFTER = re.compile(
    # round 51 (r51b): the rate said to apply on a condition ("the 6,000 won rate applies if the
    # mirror is removed first", "the 4,000 won fee only applies when it has wheels"): that "if" is
    # the condition read, no doubt
    r"(?:[\s-]?won)?\s(?:[·—–]\s)?(?:rate|fee|tier|charge|band|one|price)\s(?:only\s)?(?:applies|apply)"
    r"\s(?:only\s)?(?:if|when|once|provided|as\slong\sas)\s(?P<p6>[A-Za-z][A-Za-z\s'-]{2,60})"
    r"|(?:[\s-]?won)?\s(?:[·—–]\s)?(?:rate|fee|tier|charge|band|one)?\s?(?:applies|apply|is for|are for|covers?"
    r"|is meant for|is the one for|are the ones for)\s(?:to\s)?(?:the\s|an?\s)?(?P<p>[A-Za-z][A-Za-z\s'-]{2,60})"
    # "16,500 won if it's a grand piano" (round 38: the condition after the fee, its "if" no doubt)
    r"|(?:[\s-]?won)?\s(?:if|when)\s(?:it's|it\sis|they're|they\sare|yours\sis)\s(?:an?\s|the\s)?"
    r"(?P<p5>[A-Za-z][A-Za-z\s'-]{2,60})"
    # "for a recliner", "for one with a bookshelf attached" (round 30: the pronoun's with-phrase)
    r"|(?:[\s-]?won)?\s(?:is\s|are\s)?for\s(?:an?\s|the\s|one\s(?=with|without|that|which))"
    r"(?P<p2>[A-Za-z][A-Za-z\s'-]{2,60})"
    # "30,000 won is the massage chair rate" (a lower-case kind: "the Jung-gu rate" is a district's)
    r"|(?:[\s-]?won)?\s(?:is|are)\sthe\s(?P<p3>(?-i:[a-z][a-z\s'-]{2,40}?))"
    r"\s(?:rate|fee|price|tier|charge|band)\b"
    # "2,000 won for desk fans" (no article: read only where the item's own word ends it, round 32)
    r"|(?:[\s-]?won)?\s(?:is\s|are\s)?for\s(?P<p4>(?-i:[a-z][a-z'-]+(?:\s[a-z][a-z'-]+){0,2}))",
    re.I,
)
# a build counted in a hyphenated compound: "3-seater", "two-door", "4-drawer"
_COUNTED_BUILD = re.compile(r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight)-[a-z]{3,}$", re.I)
_AFTER_ITEM = frozenset({"with", "without", "that", "which", "having"})
# a present participle qualifying the item after its name ("tables seating four or fewer")
_PARTICIPLE: Final = re.compile(r"[a-z]{3,}ing", re.I)
# a size said of a bed, a sofa, a set: held against the tool outputs alone (round 33)
_SIZE: Final = re.compile(
    r"(?:super-?single|single|double|queen|king|twin|full|small|medium|large|big|extra-large)"
    r"(?:-?sized?)?",
    re.I,
)
EN_STOP: Final = frozenset(
    "a an the and or of for to in on at by with without that which your my our their its this these "
    "those both each two three four five one ones any all some most other others rest remaining "
    "cheaper cheapest pricier priciest higher highest lower lowest more less first second third "
    "last fee fees rate rates tier won lists list listed there here it they them standard regular "
    "yours mine ours theirs anything something everything difference total sum average gap "
    "normal usual basic ordinary".split()
)
_LINE_END: Final = re.compile(r"[.\n]")
# a later fee with its own condition: "and 3,000 won if you include the monitor" (round 42)
_NEXT_FEE_IF: Final = re.compile(r"\d[\d,]*\s?won\s(?:if|when)\b", re.I)
_DOUBT = unsure(r"whether|\bif\b|which|depend|doesn't say|does not say|unclear|not sure")


def english_invented(
    answer: str,
    c: Claim,
    clause: str,
    label: frozenset[str],
    known: str,
    canonical: Callable[[str], str],
    tools: str | None = None,
) -> str | None:
    """The English word a sentence uses to give twin rows' amount ``c`` a condition of its own
    (``tools``: the tool outputs' text alone, which a size word is held against)."""
    lo = max(answer.rfind(".", 0, c.start), answer.rfind("\n", 0, c.start)) + 1
    hi = _LINE_END.search(answer, c.end)  # a list line is a sentence of its own
    end = hi.start() if hi else len(answer)
    after = RATE_AFTER.match(answer, c.end)
    # the "if" of "16,500 won if it's a grand piano" is the condition read, no doubt of it
    cut = c.end
    if after is not None and (after["p5"] or after["p6"]) is not None:
        cut = after.start("p5" if after["p5"] is not None else "p6")
    # the doubt read after the fee stops at a later fee with a condition of its own: the "if" of
    # "2,000 won for the tower alone and 3,000 won if you include the monitor" is the 3,000 won
    # row's condition, no doubt of this one (round 42; "…, whichever applies" still doubts)
    nxt = _NEXT_FEE_IF.search(answer, cut, end)
    if _DOUBT.search(answer[lo : c.end] + " " + answer[cut : nxt.start() if nxt else end]):
        return None
    lower = known.lower()

    def unknown(word: str) -> bool:
        w = word.lower().strip("'-")
        return (
            len(w) >= 3
            and not w.isdigit()
            and w not in EN_STOP
            and w not in lower
            and canonical(w) not in known
            and canonical(singular(w)) not in known
            and not carried(w, known)  # "folding" for a 접이식 책상 row
        )

    def unsized(word: str) -> bool:  # a size word no tool output carries
        w = singular(word.lower().strip("'-"))
        if not _SIZE.fullmatch(w):
            return False
        held = (known if tools is None else tools).lower()
        return (
            w not in held
            and canonical(w) not in held
            and canonical(_SIZE_STEM.sub("", w)) not in held
            and not carried(w, held)
        )

    def item(word: str) -> bool:
        return canonical(word.lower()) in label or canonical(singular(word.lower())) in label

    if after is not None and after["p4"] is not None:
        bare = after["p4"].split()
        at = next((i for i, w in enumerate(bare) if item(w)), None)
        if at is None:
            return None  # "for pickup": no item named
        at = _name_start(bare, at, item)
        return next((w.lower() for w in bare[:at] if unknown(w)), None)
    if after is not None and after["p6"] is not None:  # the condition's first thing
        words = re.split(r"[\s-]+", after["p6"])
        for i in range(len(words) - 1):  # the item's own name of two words ("dressing table")
            if item(f"{words[i]} {words[i + 1]}"):
                words[i] = words[i + 1] = ""
        words = [w for w in words if w and not item(w)]
        named = [w for i, w in enumerate(words) if i and words[i - 1].lower() in _ARTICLES]
        return next(
            (w.lower() for w in named + words if unknown(w) and w.lower() not in _CONDITION_VERBS),
            None,
        )
    if after is not None:
        words = re.split(r"[\s-]+", after["p"] or after["p2"] or after["p3"] or after["p5"])
        for i, w in enumerate(words):
            if item(w):  # "is for a desktop without a monitor": the item's own with-phrase
                rest = words[i + 1 :]
                if rest and rest[0].lower() in _AFTER_ITEM:
                    return next((x.lower() for x in rest[1:] if unknown(x)), None)
                if rest and _PARTICIPLE.fullmatch(rest[0]):  # "tables seating four or fewer"
                    return next((x.lower() for x in rest if unknown(x)), None)
                break
            if unknown(w):
                return w.lower()
        return None
    m = _PHRASE_BEFORE.search(clause)
    if m is None:
        return None
    words = re.split(r"\s+", (m["p"] or m["q"]).strip())
    at = next((i for i, w in enumerate(words) if item(w)), None)
    if at is None:  # "A three-seater or larger falls in the 10,000 won tier": the whole subject
        if m["f"]:
            return next((w.lower() for w in words if unknown(w)), None)
        # "A standard 3-seater is 7,000 won": a counted build (seats, doors, drawers) as subject;
        # "singles are 5,000 won and queen-size or larger are 8,000 won": a size (round 33)
        word = next(
            (w.lower() for w in words if (_COUNTED_BUILD.match(w) and unknown(w)) or unsized(w)),
            None,
        )
        if word is None and len(words) == 1 and _kinds_of_item(answer, lo, c.start, item):
            # "a piano is listed at 6,000, 10,000 or 20,000 won — uprights are the 10,000 won
            # rate": a bare plural as subject after the item is named, a kind of it (round 55)
            w = words[0]
            if _PLURAL.fullmatch(w) and w.lower() not in _NOT_KINDS and unknown(w):
                word = w.lower()
        return word
    first = _name_start(words, at, item)  # "Dining table (식탁)": 식탁's own English name
    if first > 0 and (unknown(words[first - 1]) or unsized(words[first - 1])):
        return words[first - 1].lower()  # "upright pianos", "Office chairs"
    rest = words[at + 1 :]
    if rest and rest[0].lower() in _AFTER_ITEM:
        return next((w.lower() for w in rest[1:] if unknown(w)), None)  # "chairs with wheels"
    return None


_SIZE_STEM: Final = re.compile(r"-?sized?$")
# round 51 (r51b): in a condition a rate applies on, the thing named after an article comes first
# ("if the mirror is removed first": mirror), and the verbs that carry no condition of their own
# are skipped ("if you take it apart")
_ARTICLES: Final = frozenset({"the", "a", "an", "its", "your", "their", "his", "her"})
_CONDITION_VERBS: Final = frozenset(
    "you it they is are be been being has have had get gets got take takes taken off first put "
    "remove removes removed detach detached bring brings brought do does done".split()
)


# a bare plural of one word ("uprights", "grands", "recliners"); the plural nouns of the service,
# its data or its sender, which name no kind of an item ("stickers are 10,000 won")
_PLURAL: Final = re.compile(r"[A-Za-z][a-z]{3,}[^s']s")
_NOT_KINDS: Final = frozenset(
    "stickers labels tags bags items things pickups collections visits trips prices charges costs "
    "amounts figures numbers entries rows listings options choices others ones yours theirs "
    "fees rates tiers bands units pieces sets pairs tons kilos kilograms grams meters metres "
    "cents dollars points days hours weeks months years districts offices residents households "
    "businesses shops stores".split()
)


def _kinds_of_item(answer: str, lo: int, at: int, item: Callable[[str], bool]) -> bool:
    """Whether the sentence, or the text just before it, names its item before ``at`` (a plural
    subject after it then names kinds of that item, round 55)."""
    return any(item(w) for w in re.findall(r"[A-Za-z]{3,}", answer[max(0, lo - 160) : at]))


def _name_start(words: list[str], at: int, item: Callable[[str], bool]) -> int:
    """Where the item's name whose head is ``words[at]`` starts: it may take words before its
    head that the vocabulary names the item with ("electric fans", "dining table" for 식탁 —
    "dining" alone names no row); ``at`` when none ("upright pianos": upright is a word of its
    own)."""
    return min(j for j in range(at + 1) if j == at or item(" ".join(words[j : at + 1])))


def singular(word: str) -> str:
    """An English plural's singular: ``mattresses`` → ``mattress``, ``bikes`` → ``bike``."""
    if word.endswith(("sses", "ches", "shes", "xes")):
        return word[:-2]  # "mattresses", "benches", "boxes"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word
