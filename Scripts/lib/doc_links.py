"""Checks the relative links of the docs: each must name a file or folder of the repository.

Reads README.md, docs/*.md and every package's README. A link `[text](target)` whose target
is not a URL (`https:`, `mailto:`) or an anchor (`#…`) is a path relative to its document;
the part before `#` must exist and lie inside the repository (a reader of a clone has
nothing beside it).

Usage: doc_links.py ROOT. Prints one line per broken link, then `#count N` (links checked).
Exit status 0 when every link resolves.
"""

import os
import re
import sys

sys.dont_write_bytecode = True
from doc_snippets import documents, prose_lines, report  # noqa: E402

LINK = re.compile(r"\]\(([^()\s]+)(?:\s+\"[^\"]*\")?\)")


def links(text):
    """(line number, target) for each link outside code blocks and code spans."""
    for number, line in prose_lines(text):
        for match in LINK.finditer(re.sub(r"`[^`]*`", "", line)):
            yield number, match.group(1)


def main(root):
    root = os.path.realpath(root)
    problems, count = [], 0
    for document in documents(root):
        text = open(os.path.join(root, document), encoding="utf-8").read()
        for line, target in links(text):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                continue
            count += 1
            path = target.split("#", 1)[0]
            resolved = os.path.realpath(os.path.join(root, os.path.dirname(document), path))
            where = f"{document}:{line}: {target}"
            if os.path.commonpath([root, resolved]) != root:
                problems.append(f"{where}: points outside the repository")
            elif not os.path.exists(resolved):
                problems.append(f"{where}: no such file")
    return report(problems, count)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
