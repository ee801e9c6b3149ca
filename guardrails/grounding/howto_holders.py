"""Which district's how-to a channel word of an answer is read against.

A channel an answer gives for applying (``읍면사무소에 신고``, ``apply online``) is checked against
the how-to object of the district the answer names last before it, or against every how-to when
it names none (:mod:`.howto`). Round 54: a list line's district holds that line only
(:mod:`.after_lists`): a sentence after a list of several districts' lines that names none
(``엄마 집은 읍면사무소에 먼저 신고하세요``) is checked against the how-tos of every district
named before it.

Still read against one district: a channel on a district's own line, or in a sentence that
names its district; a sentence after prose that names a district (``용인시는 업체와 계약해요.
읍면사무소에 신고하세요``: the topic runs on); a sentence after a list that named only one
district.
"""

from __future__ import annotations

from guardrails.grounding.after_lists import past_list

__all__ = ["howto_text_for"]

HowtoObjects = tuple[tuple[tuple[str, ...], str], ...]


def howto_text_for(answer: str, at: int, objects: HowtoObjects) -> str:
    """The strings of the how-to object whose name the answer writes last before ``at`` (all of
    them when none is named; those of every district a list named, when the name is on a list
    line above the sentence of ``at``)."""
    best, where = "", -1
    named: dict[str, None] = {}  # the texts of the objects named before ``at``, in order
    for names, text in objects:
        for name in names:
            i = answer.rfind(name, 0, at)
            if i >= 0:
                named[text] = None
            if i > where:
                best, where = text, i
    if where < 0:
        return "\n".join(t for _, t in objects)
    if len(named) > 1 and past_list(answer, where, at):
        return "\n".join(named)  # the last name heads a list line above: not this sentence's
    return best
