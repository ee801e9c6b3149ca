"""A verdict must not depend on the string hash seed.

``labels._words`` kept a label word's forms (``PE(압축)``, ``PE``, ``압축``) in a set and yielded
them in its iteration order, which follows ``PYTHONHASHSEED``: the surfaces the evidence index is
built from then came in a different order from one process to the next, and the Latin ``pe`` of an
answer named ``PE(압축)`` under some seeds and ``PE`` under others — the same answer over the same
outputs was flagged in one run and passed in the next (found by round 32, r32a). The forms now
keep a fixed order, and a Latin surface found where a longer Korean cue starts (``pe`` of
``PE(압축)``) is no cue of its own, so the false highest is caught under every seed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from guardrails.grounding.labels import label_words
from guardrails.grounding.vocabulary import PlaceVocabulary

ROOT = Path(__file__).resolve().parents[2]
_PROBE = """
import json, sys
from tests.guardrails.grounding_helpers import ev, flagged
from tests.guardrails.test_grounding_round32_arithmetic import PLASTICS
answers = json.loads(sys.argv[1])
print(json.dumps([flagged(a, ev(PLASTICS)) for a in answers], ensure_ascii=False))
"""
ANSWERS = [
    "가장 높은 것은 PE(압축) kg당 150원입니다.",
    "플라스틱 중 가장 높은 것은 PE(압축) kg당 150원입니다.",
    "PE(압축)는 kg당 150원, PE(플레이크)는 kg당 450원이에요.",
    "PE는 kg당 150원이에요.",
]


def test_a_label_words_forms_come_in_a_fixed_order() -> None:
    words = [w for w, _t, _short, _heads in label_words("PE(압축)", PlaceVocabulary())]
    assert words == ["PE(압축)", "PE", "압축"]


def _flags(seed: int) -> list[list[str]]:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, json.dumps(ANSWERS, ensure_ascii=False)],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120,
    )  # fmt: skip
    return json.loads(out.stdout)


def test_the_verdicts_are_the_same_under_every_hash_seed() -> None:
    # seeds 1 and 2 gave different verdicts on the first two answers before the fix
    runs = [_flags(seed) for seed in (1, 2, 5)]
    assert runs[0] == runs[1] == runs[2]
    assert runs[0][2] == [] and runs[0][3] == []  # the faithful ones pass under each
    # and the false highest is caught under each: the Latin "pe" found inside the Korean cue
    # "PE(압축)" (same start, shorter) is no cue of its own (cues.find_cues)
    assert runs[0][0] == ["가장 높은 것은 PE(압축) kg당 150원입니다"]
    assert runs[0][1] == ["가장 높은 것은 PE(압축) kg당 150원입니다"]
