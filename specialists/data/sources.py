"""Reading an official data file: checks, encoding, CSV or the portal's JSON, row sanitising.

* Only regular files (no directories, FIFOs or devices) up to the import cap are read
  (:mod:`specialists.data.safe_file`, checked on every open); each refusal is a ``ValueError``
  with a one-line reason naming the file.
* Encoding: UTF-8 (with or without a BOM) or CP949/EUC-KR, decided on the file's first non-ASCII
  bytes (read up to there in 64 KiB chunks; a file that is ASCII throughout is UTF-8). A later byte
  that does not decode ends the read with the line it is on.
* CSV is streamed row by row from a decoding text stream: memory does not grow with the file. A
  physical line over :data:`MAX_LINE_CHARS` or a record (quoted fields spanning lines) over
  :data:`MAX_RECORD_CHARS` is refused, as is a NUL byte (a binary file).
* JSON is one of the portal's shapes: ``{"fields": [...], "records": [...]}`` (standard-data
  download), a list of objects (raw API items), ``{"response": {"body": {"items": ...}}}`` (OpenAPI
  envelope) or ``{"data": [...]}``/``{"items": [...]}``. A JSON document is parsed whole, so JSON
  files are capped at :data:`JSON_MAX_BYTES` (the portal's JSON files are a few MB; big data comes
  as CSV).
* Every row passes :func:`specialists.data.sanitize.check_row`; a rejected row is not yielded and is
  counted in :attr:`Table.rejected` by reason.
"""

from __future__ import annotations

import codecs
import csv
import io
import json
import os
import re
from collections import Counter
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from specialists.data.safe_file import ENV, import_max_bytes, open_regular
from specialists.data.sanitize import check_row

__all__ = [
    "ENCODINGS",
    "JSON_MAX_BYTES",
    "MAX_LINE_CHARS",
    "MAX_RECORD_CHARS",
    "Table",
    "detect_encoding",
    "open_table",
]

JSON_MAX_BYTES = 16 * 1024 * 1024
MAX_LINE_CHARS = 1 << 20  # one physical line
MAX_RECORD_CHARS = 4 << 20  # one CSV record (a quoted field may span lines)
ENCODINGS = ("utf-8-sig", "cp949")  # in order of preference

_CHUNK = 1 << 16
_UNDECODED = re.compile("[\udc80-\udcff]")  # bytes that did not decode (``surrogateescape``)
_NAMES = {"utf-8-sig": "UTF-8", "cp949": "CP949"}


def _not_text(path: Path, encodings: tuple[str, ...]) -> str:
    if encodings == ("utf-8-sig",):
        return f"{path}: not UTF-8 text; save it as UTF-8"
    return f"{path}: neither UTF-8 nor CP949 text; save it as UTF-8 or CP949 (EUC-KR)"


def detect_encoding(raw: BinaryIO, path: Path, encodings: tuple[str, ...] = ENCODINGS) -> str:
    """The first of ``encodings`` that decodes ``raw`` up to and including its first non-ASCII
    chunk; ``raw`` is rewound. A ``ValueError`` if none does, or for a NUL byte (a binary file)."""
    decoders = {name: codecs.getincrementaldecoder(name)() for name in encodings}
    fitting = list(encodings)
    while chunk := raw.read(_CHUNK):
        if b"\x00" in chunk:
            raise ValueError(f"{path}: a binary file, not CSV or JSON text")
        for name in list(fitting):
            try:
                decoders[name].decode(chunk)
            except UnicodeDecodeError:
                fitting.remove(name)
        if not fitting:
            raise ValueError(_not_text(path, encodings))
        if not chunk.isascii():
            break
    raw.seek(0)
    return fitting[0]


class _Lines:
    """The physical lines of a decoded text stream for ``csv.reader``, each one bounded, and the
    characters of the current record counted (the reader's caller resets :attr:`record_chars`)."""

    def __init__(self, text: io.TextIOWrapper, path: Path, encoding: str, limit: int) -> None:
        self.text, self.path, self.encoding, self.limit = text, path, encoding, limit
        self.number = 0
        self.record_chars = 0
        self.chars = 0  # a character is at least one byte: more than ``limit`` means it grew

    def __iter__(self) -> _Lines:
        return self

    def __next__(self) -> str:
        line = self.text.readline(MAX_LINE_CHARS + 1)
        if not line:
            raise StopIteration
        self.number += 1
        if _UNDECODED.search(line):
            name = _NAMES.get(self.encoding, self.encoding)
            raise ValueError(
                f"{self.path}: line {self.number} is not {name} text although the file's start"
                " is; save the whole file as UTF-8 or CP949 (EUC-KR)"
            )
        if len(line) > MAX_LINE_CHARS:
            raise ValueError(
                f"{self.path}: line {self.number} is over {MAX_LINE_CHARS:,} characters"
            )
        if "\x00" in line:
            raise ValueError(f"{self.path}: a binary file, not CSV or JSON text")
        self.chars += len(line)
        if self.chars > self.limit:
            raise ValueError(f"{self.path}: grew past the {self.limit:,}-byte import limit ({ENV})")
        self.record_chars += len(line)
        if self.record_chars > MAX_RECORD_CHARS:
            raise ValueError(
                f"{self.path}: the record ending on line {self.number} is over "
                f"{MAX_RECORD_CHARS:,} characters"
            )
        return line


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


def _records(path: Path, encoding: str, limit: int) -> Generator[tuple[int, list[str]], None, None]:
    """``(first line, fields)`` of every CSV record, header included, streamed; the file is opened
    (and checked again) when iteration starts and closed when it ends."""
    with (
        open_regular(path, limit) as raw,
        io.TextIOWrapper(raw, encoding=encoding, errors="surrogateescape", newline="") as text,
    ):
        lines = _Lines(text, path, encoding, limit)
        reader = csv.reader(lines)
        start = 1
        try:
            for record in reader:
                yield start, record
                start, lines.record_chars = reader.line_num + 1, 0
        except csv.Error as exc:
            raise ValueError(
                f"{path}: not a readable CSV file (line {reader.line_num}: {exc})"
            ) from None


def _csv_rows(
    path: Path, encoding: str, limit: int
) -> tuple[list[str], Iterator[tuple[str, list[str]]]]:
    head = _records(path, encoding, limit)
    try:
        first = next(head, None)
    finally:
        head.close()
    if first is None or not any(cell.strip() for cell in first[1]):
        raise ValueError(f"{path}: empty file (no header row)")
    header = [cell.replace("\ufeff", "").strip() for cell in first[1]]

    def rows() -> Iterator[tuple[str, list[str]]]:
        records = _records(path, encoding, limit)
        try:
            next(records, None)  # the header
            for line, record in records:
                if any(value.strip() for value in record):
                    yield f"line {line}", record
        finally:
            records.close()

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


def _json_rows(
    path: Path, encoding: str, size: int
) -> tuple[list[str], Iterator[tuple[str, list[str]]]]:
    if size > JSON_MAX_BYTES:
        raise ValueError(
            f"{path}: {size:,} bytes is over the {JSON_MAX_BYTES:,}-byte limit for JSON (a JSON"
            " document is read whole); save the records as CSV"
        )
    with open_regular(path, JSON_MAX_BYTES) as raw:
        data = raw.read(JSON_MAX_BYTES + 1)
    try:
        doc = json.loads(data.decode(encoding))
    except UnicodeDecodeError:
        raise ValueError(f"{path}: not {_NAMES[encoding]} text throughout") from None
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


def open_table(
    path: Path, *, max_bytes: int | None = None, encodings: tuple[str, ...] = ENCODINGS
) -> Table:
    """Check, decode and open ``path`` as a :class:`Table` (CSV or JSON, decided by content)."""
    path = Path(path)
    limit = import_max_bytes() if max_bytes is None else max_bytes
    with open_regular(path, limit) as raw:
        size = os.fstat(raw.fileno()).st_size
        if size == 0:
            raise ValueError(f"{path}: empty file")
        encoding = detect_encoding(raw, path, encodings)
        head = raw.read(_CHUNK)
    bom = head.startswith(codecs.BOM_UTF8)
    label = "cp949" if encoding == "cp949" else ("utf-8-bom" if bom else "utf-8")
    start = head.decode(encoding, errors="ignore").lstrip("\ufeff \t\r\n")[:1]
    if start in ("{", "["):
        header, rows = _json_rows(path, encoding, size)
        return Table(path, header, label, "json", rows)
    header, rows = _csv_rows(path, encoding, limit)
    return Table(path, header, label, "csv", rows)
