"""Reading scenario files: a line-tracking YAML loader and ``file:line`` error messages.

Lines come from the YAML node marks of the same parse that produced the data: a pydantic error
location is followed down the node tree to the line it names. Nothing here knows the scenario
models; :mod:`agents_pkg.scenarios.schema` validates the data and passes its field names in for
"did you mean" hints.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError
from pydantic_core import ErrorDetails

from agents_pkg.errors import EcoTriageError
from specialists.data.safe_file import read_capped


class ScenarioFileError(EcoTriageError, ValueError):
    """A scenario file is invalid; ``str()`` is one line: ``path:line: where: what``."""

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path, self.line, self.message = path, line, message
        where = f"{path}:{line}" if line is not None else path
        super().__init__(f"{where}: {message}")


def display_path(path: Path) -> str:
    """The path relative to the working directory when it is below it, else as given."""
    try:
        rel = os.path.relpath(path.resolve(), Path.cwd())
    except ValueError:  # another drive (Windows)
        return str(path)
    return str(path) if rel.startswith("..") else rel


# --- parsing with line numbers -----------------------------------------------------------------
class _UniqueKeyLoader(yaml.SafeLoader):
    """SafeLoader that rejects duplicate mapping keys (PyYAML silently keeps the last one)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[Any, int] = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.MarkedYAMLError(
                    problem=f"duplicate key {key!r} (first at line {seen[key]})",
                    problem_mark=key_node.start_mark,
                )
            try:
                seen[key] = key_node.start_mark.line + 1
            except TypeError:  # an unhashable key: let the base class report it
                break
        return super().construct_mapping(node, deep=deep)


def parse_yaml(text: str) -> tuple[Any, yaml.Node | None]:
    """The document's data and its node tree, from one parse."""
    loader = _UniqueKeyLoader(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    finally:
        loader.dispose()
    return data, node


def node_at(root: yaml.Node, loc: Sequence[int | str]) -> yaml.Node:
    """The deepest node along a pydantic error location (tags and missing keys are skipped)."""
    node = root
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            match = next(
                (
                    (k, v)
                    for k, v in node.value
                    if isinstance(k, yaml.ScalarNode) and k.value == part
                ),
                None,
            )
            if match is None:
                continue
            node = match[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            if 0 <= part < len(node.value):
                node = node.value[part]
        elif isinstance(node, yaml.ScalarNode):
            break
    return node


def _key_node(root: yaml.Node, loc: Sequence[int | str]) -> yaml.Node | None:
    """For an unknown key: the key node itself (its value may start on a later line)."""
    if not loc:
        return None
    parent = node_at(root, loc[:-1])
    if isinstance(parent, yaml.MappingNode):
        for key, _ in parent.value:
            if isinstance(key, yaml.ScalarNode) and key.value == loc[-1]:
                return key
    return None


def _where(loc: Sequence[int | str]) -> str:
    """``turns[1].expect.route[0]`` — the location inside one scenario, tags dropped."""
    parts = [p for p in loc if not (isinstance(p, str) and p.startswith("<"))]
    if len(parts) >= 2 and parts[0] == "scenarios" and isinstance(parts[1], int):
        parts = parts[2:]
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part == "[key]":
            continue
        else:
            out += f".{part}" if out else str(part)
    return out


def _message(error: ErrorDetails, field_names: Sequence[str]) -> str:
    kind, msg = error["type"], error["msg"]
    loc = error["loc"]
    if kind == "extra_forbidden":
        key = str(loc[-1]) if loc else "?"
        hint = difflib.get_close_matches(key, field_names, n=1)
        return f"unknown key {key!r}" + (f" (did you mean {hint[0]!r}?)" if hint else "")
    if kind == "missing":
        return f"missing required key {str(loc[-1])!r}" if loc else "missing required key"
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, ") :]
    if kind not in ("value_error", "invalid_step", "invalid_tools") and "input" in error:
        shown = repr(error["input"])
        if len(shown) <= 60:
            msg += f" (got {shown})"
    return msg


def _explained_by_typo(
    loc: tuple[int | str, ...], typos: set[tuple[tuple[int | str, ...], str]]
) -> bool:
    parent, name = tuple(loc[:-1]), str(loc[-1]) if loc else ""
    strip = {"<tool step>", "<text step>", "<handoff step>", "<any_of>"}
    parent = tuple(p for p in parent if p not in strip)
    return any(
        tuple(p for p in where if p not in strip) == parent
        and difflib.get_close_matches(key, [name], n=1)
        for where, key in typos
    )


def error_from_validation(
    path: str, root: yaml.Node, exc: ValidationError, field_names: Sequence[str]
) -> ScenarioFileError:
    """The first problem (by line) of a failed validation, with ``file:line`` from the node tree.

    ``field_names`` are the format's keys, for the "did you mean" hint on an unknown key.
    """
    errors = exc.errors(include_url=False)
    typos = {
        (tuple(e["loc"][:-1]), str(e["loc"][-1])) for e in errors if e["type"] == "extra_forbidden"
    }
    located: list[tuple[int, int, str]] = []
    for error in errors:
        if error["type"] == "missing" and _explained_by_typo(error["loc"], typos):
            continue  # "unknown key 'descripton' (did you mean 'description'?)" says it all
        loc = error["loc"]
        node = (_key_node(root, loc) if error["type"] == "extra_forbidden" else None) or node_at(
            root, loc
        )
        where = _where(loc)
        text = f"{where}: {_message(error, field_names)}" if where else _message(error, field_names)
        # on one line, an unknown key (a typo) explains more than the "missing" error it causes
        rank = 0 if error["type"] == "extra_forbidden" else 1
        located.append((node.start_mark.line + 1, rank, text))
    located.sort(key=lambda item: item[:2])
    line, _, text = located[0]
    if len(located) > 1:
        text += f" (+{len(located) - 1} more error{'s' if len(located) > 2 else ''} in this file)"
    return ScenarioFileError(path, line, text)


# --- limits: a scenario file is small and shallow; anything else is refused before it is built ---
MAX_FILE_BYTES = 1 << 20  # 1 MiB (the shipped files are a few KB)
MAX_DEPTH = 64  # nested mappings / sequences (the format needs about 8)
MAX_NODES = 100_000  # nodes of the document with every alias expanded (alias bombs)


def check_structure(text: str, shown: str) -> None:
    """Refuse deep nesting and alias bombs from the event stream, before any node is composed
    (PyYAML's composer recurses, and expanded aliases cost time and memory further on)."""
    anchors: dict[str, int] = {}
    stack: list[tuple[str | None, int]] = []  # (anchor, expanded size so far) per open collection
    total = 0
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            line = event.start_mark.line + 1 if event.start_mark is not None else None
            size = 0
            if isinstance(event, yaml.CollectionStartEvent):
                if len(stack) >= MAX_DEPTH:
                    raise ScenarioFileError(shown, line, f"nested deeper than {MAX_DEPTH} levels")
                stack.append((event.anchor, 1))
                total += 1
            elif isinstance(event, yaml.CollectionEndEvent) and stack:
                anchor, size = stack.pop()
                if anchor is not None:
                    anchors[anchor] = size
            elif isinstance(event, yaml.ScalarEvent):
                size = 1
                if event.anchor is not None:
                    anchors[event.anchor] = 1
                total += 1
            elif isinstance(event, yaml.AliasEvent):
                size = anchors.get(event.anchor or "", 1)
                total += size
            if total > MAX_NODES:
                raise ScenarioFileError(
                    shown, line, f"more than {MAX_NODES:,} nodes once aliases are expanded"
                )
            if size and stack and not isinstance(event, yaml.CollectionStartEvent):
                anchor, inner = stack[-1]
                stack[-1] = (anchor, inner + size)
    except yaml.YAMLError:
        return  # the parse below reports it with its line


def read_yaml(path: Path, shown: str) -> tuple[Any, yaml.Node]:
    """The document's data and node tree; :class:`ScenarioFileError` when it cannot be read, is
    not valid YAML, is empty, or is over the limits above."""
    try:
        text = read_capped(path, MAX_FILE_BYTES).decode("utf-8")
    except (ValueError, UnicodeDecodeError) as exc:
        raise ScenarioFileError(shown, None, f"cannot read: {exc}") from None
    check_structure(text, shown)
    try:
        data, root = parse_yaml(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = " ".join(str(p) for p in (exc.context, exc.problem) if p)
        raise ScenarioFileError(shown, line, f"invalid YAML: {problem}") from None
    except yaml.YAMLError as exc:
        raise ScenarioFileError(shown, None, f"invalid YAML: {exc}") from None
    if root is None:
        raise ScenarioFileError(shown, 1, "empty file; expected 'scenarios: [...]'")
    return data, root


def scenario_files(paths: Iterable[Path | str]) -> list[Path]:
    """Files to load: each path as given, or a folder's ``*.yaml`` / ``*.yml`` files, sorted."""
    files: list[Path] = []
    seen: set[Path] = set()
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.suffix in (".yaml", ".yml"))
            if not found:
                raise ScenarioFileError(display_path(path), None, "no *.yaml scenario files here")
        elif path.exists():
            found = [path]
        else:
            raise ScenarioFileError(display_path(path), None, "no such file or directory")
        for file in found:
            if file.resolve() not in seen:
                seen.add(file.resolve())
                files.append(file)
    return files
