"""Free/paid as a claim: a word of no charge (``무료``, ``공짜``, ``수수료가 따로 없어요``, ``free of
charge``, ``no fee``, ``exempt``, ``waived``) is a ``free`` claim.

Not read: a negated one (``무료 아님``, ``not free``: :mod:`.hedges`), an open question
(``수수료가 없는 품목이 있는지 볼게요``), the data holding no fee so none can be told (``자료에는 피아노
수수료가 없어서 금액을 알려드리기 어려워요``, round 46: ``… 말씀드릴 수가 없네요``, round 49: ``자료에는
sofa 수수료가 없어요. 구청에 물어보면 알려줘요``; ``자료상 수수료가 없어요`` alone says free), a stated
absence of data (``no fees are listed``: :mod:`.absences`), ``안내드릴 수 있는 수수료가 없습니다``,
no extra fee beside what one pays (``스티커 외에 따로 수수료가 없어요``: nothing more to pay, not
free), ``free of`` what is left out (``free of other materials``; round 36), ``no fee records``,
no row said free (``무료 항목은 없어요``, ``무료인 품목은 하나도 없습니다``; round 57).
"""

from __future__ import annotations

import re

from guardrails.grounding.absences import said_absent
from guardrails.grounding.channels import ASK_KO
from guardrails.grounding.claims import _add, _Scan, contains_any
from guardrails.grounding.hedges import DENIED_AFTER, DENIED_BEFORE

__all__ = ["scan_free"]

# (round 36: "free of other materials", "free of food residue": without them, no price; "free of
# charge" is read by the alternative before it)
_FREE = re.compile(
    # (round 33: "수수료가 따로 없어요", "따로 수수료가 없어요": no fee at all for it)
    # (round 53: "돈 안 내도 돼", "따로 돈을 안 내셔도 돼요": nothing to pay)
    r"(?:(?:따로|별도로?)\s?)?돈\s?(?:을\s?|은\s?)?안\s?내(?:도|셔도|시도)|"
    + r"무료|무상(?!방문)|공짜|면제|돈\s?(?:이\s?)?안\s?들|(?:(?:따로|별도)\s?)?수수료\s?(?:가\s?|는\s?)?"
    r"(?:(?:따로|별도로?)\s?)?없|비용\s?(?:이\s?)?없"
    r"|free of charge|for free|free(?<![a-z-]free)(?<!feel free)(?![a-z-])(?! to )(?! time)(?! of )"
    r"|(?<![a-z])no (?:separate )?charge|(?<![a-z])no (?:separate )?fee(?!\s(?:records?|data|information|info|listings?|schedules?|tables?|entr"
    r"(?:y|ies)|rates?|amounts?|details)\b)|exempt|waived",  # "no fee records": no data
    re.I,
)
_NOT_AFTER = DENIED_AFTER  # "무료 아님", "무료 품목은 아니에요" (:mod:`.hedges`)
_NOT_BEFORE = DENIED_BEFORE  # "not free", "isn't a free item"
# round 57: no item of the list is free ("무료 항목은 없어요", "무료인 품목은 하나도 없습니다"): a
# denial that any row is free, no claim of free
_NONE_FREE_AFTER = re.compile(
    r"(?:인|로\s?되어\s?있는|로\s?표시된)?\s?(?:품목|항목|대상|물품|물건|제품|행|금액|요금)\s?(?:은|는|이|가|도)?\s?"
    r"(?:하나도\s?|전혀\s?|따로\s?)?없"
)
_OPEN_QUESTION = re.compile(r"[^.!?\n]{0,10}?(?:는지|인지|을지|ㄹ지|\?)")
# "자료에는 피아노 수수료가 없어서 금액을 알려드리기 어려워요": the data holds no fee, so no amount
# can be given — an absence of data, not a free service (both halves are needed: "자료상 수수료가
# 없어요" alone says free)
# (round 54: the data named in English inside a Korean sentence, "제가 가진 fee data에는 …")
_DATA_HOLDS = re.compile(
    r"(?:자료|데이터|정보|목록|표|\b(?:data(?:set|base)?|DB|records?|list|table))"
    r"(?:에는|엔|에)\s(?![가-힣]*따르)[^.!?\n]{0,30}$",
    re.I,
)
_CANNOT_TELL = re.compile(
    # (round 46: told politely, "금액을 말씀드릴 수가 없네요")
    r"[^.!?\n]{0,30}?(?:(?:알려|말씀)\s?드리기\s?어려|(?:알려|말씀)\s?드릴\s?수(?:가|는)?\s?없"
    r"|안내(?:해\s?드리)?기\s?어려|안내(?:할|해\s?드릴)\s?수(?:가|는)?\s?없|확인(?:하기|이)\s?어려"
    r"|알\s?수(?:가|는)?\s?없"
    # "자료에는 품목별 수수료가 없어서, 수수료가 필요하시면 품목을 알려주세요": sent to ask
    r"|필요하시면|문의(?:해|하)|확인해\s?보)"
)
# round 49: the sending to ask in the next sentence ("이번에 찾은 자료에는 sofa 수수료가 없어요.
# 구청에 물어보면 알려줘요"): the data lacks the fee, and the answer says where to learn it
_ASK_NEXT = re.compile(rf"[^.!?\n]{{0,12}}[.!?]\s?[^.!?\n]{{0,24}}?(?:{ASK_KO})")
# "수수료가 따로 없어요" after what one pays besides ("스티커 외에", "besides the sticker"): no
# extra fee, not free (round 33)
_EXTRA = re.compile(r"따로|별도|separate", re.I)
_BESIDES = re.compile(
    r"외에|말고는?|빼고|이외|\d\s?원|besides|other than|apart from|beyond|on top", re.I
)
# "안내드릴 수 있는 수수료가 없습니다": no fee the answer can give, not a free service
_TELLABLE_BEFORE = re.compile(r"(?:안내|알려)\s?(?:해\s?)?드릴\s?수\s?있는\s?$")
_G_FREE = ("무료", "무상", "공짜", "돈", "없", "면제", "free", "charge", "fee", "exempt", "waived")


def scan_free(s: _Scan) -> None:
    """Free/paid: a word of no charge that no negation, question or absence of data undoes."""
    text = s.text
    if contains_any(s.lower, _G_FREE):
        for m in _FREE.finditer(text):
            if _OPEN_QUESTION.match(text, m.end()):  # "수수료가 없는 품목이 있는지 볼게요"
                continue
            if _NOT_AFTER.match(text, m.end()) or _NOT_BEFORE.search(
                text, max(0, m.start() - 40), m.start()
            ):
                continue  # "(무료 아님)", "not free": a negation is no claim of free
            if _NONE_FREE_AFTER.match(text, m.end()):
                continue  # "무료 항목은 없어요": no row is free
            if _DATA_HOLDS.search(text, max(0, m.start() - 40), m.start()) and (
                _CANNOT_TELL.match(text, m.end()) or _ASK_NEXT.match(text, m.end())
            ):
                continue
            if said_absent(text, m.start(), m.end()):
                continue  # "no fees are listed": the data's absence (:mod:`.absences`), no free
            if _TELLABLE_BEFORE.search(text, max(0, m.start() - 16), m.start()):
                continue
            if _EXTRA.search(m.group(0)) and _BESIDES.search(
                text,
                max(0, m.start() - 40, *(text.rfind(p, 0, m.start()) for p in ".!?\n")),
                m.start(),
            ):  # (in its own sentence)
                continue  # "스티커 외에 따로 수수료가 없어요": nothing more to pay, not free
            _add(s, "free", True, m.start(), m.end())
