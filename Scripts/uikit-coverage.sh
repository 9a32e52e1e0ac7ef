#!/usr/bin/env bash
# Which code of Sources/SectionalUIKit the UIKit tests run, on Linux through Sources/UIKitSurface.
#
# Builds the package with code coverage in its own scratch path (so it does not disturb `.build`),
# runs Tests/SectionalUIKitTests and Tests/ConformanceTests, then prints:
#   1. per file of Sources/SectionalUIKit: functions and lines executed;
#   2. every SectionalUIKit function (closures included) never executed, `init(coder:)` excepted
#      (UIKit requires it of a cell or view controller class; screens are made in code);
#   3. lines never executed inside SectionalUIKit functions that did run (informational);
#   4. the UIKitSurface declarations SectionalUIKit calls whose code never ran (informational:
#      which accessor or closure of a declaration the renderer reaches is matched by name only).
# Exits 1 when a test fails or a function of part 2 remains. Slow (a full coverage build, about
# four minutes on two cores): not part of .ci/run.
#
# Usage: Scripts/uikit-coverage.sh [SCRATCH_PATH]   (default .build-coverage)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${1:-.build-coverage}"
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"

swift build --build-tests --enable-code-coverage --scratch-path "$scratch" >&2
bin="$(swift build --show-bin-path --scratch-path "$scratch")"
tests=("$bin"/*PackageTests.xctest)
profiles="$(mktemp -d)"
trap 'rm -rf "$profiles"' EXIT

status=0
LLVM_PROFILE_FILE="$profiles/%p.profraw" "${tests[0]}" --testing-library swift-testing \
  --filter "SectionalUIKitTests|ConformanceTests" >"$profiles/tests.log" 2>&1 || status=1
grep -E "recorded an issue|^.{0,12}Test run with" "$profiles/tests.log" | sort -u || true

"$toolchain/llvm-profdata" merge -sparse "$profiles"/*.profraw -o "$profiles/merged.profdata"
"$toolchain/llvm-cov" export -format=text -instr-profile "$profiles/merged.profdata" \
  "${tests[0]}" Sources/SectionalUIKit Sources/UIKitSurface >"$profiles/coverage.json"

python3 - "$profiles/coverage.json" "$toolchain" <<'PYTHON' || status=1
import importlib.util
import json
import pathlib
import re
import subprocess
import sys

root = pathlib.Path.cwd()
data = json.loads(pathlib.Path(sys.argv[1]).read_text())["data"][0]
demangler = pathlib.Path(sys.argv[2]) / "swift-demangle"


def relative(name):
    path = pathlib.Path(name)
    return str(path.relative_to(root)) if path.is_relative_to(root) else name


def demangle(names):
    if not names:
        return []
    result = subprocess.run(
        [str(demangler), "--simplified"], input="\n".join(names) + "\n",
        capture_output=True, text=True, check=True)
    return result.stdout.splitlines()


renderer_dir, surface_dir = "Sources/SectionalUIKit/", "Sources/UIKitSurface/"

# 1. Per file.
print("\nSectionalUIKit coverage by file (functions executed, lines executed):")
totals = [0, 0, 0, 0]
for entry in sorted(data["files"], key=lambda f: f["filename"]):
    name = relative(entry["filename"])
    if not name.startswith(renderer_dir):
        continue
    functions, lines = entry["summary"]["functions"], entry["summary"]["lines"]
    totals = [
        totals[0] + functions["covered"], totals[1] + functions["count"],
        totals[2] + lines["covered"], totals[3] + lines["count"]]
    print(
        f"  {name[len(renderer_dir):]:<58} {functions['covered']:>3}/{functions['count']:<3}"
        f" {functions['percent']:6.2f}%  {lines['covered']:>4}/{lines['count']:<4}"
        f" {lines['percent']:6.2f}%")
print(
    f"  {'TOTAL':<58} {totals[0]:>3}/{totals[1]:<3} {100 * totals[0] / max(totals[1], 1):6.2f}%"
    f"  {totals[2]:>4}/{totals[3]:<4} {100 * totals[2] / max(totals[3], 1):6.2f}%")

functions = []
for function in data["functions"]:
    files = [relative(f) for f in function["filenames"]]
    region = function["regions"][0]
    functions.append((files[region[5]], region[0], function))
names = demangle([function["name"] for _, _, function in functions])

# 2. Functions never executed.
missing = []
for (file, line, function), name in zip(functions, names):
    if file.startswith(renderer_dir) and function["count"] == 0 and "init(coder:)" not in name:
        missing.append(f"  {file}:{line} {name}")
print(f"\nSectionalUIKit functions never executed (init(coder:) excepted): {len(missing)}")
print("\n".join(sorted(set(missing))))

# 3. Lines never executed in functions that ran.
unrun = set()
for file, _, function in functions:
    if not file.startswith(renderer_dir) or function["count"] == 0:
        continue
    for start, _, end, _, count, file_id, _, kind in function["regions"]:
        if count == 0 and kind == 0 and file_id == 0:
            unrun.update((file, line) for line in range(start, end + 1))
print(f"\nSectionalUIKit lines never executed in functions that ran (informational): {len(unrun)}")
for file in sorted({file for file, _ in unrun}):
    lines = sorted(line for f, line in unrun if f == file)
    source = (root / file).read_text().splitlines()
    for line in lines:
        print(f"  {file}:{line}: {source[line - 1].strip()}")

# 4. Surface declarations the renderer calls whose code never ran.
spec = importlib.util.spec_from_file_location("surface", root / "Scripts/check-uikit-surface.py")
surface = importlib.util.module_from_spec(spec)
spec.loader.exec_module(surface)
renderer = "\n".join(
    line.split("//", 1)[0]
    for path in sorted((root / renderer_dir).rglob("*.swift"))
    for line in path.read_text().splitlines())
declarations = {}
for path in sorted((root / surface_dir).glob("*.swift")):
    declarations[f"{surface_dir}{path.name}"] = sorted(
        (line, kind, name, labels) for _, line, kind, name, labels, _ in surface.declarations(path))


def renderer_calls(kind, name, labels, accessor):
    if not surface.used_in(renderer, kind, name, labels):
        return False
    if kind not in ("var", "let") or accessor is None:
        return True
    assigned = re.search(rf"\b{re.escape(name)}\s*=[^=]", renderer) is not None
    read = re.search(rf"\b{re.escape(name)}\b(?!\s*=[^=])", renderer) is not None
    return assigned if accessor == "setter" else read


unreached = []
for (file, line, function), name in zip(functions, names):
    if function["count"] != 0 or file not in declarations or "init(coder:)" in name:
        continue
    enclosing = [d for d in declarations[file] if d[0] <= line]
    if not enclosing:
        continue
    _, kind, declared, labels = enclosing[-1]
    accessor = re.search(r"\.(getter|setter)$", name)
    if renderer_calls(kind, declared, labels, accessor.group(1) if accessor else None):
        unreached.append(f"  {file}:{line} {name}")
print(
    "\nUIKitSurface code never run, of declarations SectionalUIKit calls (informational): "
    f"{len(unreached)}")
print("\n".join(unreached))
sys.exit(1 if missing else 0)
PYTHON
exit "$status"
