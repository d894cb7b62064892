"""Checks that every reducer of the features has the one shape README's "Adding a feature
package" names: reducer `X` lives in `X.swift`, which holds its `State`, its `Action` (with
the case properties) and its `body` (or `reduce(into:action:)`), and its view is `XView.swift`
beside it. Features are the packages under Packages/ other than Core, Effects and
TerminalUI, and App's Root; the scaffold's output is checked the same way once written
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
REDUCER = re.compile(r"^public struct (\w+): Reducer\b", re.M)
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


def check_folder(root, folder):
    problems, count = [], 0
    files = sorted(os.listdir(os.path.join(root, folder)))
    for file in files:
        split = SPLIT_FILE.match(file)
        if split:
            problems.append(
                f"{folder}/{file}: {split.group(1)}'s {split.group(2)} belongs in "
                f"{split.group(1)}.swift, with its body")
        if not file.endswith(".swift"):
            continue
        text = open(os.path.join(root, folder, file), encoding="utf-8").read()
        for name in REDUCER.findall(text):
            count += 1
            where = f"{folder}/{file}"
            if file != f"{name}.swift":
                problems.append(f"{where}: reducer {name} belongs in {name}.swift")
                continue
            for what, pattern in [
                ("its State", r"^  public (struct|enum) State\b"),
                ("its Action", r"^  public enum Action\b"),
                ("its body", r"^  public (var body\b|func reduce\(into)"),
            ]:
                if not re.search(pattern, text, re.M):
                    problems.append(f"{where}: {what} is not declared in {name}.swift")
            if f"{name}View.swift" not in files and name not in DRAWN_BY_PARENT:
                problems.append(f"{where}: {name}'s view belongs in {name}View.swift beside it")
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
