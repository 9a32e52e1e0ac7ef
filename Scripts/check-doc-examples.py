#!/usr/bin/env python3
"""Every Swift code example in the documentation appears, verbatim, in a test that `swift test`
compiles and runs.

Looks at every ```swift block of the DocC articles (Sources/**/*.docc/**/*.md), of README.md and
ARCHITECTURE.md, and of every `///` doc comment under Sources/ (the `///` prefix stripped). A block
is verified when its lines appear, consecutively and in order, in a Swift file of a test target
declared in Package.swift (Tests/<Target>/...), outside block comments, multi-line string
literals and `#if false`. Before comparing, trailing whitespace is dropped and each block and the
matching file lines may differ by one common leading indentation. Two differences are allowed
because a test target cannot hold them:
  - `import X` lines of a block: the test file must import X itself (UIKit: UIKitSurface, its
    stand-in on Linux);
  - a leading `@main` attribute: a test target has no entry point; the type must be there.
A manifest block (its first line is `// Package.swift`) is checked against the package instead:
it is evaluated by `swift package dump-package` inside a scratch package that depends on this one
by path, and every product it names must be one Package.swift declares.

Prints every block that is not verified, then a summary; exits 1 if any block is unverified.
Python 3 standard library only. Usage: Scripts/check-doc-examples.py [--verbose]
"""

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Blocks that cannot be test code, by (file, first line of the block): keep this list short and
# give every entry a reason. It is printed with each run.
EXEMPT: dict[tuple[str, str], str] = {}

FENCE_OPEN = re.compile(r"^\s*```swift\s*$")
FENCE_CLOSE = re.compile(r"^\s*```\s*$")
IMPORT = re.compile(r"^import\s+([A-Za-z_][A-Za-z0-9_]*)\s*$")


class Block:
    def __init__(self, path: Path, line: int, lines: list[str]):
        self.path = path
        self.line = line
        self.lines = lines

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def fenced_blocks(path: Path, lines: list[tuple[int, str | None]]) -> list[Block]:
    """Swift blocks among `lines` (line number, text; None breaks a block, e.g. code)."""
    blocks = []
    i = 0
    while i < len(lines):
        number, text = lines[i]
        if text is not None and FENCE_OPEN.match(text):
            body = []
            j = i + 1
            while j < len(lines) and lines[j][1] is not None and not FENCE_CLOSE.match(lines[j][1]):
                body.append(lines[j][1])
                j += 1
            blocks.append(Block(path, number, body))
            i = j + 1
        else:
            i += 1
    return blocks


def markdown_blocks(path: Path) -> list[Block]:
    text = path.read_text(encoding="utf-8").split("\n")
    return fenced_blocks(path, [(n + 1, line) for n, line in enumerate(text)])


def doc_comment_blocks(path: Path) -> list[Block]:
    numbered: list[tuple[int, str | None]] = []
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n")):
        stripped = line.lstrip()
        if stripped.startswith("///"):
            body = stripped[3:]
            numbered.append((n + 1, body[1:] if body.startswith(" ") else body))
        else:
            numbered.append((n + 1, None))
    return fenced_blocks(path, numbered)


def normalize(lines: list[str]) -> tuple[list[str], set[str], bool]:
    """The block's code lines (dedented, trailing whitespace dropped), its imports, and whether it
    carried `@main`."""
    imports: set[str] = set()
    code: list[str] = []
    had_main = False
    for line in lines:
        line = line.rstrip()
        match = IMPORT.match(line.strip())
        if match:
            imports.add(match.group(1))
            continue
        if line.lstrip().startswith("@main ") or line.strip() == "@main":
            had_main = True
            indent = line[: len(line) - len(line.lstrip())]
            line = indent + line.lstrip()[len("@main") :].lstrip()
            if not line.strip():
                continue
        code.append(line)
    while code and not code[0].strip():
        code.pop(0)
    while code and not code[-1].strip():
        code.pop()
    indents = [len(line) - len(line.lstrip()) for line in code if line.strip()]
    cut = min(indents, default=0)
    return [line[cut:] if line.strip() else "" for line in code], imports, had_main


def test_target_dirs() -> list[Path]:
    manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")
    names = re.findall(r"\.testTarget\(\s*name:\s*\"([^\"]+)\"", manifest)
    return [ROOT / "Tests" / name for name in names if (ROOT / "Tests" / name).is_dir()]


def compiled_lines(path: Path) -> list[str]:
    """The file's lines, trailing whitespace dropped; lines in block comments, multi-line string
    literals or `#if false` are blanked out so that nothing there counts."""
    out = []
    in_comment = False
    in_string = False  # inside a multi-line string literal
    dead_depth = 0  # > 0 inside `#if false`, counting nested #if
    for line in path.read_text(encoding="utf-8").split("\n"):
        line = line.rstrip()
        stripped = line.strip()
        if dead_depth:
            if stripped.startswith("#if"):
                dead_depth += 1
            elif stripped.startswith("#endif"):
                dead_depth -= 1
            out.append("\0")
            continue
        if stripped == "#if false":
            dead_depth = 1
            out.append("\0")
            continue
        if in_string or line.count('"""') % 2 == 1:
            if line.count('"""') % 2 == 1:
                in_string = not in_string
            out.append("\0")
            continue
        if in_comment:
            if "*/" in line:
                in_comment = False
            out.append("\0")
            continue
        if stripped.startswith("/*") and "*/" not in stripped:
            in_comment = True
            out.append("\0")
            continue
        out.append(line)
    return out


class TestFile:
    def __init__(self, path: Path):
        self.path = path
        self.lines = compiled_lines(path)
        self.imports = {
            m.group(1)
            for line in self.lines
            for m in [re.match(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(\w+)", line)]
            if m
        }

    def find(self, code: list[str]) -> int | None:
        """The 1-based line where `code` starts in this file, at one common indentation."""
        if not code:
            return None
        first = code[0]
        for i in range(len(self.lines) - len(code) + 1):
            line = self.lines[i]
            if not line.endswith(first):
                continue
            indent = line[: len(line) - len(first)]
            if indent.strip():
                continue
            if all(
                (self.lines[i + k] == "" if not want else self.lines[i + k] == indent + want)
                for k, want in enumerate(code)
            ):
                return i + 1
        return None


def check_manifest(block: Block) -> str | None:
    """None when the manifest block evaluates and names only real products; else the problem."""
    manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")
    products = set(re.findall(r"\.(?:library|executable)\(\s*name:\s*\"([^\"]+)\"", manifest))
    body = "\n".join(line for line in block.lines if line.strip() != "// Package.swift")
    named = re.findall(r"\.product\(\s*name:\s*\"([^\"]+)\"\s*,\s*package:\s*\"([^\"]+)\"", body)
    if not named:
        return "names no product"
    unknown = sorted({name for name, _ in named} - products)
    if unknown:
        return f"names products Package.swift does not declare: {', '.join(unknown)}"
    with tempfile.TemporaryDirectory() as scratch:
        # The block depends on "../sectional": put a link to this package there.
        os.symlink(ROOT, Path(scratch) / "sectional")
        app = Path(scratch) / "app"
        app.mkdir()
        (app / "Package.swift").write_text(
            "// swift-tools-version: 6.1\nimport PackageDescription\n\n"
            'let package = Package(\n  name: "App",\n  platforms: [.macOS(.v13), .iOS(.v16)],\n'
            + body
            + "\n)\n",
            encoding="utf-8",
        )
        result = subprocess.run(
            ["swift", "package", "dump-package"], cwd=app, capture_output=True, text=True
        )
        if result.returncode != 0:
            return "does not evaluate as a manifest:\n" + result.stderr.strip()
        dumped = json.loads(result.stdout)
        deps = [d.get("fileSystem", [{}])[0].get("identity") for d in dumped["dependencies"]]
        packages = {package for _, package in named}
        if not packages <= set(deps):
            return f"names packages it does not depend on: {sorted(packages - set(deps))}"
    return None


def main() -> int:
    verbose = "--verbose" in sys.argv[1:]
    sources = ROOT / "Sources"
    blocks: list[Block] = []
    for article in sorted(sources.glob("**/*.docc/**/*.md")):
        blocks += markdown_blocks(article)
    for page in ("README.md", "ARCHITECTURE.md"):
        if (ROOT / page).exists():
            blocks += markdown_blocks(ROOT / page)
    for swift in sorted(sources.glob("**/*.swift")):
        blocks += doc_comment_blocks(swift)

    tests = [TestFile(p) for d in test_target_dirs() for p in sorted(d.glob("**/*.swift"))]

    verified = manifests = exempted = 0
    unverified: list[str] = []
    for block in blocks:
        code, imports, _ = normalize(block.lines)
        key = (str(block.path.relative_to(ROOT)), code[0] if code else "")
        if key in EXEMPT:
            exempted += 1
            print(f"exempt: {block.where}: {EXEMPT[key]}")
            continue
        if block.lines and block.lines[0].strip() == "// Package.swift":
            problem = check_manifest(block)
            if problem:
                unverified.append(f"{block.where}: the manifest snippet {problem}")
            else:
                manifests += 1
                if verbose:
                    print(f"ok: {block.where}: evaluates as a manifest over Package.swift")
            continue
        if not code:
            unverified.append(f"{block.where}: an empty block")
            continue
        found = None
        for test in tests:
            line = test.find(code)
            if line is not None:
                # On Linux the UIKit stand-in UIKitSurface is what a test imports for UIKit.
                missing = {"UIKitSurface" if name == "UIKit" else name for name in imports}
                missing -= test.imports
                if missing:
                    continue
                found = f"{test.path.relative_to(ROOT)}:{line}"
                break
        if found:
            verified += 1
            if verbose:
                print(f"ok: {block.where} -> {found}")
        else:
            first = code[0].strip()
            unverified.append(f"{block.where}: not in any test ({first[:60]})")

    for problem in unverified:
        print(f"unverified: {problem}")
    print(
        f"doc examples: {len(blocks)} swift blocks found, {verified} verbatim in tests, "
        f"{manifests} manifest checked against Package.swift, {exempted} exempted, "
        f"{len(unverified)} unverified"
    )
    return 1 if unverified else 0


if __name__ == "__main__":
    sys.exit(main())
