"""Where the grounding check of the bench answer spends its time (not run by ``make bench``).

    python -m bench.profile_check            # cProfile: the functions with the most own time
    python -m bench.profile_check --patterns # each compiled pattern's median µs per check

``--patterns`` wraps every compiled pattern of ``guardrails.grounding`` in a timing proxy and
reports, per pattern and method, the median time one check spends in it (the regex engine's share
of the check; the proxy adds a little to each call). A pattern searched over the whole answer
whose first element is a lookaround, an optional or a repeat is tried at every position; one that
starts with a literal or a character class is skipped to in C.
"""

from __future__ import annotations

import cProfile
import importlib
import pkgutil
import pstats
import re
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import guardrails.grounding as grounding
from bench.bench_guardrails import ANSWER, EVIDENCE, PLACES
from guardrails.grounding import Evidence, check

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub")


class _Timed:
    """A compiled pattern whose matching methods add their time to ``spent``."""

    def __init__(self, rx: re.Pattern[str], name: str, spent: dict[tuple[str, str], float]):
        self._rx, self._name, self._spent = rx, name, spent

    def __getattr__(self, attr: str) -> Any:
        inner = getattr(self._rx, attr)
        if attr not in _METHODS:
            return inner
        key = (self._name, attr)

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            result = inner(*args, **kwargs)
            if attr == "finditer":
                result = iter(list(result))  # the matches are found here, not by the caller
            self._spent[key] = self._spent.get(key, 0.0) + time.perf_counter() - start
            return result

        return timed


def _patterns(calls: int) -> None:
    spent: dict[tuple[str, str], float] = {}
    names: dict[int, str] = {}
    for info in pkgutil.iter_modules(grounding.__path__):
        module = importlib.import_module(f"guardrails.grounding.{info.name}")
        for attr, value in list(vars(module).items()):
            if isinstance(value, re.Pattern):
                name = names.setdefault(id(value), f"{info.name}.{attr}")
                setattr(module, attr, _Timed(value, name, spent))
    evidence = Evidence.from_texts([EVIDENCE], places=PLACES)
    check(ANSWER, evidence)  # the per-evidence indexes are built on the first check
    per_check: dict[tuple[str, str], list[float]] = defaultdict(list)
    for _ in range(calls):
        spent.clear()
        check(ANSWER, evidence)
        for key, seconds in spent.items():
            per_check[key].append(seconds)
        per_check[("all patterns", "")].append(sum(spent.values()))
    pad = [0.0] * calls  # a check that does not call a pattern spent nothing in it
    rows = sorted(
        ((statistics.median((v + pad)[:calls]), k) for k, v in per_check.items()), reverse=True
    )
    for seconds, (name, method) in rows[:30]:
        print(f"{seconds * 1e6:7.2f} µs  {name}.{method}".rstrip("."))


def _functions(calls: int) -> None:
    evidence = Evidence.from_texts([EVIDENCE], places=PLACES)
    run: Callable[[], object] = lambda: check(ANSWER, evidence)  # noqa: E731
    for _ in range(100):
        run()
    profile = cProfile.Profile()
    profile.enable()
    for _ in range(calls):
        run()
    profile.disable()
    pstats.Stats(profile).sort_stats("tottime").print_stats(30)


if __name__ == "__main__":
    if "--patterns" in sys.argv:
        _patterns(1000)
    else:
        _functions(2000)
