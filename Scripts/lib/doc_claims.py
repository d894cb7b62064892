"""Checks the claims of the docs that a machine can check, and the files comments cite.

Reads README.md, docs/*.md and every package's README (doc_snippets.documents), outside
code blocks except ```sh ones:

- Commands. Each line of a ```sh block, and each code span that starts with `Scripts/`,
  `swift ` or `App ` (an environment assignment before it is skipped; `|`, `&&` and `;`
  separate commands). `Scripts/x.sh` must exist, and each flag it is given must appear in
  its --help text (run once per script, only for scripts that handle --help) or, for
  Scripts/run.sh's arguments to the app, in App's usage text
  (App/Sources/AppCommand/Usage.swift); a package name given to test.sh, build.sh, run.sh
  or repeat.sh must be a package (or one a doc's `Scripts/new-feature.sh NAME` creates);
  a scenario given to instructions.sh or bench.sh --filter must be a benchmark's.
  `swift run|build|test`: --package-path names a folder with a Package.swift, the product
  run (or --product) is one its manifest declares, and the flags are in `swift SUB --help`.
  `App …`: each flag is in App's usage text. A span that is only a flag (`--live`) must be
  a flag of some script, of App or of swift build/test/run.
- Paths. A code span that is a path (it has a `/`, or it ends in .md, .sh, .swift, .py or
  .txt) names a file or folder of the repository: at the root, beside the document, or as
  the end of a path (`Internal/CaseTraits.swift`). Paths a program writes at run time
  (`.build*`, `~/`, `$VAR/`, a data file) and placeholders (`<Name>`, `*`, `X.swift`, a
  scaffold's example name) are not paths of the repository.
- Symbols. A code span that is a Swift type or member (`Store`, `Login.State`,
  `TestStore.finish(timeout:)`, `@Shared`, `advance(by:)`, `.run(priority:operation:catch:)`)
  names something declared in the Swift sources (a type by its name; a member by its name
  anywhere), something the code uses from a library (a name in code outside comments), or a
  benchmark scenario (`Store.Send`, `Shared.*`). EXTERNAL below lists the few names the
  docs use that the code does not: TCA's, SwiftUI's and the toolchain's.
- Sections. `page.md#anchor` and `#anchor` name a heading of the page (GitHub's slugs);
  a section named in quotes beside a link (`[core.md](core.md), "Navigation"`,
  `"Navigation" in [core.md](core.md)`), or with "below"/"above" (`see "In the app" below`)
  is a heading or a bold lead (`**In the app.**`) of that page, on the side it says.
- Figures. Outside the blocks a script writes (between `<!-- Scripts/x.sh writes … -->` and
  `<!-- end of … -->`), no measured figure in prose: a number of nanoseconds,
  microseconds, milliseconds or instructions, a multiple of a baseline (`12.6x`), a count
  of tests passed, or a build or run time in seconds or minutes. Budgets and settings (a
  10 % budget, a 500 ms wait, a 5 s timeout) are not measurements: FIGURE_ALLOWED.
- Comments. A path cited in a comment of a Swift, shell or Python file of the repository
  (`docs/x.md`, `Scripts/y.sh`, `README.md`, `Internal/EnumTag.swift`) exists.
- Mirrors (doc_mirrors.py). What a package README says is public and what it imports, the
  claim that Core's public types have doc comments, and a list of App's flags, each
  against the code it mirrors.

Usage: doc_claims.py ROOT. Prints one line per false claim, as FILE:LINE: what is wrong,
then `#count N` (claims checked). Exit status 0 when every claim holds.
"""

import fnmatch
import os
import re
import shlex
import subprocess
import sys

sys.dont_write_bytecode = True
from doc_mirrors import check_mirrors  # noqa: E402
from doc_snippets import documents, prose_lines, report  # noqa: E402

# Names the docs use that are neither declared in the repository nor used by its code: what
# TCA spells with macros or types Core does without (the docs compare Core with it), and
# Swift Testing or XCTest API Core reaches without linking the framework. Anything else
# named in backticks must be in the code.
EXTERNAL = {
    # TCA's spellings, named to say what Core writes instead.
    "Reducer@": "@Reducer",
    "ObservableState": "TCA's macro",
    "CasePathable": "TCA's macro",
    "ViewAction": "TCA's protocol",
    # SwiftUI, which Linux lacks: the docs say what a SwiftUI view writes with Core.
    "Bindable": "SwiftUI",
    "NavigationStack": "SwiftUI",
    # Swift Testing and XCTest, which Core calls without linking them.
    "Issue": "Swift Testing",
    "Test": "Swift Testing",
    "Comment": "Swift Testing",
    "XCTExpectFailure": "XCTest",
    # Swift's attributes and standard library types the code does not spell.
    "MainActor": "Swift",
    "Span": "Swift",
    "Synchronization": "Swift",
}
# Swift attributes written in backticks with their @.
# Members the compiler writes for a conformance (`Tab.allCases`).
SYNTHESIZED = {"allCases", "rawValue", "hashValue", "init", "self", "Type"}
ATTRIBUTES = {
    "MainActor", "usableFromInline", "exclusivity", "unchecked", "Reducer", "ObservableState",
    "Bindable", "DependencyClient",
}

# Figures that are settings, budgets or arithmetic, not measurements: each a pattern of the
# figure with the words around it that say so.
FIGURE_ALLOWED = [
    r"more than 10 %",  # the instruction budget of Scripts/instructions.sh --check
    r"10 % budget",
    r"a 500 ms wait",  # the demo login's delay (App --login-delay's default)
    r"the 5 s timeout|gives up after 5 s",  # the live client's timeout
    r"about 0\.2 s each",  # each benchmark run's length (Scripts/bench.sh)
    r"\(16\.7 ms\)",  # a frame at 60 Hz
    r"\(1 s\)",  # TestStore's default timeout
    r"gives up after 10 s",  # waitUntil's limit
]
# A measured figure: a duration, an instruction or memory count, a multiple of a baseline, a
# count of tests passed, a before-and-after pair, a change in per cent.
FIGURE = re.compile(
    r"(?<![\w.,])\d[\d,.]*(?:\s*(?:to|vs|and|-|–)\s*\d[\d,.]*)?\s*"
    r"(?:ns|µs|ms|s|seconds?|minutes?|(?:million\s+)?instructions|MiB|x its|x faster|x slower"
    r"|tests?\s+(?:passed|pass|ran|run)|passed)(?![\w])"
    r"|(?<![\w.,])(?:\d{1,3}(?:,\d{3})+|\d{3,}) to (?:\d{1,3}(?:,\d{3})+|\d{3,})(?![\w.])"
    r"|\([+-]\d[\d.]*\s*%\)"
)

# Words that stand for a name in a path a comment cites (`Scripts/lib/SCRIPT`); a capitalised
# name that is not one of them (README) is a real file, and must exist.
PLACEHOLDERS = {"NAME", "SCRIPT", "PACKAGE", "PATH", "FILE", "DIR", "PAGE", "USER", "Module", "File"}
FENCE = re.compile(r"^\s*```(\S*)")
SPAN = re.compile(r"`([^`]+)`")
EXTENSIONS = ("md", "sh", "swift", "py", "txt")
TOP = re.compile(r"^(README\.md|docs|Scripts|Packages|App|Tests|Benchmarks|\.ci)(/|$)")
SWIFT_SUBCOMMANDS = ("build", "test", "run")


def listed_files(root):
    """The repository's files, relative to `root`: git's list (tracked and not ignored) in a
    clone; in a source archive, without `.git`, every file outside what .gitignore ignores
    (build folders, editor state)."""
    if os.path.isdir(os.path.join(root, ".git")):
        listed = subprocess.run(
            ["git", "-C", root, "ls-files", "--cached", "--others", "--exclude-standard"],
            capture_output=True, text=True, check=True,
        ).stdout.split("\n")
        return [f for f in listed if f]
    ignored = ignored_patterns(root)
    files = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if d != ".git" and not is_ignored(d, ignored, folder=True)]
        for name in names:
            if not is_ignored(name, ignored, folder=False):
                files.append(os.path.relpath(os.path.join(folder, name), root))
    return files


def ignored_patterns(root):
    """The root .gitignore's patterns, as (glob, folders only) pairs: the project's ignores
    are names (`.build/`, `*.xcodeproj`), matched at any depth."""
    path = os.path.join(root, ".gitignore")
    if not os.path.exists(path):
        return []
    lines = [line.strip() for line in open(path, encoding="utf-8")]
    return [(line.rstrip("/"), line.endswith("/")) for line in lines if line and not line.startswith("#")]


def is_ignored(name, patterns, folder):
    return any(fnmatch.fnmatchcase(name, glob) and (folder or not only_folders) for glob, only_folders in patterns)


class Repository:
    def __init__(self, root):
        self.root = root
        self.files = {f for f in listed_files(root) if os.path.exists(os.path.join(root, f))}
        self.dirs = set()
        for f in self.files:
            parts = f.split("/")
            for i in range(1, len(parts)):
                self.dirs.add("/".join(parts[:i]))
        self.dir_names = {d.rsplit("/", 1)[-1] for d in self.dirs}
        self.packages = {d.split("/")[1] for d in self.dirs if d.count("/") == 1 and d.startswith("Packages/")}
        self.packages |= {"App", "Tests"}
        self.helps = {}
        self.swift_helps = {}
        self._swift()
        self._scenarios()
        self.usage = self.read("App/Sources/AppCommand/Usage.swift")
        # The rule names of .swift-format, which docs/commands.md lists.
        self.config = set(re.findall(r'"(\w+)"', self.read(".swift-format"))) if ".swift-format" in self.files else set()
        self.swift_text = "\n".join(self.read(f) for f in self.files if f.endswith(".swift"))

    def read(self, path):
        return open(os.path.join(self.root, path), encoding="utf-8").read()

    def exists(self, path, base=""):
        """Whether `path` is a file or folder: at the root, under `base`, or as a path's end."""
        path = path.rstrip("/")
        candidates = [path, os.path.normpath(os.path.join(base, path))]
        if any(c in self.files or c in self.dirs for c in candidates):
            return True
        suffix = "/" + path
        return any(f.endswith(suffix) for f in self.files) or any(d.endswith(suffix) for d in self.dirs)

    def _swift(self):
        """Every name the Swift sources declare, and every word their code (not comments) uses."""
        self.declared, self.used = set(), set()
        declaration = re.compile(
            r"\b(?:struct|class|enum|protocol|actor|typealias|associatedtype|func|var|let|case"
            r"|macro|extension)\s+`?([A-Za-z_]\w*)"
        )
        for path in (f for f in self.files if f.endswith(".swift")):
            text = self.read(path)
            for line in text.split("\n"):
                code = strip_comment(line)
                self.declared.update(declaration.findall(code))
                # `case a, b(x)`: every name after the first too.
                if re.match(r"\s*(?:indirect\s+)?case\s+\w", code) and "," in code:
                    self.declared.update(re.findall(r",\s*(\w+)", re.sub(r"\([^)]*\)", "", code)))
                self.used.update(re.findall(r"[A-Za-z_]\w*", code))
                if re.search(r"\binit\b", code):
                    self.declared.add("init")
                if re.search(r"\bsubscript\b", code):
                    self.declared.add("subscript")

    def _scenarios(self):
        """Benchmark scenario names, as regular expressions (`ForEach.Send(\\(count))`)."""
        names = set()
        for path in (f for f in self.files if f.startswith(("Benchmarks/", "App/Sources/AppBenchmarks/"))):
            if path.endswith(".swift"):
                names.update(re.findall(r'name: "([^"]+)"', self.read(path)))
        if "Benchmarks/instructions.txt" in self.files:
            for line in self.read("Benchmarks/instructions.txt").split("\n"):
                if line and not line.startswith("#"):
                    names.add(line.split()[0])
        self.scenarios = sorted(names)
        self.scenario_patterns = [
            re.compile("^" + re.sub(r"\\\\\\\([^)]*\\\)", r"[^)]+", re.escape(n)) + "$")
            for n in names
        ]

    def is_scenario(self, name):
        if name.endswith(".*"):
            return any(s.startswith(name[:-1]) for s in self.scenarios)
        return any(p.match(name) for p in self.scenario_patterns)

    def help(self, script):
        """The --help text of a script that handles --help, else its source."""
        if script not in self.helps:
            source = self.read(script)
            text = source
            if re.search(r"(^|[\s|(])--help\)", source) or "-h|--help" in source:
                try:
                    run = subprocess.run(
                        ["bash", os.path.join(self.root, script), "--help"],
                        capture_output=True, text=True, timeout=10, cwd=self.root,
                    )
                    text = run.stdout + run.stderr
                except subprocess.TimeoutExpired:
                    text = source
            self.helps[script] = text
        return self.helps[script]

    def swift_help(self, subcommand):
        if subcommand not in self.swift_helps:
            try:
                run = subprocess.run(
                    ["swift", subcommand, "--help"], capture_output=True, text=True, timeout=10
                )
                self.swift_helps[subcommand] = run.stdout + run.stderr
            except (OSError, subprocess.TimeoutExpired):
                self.swift_helps[subcommand] = None
        return self.swift_helps[subcommand]

    def products(self, package):
        """The products and executable targets a manifest declares (read as text)."""
        text = self.read(os.path.join(package, "Package.swift"))
        return set(re.findall(r'\.(?:executable|library|executableTarget)\(\s*name:\s*"([^"]+)"', text))


def strip_comment(line):
    """The line without its `//` comment (a `//` inside a string literal is kept)."""
    at = 0
    while True:
        at = line.find("//", at)
        if at < 0:
            return line
        if line[:at].count('"') % 2 == 0:
            return line[:at]
        at += 2


def has_flag(text, flag):
    return re.search(r"(?<![\w-])" + re.escape(flag) + r"(?![\w-])", text or "") is not None


def placeholder(word):
    """A word that stands for something: NAME, <Name>, N, PACKAGE…, [--x]."""
    return bool(
        re.search(r"[<>…*]|\.\.\.", word) or re.fullmatch(r"[A-Z][A-Z0-9_]*", word) or word in ("X",)
    )


class Checker:
    def __init__(self, root):
        self.root = root
        self.repo = Repository(root)
        self.problems = []
        self.count = 0
        self.docs = {d: self.repo.read(d) for d in documents(root)}
        # Names of features the docs create with the scaffold: not packages, but fine to name.
        self.scaffolded = set()
        for text in self.docs.values():
            self.scaffolded.update(re.findall(r"Scripts/new-feature\.sh ([A-Z]\w*)", text))
        self.headings = {d: sections(t) for d, t in self.docs.items()}

    def fail(self, where, message):
        self.problems.append(f"{where}: {message}")

    # --- Commands ---

    def command(self, where, text):
        text = text.replace("\\|", "|")
        for part in re.split(r"\s*(?:\|\||\||&&|;)\s*", text):
            part = part.strip()
            try:
                words = shlex.split(part)
            except ValueError:
                words = part.split()
            while words and re.match(r"^[A-Z_][A-Z0-9_]*=", words[0]):
                words = words[1:]
            if not words:
                continue
            words = [w.strip("[]") for w in words]
            words = [w for w in words if w]
            if words[0].startswith("Scripts/") and not words[0].endswith("/"):
                self.count += 1
                self.script(where, words)
            elif words[0] == "swift" and len(words) > 1:
                self.count += 1
                self.swift(where, words)
            elif words[0] == "App":
                self.count += 1
                self.app_flags(where, words[1:], "App")

    def flags(self, words):
        """The flags among words (`--x`, `-x`, `--x=value` as `--x`)."""
        return [w.split("=", 1)[0] for w in words if re.match(r"^--?[A-Za-z]", w)]

    def app_flags(self, where, words, what):
        for flag in self.flags(words):
            if not has_flag(self.repo.usage, flag):
                self.fail(where, f"{what}: App has no flag {flag} (App/Sources/AppCommand/Usage.swift)")

    def package_name(self, where, script, word):
        if placeholder(word) or not re.fullmatch(r"[A-Z]\w*", word):
            return
        if word not in self.repo.packages and word not in self.scaffolded:
            self.fail(where, f"{script}: no package {word}")

    def script(self, where, words):
        script = words[0]
        if script not in self.repo.files:
            self.fail(where, f"no script {script}")
            return
        if not script.endswith(".sh"):
            return
        help_text = self.repo.help(script)
        rest = words[1:]
        name = os.path.basename(script)
        if name == "run.sh":
            # run.sh [--debug] [NAME] [ARGUMENTS…]: what follows NAME, or the first argument
            # that is not run.sh's own, goes to the program.
            index = 0
            while index < len(rest) and has_flag(help_text, rest[index]) and rest[index].startswith("-"):
                index += 1
            target = "App"
            if index < len(rest) and not rest[index].startswith("-"):
                target = rest[index]
                self.package_name(where, script, target)
                index += 1
            if target == "App":
                self.app_flags(where, rest[index:], script)
            elif self.flags(rest[index:]):
                self.fail(where, f"{script}: the preview {target} takes no flags")
            return
        for flag in self.flags(rest):
            if not has_flag(help_text, flag):
                self.fail(where, f"{script} has no flag {flag} (not in its --help)")
        positional = [w for w in rest if not w.startswith("-")]
        if name in ("test.sh", "build.sh", "repeat.sh"):
            values = {"--sanitize"}
            previous = None
            for word in rest:
                if not word.startswith("-") and previous not in values:
                    if not (name == "repeat.sh" and word.isdigit()):
                        self.package_name(where, script, word)
                previous = word
        elif name == "instructions.sh":
            for word in positional:
                if "." in word and not placeholder(word) and not self.repo.is_scenario(word):
                    self.fail(where, f"{script}: no benchmark scenario {word}")
        elif name == "bench.sh":
            for flag, value in zip(rest, rest[1:]):
                if flag == "--filter" and not placeholder(value):
                    if not any(value.lower() in s.lower() for s in self.repo.scenarios):
                        self.fail(where, f"{script} --filter {value}: no scenario's name contains it")

    def swift(self, where, words):
        sub = words[1]
        if sub not in SWIFT_SUBCOMMANDS:
            if sub == "format":
                for word in words[2:]:
                    if re.fullmatch(r"[A-Z]\w*", word) and not self.repo.exists(word):
                        self.fail(where, f"swift format: no folder {word}")
            return
        help_text = self.repo.swift_help(sub)
        takes_value = {"--package-path", "--product", "--target", "--scratch-path", "-c",
                       "--configuration", "--filter", "--skip", "--test-product", "-Xswiftc"}
        package, product, positional = None, None, []
        index = 2
        while index < len(words):
            word = words[index]
            if word.startswith("-"):
                flag = word.split("=", 1)[0]
                if help_text is not None and not has_flag(help_text, flag):
                    self.fail(where, f"swift {sub} has no flag {flag}")
                value = word.split("=", 1)[1] if "=" in word else None
                if value is None and flag in takes_value and index + 1 < len(words):
                    value = words[index + 1]
                    index += 1
                if flag == "--package-path":
                    package = value
                elif flag == "--product":
                    product = value
            else:
                positional.append(word)
            index += 1
        if package is not None and not placeholder(package):
            if f"{package.rstrip('/')}/Package.swift" not in self.repo.files:
                self.fail(where, f"swift {sub}: no package at {package}")
                return
        if sub == "run" and positional and product is None:
            product = positional[0]
        if product and package and not placeholder(product):
            if product not in self.repo.products(package.rstrip("/")):
                self.fail(where, f"swift {sub}: {package}/Package.swift has no product {product}")

    def lone_flag(self, where, span):
        """A span that is only a flag: some script, App or swift must have it."""
        flag = span.split()[0].split("=", 1)[0]
        self.count += 1
        scripts = [f for f in self.repo.files if re.fullmatch(r"Scripts/[\w-]+\.sh", f)]
        if has_flag(self.repo.usage, flag) or any(has_flag(self.repo.help(s), flag) for s in scripts):
            return
        if any(has_flag(self.repo.swift_help(s), flag) for s in SWIFT_SUBCOMMANDS):
            return
        if any(has_flag(self.repo.read(s), flag) for s in scripts):
            return
        if has_flag(self.repo.swift_text, flag):
            return  # an argument the code reads (`--testing-library`, which swift test passes)
        self.fail(where, f"no script, App or swift command has the flag {flag}")

    # --- Paths and symbols ---

    def path(self, where, document, span):
        if re.search(r"[<>*$~…\s]|^\.build|/\.build|://", span) or span.startswith(("-", "@", "\\")):
            return False
        has_slash = "/" in span
        last = span.rstrip("/").rsplit("/", 1)[-1]
        extension = last.rsplit(".", 1)[-1] if "." in last else ""
        if not has_slash and extension not in EXTENSIONS:
            return False
        if not re.fullmatch(r"[\w.+/-]+", span):
            return False
        if has_slash:
            first = span.split("/", 1)[0]
            if not (TOP.match(span) or first in self.repo.dir_names or extension in EXTENSIONS):
                return False
        stem = last.rsplit(".", 1)[0] if extension else last
        if re.match(r"^X(?=[A-Z+.]|$)", stem) or re.sub(r"View$", "", stem) in self.scaffolded:
            return True
        self.count += 1
        base = os.path.dirname(document)
        if not self.repo.exists(span, base):
            self.fail(where, f"no such file or folder: {span}")
        return True

    def symbol(self, where, span):
        text = span.strip()
        if self.repo.is_scenario(text) or self.repo.is_scenario(re.sub(r"\(.*\)$", "", text)):
            self.count += 1
            return
        attribute = text.startswith("@")
        if attribute:
            name = text[1:].split("(")[0].split()[0] if text[1:] else ""
            if not re.fullmatch(r"[A-Za-z_]\w*", name):
                return
            self.count += 1
            if name not in ATTRIBUTES and name not in self.repo.declared:
                self.fail(where, f"no property wrapper or macro {name} in the Swift sources")
            return
        # Type, Type.member, Type.member(labels:), Type<Generic>, .member(labels:), name(labels:)
        bare = text
        while re.search(r"<[^<>]*>", bare):
            bare = re.sub(r"<[^<>]*>", "", bare)
        match = re.fullmatch(r"(\.?)([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(\((?:(?:\w+|_):)*\))?", bare)
        if not match:
            return
        dot, chain, labels = match.groups()
        parts = chain.split(".")
        if dot or not parts[0][0].isupper():
            # A member: only with its labels (`advance(by:)`), not a bare word (`body`).
            if labels is None:
                return
            if len(parts) > 1 and not parts[0][0].isupper() and not dot:
                parts = parts[1:]  # `store.scope(id:)`: the receiver is a variable
            names = parts
        else:
            names = parts
        if len(names) == 1 and names[0][0].isupper() and not labels and len(names[0]) < 2:
            return
        self.count += 1
        if names[0] in EXTERNAL:
            return
        if any(re.match(r"^X(?=[A-Z]|$)", n) or n in self.scaffolded for n in names):
            return  # a placeholder: XClient, XErrorTests, Settings
        for name in names:
            if name in SYNTHESIZED or name in self.repo.declared or name in self.repo.config:
                continue
            if name[0].isupper() and name in self.repo.used:
                continue  # a library's type the code uses (AnyHashable, NSLock)
            if len(names) > 1 and names[0][0].isupper() and names[0] not in self.repo.declared:
                if names[0] in self.repo.used:
                    break  # a member of a library's type (URLSession.shared)
            self.fail(where, f"`{span}`: no {name} in the Swift sources")
            return

    # --- Sections ---

    def sections_of(self, where, document, line_number, line):
        for match in re.finditer(r"\]\(([^()\s]+)\)", line):
            target = match.group(1)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue
            page, _, anchor = target.partition("#")
            page = os.path.normpath(os.path.join(os.path.dirname(document), page)) if page else document
            if anchor:
                self.count += 1
                if page not in self.headings:
                    if page.endswith(".md") and os.path.isfile(os.path.join(self.root, page)):
                        self.headings[page] = sections(self.repo.read(page))
                    else:
                        continue
                if anchor not in self.headings[page]["anchors"]:
                    self.fail(where, f"{target}: {page} has no heading #{anchor}")
            # `[page](page), "Section"` and `"Section" in [page](page)`
            after = line[match.end():]
            before = line[: match.start()]
            quoted = re.match(r'\s*,\s*"([^"]+)"', after)
            named = re.search(r'"([^"]+)" in \[[^\]]*\]$', before)
            for title in (m.group(1) for m in (quoted, named) if m):
                self.section_title(where, page, title, None, line_number)
        for match in re.finditer(r'"([^"]+)"\s*,?\s*(below|above)\b', line):
            self.section_title(where, document, match.group(1), match.group(2), line_number)

    def section_title(self, where, page, title, side, line_number):
        if page not in self.headings:
            if not os.path.isfile(os.path.join(self.root, page)):
                return
            self.headings[page] = sections(self.repo.read(page))
        self.count += 1
        lines = [n for t, n in self.headings[page]["titles"] if same_title(t, title)]
        if not lines:
            self.fail(where, f'{page} has no section "{title}"')
        elif side == "below" and not any(n > line_number for n in lines):
            self.fail(where, f'the section "{title}" is not below line {line_number}')
        elif side == "above" and not any(n < line_number for n in lines):
            self.fail(where, f'the section "{title}" is not above line {line_number}')

    # --- Figures ---

    def figures(self, document, paragraph):
        """Figures in a paragraph: (line number, text) pairs, searched as one text."""
        prose, starts = "", []
        for number, line in paragraph:
            starts.append((len(prose), number))
            prose += re.sub(r"`[^`]*`", "`…`", line) + " "
        allowed = [
            m.span() for a in FIGURE_ALLOWED for m in re.finditer(a, prose)
        ]
        for match in FIGURE.finditer(prose):
            start, end = match.span()
            if any(a <= start and end <= b for a, b in allowed):
                continue
            number = max(n for offset, n in starts if offset <= start)
            where = f"{document}:{number}"
            self.count += 1
            self.fail(where, f'a measured figure typed into prose: "{match.group(0).strip()}" '
                      "(have a script write it, or point at the page a script writes)")

    # --- Documents ---

    def document(self, document):
        text = self.docs[document]
        block = None
        written = False
        paragraph = []
        for number, line in enumerate(text.split("\n"), start=1):
            where = f"{document}:{number}"
            if re.match(r"^<!-- Scripts/[\w./-]+ writes ", line):
                written = True
            elif re.match(r"^<!-- end of ", line):
                written = False
            fence = FENCE.match(line)
            if fence:
                block = None if block is not None else fence.group(1)
                self.figures(document, paragraph)
                paragraph = []
                continue
            if block is not None:
                if block == "sh":
                    self.command(where, re.sub(r"(^|\s)#.*$", "", line))
                continue
            self.sections_of(where, document, number, line)
            if written or not line.strip() or line.lstrip().startswith(("#", "|")):
                self.figures(document, paragraph)
                paragraph = []
            if not written and line.strip():
                paragraph.append((number, line))
            for span in SPAN.findall(line):
                span = span.strip()
                if re.match(r"^(?:[A-Z_][A-Z0-9_]*=\S*\s+)*(Scripts/|swift |App\b)", span):
                    self.command(where, span)
                    if span.startswith("Scripts/") and span.endswith("/"):
                        self.path(where, document, span)
                elif re.match(r"^--[a-z]", span):
                    self.lone_flag(where, span)
                elif not self.path(where, document, span):
                    self.symbol(where, span)
        self.figures(document, paragraph)

    # --- Comments ---

    def comments(self):
        cited = re.compile(
            r"(?<![\w/.<$-])((?:[\w.+-]+/)*[\w+-]+\.(?:md|sh|swift|py))(?![\w/-])"
            r"|(?<![\w/.<$-])((?:docs|Scripts|Packages|App|Tests|Benchmarks)/[\w.+/-]*[\w/])"
        )
        for path in sorted(self.repo.files):
            if path.endswith(".swift"):
                marker = "//"
            elif path.endswith((".sh", ".py")):
                marker = "#"
            else:
                continue
            if path.startswith("Scripts/templates/"):
                continue  # the scaffold's templates cite files of the feature they become
            text = self.repo.read(path)
            for number, line in enumerate(text.split("\n"), start=1):
                if marker == "//":
                    code = strip_comment(line)
                    if len(code) == len(line):
                        continue
                    comment = line[len(code):]
                else:
                    match = re.match(r"^\s*#(?!!)(.*)$", line)
                    if not match:
                        continue
                    comment = match.group(1)
                for match in cited.finditer(comment):
                    cite = match.group(1) or match.group(2)
                    following = comment[match.end():match.end() + 1]
                    if re.search(r"[<>*…]|\.build|/\.\.\.", cite) or following in ("<", "*", "$"):
                        continue
                    if PLACEHOLDERS & set(re.split(r"[/.]", cite)):
                        continue  # a placeholder: Scripts/lib/SCRIPT, Module/File.swift
                    # A file named after a type the citing file declares (a doc snippet's
                    # client, its +Live and +Test files): where that code would live.
                    owner = re.split(r"[+.]", cite.rsplit("/", 1)[-1])[0]
                    if re.search(r"\b(?:struct|enum|class|protocol)\s+" + re.escape(owner) + r"\b", text):
                        continue
                    stem = cite.rstrip("/").rsplit("/", 1)[-1].rsplit(".", 1)[0]
                    if re.match(r"^X(?=[A-Z+.]|$)", stem) or stem in self.scaffolded:
                        continue
                    self.count += 1
                    if not self.repo.exists(cite, os.path.dirname(path)):
                        self.fail(f"{path}:{number}", f"the comment cites {cite}, which does not exist")

    def run(self):
        for document in self.docs:
            self.document(document)
        self.comments()
        check_mirrors(self)
        return report(self.problems, self.count)


def slug(title):
    """GitHub's anchor for a heading."""
    text = re.sub(r"[`*]", "", title).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def sections(text):
    """A page's anchors, and its section titles (headings and bold leads) with their lines."""
    anchors, titles, seen = set(), [], {}
    for number, line in prose_lines(text):
        heading = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if heading:
            title = heading.group(1)
            base = slug(title)
            count = seen.get(base, 0)
            seen[base] = count + 1
            anchors.add(base if count == 0 else f"{base}-{count}")
            titles.append((title, number))
        lead = re.match(r"^\s*(?:[-*]\s+|\|\s*)?\*\*([^*]+?)\.?\*\*", line)
        if lead:
            titles.append((lead.group(1), number))
    return {"anchors": anchors, "titles": titles}


def same_title(heading, title):
    clean = re.sub(r"`", "", heading).strip().rstrip(".").lower()
    want = title.strip().rstrip(".").lower()
    return clean == want or clean.startswith(want + " (")


def main(root):
    return Checker(os.path.realpath(root)).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
