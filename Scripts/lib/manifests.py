"""Every manifest of the repository, read once per run: `load(root)` returns
{package folder relative to root: `swift package dump-package` JSON} for Packages/*, App,
Tests and Benchmarks. `swift package dump-package` costs about 0.35 s a package, so each
manifest's JSON is kept in .build-manifests/ at the repository root, named by a hash of the
toolchain's version and the manifest's text (the names Scripts/lib/manifests.sh used before
this file): a manifest that has not changed since any earlier run is not read again, and
the manifests that have are read in parallel, one `swift package dump-package` per core.
Used by package_graph.py (Scripts/graph.sh, and so new-feature.sh), declared_imports.py
and one_copy_of_core.py; `python3 manifests.py ROOT` prints the folders it read.
"""

import concurrent.futures
import glob
import hashlib
import json
import os
import subprocess
import sys

CACHE = ".build-manifests"


def package_folders(root):
    """Every package folder (relative to root): Packages/* in order, then App, Tests, Benchmarks."""
    folders = sorted(
        os.path.dirname(path) for path in glob.glob("Packages/*/Package.swift", root_dir=root))
    folders += [name for name in ("App", "Tests", "Benchmarks")
                if os.path.isfile(os.path.join(root, name, "Package.swift"))]
    return folders


def toolchain():
    result = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    return (result.stdout + result.stderr).split("\n", 1)[0]


def _dump(root, folder):
    """Runs dump-package on one folder: (folder, JSON text or None, error text)."""
    result = subprocess.run(
        ["swift", "package", "dump-package", "--package-path", os.path.join(root, folder)],
        capture_output=True, text=True)
    if result.returncode != 0 or not result.stdout.strip():
        return folder, None, result.stderr
    return folder, result.stdout, ""


def load(root, folders=None):
    """{folder: manifest JSON} for the given folders (all by default). Exits with status 1
    and the error of each manifest that cannot be read."""
    folders = package_folders(root) if folders is None else folders
    version = toolchain()
    cache = os.path.join(root, CACHE)
    paths, missing = {}, []
    for folder in folders:
        with open(os.path.join(root, folder, "Package.swift"), "rb") as file:
            text = file.read()
        key = hashlib.sha256(version.encode() + b"\n" + text).hexdigest()[:32]
        paths[folder] = os.path.join(cache, key + ".json")
        if not os.path.isfile(paths[folder]) or os.path.getsize(paths[folder]) == 0:
            missing.append(folder)
    failed = []
    if missing:
        os.makedirs(cache, exist_ok=True)
        workers = min(len(missing), os.cpu_count() or 1)
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            for folder, output, errors in pool.map(lambda f: _dump(root, f), missing):
                if output is None:
                    failed.append((folder, errors))
                    continue
                # Written under a temporary name, then renamed: a run stopped half-way leaves
                # no bad entry.
                temporary = f"{paths[folder]}.{os.getpid()}"
                with open(temporary, "w", encoding="utf-8") as file:
                    file.write(output)
                os.replace(temporary, paths[folder])
    if failed:
        for folder, errors in failed:
            print(f"error: cannot read {folder}/Package.swift:", file=sys.stderr)
            print("\n".join(errors.splitlines()[:5]), file=sys.stderr)
        sys.exit(1)
    manifests = {}
    for folder in folders:
        with open(paths[folder], encoding="utf-8") as file:
            manifests[folder] = json.load(file)
    return manifests


def local_dependencies(manifest):
    """The names (folder names) of the local packages a manifest depends on."""
    return {
        os.path.basename(local["path"].rstrip("/"))
        for dependency in manifest["dependencies"]
        for local in dependency.get("fileSystem", [])
    }


if __name__ == "__main__":
    for name in load(sys.argv[1]):
        print(name)
