"""Checks that every `@exclusivity(unchecked)` in the packages' sources says why it is safe
and names a test that exercises that reason (Scripts/checks/exclusivity.sh).

The comment lines right above the declaration (or above the run of unchecked declarations it
belongs to) must contain "Checked by" followed by one or more `Type.function` names; each
function must be defined in that package's Tests folder. Prints one line per problem and
"#count N" with the number of declarations checked.
"""

import pathlib
import re
import sys

ATTRIBUTE = "@exclusivity(unchecked)"


def comment_above(lines, number):
    """The comment above line `number`, or above the run of unchecked declarations it is in."""
    comment = []
    above = number - 1
    while above >= 0:
        text = lines[above].strip()
        if text.startswith("//"):
            comment.insert(0, text.lstrip("/ "))
        elif ATTRIBUTE not in text:
            break
        above -= 1
    return " ".join(comment)


def main(root):
    named = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)`")
    count = 0
    problems = []
    for source in sorted(root.glob("Packages/*/Sources/**/*.swift")):
        lines = source.read_text().splitlines()
        package = source.relative_to(root).parts[1]
        tests = root / "Packages" / package / "Tests"
        for number, line in enumerate(lines):
            if ATTRIBUTE not in line or line.strip().startswith("//"):
                continue
            count += 1
            where = f"{source.relative_to(root)}:{number + 1}"
            text = comment_above(lines, number)
            if "Checked by" not in text:
                problems.append(f"{where}: no 'Checked by `Type.test`' in the comment above it")
                continue
            names = named.findall(text.split("Checked by", 1)[1])
            if not names:
                problems.append(f"{where}: 'Checked by' names no `Type.test`")
            for type_name, function in names:
                files = [p for p in tests.rglob("*.swift")
                         if re.search(rf"\b(class|struct|extension|enum)\s+{type_name}\b", p.read_text())]
                if not any(re.search(rf"\bfunc\s+{function}\s*\(", p.read_text()) for p in files):
                    problems.append(f"{where}: names {type_name}.{function}, which {package}'s tests do not define")
    print("\n".join(problems))
    print(f"#count {count}")


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]))
