"""Reads every manifest of the repository at ROOT in this one process (manifests.py: `swift
package dump-package`, kept in .build-manifests/) and prints the package graph as a Mermaid
diagram, without the edges another path already implies (a manifest names every package its targets import, so TabBar names
Effects, which it also reaches through FeatureA); with --check, also prints one line per
dependency the rules forbid (a package outside the repository among them), each starting
with "RULE: ". Used by Scripts/graph.sh."""
import json
import sys

sys.dont_write_bytecode = True
import manifests as manifest_cache  # noqa: E402

# Usage: package_graph.py --print|--check ROOT
check = sys.argv[1] == "--check"
root = sys.argv[2]

packages = {}  # name -> set of names it depends on
outside = {}  # name -> packages it names that are not folders of the repository
for manifest in manifest_cache.load(root).values():
    for dependency in manifest["dependencies"]:
        for kind, entries in dependency.items():
            if kind != "fileSystem":
                outside.setdefault(manifest["name"], []).append(json.dumps(entries)[:80])
    packages[manifest["name"]] = manifest_cache.local_dependencies(manifest)

foundation = ["Core", "Effects", "TerminalUI"]
tops = ["App", "Tests", "Benchmarks"]
features = sorted(name for name in packages if name not in foundation + tops)
order = [name for name in tops if name in packages] + features + foundation

def reaches(start, goal, skipping):
    """Whether `goal` is reachable from `start` without the direct edge `skipping`."""
    stack = [dep for dep in packages[start] if (start, dep) != skipping]
    seen = set()
    while stack:
        name = stack.pop()
        if name == goal:
            return True
        if name in seen or name not in packages:
            continue
        seen.add(name)
        stack.extend(packages[name])
    return False


print("```mermaid")
print("graph TD")
print('  Effects["Effects (dynamic library)"]')
for name in order:
    for dep in sorted(packages[name], key=order.index):
        if not reaches(name, dep, skipping=(name, dep)):
            print(f"  {name} --> {dep}")
print("```")

if check:
    for name in order:
        deps = packages[name]
        for entry in outside.get(name, []):
            print(f"RULE: {name} depends on a package outside the repository ({entry}); no third-party package")
        if "Core" in deps and name != "Effects":
            print(f"RULE: {name} depends on Core; only Effects may (features import Core through Effects)")
        if "App" in deps and name != "Tests":
            print(f"RULE: {name} depends on App; nothing but Tests may")
        if "Tests" in deps:
            print(f"RULE: {name} depends on Tests; nothing may")
        if name in foundation:
            for dep in sorted(deps & set(features + tops)):
                print(f"RULE: {name} depends on {dep}; Core, Effects and TerminalUI depend on no feature")
        if name in features:
            for needed in ("Effects", "TerminalUI"):
                if needed not in deps:
                    print(f"RULE: feature {name} does not depend on {needed}")
