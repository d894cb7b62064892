"""Prints, for each target of every package of the repository at ROOT (Packages/*, App,
Tests, Benchmarks), the repository modules it imports without naming them in its
dependencies, one line each; the last line is "#count N" (targets checked). Every manifest
is read in this one process (manifests.py: `swift package dump-package`, kept in
.build-manifests/). Used by Scripts/checks/declared-imports.sh.

Usage: declared_imports.py ROOT
"""
import glob
import os
import re
import sys

sys.dont_write_bytecode = True
import manifests as manifest_cache  # noqa: E402

IMPORT = re.compile(r"^(?:@testable |@_exported )?import (\w+)", re.M)


def main(root):
    manifests = manifest_cache.load(root)

    # The repository's own modules: the folders of every library and executable target.
    ours = {
        os.path.basename(folder)
        for pattern in ("Packages/*/Sources/*", "App/Sources/*", "Benchmarks/Sources/*")
        for folder in glob.glob(os.path.join(root, pattern))
    }

    # The modules each library product of the repository holds (Effects holds Effects and
    # EffectsLive): naming the product names them all, for SwiftPM rebuilds them all with it.
    product_modules = {}
    for folder, manifest in manifests.items():
        if folder.startswith("Packages/"):
            for product in manifest["products"]:
                if "library" in product["type"]:
                    product_modules[product["name"]] = set(product["targets"])

    count = 0
    for folder, manifest in manifests.items():
        package = os.path.join(root, folder)
        for target in manifest["targets"]:
            count += 1
            named = {target["name"]}
            for dependency in target["dependencies"]:
                kind, value = next(iter(dependency.items()))
                named.add(value[0])
                if kind == "product":
                    named |= product_modules.get(value[0], set())
            default = os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])
            path = target.get("path") or default
            imports = set()
            for source in glob.glob(os.path.join(package, path, "**", "*.swift"), recursive=True):
                with open(source, encoding="utf-8") as file:
                    imports |= set(IMPORT.findall(file.read()))
            missing = sorted((imports & ours) - named)
            if missing:
                print("%s: target %s imports %s without naming it"
                      % (folder, target["name"], ", ".join(missing)))
    print("#count %d" % count)


if __name__ == "__main__":
    main(sys.argv[1])
