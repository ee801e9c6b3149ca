"""Opening a data file from outside: regular files only, a size cap, a bounded read.

Every importer (and the scenario loader) opens its file through :func:`open_regular` or
:func:`read_capped`, so ``/dev/zero``, a named pipe, a directory or a file over the cap is refused
with a one-line ``ValueError`` naming the file — never a hang, a ``MemoryError`` or a traceback.

| variable | default | meaning |
|---|---|---|
| ``ECO_TRIAGE_IMPORT_MAX_BYTES`` | ``268435456`` (256 MiB) | the largest file an import reads |

Importers stream CSV (:mod:`specialists.data.sources`), so the cap bounds time and disk, not memory.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

__all__ = ["DEFAULT_MAX_BYTES", "ENV", "import_max_bytes", "open_regular", "read_capped"]

DEFAULT_MAX_BYTES = 256 * 1024 * 1024
ENV = "ECO_TRIAGE_IMPORT_MAX_BYTES"


def import_max_bytes() -> int:
    """``ECO_TRIAGE_IMPORT_MAX_BYTES`` (read when called), else :data:`DEFAULT_MAX_BYTES`."""
    raw = os.environ.get(ENV, "").strip()
    if not raw:
        return DEFAULT_MAX_BYTES
    try:
        value = int(raw)
    except ValueError:
        raise ValueError(f"{ENV} must be a number of bytes, got {raw!r}") from None
    if value <= 0:
        raise ValueError(f"{ENV} must be positive, got {value}")
    return value


def open_regular(path: Path | str, max_bytes: int | None = None) -> BinaryIO:
    """``path`` opened for binary reading, if it is a regular file of at most ``max_bytes``
    (default :func:`import_max_bytes`). The check is made on the opened descriptor, and the open
    does not block on a FIFO."""
    limit = import_max_bytes() if max_bytes is None else max_bytes
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise ValueError(f"{path}: file not found") from None
    except IsADirectoryError:
        raise ValueError(f"{path}: is a directory, not a file") from None
    except OSError as exc:
        raise ValueError(f"{path}: cannot read file ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise ValueError(f"{path}: is a directory, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise ValueError(f"{path}: not a regular file (a device, named pipe or socket)")
        if info.st_size > limit:
            raise ValueError(
                f"{path}: {info.st_size:,} bytes is over the {limit:,}-byte import limit ({ENV})"
            )
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_capped(path: Path | str, max_bytes: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; never more than that is read, even
    if the file grows after it was opened."""
    limit = import_max_bytes() if max_bytes is None else max_bytes
    with open_regular(path, limit) as fh:
        try:
            data = fh.read(limit + 1)
        except OSError as exc:
            raise ValueError(f"{path}: cannot read file ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise ValueError(f"{path}: grew past the {limit:,}-byte import limit ({ENV}) while read")
    return data
