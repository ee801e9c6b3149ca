"""Build ``localities.json``: 동/읍/면 names → their 시군구, derived from addresses in public data files.

Run from the repository root (the files are not shipped; the generated index is)::

    python -m specialists.korean.build_localities ../shared/data

It reads every CSV (UTF-8 or CP949) and JSON file under ``DATA/public`` plus
``DATA/keco_recycle_compensation_sites.csv``, finds 지번/도로명 addresses in their text values
(``"서울특별시 강남구 역삼1동 694-6"``, ``"… 테헤란로57길 38 (역삼동, 동우빌라)"``), resolves the 시도 and
시군구 part with the gazetteer (일반구 → its 시) and records which districts each 동/읍/면 name was seen
in. Numbered 행정동 are folded to their name (``역삼1동`` → ``역삼동``). A name seen in several
districts is kept with all of them (the caller treats it as ambiguous).
"""

from __future__ import annotations

import csv
import json
import re
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from specialists.korean.gazetteer import all_sidos, lookup_district

OUT = Path(__file__).with_name("localities.json")


def _sido_alternation() -> str:
    names = {s.name for s in all_sidos()} | {s.short for s in all_sidos()}
    names |= {"전라북도", "강원도", "제주도"}
    return "|".join(sorted(names, key=len, reverse=True))


_ADDRESS = re.compile(
    rf"(?P<sido>{_sido_alternation()})\s+(?:(?P<sgg>[가-힣]{{1,6}}[시군구])(?:\s+(?P<gu>[가-힣]{{1,5}}구))?\s+)?"
    r"(?P<rest>[^\n]{0,80})"
)
_AREA_LIST = re.compile(r"[가-힣]{1,6}\d{0,2}(?:동|읍|면)(?![가-힣])")
_LOT_DONG = re.compile(r"^(?P<dong>[가-힣]{1,6}?\d{0,2}(?:\.\d)?(?:동|읍|면|가))(?=[\s\d,(]|$)")
_ROAD_DONG = re.compile(r"\((?P<dong>[가-힣]{1,6}\d{0,2}(?:동|가))[,)]")


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _decode(path: Path) -> str | None:
    raw = path.read_bytes()
    for encoding in ("utf-8-sig", "cp949"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    return None


def _area_rows(path: Path) -> Iterator[tuple[str, str, list[str]]]:
    """(시도명, 시군구명, area names) of a file with those columns (생활쓰레기배출정보: 관리구역명,
    관리구역대상지역명 list the 동/읍/면 a collection schedule covers)."""
    text = _decode(path)
    if text is None or path.suffix != ".csv":
        return
    for row in csv.DictReader(text.splitlines()):
        if "시도명" not in row or "관리구역대상지역명" not in row:
            return
        names = _AREA_LIST.findall(f"{row.get('관리구역명', '')} {row['관리구역대상지역명']}")
        yield row["시도명"], row.get("시군구명") or "", names


def _read(path: Path) -> Iterator[str]:
    text = _decode(path)
    if text is None:
        return
    if path.suffix == ".json":
        yield from _strings(json.loads(text))
    elif path.suffix == ".csv":
        for row in csv.reader(text.splitlines()):
            yield " ".join(row)


def fold(dong: str) -> str:
    """``역삼1동`` → ``역삼동``, ``종로1.2.3.4가동`` → ``종로가동``; 읍/면 names unchanged."""
    return re.sub(r"\d+(?:[.·,]\d+)*", "", dong)


def build(data: Path) -> dict[str, Any]:
    seen: dict[str, set[str]] = defaultdict(set)
    files = sorted((data / "public").rglob("*.csv")) + sorted((data / "public").rglob("*.json"))
    keco = data / "keco_recycle_compensation_sites.csv"
    if keco.exists():
        files.append(keco)
    district_cache: dict[str, str | None] = {}

    def district(head: str) -> str | None:
        if head not in district_cache:
            found = lookup_district(head)
            district_cache[head] = found[0].key if len(found) == 1 else None
        return district_cache[head]

    for path in files:
        for sido, sgg, names in _area_rows(path):
            key = district(f"{sido} {sgg}".strip())
            if key is None:
                continue
            for name in names:
                if len(fold(name)) >= 2:
                    seen[fold(name)].add(key)
        for value in _read(path):
            for match in _ADDRESS.finditer(value):
                head = " ".join(x for x in (match["sido"], match["sgg"], match["gu"]) if x)
                key = district(head) or (
                    district(f"{match['sido']} {match['sgg']}") if match["sgg"] else None
                )
                if key is None:
                    continue
                rest = match["rest"]
                for pattern in (_LOT_DONG, _ROAD_DONG):
                    dong = pattern.search(rest) if pattern is _ROAD_DONG else pattern.match(rest)
                    if dong is not None:
                        name = fold(dong["dong"])
                        if len(name) >= 2:
                            seen[name].add(key)
    return {
        "_meta": {
            "description": "동/읍/면 name (numbered 행정동 folded: 역삼1동 → 역삼동) → the 시군구 keys of the "
            "gazetteer it was seen in. Derived by specialists/korean/build_localities.py from the "
            "addresses (지번 and 도로명 주소) in the files listed under sources.",
            "sources": [str(p.relative_to(data)) for p in files],
            "source_note": "공공데이터포털 standard data (폐의약품·폐형광등/폐건전지·의류수거함, 전국재활용센터, "
            "종량제봉투가격, 생활쓰레기배출정보) and the KECO recycling-compensation site file, as "
            "described in shared/data/public/README.md; coverage is partial where those files are.",
            "counts": {"names": len(seen), "ambiguous": sum(len(v) > 1 for v in seen.values())},
        },
        "localities": {name: sorted(keys) for name, keys in sorted(seen.items())},
    }


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m specialists.korean.build_localities DATA_DIR", file=sys.stderr)
        return 2
    index = build(Path(argv[0]))
    OUT.write_text(json.dumps(index, ensure_ascii=False, indent=0) + "\n", "utf-8")
    print(f"{OUT.name}: {index['_meta']['counts']}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv[1:]))
