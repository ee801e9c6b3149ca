"""Issue 17: importers and the scenario loader treat their file as untrusted.

Before: ``/dev/zero`` → MemoryError traceback; a named pipe hung forever; a 100 MB CSV took 27 s
and 1.74 GB (now streamed: see ``tests/test_import_streaming.py`` and ``tests/bench/bench_import.py``);
a 100k-deep scenario file → RecursionError traceback; a 1 KB alias bomb cost 34 s and
3.2 GB before the error. Now each is refused with a one-line reason and exit 2, in bounded time.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agents_pkg.cli import main
from agents_pkg.scenarios.cli import main as scenarios_main
from agents_pkg.scenarios.loader import MAX_DEPTH
from specialists.data.safe_file import read_capped

KINDS = ["keco-sites", "bulk-waste-fees", "recyclable-prices"]


def one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize("kind", KINDS)
def test_a_device_is_refused(kind: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["data", "import", kind, "/dev/zero"]) == 2
    assert "not a regular file" in one_line(capsys.readouterr().err)


@pytest.mark.parametrize("kind", KINDS)
def test_a_named_pipe_is_refused_without_hanging(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "sites.csv"
    os.mkfifo(fifo)  # nobody writes to it: opening it for reading would block forever
    started = time.monotonic()
    assert main(["data", "import", kind, str(fifo)]) == 2
    assert time.monotonic() - started < 10.0  # a blocked open would never return; load may slow it
    assert "not a regular file" in one_line(capsys.readouterr().err)


@pytest.mark.parametrize("kind", KINDS)
def test_a_directory_is_refused(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["data", "import", kind, str(tmp_path)]) == 2
    assert "is a directory" in one_line(capsys.readouterr().err)


@pytest.mark.parametrize("kind", KINDS)
def test_a_file_over_the_size_cap_is_refused_before_it_is_read(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.csv"
    with big.open("wb") as out:  # 300 MiB, sparse: the cap is checked before any byte is read
        out.truncate(300 * 1024 * 1024)
    started = time.process_time()  # CPU time: reading 300 MiB would show; a loaded machine does not
    assert main(["data", "import", kind, str(big)]) == 2
    assert time.process_time() - started < 1.0
    line = one_line(capsys.readouterr().err)
    assert "314,572,800 bytes is over the 268,435,456-byte import limit" in line
    assert "ECO_TRIAGE_IMPORT_MAX_BYTES" in line


def test_the_size_cap_is_configurable_and_the_read_is_bounded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "f.csv"
    path.write_bytes(b"a,b\n" * 300)  # 1,200 bytes
    monkeypatch.setenv("ECO_TRIAGE_IMPORT_MAX_BYTES", "1000")
    with pytest.raises(ValueError, match="1,200 bytes is over the 1,000-byte import limit"):
        read_capped(path)
    monkeypatch.setenv("ECO_TRIAGE_IMPORT_MAX_BYTES", "2000")
    assert read_capped(path) == b"a,b\n" * 300


def test_refusing_a_100_mb_file_costs_no_memory(tmp_path: Path) -> None:
    """The finding's 1.74 GB: peak RSS growth of the CLI run, in a fresh process. Under the cap,
    the file is read as a stream; its one 100 MB line is refused at the line bound."""
    big = tmp_path / "big.csv"
    big.write_bytes(b"x" * (100 * 1024 * 1024))  # real bytes this time
    code = (
        "import resource, sys\n"
        "from agents_pkg.cli import main\n"
        "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        f"rc = main(['data', 'import', 'keco-sites', {str(big)!r}])\n"
        "print(rc, (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) // 1024)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    rc, grown_mb = map(int, done.stdout.split())
    assert rc == 2 and grown_mb < 20, done.stdout  # the peak RSS hardly moved (was +1.7 GB)


# --- scenario files ---------------------------------------------------------------------------
def test_deep_nesting_is_refused_with_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text("scenarios:\n  - " + "[" * 100_000 + "]" * 100_000 + "\n")
    assert scenarios_main(["run", str(path)]) == 2
    line = one_line(capsys.readouterr().err)
    assert f"deep.yaml:2: nested deeper than {MAX_DEPTH} levels" in line


def test_an_alias_bomb_is_refused_quickly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for i in range(1, 10):
        refs = ", ".join([f"*a{i - 1}"] * 9)
        lines.append(f"a{i}: &a{i} [{refs}]")
    lines.append("scenarios: [*a9]")
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(lines) + "\n")
    assert path.stat().st_size < 1024
    started = time.process_time()  # CPU time: expanding the aliases would show; load does not
    assert scenarios_main(["run", str(path)]) == 2
    assert time.process_time() - started < 2.0
    line = one_line(capsys.readouterr().err)
    assert "bomb.yaml:" in line and "once aliases are expanded" in line


def test_a_scenario_pipe_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    assert scenarios_main(["run", str(fifo)]) == 2
    assert "not a regular file" in one_line(capsys.readouterr().err)


def test_the_shipped_scenarios_are_well_within_the_limits(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from agents_pkg.scenarios.loader import check_structure

    for path in sorted(Path("scenarios").glob("*.yaml")):
        check_structure(path.read_text("utf-8"), str(path))  # raises if over a limit
