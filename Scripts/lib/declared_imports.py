"""Reads `swift package dump-package` JSON on standard input and prints, for each target of
the package at $PACKAGE, the repository modules it imports without naming them in its
dependencies; the last line is "#targets N". Used by Scripts/checks/declared-imports.sh."""
import glob
import json
import os
import re
import sys

package, root = os.environ["PACKAGE"], os.environ["ROOT"]
manifest = json.load(sys.stdin)

# The repository's own modules: the folders of every library and executable target.
ours = {
    os.path.basename(folder)
    for pattern in ("Packages/*/Sources/*", "App/Sources/*", "Benchmarks/Sources/*")
    for folder in glob.glob(os.path.join(root, pattern))
}

# The modules each library product of the repository holds (Effects holds Effects and
# EffectsLive): naming the product names them all, for SwiftPM rebuilds them all with it.
product_modules = {}
for manifest_path in glob.glob(os.path.join(root, "Packages/*/Package.swift")):
    text = open(manifest_path, encoding="utf-8").read()
    for name, targets in re.findall(
        r'\.library\(\s*name:\s*"(\w+)"[^)]*?targets:\s*\[([^\]]*)\]', text, re.S
    ):
        product_modules[name] = set(re.findall(r'"(\w+)"', targets))

for target in manifest["targets"]:
    named = {target["name"]}
    for dependency in target["dependencies"]:
        kind, value = next(iter(dependency.items()))
        named.add(value[0])
        if kind == "product":
            named |= product_modules.get(value[0], set())
    default = os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])
    folder = target.get("path") or default
    imports = set()
    for source in glob.glob(os.path.join(package, folder, "**", "*.swift"), recursive=True):
        with open(source, encoding="utf-8") as file:
            imports |= set(re.findall(r"^(?:@testable |@_exported )?import (\w+)", file.read(), re.M))
    missing = sorted((imports & ours) - named)
    if missing:
        where = os.path.relpath(package, root)
        print("%s: target %s imports %s without naming it" % (where, target["name"], ", ".join(missing)))
print("#targets %d" % len(manifest["targets"]))
