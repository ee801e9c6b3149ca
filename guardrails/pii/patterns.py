"""Candidate shapes: the regular expressions for each kind of PII, with the digit-run
boundaries they share, and the full-width → ASCII table (same-length normalisation).
"""

from __future__ import annotations

import re
from typing import Final

_H = "[-\u2010\u2011\u2013\u2212]"  # hyphen-like separators
_SP = "[ \u00a0]"
_SEP = rf"(?:{_SP}?{_H}{_SP}?|\.|{_SP})?"  # optional phone separator
# Digit-run boundaries: no digit/Latin letter/@ glued to the run, and no longer
# hyphen/dot chain (ISBN 978-89-…, versions, dates) continuing it.
_LB = r"(?<![0-9A-Za-z@_])(?<![0-9][-.\u2010\u2011\u2013\u2212])"
_RB = r"(?![0-9A-Za-z@_])(?![-.\u2010\u2011\u2013\u2212][0-9])"

_RRN_RE: Final = re.compile(
    rf"{_LB}(?P<yy>[0-9]{{2}})(?P<mm>0[1-9]|1[0-2])(?P<dd>0[1-9]|[12][0-9]|3[01])"
    rf"(?P<sep>{_SP}?{_H}{_SP}?|{_SP}|\.)?(?P<g>[0-9])[0-9]{{6}}{_RB}"
)
# The two halves of an RRN apart, with words between them: "앞자리 900101 뒷자리 1234568".
_RRN_SPLIT_RE: Final = re.compile(
    rf"{_LB}(?P<yy>[0-9]{{2}})(?P<mm>0[1-9]|1[0-2])(?P<dd>0[1-9]|[12][0-9]|3[01])(?![0-9])"
    rf"(?P<gap>[^0-9]{{1,24}}?)(?<![0-9A-Za-z@_])(?P<g>[0-9])[0-9]{{6}}{_RB}"
)
_RRN_BACK_WORD: Final = re.compile("뒷|뒤|나머지|[Bb]ack|BACK|[Ss]econd|SECOND|[Ll]ast|LAST")
_BRN_RE: Final = re.compile(rf"{_LB}[0-9]{{3}}(?P<s>{_H}|{_SP}|\.|)[0-9]{{2}}(?P=s)[0-9]{{5}}{_RB}")
_LICENSE_RE: Final = re.compile(
    r"(?:(?P<name>서울|부산|경기|강원|충북|충남|전북|전남|경북|경남|제주|대구|인천|광주|대전|울산)"
    rf"{_SP}?[0-9]{{2}}(?P<s2>{_H})[0-9]{{6}}(?P=s2)[0-9]{{2}}"
    rf"|{_LB}(?P<rr>[0-9]{{2}})(?P<s>{_H}|{_SP}|\.|)[0-9]{{2}}(?P=s)[0-9]{{6}}(?P=s)[0-9]{{2}})"
    rf"{_RB}"
)
# Lookbehinds follow the first two characters so that the regex engine can skip ahead
# to a candidate letter quickly (a leading lookbehind disables that optimisation).
_PASSPORT_RE: Final = re.compile(
    r"[MSRGDOmsrgdo][0-9](?<![0-9A-Za-z@_]..)(?<![0-9A-Za-z]-..)"
    r"(?:(?P<new>[0-9]{2}[A-Za-z][0-9]{4})|[0-9]{7})"
    r"(?![0-9A-Za-z@_])(?!-[0-9A-Za-z])"
)
# A new-form passport in two pieces, only read after a passport word: "G075 Q9105",
# "M575, 뒤 다섯 글자 Z6544".
_PASSPORT_PIECES_RE: Final = re.compile(
    r"(?<![0-9A-Za-z])[MSRGDmsrgd][0-9]{3}(?P<gap>[ \-]|[^0-9A-Za-z]{0,3}(?:뒤|뒷자리|뒷부분|나머지|다음)"
    r"[^0-9A-Za-z]{0,12})[A-Za-z][0-9]{4}(?![0-9A-Za-z])"
)
# Digit clusters: digits plus the separators used inside phone/ID/card/account numbers.
_CLUSTER_RE: Final = re.compile("[0-9][0-9 ()+.\\-\u2010\u2011\u2013\u2212\u00a0]{6,}")
_AREA = r"01[016789]|02|03[1-3]|04[1-4]|05[1-5]|06[1-4]|070|050[2-8]?"
_AREA82 = r"1[016789]|2|3[1-3]|4[1-4]|5[1-5]|6[1-4]|70|50[2-8]?"
_PHONE_RE: Final = re.compile(
    rf"(?:(?:(?<![0-9A-Za-z@_+])\+82{_SEP}|(?<![0-9A-Za-z@_+])(?:00)?82(?:{_SP}?{_H}{_SP}?|{_SP}))"
    rf"(?:\(0\){_SP}?)?0?(?:\((?:{_AREA82})\)|{_AREA82})"
    rf"|{_LB}(?:\((?:{_AREA})\)|(?:{_AREA})))"
    rf"{_SEP}[0-9]{{3,4}}{_SEP}[0-9]{{4}}{_RB}"
)
_CARD_GROUPED_RE: Final = re.compile(
    rf"{_LB}[0-9]{{4}}(?P<s>{_H}|{_SP}|\.)"
    rf"(?:[0-9]{{4}}(?P=s)[0-9]{{4}}(?P=s)[0-9]{{4}}(?:(?P=s)[0-9]{{1,3}})?|[0-9]{{6}}(?P=s)[0-9]{{4,5}})"
    rf"{_RB}"
)
_BARE_RE: Final = re.compile(rf"{_LB}[0-9]{{10,19}}{_RB}")
_ACCOUNT_RE: Final = re.compile(
    rf"{_LB}[0-9]{{2,7}}(?P<s>{_H}|{_SP}|\.)[0-9]{{2,7}}(?:(?P=s)[0-9]{{1,7}}){{0,2}}{_RB}"
)
