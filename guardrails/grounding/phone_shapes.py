"""The dashed shapes of a phone number that the grounding readers look for, kept in one place.

``contacts`` reads every way of writing a phone (``+82``, brackets, dots, spaces) as a claim. The
readers here need only the dashed form that answers and tool outputs use, and each one needs it to
be strict in its own way:

- ``DASHED_PHONE`` is a Korean number with dashes. It has an area or mobile prefix (``0`` and one or
  two digits) or is a four-digit service number (``1588-1234``). Readers use it to find the phone an
  answer gives a place.
- ``DASHED_NUMBER`` also takes any two-to-four-digit first group. A reader that must step over phones
  also steps over anything shaped like one, such as a record number.
- ``BOUNDED_PHONE`` is ``DASHED_PHONE`` with no digit *or dash* on either side. A number inside a
  longer dashed run, such as a business registration number, is not a phone to a reader that pairs a
  phone with the office named just before it.
"""

from __future__ import annotations

import re
from typing import Final

DASHED_PHONE: Final = re.compile(r"(?<!\d)(?:0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})(?!\d)")
DASHED_NUMBER: Final = re.compile(r"(?<!\d)(?:\d{2,4}-\d{3,4}-\d{4}|1\d{3}-\d{4})(?!\d)")
BOUNDED_PHONE: Final = re.compile(
    r"(?:0(?<![\d-]0)\d{1,2}-\d{3,4}|1(?<![\d-]1)\d{3})-\d{4}(?![\d-])"
)
