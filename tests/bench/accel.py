"""Optional accelerated build of the grounding check: ``guardrails/grounding`` compiled with mypyc.

    python -m tests.bench.accel build   # compile into build/accel/ (about 3 CPU-minutes)
    python -m tests.bench.accel build check claims prose   # only these modules (the rest pure)
    python -m tests.bench.accel bench   # grounding.check, pure and compiled, side by side
    python -m tests.bench.accel clean   # remove build/accel/

Status (round 30): an experiment, not offered (no make target). Compiled, the check is about
1.3-1.45x faster warm (bench answer ~830 -> ~580 us fastest; 300 prod_holdout17 answers, warm,
0.47 -> 0.35 s) and no faster on one cold pass over them, short of the 300 us budget; and mypyc
turns every annotation the code does not honour into a TypeError: a ``sources`` typed
``tuple[str, ...]`` given an already-parsed tool output (row_choices._why, and ~290 signatures
like it), a ``frozenset & dict.keys()`` that is a set at run time (fixed in conditions and
place_counts). Shipping it needs those found (run the check digest activated) and fixed first.

Round 39 (r39m, measured, not shipped): bench answer, fastest µs over interleaved qbench runs at
load ~11 on 2 cores: pure 996-1041; the 20 modules with the most own time compiled 772-821 (-22 %
time, 1.28x; 128 s to build); 40 compiled 997-1021; 60 compiled 965-989. Compiling ``evidence``
too (20 + evidence) costs ~250 µs: 1040-1053, slower than pure; that one module gives back the
gain of the rest. With the 20 compiled, verdicts over all 17,919 corpus cases are identical, but
tests/guardrails fails twice: ``row_choices._why`` (declared ``sources: tuple[str, ...]``) gets an
already-parsed output and mypyc raises TypeError (test_odd_evidence_does_not_crash; round 30's
unhonoured annotations), and ``"1도" * 10_000`` takes 3.7 s CPU compiled against 1.6 s pure
(test_pathological_input_is_linear allows 2.0).

Nothing here is part of the default install or of CI: the package stays pure Python and is
tested pure. The compiled copy is built outside the source tree, in ``build/accel/`` (git-ignored),
from a copy of ``guardrails/``, so the ``.so`` files never shadow the sources of a checkout (an
edited module is never silently replaced by a stale compiled one). Code that wants it calls
:func:`activate` before its first ``import guardrails`` (``python -m`` puts the working directory
ahead of ``PYTHONPATH``, so the path has to be put first explicitly).

Not compiled: ``__init__`` (the package's import surface), ``blind_eval`` (a command-line tool)
and ``nodes`` (``Sources`` subclasses ``tuple``, which mypyc cannot compile as a native class).
The build runs mypy first (the project's ``[tool.mypy]`` settings); the compiled checker must give
the same verdicts as the pure one (``python -m tests.guardrails.check_digest`` run activated).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "build" / "accel"
# never compiled (see the module docstring)
SKIP = ("__init__.py", "blind_eval.py", "nodes.py")

_SETUP = """\
import sys
from setuptools import setup
from setuptools.dist import Distribution
from mypyc.build import mypycify


class _Dist(Distribution):
    def parse_config_files(self, filenames=None, ignore_option_errors=False):
        pass  # the project's pyproject.toml describes the package, not this build


setup(
    distclass=_Dist,
    name="grounding-accel",
    ext_modules=mypycify(
        ["--config-file", {config!r}, *{modules!r}], opt_level="3", multi_file=True
    ),
)
"""


def activate(path: Path = OUT) -> bool:
    """Put the compiled copy first on ``sys.path`` (before ``guardrails`` is imported); False
    when it has not been built."""
    if not any(path.glob("guardrails/grounding/*.so")):
        return False
    sys.path.insert(0, str(path))
    return True


def build(only: list[str]) -> int:
    """Copy ``guardrails/`` into ``build/accel/`` and compile its grounding modules (those named in
    ``only``, when given) in place there."""
    shutil.rmtree(OUT, ignore_errors=True)
    shutil.copytree(ROOT / "guardrails", OUT / "guardrails",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so"))  # fmt: skip
    modules = sorted(
        f"guardrails/grounding/{p.name}"
        for p in (OUT / "guardrails" / "grounding").glob("*.py")
        if p.name not in SKIP and (not only or p.stem in only)
    )
    setup = OUT / "setup_accel.py"
    setup.write_text(_SETUP.format(config=str(ROOT / "pyproject.toml"), modules=modules))
    jobs = str(os.cpu_count() or 1)
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, setup.name, "build_ext", "--inplace", "-j", jobs, "--build-temp", "tmp"],
        cwd=OUT, stdout=subprocess.DEVNULL, check=False,
    )  # fmt: skip
    print(
        f"mypyc: {len(modules)} modules, exit {done.returncode}, {time.monotonic() - start:.0f} s"
    )
    return done.returncode


_TIMING = textwrap.dedent(
    """\
    import json, statistics, sys, time
    from pathlib import Path
    from tests.bench import bench_guardrails as b
    from guardrails.grounding import Evidence, check
    import guardrails.grounding as pkg
    ev = Evidence.from_texts([b.EVIDENCE], places=b.PLACES)
    assert check(b.ANSWER, ev).grounded
    ts = []
    for _ in range(1500):
        t = time.perf_counter(); check(b.ANSWER, ev); ts.append(time.perf_counter() - t)
    from agents_pkg.runner.guards import grounding_vocabulary
    from guardrails.grounding.blind_eval import load
    cases = load(Path("tests/guardrails/blind/prod_holdout17.jsonl"))[:300]
    places = grounding_vocabulary()
    t = time.perf_counter()
    for c in cases:
        check(c["answer"], Evidence.from_texts(c["evidence"], places=places, user=c.get("user") or ""))
    mix = time.perf_counter() - t
    so = [m for m, v in sys.modules.items() if m.startswith(pkg.__name__) and (getattr(v, "__file__", "") or "").endswith(".so")]
    print(json.dumps([len(so), min(ts), statistics.median(ts), mix]))
    """
)


def _time(compiled: bool) -> tuple[int, float, float, float]:
    head = f"import sys; sys.path[:0] = [{str(OUT)!r}] if {compiled} else []\n"
    out = subprocess.run([sys.executable, "-c", head + _TIMING], cwd=ROOT, check=True,
                         stdout=subprocess.PIPE, text=True).stdout  # fmt: skip
    so, fastest, median, mix = json.loads(out.splitlines()[-1])
    return so, fastest, median, mix


def bench() -> int:
    """grounding.check on the bench answer (fastest / median µs) and 300 prod_holdout17 answers
    with their evidence (s), pure and, when built, compiled."""
    rows = [("pure", False)] + (
        [("mypyc", True)] if any(OUT.glob("guardrails/grounding/*.so")) else []
    )
    for name, compiled in rows:
        so, fastest, median, mix = _time(compiled)
        assert bool(so) == compiled, "the compiled build was not the one imported"
        print(f"grounding.check {name:5}  fastest {fastest * 1e6:4.0f} µs  median {median * 1e6:4.0f} µs"
              f"  300 prod_holdout17 answers {mix:.2f} s  ({so} modules compiled)")  # fmt: skip
    if len(rows) == 1:
        print("grounding.check mypyc  not built (make accel)")
    return 0


def main() -> int:
    command = sys.argv[1] if len(sys.argv) > 1 else "bench"
    if command == "build":
        return build(sys.argv[2:])
    if command == "clean":
        shutil.rmtree(OUT, ignore_errors=True)
        return 0
    return bench()


if __name__ == "__main__":
    sys.exit(main())
