"""Mirrors Packages/Core into a folder with its `@exclusivity(unchecked)` removed, for
Scripts/checks/exclusivity.sh: the copy's debug build checks those accesses at run time.

Usage: exclusivity_checked_copy.py SOURCE MIRROR. A declaration whose comment says it
"overlaps on purpose" keeps its attribute: run-time checking would stop the overlap its
tests make deliberately. A file is written only when its content changed, so SwiftPM
rebuilds only what changed since the last run; files gone from SOURCE go from MIRROR.
Prints "#removed N" and "#kept N".
"""

import pathlib
import sys

from unchecked_exclusivity import ATTRIBUTE, comment_above

source, mirror = (pathlib.Path(argument) for argument in sys.argv[1:3])
removed = kept_on_purpose = 0
copied = set()
for path in source.rglob("*"):
    relative = path.relative_to(source)
    if not path.is_file() or any(part.startswith(".build") for part in relative.parts):
        continue
    copied.add(relative)
    data = path.read_bytes()
    if path.suffix == ".swift":
        lines = data.decode().split("\n")
        for number, line in enumerate(lines):
            if ATTRIBUTE not in line or line.strip().startswith("//"):
                continue
            if "overlaps on purpose" in comment_above(lines, number).lower():
                kept_on_purpose += 1
            else:
                removed += 1
                lines[number] = line.replace(ATTRIBUTE + " ", "").replace(ATTRIBUTE, "")
        data = "\n".join(lines).encode()
    target = mirror / relative
    if not target.exists() or target.read_bytes() != data:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
for path in mirror.rglob("*"):
    if path.is_file() and path.relative_to(mirror) not in copied:
        path.unlink()
print(f"#removed {removed}")
print(f"#kept {kept_on_purpose}")
