"""The how-to objects of a turn's tool outputs and the one an answer speaks of.

A how-to output is a JSON object with a key of methods (:data:`METHOD_KEY`: ``application_methods``,
``methods``, ``apply``, ``channels``, ``신청방법``, ``배출방법``, ``procedure``, ``steps``); its strings
say how its district works. :func:`howto_objects` gives each with the names of its subject (the
district as written, its last word and that word without its suffix), :func:`text_for` the
strings of the object whose name an answer writes last before a point (all of them when none is
named, or every district a list named when the name heads a list line above). Read by :mod:`.howto`, :mod:`.howto_swaps`, :mod:`.asserted`, :mod:`.housing_rules` and
:mod:`.put_out`.
"""

from __future__ import annotations

import re

from guardrails.grounding.after_lists import past_list
from guardrails.grounding.nodes import json_objects, per_stage, strings_under

__all__ = ["METHOD_KEY", "howto_objects", "text_for"]

METHOD_KEY = re.compile(
    r"method|procedure|steps|how_?to|^apply|application|channels|방법|절차", re.I
)
# the keys that name a how-to object's subject, and a district's name without its suffix (거제시 → 거제)
_SUBJECT_KEY = re.compile(r"district|sigungu|full_name|city|region|area|시군구|지역", re.I)
_STEM = re.compile(r"(?<=..)(?:특별자치시|특별자치도|광역시|특별시|시|군|구)$")


@per_stage
def howto_objects(sources: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], str], ...]:
    """(the names of the object's subject, all its strings joined) for every how-to object: the
    district as written, its last word and that word without its suffix (경기도 수원시 → 수원시,
    수원)."""
    out: list[tuple[tuple[str, ...], str]] = []
    for obj in json_objects(sources):
        if not any(METHOD_KEY.search(k) and isinstance(v, list | str) for k, v in obj.items()):
            continue
        names = tuple(
            name
            for k, v in obj.items()
            if isinstance(v, str) and _SUBJECT_KEY.search(k) and 2 <= len(v) <= 20
            for name in (v, *v.split()[-1:], _STEM.sub("", v.split()[-1]) if v.split() else v)
            if len(name) >= 2
        )
        out.append((names, "\n".join(strings_under(obj))))
    return tuple(out)


def text_for(answer: str, at: int, objects: tuple[tuple[tuple[str, ...], str], ...]) -> str:
    """The strings of the how-to object whose name the answer writes last before ``at`` (all of
    them when none is named; those of every district a list named, when the name is on a list
    line above the sentence of ``at`` — round 54: a list line's district holds that line only,
    :mod:`.after_lists`).

    Still read against one district: a channel on a district's own line, or in a sentence that
    names its district; a sentence after prose that names a district (``용인시는 업체와 계약해요.
    읍면사무소에 신고하세요``: the topic runs on); a sentence after a list that named only one
    district.

    Round 58: of names ending at one place the longest wins (``대구 동구는``: 대구 동구, not 울산 동구
    by the ``동구`` both end in); two districts written with one name give both texts."""
    best, where, end = "", -1, -1
    named: dict[str, None] = {}  # the texts of the objects named before ``at``, in order
    tied: dict[str, None] = {}  # the texts whose name ends where the best one does, as long
    for names, text in objects:
        for name in names:
            i = answer.rfind(name, 0, at)
            if i < 0:
                continue
            named[text] = None
            # round 58: the name that ends last wins, and of names ending at one place the longest
            # ("대구 동구는" names 대구 동구, not 울산 동구 by their shared last word "동구"); two
            # districts written with one and the same name both stay (unsure: either text)
            j = i + len(name)
            if (j, -i) > (end, -where):
                best, where, end, tied = text, i, j, {text: None}
            elif (j, i) == (end, where):
                tied[text] = None
    if where < 0:
        return "\n".join(t for _, t in objects)
    if len(tied) > 1:
        return "\n".join(tied)
    if len(named) > 1 and past_list(answer, where, at):
        return "\n".join(named)  # the last name heads a list line above: not this sentence's
    return best
