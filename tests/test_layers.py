"""Dependencies point one way: agents_pkg → specialists → specialists.data → specialists.korean,
and guardrails import nothing of the project. Read from the source (every import statement,
including ones inside functions), so a new upward import fails here before it tangles the layers."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# package → the project packages its modules may import (besides itself)
ALLOWED: dict[str, tuple[str, ...]] = {
    "guardrails": (),
    "specialists.korean": (),
    "specialists.data": ("specialists.korean",),
    "specialists": ("specialists", "guardrails"),
    "agents_pkg": ("agents_pkg", "specialists", "guardrails"),
}
PROJECT = ("agents_pkg", "specialists", "guardrails")


def _package_of(module: str) -> str:
    for package in sorted(ALLOWED, key=len, reverse=True):
        if module == package or module.startswith(package + "."):
            return package
    raise AssertionError(module)


def _imports(path: Path) -> list[str]:
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
    return [m for m in found if m.split(".")[0] in PROJECT]


def _modules() -> list[tuple[str, Path]]:
    out = []
    for top in PROJECT:
        for path in sorted((ROOT / top).rglob("*.py")):
            out.append((".".join(path.relative_to(ROOT).with_suffix("").parts), path))
    return out


@pytest.mark.parametrize(("module", "path"), _modules(), ids=lambda v: str(v))
def test_imports_point_down(module: str, path: Path) -> None:
    package = _package_of(module)
    allowed = (package, *ALLOWED[package])
    wrong = [
        m
        for m in _imports(path)
        if not any(m == a or m.startswith(a + ".") for a in allowed)
        # specialists.* may import the leaves; the leaves themselves may not import upward
        or (package == "specialists" and _package_of(m) == "agents_pkg")
    ]
    assert wrong == [], f"{module} imports {wrong} (allowed: {allowed})"


# The design card fixes the repository's top-level import names; everything else (benchmarks, helpers,
# fakes) lives inside one of them.
TOP_LEVEL = {"agents_pkg", "specialists", "guardrails", "tests", "scenarios"}


def test_no_other_top_level_import_names() -> None:
    tracked = {
        p for p in ROOT.iterdir() if not p.name.startswith(".") and not p.name.endswith(".egg-info")
    }
    packages = {p.name for p in tracked if p.is_dir() and any(p.glob("*.py"))}
    modules = {p.stem for p in tracked if p.suffix == ".py"} - {"setup"}
    assert packages <= TOP_LEVEL, packages - TOP_LEVEL
    assert not modules, modules
