"""Claims of the docs that mirror another source of the repository, checked against it
(part of doc_claims.py):

- A package README's "Public surface: `A`, `B` (reducers), `AView`." names exactly the
  public top-level types of the package's library target (Sources/<Package>/).
- Its "It imports X, Y and Z" names only repository modules that target imports, and every
  one it imports, unless the sentence adds "the packages of the features it hosts".
- docs/core.md's "Every public type has a doc comment" holds for every public type, alias
  and protocol Core declares.
- A "**Flags** (`… --help`)" paragraph names exactly the flags of App's usage text
  (App/Sources/AppCommand/Usage.swift), `--help` aside.
"""

import os
import re

PUBLIC_TYPE = re.compile(
    r"^\s*public\s+(?:(?:final|indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"
)
TOP_LEVEL_TYPE = re.compile(
    r"^public\s+(?:(?:final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"
)
SPAN = re.compile(r"`([^`]+)`")


def check_mirrors(checker):
    repo = checker.repo
    modules = repository_modules(repo)
    for document, text in checker.docs.items():
        match = re.match(r"^Packages/(\w+)/README\.md$", document)
        if match:
            package = match.group(1)
            sources = library_sources(repo, package)
            surface(checker, document, text, sources)
            imports(checker, document, text, sources, modules)
        documented_types(checker, document, text)
        flag_lists(checker, document, text)


def repository_modules(repo):
    """Every module a package of the repository builds: the folders under Sources/."""
    names = set()
    for folder in repo.dirs:
        parts = folder.split("/")
        if len(parts) == 4 and parts[0] == "Packages" and parts[2] == "Sources":
            names.add(parts[3])
    return names


def library_sources(repo, package):
    prefix = f"Packages/{package}/Sources/{package}/"
    return {f: repo.read(f) for f in sorted(repo.files) if f.startswith(prefix) and f.endswith(".swift")}


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def sentence(text, start):
    """The sentence that starts at `start`: up to a full stop followed by a space or a line's
    end (a full stop inside backticks does not end it)."""
    match = re.compile(r"\.(?=\s|$)").search(re.sub(r"`[^`]*`", lambda m: "x" * len(m.group(0)), text), start)
    return text[start:match.end() if match else len(text)]


def surface(checker, document, text, sources):
    match = re.search(r"Public surface:", text)
    if not match:
        return
    claimed = {span for span in SPAN.findall(sentence(text, match.start())) if re.match(r"^\w+$", span)}
    declared = {m.group(1) for source in sources.values() for m in map(TOP_LEVEL_TYPE.match, source.split("\n")) if m}
    same_names(checker, f"{document}:{line_of(text, match.start())}", "the public surface", claimed,
               "the library's public types", declared)


def imports(checker, document, text, sources, modules):
    match = re.search(r"\bIt imports\b", text)
    if not match:
        return
    claim = sentence(text, match.start())
    claim = re.split(r";", claim)[0]
    named = {word for word in re.findall(r"\b\w+\b", re.sub(r"`[^`]*`", "", claim)) if word in modules}
    imported = set()
    for source in sources.values():
        imported.update(re.findall(r"^(?:@\w+(?:\([^)]*\))?\s+)*import\s+(\w+)", source, re.M))
    imported &= modules
    checker.count += 1
    where = f"{document}:{line_of(text, match.start())}"
    if named - imported:
        checker.fail(where, f"it says the library imports {', '.join(sorted(named - imported))}, which no source of it imports")
    unnamed = imported - named
    if unnamed and "features it hosts" not in claim:
        checker.fail(where, f"it leaves out {', '.join(sorted(unnamed))}, which the library imports")


def documented_types(checker, document, text):
    match = re.search(r"Every public type has a doc comment", text)
    if not match or document != "docs/core.md":
        return
    where = f"{document}:{line_of(text, match.start())}"
    for path in sorted(checker.repo.files):
        if not (path.startswith("Packages/Core/Sources/") and path.endswith(".swift")):
            continue
        lines = checker.repo.read(path).split("\n")
        for number, line in enumerate(lines):
            declared = PUBLIC_TYPE.match(line)
            if not declared:
                continue
            checker.count += 1
            above = number - 1
            while above >= 0 and lines[above].strip().startswith("@"):
                above -= 1
            if above < 0 or not lines[above].strip().startswith("///"):
                checker.fail(where, f"{declared.group(1)} ({path}:{number + 1}) has no doc comment")


def flag_lists(checker, document, text):
    for match in re.finditer(r"\*\*Flags\*\* \(`[^`]*--help`\):", text):
        end = text.find("\n\n", match.end())
        paragraph = text[match.end():end if end >= 0 else len(text)]
        listed = {flag for span in SPAN.findall(paragraph) if span.startswith("--") for flag in re.findall(r"--[a-z][a-z-]*", span)}
        usage = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", checker.repo.usage))
        listed.discard("--help")
        usage.discard("--help")
        same_names(checker, f"{document}:{line_of(text, match.start())}", "the flags listed", listed,
                   "App's usage text", usage)


def same_names(checker, where, claim, claimed, source, actual):
    """One claim checked: `claimed`, the names a doc lists, are `actual`, those `source` has."""
    checker.count += 1
    if claimed - actual:
        checker.fail(where, f"{claim} names {', '.join(sorted(claimed - actual))}, missing from {source}")
    if actual - claimed:
        checker.fail(where, f"{claim} leaves out {', '.join(sorted(actual - claimed))}, found in {source}")
