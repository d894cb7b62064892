"""Checks that every Swift code block in the docs is a copy of code that compiles.

Each ```swift block in README.md, docs/*.md and the packages' READMEs must follow a line
`<!-- from: PATH -->` naming a Swift file of the repository that Scripts/test.sh builds (a
source file, a test, a manifest). The block's lines must appear in that file, in order and
next to each other, indented alike (the block may be indented less as a whole). A block line
that is only `// …` stands for any lines left out there.

Usage: doc_snippets.py ROOT. Prints one line per problem, then `#count N` (blocks checked).
Exit status 0 when every block is found in its file.
"""

import glob
import os
import re
import sys

FROM = re.compile(r"^<!-- from: (\S+) -->$")
GAP = {"// …", "// ..."}


def documents(root):
    paths = ["README.md", *sorted(glob.glob("docs/*.md", root_dir=root))]
    paths += sorted(glob.glob("*/README.md", root_dir=root))
    paths += sorted(glob.glob("Packages/*/README.md", root_dir=root))
    return [p for p in dict.fromkeys(paths) if os.path.isfile(os.path.join(root, p))]


def prose_lines(text):
    """(line number, line) for each line outside the code blocks of a Markdown text."""
    in_code = False
    for number, line in enumerate(text.split("\n"), start=1):
        if re.match(r"^\s*```", line):
            in_code = not in_code
            continue
        if not in_code:
            yield number, line


def swift_blocks(text):
    """(line number of the fence, the line before it, the block's lines) per ```swift block."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            end = index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            before = next((l.strip() for l in reversed(lines[:index]) if l.strip()), "")
            yield index + 1, before, lines[index + 1 : end]
            index = end
        index += 1


def segments(block):
    """The block split at its gap lines, each segment without the block's common indent."""
    parts, current = [], []
    for line in block:
        if line.strip() in GAP:
            parts.append(current)
            current = []
        else:
            current.append(line)
    parts.append(current)
    parts = [p for p in parts if any(l.strip() for l in p)]
    return [dedent(p) for p in parts]


def dedent(lines):
    indents = [len(l) - len(l.lstrip(" ")) for l in lines if l.strip()]
    cut = min(indents, default=0)
    return [l[cut:] if l.strip() else "" for l in lines]


def find(segment, source, start):
    """The index after `segment` found in `source` at or after `start`, or None."""
    for at in range(start, len(source) - len(segment) + 1):
        first = source[at]
        if not first.strip():
            continue
        prefix = first[: len(first) - len(first.lstrip(" "))]
        if first[len(prefix) :] != segment[0]:
            continue
        matched = all(
            (not want and not have.strip()) or have == prefix + want
            for want, have in zip(segment, source[at : at + len(segment)])
        )
        if matched:
            return at + len(segment)
    return None


def main(root):
    problems, count = [], 0
    for document in documents(root):
        text = open(os.path.join(root, document), encoding="utf-8").read()
        for line, before, block in swift_blocks(text):
            count += 1
            where = f"{document}:{line}"
            match = FROM.match(before)
            if not match:
                problems.append(f"{where}: a swift block needs '<!-- from: PATH -->' before it")
                continue
            path = os.path.join(root, match.group(1))
            if not os.path.isfile(path):
                problems.append(f"{where}: {match.group(1)} does not exist")
                continue
            source = open(path, encoding="utf-8").read().split("\n")
            position = 0
            for segment in segments(block):
                found = find(segment, source, position)
                if found is None:
                    problems.append(
                        f"{where}: not in {match.group(1)} (from the line '{segment[0].strip()}')"
                    )
                    break
                position = found
    return report(problems, count)


def report(problems, count):
    """Prints each problem, then `#count N`; the exit status: 1 when there are problems."""
    for problem in problems:
        print(problem)
    print(f"#count {count}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
