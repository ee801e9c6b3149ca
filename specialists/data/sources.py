"""Reading an official data file: checks, encoding, CSV or the portal's JSON, row sanitising.

* Only regular files (no directories, FIFOs or devices) up to :data:`MAX_BYTES` are read; each
  refusal is a ``ValueError`` with a one-line reason naming the file.
* Encoding: UTF-8 (with or without a BOM) or CP949/EUC-KR, decided by decoding the whole file in
  chunks (bounded memory), never by guessing from a prefix.
* CSV is streamed row by row. JSON is one of the portal's shapes: ``{"fields": [...], "records":
  [...]}`` (standard-data download), a list of objects (raw API items), ``{"response": {"body":
  {"items": ...}}}`` (OpenAPI envelope) or ``{"data": [...]}``/``{"items": [...]}``; the size cap
  bounds its memory.
* Every row passes :func:`specialists.data.sanitize.check_row`; a rejected row is not yielded and is
  counted in :attr:`Table.rejected` by reason.
"""

from __future__ import annotations

import codecs
import csv
import json
import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from specialists.data.safe_file import DEFAULT_MAX_BYTES, open_regular
from specialists.data.sanitize import check_row

__all__ = ["MAX_BYTES", "Table", "check_file", "detect_encoding", "open_table"]

MAX_BYTES = DEFAULT_MAX_BYTES  # default import size cap; ECO_TRIAGE_IMPORT_MAX_BYTES overrides

_CHUNK = 1 << 16


def check_file(path: Path, max_bytes: int | None = None) -> int:
    """The file's size; a ``ValueError`` if it is missing, not a regular file, empty or too big
    (:func:`specialists.data.safe_file.open_regular` checks the opened descriptor, so a FIFO
    cannot block)."""
    with open_regular(path, max_bytes) as fh:
        size = os.fstat(fh.fileno()).st_size
    if size == 0:
        raise ValueError(f"{path}: empty file")
    return size


def _decodes(path: Path, encoding: str) -> bool:
    decoder = codecs.getincrementaldecoder(encoding)()
    try:
        with path.open("rb") as fh:
            while chunk := fh.read(_CHUNK):
                if b"\x00" in chunk:
                    raise ValueError(f"{path}: a binary file, not CSV or JSON text")
                decoder.decode(chunk)
            decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return False
    return True


def detect_encoding(path: Path) -> str:
    """``"utf-8-sig"`` (UTF-8, BOM or not) or ``"cp949"``; a ``ValueError`` for anything else."""
    for encoding in ("utf-8-sig", "cp949"):
        if _decodes(path, encoding):
            return encoding
    raise ValueError(f"{path}: neither UTF-8 nor CP949 text; save it as UTF-8 or CP949 (EUC-KR)")


@dataclass
class Table:
    """A file's header and its rows (``(where, values)``, values aligned with the header)."""

    path: Path
    header: list[str]
    encoding: str  # "utf-8", "utf-8-bom" or "cp949"
    format: str  # "csv" or "json"
    _rows: Iterator[tuple[str, list[str]]]
    rejected: Counter[str] = field(default_factory=Counter)
    rows_read: int = 0  # records read, rejected ones included (blank lines are not records)

    def rows(self) -> Iterator[tuple[str, list[str]]]:
        """The sanitised rows, streamed; rejected rows are counted, not yielded."""
        for where, values in self._rows:
            self.rows_read += 1
            reason = check_row(values)
            if reason is not None:
                self.rejected[reason] += 1
                continue
            yield where, values

    def index(self, *spellings: str) -> int | None:
        """The column index of the first header spelling present (spaces ignored), or ``None``."""
        compact = ["".join(name.split()) for name in self.header]
        for spelling in spellings:
            if spelling in compact:
                return compact.index(spelling)
        return None


def _csv_rows(path: Path, encoding: str) -> tuple[list[str], Iterator[tuple[str, list[str]]]]:
    with path.open("r", encoding=encoding, newline="") as fh:
        try:
            first = next(csv.reader(fh), None)
        except csv.Error as exc:
            raise ValueError(f"{path}: not a readable CSV file (line 1: {exc})") from None
    if first is None or not any(cell.strip() for cell in first):
        raise ValueError(f"{path}: empty file (no header row)")
    header = [cell.replace("\ufeff", "").strip() for cell in first]

    def rows() -> Iterator[tuple[str, list[str]]]:  # opens the file only when iterated
        with path.open("r", encoding=encoding, newline="") as fh:
            reader = csv.reader(fh)
            try:
                next(reader)
                start = reader.line_num + 1
                for record in reader:
                    if any(value.strip() for value in record):
                        yield f"line {start}", record
                    start = reader.line_num + 1
            except csv.Error as exc:
                raise ValueError(
                    f"{path}: not a readable CSV file (line {reader.line_num}: {exc})"
                ) from None

    return header, rows()


def _json_items(path: Path, doc: Any) -> list[dict[str, Any]]:
    if isinstance(doc, dict) and isinstance(doc.get("records"), list):
        items = doc["records"]
    elif isinstance(doc, dict) and isinstance(doc.get("response"), dict):
        body = doc["response"].get("body") or {}
        items = body.get("items") if isinstance(body, dict) else None
        if isinstance(items, dict):
            items = items.get("item")
    elif isinstance(doc, dict) and isinstance(doc.get("data"), dict):
        # {"data": {"<시군구 code>": {"name": "경기도 안양시", "bins": [...]}}}: per-district groups
        items = [
            {**item, "sgg_name": group.get("name", "")}
            for group in doc["data"].values()
            if isinstance(group, dict) and isinstance(group.get("bins"), list)
            for item in group["bins"]
            if isinstance(item, dict)
        ]
    elif isinstance(doc, dict):
        items = next(
            (doc[k] for k in ("data", "items", "DATA") if isinstance(doc.get(k), list)), None
        )
    else:
        items = doc
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise ValueError(f"{path}: JSON but not a list of records (or the portal's records layout)")
    return items


def _json_rows(path: Path, encoding: str) -> tuple[list[str], Iterator[tuple[str, list[str]]]]:
    try:
        doc = json.loads(path.read_text(encoding=encoding))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    items = _json_items(path, doc)
    header: list[str] = []
    for item in items:
        header += [str(k).strip() for k in item if str(k).strip() not in header]

    def text(value: Any) -> str:
        return "" if value is None else str(value)

    def rows() -> Iterator[tuple[str, list[str]]]:
        for i, item in enumerate(items, start=1):
            values = [text(item.get(name)) for name in header]
            if any(v.strip() for v in values):
                yield f"record {i}", values

    return header, rows()


def _looks_like_json(path: Path, encoding: str) -> bool:
    with path.open("r", encoding=encoding) as fh:
        head = fh.read(256).lstrip("\ufeff \t\r\n")
    return head[:1] in ("{", "[")


def open_table(path: Path, *, max_bytes: int | None = None) -> Table:
    """Check, decode and open ``path`` as a :class:`Table` (CSV or JSON, decided by content)."""
    path = Path(path)
    check_file(path, max_bytes)
    encoding = detect_encoding(path)
    with path.open("rb") as fh:
        bom = fh.read(3) == codecs.BOM_UTF8
    label = "cp949" if encoding == "cp949" else ("utf-8-bom" if bom else "utf-8")
    if _looks_like_json(path, encoding):
        header, rows = _json_rows(path, encoding)
        return Table(path, header, label, "json", rows)
    header, rows = _csv_rows(path, encoding)
    return Table(path, header, label, "csv", rows)
