"""The shipped executables' half of Scripts/checks/one-copy-of-core.sh: App's `App` and every
feature's preview, as built in the scratch folder Scripts/test.sh builds every package in.

  one_copy_of_core.py stale ROOT BIN STATE
      prints the folder of each package (relative to ROOT) whose executable must be built
      first: it is missing, or a file or folder of the package or of a local package it
      depends on (read from the manifests, manifests.py) is newer than both the executable
      and the last successful `swift build` of that package by the check (the file
      STATE/built-NAME, which one-copy-of-core.sh writes). After Scripts/test.sh has built
      every package there is nothing to build, so the check does not run one `swift build`
      per package (seconds each, hundreds of packages in a large app).
  one_copy_of_core.py inspect ROOT BIN STATE
      checks each executable in BIN: it defines no Core type descriptor (a second copy of
      Core), loads libEffects, and links neither XCTest nor Swift Testing. Prints "ok: ..."
      or "FAIL: ..." per executable; exit status 1 if any failed. nm and ldd run in
      parallel, one per core. An executable that passed is not inspected again while it,
      every library beside it (libEffects among them) and this check are unchanged
      (STATE/passed.json); a failure is never remembered.
"""

import concurrent.futures
import glob
import hashlib
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
import manifests as manifest_cache  # noqa: E402

SKIPPED = re.compile(r"^\.(build|swiftpm|git)")


def executables(root):
    """(package folder, product) for App's executable and every preview."""
    found = [("App", "App")]
    for preview in sorted(glob.glob("Packages/*/Sources/*Preview", root_dir=root)):
        if os.path.isdir(os.path.join(root, preview)):
            found.append((os.path.dirname(os.path.dirname(preview)), os.path.basename(preview)))
    return found


def newest(root, folder):
    """The newest modification time of a file or folder in a package, build folders aside."""
    latest = 0
    for directory, folders, files in os.walk(os.path.join(root, folder)):
        folders[:] = [name for name in folders if not SKIPPED.match(name)]
        latest = max(latest, os.stat(directory).st_mtime_ns)
        for name in files:
            try:
                latest = max(latest, os.lstat(os.path.join(directory, name)).st_mtime_ns)
            except FileNotFoundError:
                pass
    return latest


def mtime(path):
    try:
        return os.stat(path).st_mtime_ns
    except FileNotFoundError:
        return None


def stale(root, bin_dir, state):
    wanted = executables(root)
    manifests = manifest_cache.load(root)
    folder_of = {os.path.basename(folder): folder for folder in manifests}
    depends = {
        folder: {folder_of[name] for name in manifest_cache.local_dependencies(manifest)
                 if name in folder_of}
        for folder, manifest in manifests.items()
    }
    newest_in = {}

    def closure_newest(folder):
        seen, stack, latest = set(), [folder], 0
        while stack:
            current = stack.pop()
            if current in seen:
                continue
            seen.add(current)
            if current not in newest_in:
                newest_in[current] = newest(root, current)
            latest = max(latest, newest_in[current])
            stack.extend(depends.get(current, ()))
        return latest

    to_build = []
    for folder, product in wanted:
        if folder in to_build:
            continue
        built = mtime(os.path.join(bin_dir, product))
        stamp = mtime(os.path.join(state, "built-" + os.path.basename(folder))) or 0
        if built is None or max(built, stamp) < closure_newest(folder):
            to_build.append(folder)
    for folder in to_build:
        print(folder)


CORE_TYPE = re.compile(r"^\$s4Core.*Mn$")
TEST_FRAMEWORK = re.compile(r"xctest|testing", re.I)


def inspect_one(path):
    """The first problem of one executable, or None."""
    product = os.path.basename(path)
    if not os.access(path, os.X_OK):
        return f"FAIL: {product} did not build"
    symbols = subprocess.run(["nm", "--defined-only", path], capture_output=True, text=True).stdout
    own = [fields[2] for fields in (line.split() for line in symbols.splitlines())
           if len(fields) >= 3 and re.fullmatch(r"[A-Za-z]", fields[1])
           and CORE_TYPE.match(fields[2])]
    listing = subprocess.run(["ldd", path], capture_output=True, text=True).stdout
    libraries = [line.split()[0] for line in listing.splitlines() if line.split()]
    if own:
        return f"FAIL: {product} defines {len(own)} Core types of its own"
    if not any(library.startswith("libEffects") for library in libraries):
        return f"FAIL: {product} does not load libEffects"
    linked = [library for library in libraries if TEST_FRAMEWORK.search(library)]
    if linked:
        return f"FAIL: {product} links a test framework: {' '.join(linked)}"
    return None


def identity(path):
    info = os.stat(path)
    return [info.st_size, info.st_mtime_ns, info.st_ino]


def inspect(root, bin_dir, state):
    wanted = [product for _, product in executables(root)]
    # What the verdict depends on besides the executable: the libraries beside it, which it
    # loads (a libEffects that linked a test framework would show in ldd), and this check.
    beside = sorted(glob.glob(os.path.join(bin_dir, "lib*.so"))
                    + glob.glob(os.path.join(bin_dir, "lib*.dylib")))
    check = hashlib.sha256()
    for path in [__file__, os.path.join(root, "Scripts/checks/one-copy-of-core.sh")]:
        with open(path, "rb") as file:
            check.update(file.read())
    context = json.dumps([check.hexdigest(), [(os.path.basename(p), identity(p)) for p in beside]])
    record = os.path.join(state, "passed.json")
    try:
        with open(record, encoding="utf-8") as file:
            passed = json.load(file)
    except (FileNotFoundError, ValueError):
        passed = {}
    if passed.get("context") != context:
        passed = {"context": context, "executables": {}}

    def key(product):
        path = os.path.join(bin_dir, product)
        return json.dumps(identity(path)) if os.path.exists(path) else None

    unchanged = [p for p in wanted if key(p) is not None and passed["executables"].get(p) == key(p)]
    fresh = [p for p in wanted if p not in unchanged]
    failed = False
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        verdicts = pool.map(lambda p: inspect_one(os.path.join(bin_dir, p)), fresh)
        for product, problem in zip(fresh, verdicts):
            if problem:
                print(problem)
                failed = True
                passed["executables"].pop(product, None)
            else:
                print(f"ok: {product} loads libEffects.so, defines no Core type, links no test framework")
                passed["executables"][product] = key(product)
    if unchanged:
        print(f"ok: {len(unchanged)} executables passed before and have not changed since "
              f"(nor libEffects, nor this check): {', '.join(unchanged[:5])}"
              f"{', …' if len(unchanged) > 5 else ''}")
    os.makedirs(state, exist_ok=True)
    temporary = f"{record}.{os.getpid()}"
    with open(temporary, "w", encoding="utf-8") as file:
        json.dump(passed, file)
    os.replace(temporary, record)
    return 1 if failed else 0


if __name__ == "__main__":
    command, root, bin_dir, state = sys.argv[1:5]
    if command == "stale":
        stale(root, bin_dir, state)
    else:
        sys.exit(inspect(root, bin_dir, state))
