"""Where the grounding check of the bench answer spends its time (not run by ``make bench``).

    python -m tests.bench.profile_check            # cProfile: the functions with the most own time
    python -m tests.bench.profile_check --patterns # each compiled pattern's median µs per check
    python -m tests.bench.profile_check --steps    # each step of check(): fastest and median µs

``--steps`` times the steps ``check`` calls (extraction, each scanner, the cues, the context and
every claim's verdict with its parts) through timing wrappers put in place of the functions (the
wrappers add ~0.2 µs per call; nested steps are counted in their callers too). The evidence is
built before, as a stage builds it once for all its checks.

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
from guardrails.grounding import Evidence, check
from tests.bench.bench_guardrails import ANSWER, EVIDENCE, PLACES

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


_CHECK_STEPS = (
    "extract_claims", "_text_claims", "channel_claims", "reward_claims", "exchange_claims",
    "limit_claims", "deadline_claims", "alert_claims", "find_cues", "sentence_bounds", "Context",
    "pairs_named", "_worked_out", "prose_claims", "holder_phone_claims", "record_claims",
)  # fmt: skip
# the steps of one claim's verdict, each timed inside verdict_of (round 36: out of check)
_VERDICT_STEPS = (
    "matching", "bounded", "pair_subject", "headed", "past_aside", "misbracketed_why",
    "sibling_why", "holder_why", "field_why", "from_user_why", "why_unbound",
    # round 56: the steps that ran unnamed (~290 µs of the bench's verdicts): the fee-row readers first
    "misnamed_row_why", "marked_row_why", "qualified_twin_why", "unrowed_item_why", "other_item_why",
    "included_row_why", "worded_sum_why", "bound", "day_why", "stated_total_why",
    "other_district_row_why", "unshared_why", "extreme_total_why", "unheld_by_one",
)  # fmt: skip
# the prose readers, each timed inside prose_claims (round 15; round 16's three)
_PROSE_STEPS = (
    "condition_claims", "unlisted_free", "quoted_names", "rare_claims", "scope_claims",
    "radius_claims", "dated_claims", "coverage_claims", "howto_claims", "forecast_claims",
    "district_claims", "whereabouts_claims", "howto_swap_claims", "bound_claims",
    # round 55: the readers that ran unnamed (~230 µs of the step): the largest on the bench
    "listed_item_claims", "metro_district_claims", "facility_claims", "piece_total_claims",
    "_unstated_rules", "_priced_goods", "set_up_date_claims", "rule_claims",
    "record_date_claims", "attribute_claims", "per_area_claims", "priced_requirement_claims",
)  # fmt: skip
_SCANNERS = (
    "_scan_urls", "_scan_phones", "_scan_dates", "scan_before_quantities", "_scan_times",
    "_scan_currency", "_scan_money", "_scan_quantities", "scan_statements",
    "_scan_plain_numbers", "_scan_places",
)  # fmt: skip


def _steps(calls: int) -> None:
    spent: dict[str, float] = {}

    def timed(module: Any, attr: str, label: str) -> None:
        if not hasattr(module, attr):  # a step renamed or moved: say so rather than fail
            raise SystemExit(
                f"profile_check --steps: {module.__name__} has no {attr}; update the list"
            )
        inner = getattr(module, attr)

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return inner(*args, **kwargs)
            finally:
                spent[label] = spent.get(label, 0.0) + time.perf_counter() - start

        setattr(module, attr, wrapper)

    check_module = importlib.import_module("guardrails.grounding.check")
    verdict_module = importlib.import_module("guardrails.grounding.verdict")
    extract_module = importlib.import_module("guardrails.grounding.extract")
    subjects = importlib.import_module("guardrails.grounding.subjects")
    ordinal = importlib.import_module("guardrails.grounding.ordinal")
    prose = importlib.import_module("guardrails.grounding.prose")
    for attr in _CHECK_STEPS:
        timed(check_module, attr, attr)
    for attr in _VERDICT_STEPS:
        timed(verdict_module, attr, attr)
    for attr in _PROSE_STEPS:
        timed(prose, attr, f"  prose: {attr}")
    for attr in _SCANNERS:
        timed(extract_module, attr, f"  extract: {attr}")
    timed(subjects.Context, "subject_cues", "subject_cues")
    timed(ordinal, "hinted", "ordinal.hinted")
    timed(ordinal, "superlative_claims", "ordinal.superlative_claims")
    verdict, depth = check_module.verdict_of, [0]

    def top_verdict(*args: Any, **kwargs: Any) -> Any:  # the claims' verdicts, not the recursion
        depth[0] += 1
        start = time.perf_counter()
        try:
            return verdict(*args, **kwargs)
        finally:
            depth[0] -= 1
            if not depth[0]:
                spent["verdicts"] = spent.get("verdicts", 0.0) + time.perf_counter() - start

    setattr(check_module, "verdict_of", top_verdict)  # noqa: B010
    evidence = Evidence.from_texts([EVIDENCE], places=PLACES)
    for _ in range(100):
        check_module.check(ANSWER, evidence)
    per_step: dict[str, list[float]] = defaultdict(list)
    for _ in range(calls):
        spent.clear()
        start = time.perf_counter()
        check_module.check(ANSWER, evidence)
        per_step["check (with the wrappers)"].append(time.perf_counter() - start)
        for key, seconds in spent.items():
            per_step[key].append(seconds)
    rows = sorted(per_step.items(), key=lambda kv: -min(kv[1]))
    print("fastest µs  median µs  step (per check of the bench answer)")
    for key, values in rows:
        print(f"{min(values) * 1e6:9.1f}  {statistics.median(values) * 1e6:9.1f}  {key}")


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
    elif "--steps" in sys.argv:
        _steps(2000)
    else:
        _functions(2000)
