"""Checks the rules docs/adding-a-feature.md states for every reducer of the features:
reducer `X` is declared `public struct X: Reducer, Sendable` in `X.swift`, which holds its
`State`, its `Action` and its `body` (or `reduce(into:action:)`); its view is `XView.swift`
beside it, `enum XView` with `static func screen(_ store: StoreOf<X>…)` (a screen) or
`elements(_ store: StoreOf<X>…)` (drawn inside its parent's screen); a
`TestStore` of `X` is made in the package's tests, and no test turns exhaustivity off; only
FactLoading reads the number-fact client (every other screen loads through `FactLoader`).
Features are the packages under Packages/ other than Core, Effects and TerminalUI, and App's
Root; the scaffold's output is checked the same way once written
(Tests/EndToEnd/NewFeatureScriptTests.swift runs this check in a copy after scaffolding).

Usage: feature_shape.py ROOT. Prints one line per file out of shape, then `#count N`
(reducers checked). Exit status 0 when every reducer has the shape.
"""

import glob
import os
import re
import sys

sys.dont_write_bytecode = True
from doc_snippets import report  # noqa: E402

FOUNDATION = {"Core", "Effects", "TerminalUI"}
# Reducers drawn by their parent's view instead of a view of their own, and why.
DRAWN_BY_PARENT = {
    "NumberField": "each field is one text field that CalculatorView draws in its form",
}
REDUCER = re.compile(r"^public struct (\w+): Reducer\b(.*)$", re.M)
FACT_CLIENT = re.compile(r"@Dependency\(\\\.numberFact\)|\bNumberFactClient\b")
SPLIT_FILE = re.compile(r"^(\w+)\+(State|Action)\.swift$")


def source_folders(root):
    """The source folder of every feature module (previews excluded) and of App's Root."""
    folders = []
    for package in sorted(glob.glob("Packages/*/", root_dir=root)):
        name = os.path.basename(package.rstrip("/"))
        if name not in FOUNDATION:
            folders.append(os.path.join(package, "Sources", name))
    folders.append("App/Sources/Root")
    return [f for f in folders if os.path.isdir(os.path.join(root, f))]


def tests_folder(folder):
    """Where the tests of a feature's source folder live: Packages/X/Tests, or App/Tests."""
    return os.path.join(folder.split("/Sources/")[0], "Tests")


def test_texts(root, folder):
    texts = {}
    for path in glob.glob("**/*.swift", root_dir=os.path.join(root, folder), recursive=True):
        with open(os.path.join(root, folder, path), encoding="utf-8") as file:
            texts[os.path.join(folder, path)] = file.read()
    return texts


def tested_with_a_test_store(name, tests):
    """Whether some test makes `TestStore(initialState: ...) { X(...) }`."""
    made = re.compile(r"TestStore\((?:(?!TestStore\().){0,400}?\{\s*" + name + r"\(", re.S)
    return any(made.search(text) for text in tests.values())


def check_view(root, folder, name, problems):
    where = f"{folder}/{name}View.swift"
    text = open(os.path.join(root, where), encoding="utf-8").read()
    for what, pattern in [
        (f"enum {name}View", rf"^(public )?enum {name}View\b"),
        (f"static func screen(_ store: StoreOf<{name}>…) or elements(_ store: StoreOf<{name}>…)"
         " (`@Bindable _ store` too)",
         rf"static func (screen|elements)\(\s*(@Bindable )?_ store: StoreOf<{name}>[,)]"),
    ]:
        if not re.search(pattern, text, re.M):
            problems.append(f"{where}: the view is not declared as `{what}`")


def check_folder(root, folder):
    problems, count = [], 0
    files = sorted(os.listdir(os.path.join(root, folder)))
    tests = test_texts(root, tests_folder(folder))
    for path, text in tests.items():
        if re.search(r"\.exhaustivity\s*=", text):
            problems.append(f"{path}: sets exhaustivity (feature tests are exhaustive)")
    if not folder.startswith("Packages/FactLoading/"):
        for file in files:
            if file.endswith(".swift"):
                text = open(os.path.join(root, folder, file), encoding="utf-8").read()
                if FACT_CLIENT.search(text):
                    problems.append(
                        f"{folder}/{file}: reads the number-fact client; load through FactLoader")
    for file in files:
        split = SPLIT_FILE.match(file)
        if split:
            problems.append(
                f"{folder}/{file}: {split.group(1)}'s {split.group(2)} belongs in "
                f"{split.group(1)}.swift, with its body")
        if not file.endswith(".swift"):
            continue
        text = open(os.path.join(root, folder, file), encoding="utf-8").read()
        for name, conformances in REDUCER.findall(text):
            count += 1
            where = f"{folder}/{file}"
            if file != f"{name}.swift":
                problems.append(f"{where}: reducer {name} belongs in {name}.swift")
                continue
            if not re.match(r"\s*,\s*Sendable\b", conformances):
                problems.append(f"{where}: declare it `public struct {name}: Reducer, Sendable`")
            if not tested_with_a_test_store(name, tests):
                problems.append(
                    f"{where}: no test in {tests_folder(folder)} makes a TestStore of {name}")
            for what, pattern in [
                ("its State", r"^  public (struct|enum) State\b"),
                ("its Action", r"^  public enum Action\b"),
                ("its body", r"^  public (var body\b|func reduce\(into)"),
            ]:
                if not re.search(pattern, text, re.M):
                    problems.append(f"{where}: {what} is not declared in {name}.swift")
            if name in DRAWN_BY_PARENT:
                continue
            if f"{name}View.swift" not in files:
                problems.append(f"{where}: {name}'s view belongs in {name}View.swift beside it")
            else:
                check_view(root, folder, name, problems)
    return problems, count


def main(root):
    problems, count = [], 0
    for folder in source_folders(root):
        found, checked = check_folder(root, folder)
        problems += found
        count += checked
    return report(problems, count)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
