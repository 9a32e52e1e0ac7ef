#!/usr/bin/env python3
"""Every Swift code example in the documentation compiles as a reader would paste it: it
appears, verbatim, in a test that `swift test` compiles and runs, in a file that imports no more
than the page tells the reader to import, at a place where nothing the test declared before it
is in scope.

Looks at every ```swift block of the DocC articles (Sources/**/*.docc/**/*.md), of README.md and
ARCHITECTURE.md, and of every `///` doc comment under Sources/ (the `///` prefix stripped). Lines
are compared after dropping trailing whitespace, and a block and the matching file lines may
differ by one common leading indentation. Lines in block comments, multi-line string literals
and `#if false` do not count. The rule, by kind of block:

  - A whole file (a page's first block with `import` lines; a later block's imports add to the
    same file, as a reader adds them at its top) must start a test file or a namespace in it
    (the code line before it is an import or ends with `{`), and that file imports exactly what
    the page imports, plus `Testing` and `TestSupport` (UIKit is imported as UIKitSurface, its stand-in on Linux),
    with no `@testable import`. So an example that forgets an import fails in its test.
  - A fragment (no `import` lines) must appear in a test file whose imports are among those its
    page states, plus `Testing` and `TestSupport` (the test helpers): for an article or README, the imports of the page's whole-file
    blocks (a page without any states its own module and the core, `Sectional`); for a doc
    comment, which is read in an app's file or its tests, the documented module, the core,
    Foundation, SectionalTesting, and UIKit with SectionalUIKit where the example is about UIKit
    (names it). No `@testable import` there.
  - A fragment of an article or README must start a scope, so that it cannot use a name the
    test declared before it and the page does not show: the code line before it ends with `{`
    (a body opens) or is an import, or it directly follows an earlier block of the same page (an
    article builds on its earlier blocks). A fragment that only declares (a type, function or
    property, maybe with attributes) may follow other declarations. A doc comment's fragment
    may assume the object its symbol works on (a `controller`, a `liaison`, a `list`), as DocC
    examples do: its test may set that up before it. Name such an object after its type, and
    show where it comes from when the reader could not guess (as `UIKitPresenter.push(_:)` does).

SectionalSwiftUI's examples are SwiftUI, which no Linux test can compile: each of its blocks (its
DocC articles and doc comments) must appear, by the same rules, in a file of the example app
(Examples/iOS/Sources), which `../shared/tools/ios-sdk/check.sh` compiles against Apple's iPhoneOS
SDK (and `.ci/run` runs when that SDK is set up). There UIKit is UIKit, and a doc comment's
example may assume SwiftUI, UIKit and SectionalUIKit besides its module and the core.

Two differences are allowed because a test target cannot hold them: a leading `@main` attribute
(a test target has no entry point; the type must be there), and UIKit imported as UIKitSurface.
A manifest block (its first line is `// Package.swift`) is checked against the package instead:
it is evaluated by `swift package dump-package` inside a scratch package that depends on this one
by path (in a folder named `sectional`, as the README says), and every product it names must be
one Package.swift declares.

Markdown pages must not send readers outside the repository: a relative link or a path in
backquotes that leaves it (`../…`) is reported, except a manifest's `.package(path:)`.

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


# What a test may import beyond a page: the test framework and the package's test helpers
# (Tests/TestSupport), which add nothing an example uses.
HARNESS = {"Testing", "TestSupport"}

IMPORT_LINE = re.compile(r"^\s*(@\w+(?:\([^)]*\))?\s+)*import\s+(\w+)\s*$")
DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s*)*((public|package|internal|private|fileprivate|final|static|"
    r"nonisolated|override|lazy|mutating)\s+)*"
    r"(struct|class|enum|actor|protocol|extension|func|typealias|var|let|init)\b"
)


class TestFile:
    def __init__(self, path: Path):
        self.path = path
        self.lines = compiled_lines(path)
        self.imports: set[str] = set()
        self.testable = False
        for line in self.lines:
            match = IMPORT_LINE.match(line)
            if match:
                self.imports.add(match.group(2))
                if match.group(1) and "@testable" in match.group(1):
                    self.testable = True

    @staticmethod
    def significant(line: str) -> bool:
        stripped = line.strip()
        return bool(stripped) and stripped != "\0" and not stripped.startswith("//")

    def previous_code_line(self, index: int) -> int | None:
        """The 0-based index of the last code line before `index` (comments, blank lines and
        attributes-only lines of a declaration are skipped), or None at the file's start."""
        i = index - 1
        while i >= 0 and not self.significant(self.lines[i]):
            i -= 1
        return i if i >= 0 else None

    def head(self) -> tuple[list[str], int]:
        """The file's import names in order and the 0-based index of its first other code line."""
        names = []
        for i, line in enumerate(self.lines):
            if not self.significant(line):
                continue
            match = IMPORT_LINE.match(line)
            if not match:
                return names, i
            names.append(match.group(2))
        return names, len(self.lines)

    def find_all(self, code: list[str]) -> list[int]:
        """Every 0-based line where `code` starts in this file, at one common indentation."""
        found = []
        if not code:
            return found
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
                found.append(i)
        return found


def surface(names: set[str]) -> set[str]:
    """Import names as a Linux test writes them: UIKit is UIKitSurface."""
    return {"UIKitSurface" if name == "UIKit" else name for name in names}


# The module whose examples are checked in the example app, compiled against Apple's SDK.
APPLE_ONLY = "SectionalSwiftUI"
APPLE_FILES = ROOT / "Examples" / "iOS" / "Sources"


def module_of(path: Path) -> str | None:
    """The module a source file or DocC catalog belongs to (Sources/<Module>/...)."""
    parts = path.relative_to(ROOT).parts
    return parts[1] if len(parts) > 2 and parts[0] == "Sources" else None


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
    apple_files = [TestFile(p) for p in sorted(APPLE_FILES.glob("**/*.swift"))]

    # What each page tells its reader to import.
    page_imports: dict[Path, set[str]] = {}
    for block in blocks:
        page_imports.setdefault(block.path, set()).update(normalize(block.lines)[1])

    def stated(block: Block) -> set[str]:
        module = module_of(block.path)
        implied = {"Sectional"} | ({module} if module else set())
        if block.path.suffix == ".md":
            owner = file_of.get(id(block))
            return file_imports[id(owner)] if owner is not None else implied
        # A doc comment's example is read in an app's file or its tests: those import Foundation,
        # UIKit where the module is SectionalUIKit, and in tests SectionalTesting.
        implied |= {"Foundation", "SectionalTesting"}
        if module == "SectionalUIKit" or any("UIKit" in line for line in block.lines):
            implied |= {"UIKit", "SectionalUIKit"}
        if module == APPLE_ONLY:
            implied |= {"SwiftUI", "UIKit", "SectionalUIKit"}
        return implied

    # A page's first block with imports is a whole file; a later block's imports add to it (the
    # reader puts them at the top of the same file).
    first_with_imports: dict[Path, Block] = {}
    for block in blocks:
        if normalize(block.lines)[1] and block.path not in first_with_imports:
            first_with_imports[block.path] = block
    # A later block that restates the first one's imports starts a file of its own (an article's
    # tests beside its screen): its imports hold for it and the blocks that follow it.
    file_of: dict[int, Block] = {}
    current: dict[Path, Block] = {}
    for block in blocks:
        imports = normalize(block.lines)[1]
        first = first_with_imports.get(block.path)
        if first is not None and imports and (
            block is first or normalize(first.lines)[1] <= imports
        ):
            current[block.path] = block
        owner = current.get(block.path)
        if owner is not None:
            file_of[id(block)] = owner
    file_imports: dict[int, set[str]] = {}
    for block in blocks:
        owner = file_of.get(id(block))
        if owner is not None:
            file_imports.setdefault(id(owner), set()).update(normalize(block.lines)[1])

    # Where earlier blocks of each page ended, per test file: a fragment may continue one.
    ends: dict[Path, set[tuple[Path, int]]] = {}

    def place(block: Block, code: list[str], imports: set[str]) -> tuple[str | None, str]:
        """Where the block is verified, or None and why not."""
        apple = module_of(block.path) == APPLE_ONLY
        why = "not in any file of Examples/iOS/Sources" if apple else "not in any test"
        as_written = (lambda names: names) if apple else surface
        whole = file_of.get(id(block)) is block
        allowed = as_written(stated(block)) | HARNESS
        for test in apple_files if apple else tests:
            starts = test.find_all(code)
            if not starts:
                continue
            if whole:
                names = test.imports
                wanted = file_imports[id(block)]
                if names - HARNESS != as_written(wanted) - HARNESS:
                    why = (
                        f"in {test.path.relative_to(ROOT)}, whose imports {sorted(names)} are "
                        f"not the page's {sorted(wanted)} (+ Testing)"
                    )
                    continue
                if test.testable:
                    why = f"in {test.path.relative_to(ROOT)}, which has a @testable import"
                    continue
                for start in starts:
                    before = test.previous_code_line(start)
                    if (
                        before is None
                        or IMPORT_LINE.match(test.lines[before])
                        or test.lines[before].rstrip().endswith("{")
                    ):
                        ends.setdefault(block.path, set()).add((test.path, test.previous_code_line(start + len(code))))
                        return f"{test.path.relative_to(ROOT)}:{start + 1}", why
                why = f"in {test.path.relative_to(ROOT)} but not where a file (or a namespace) starts"
                continue
            extra = test.imports - allowed
            if extra or test.testable:
                why = (
                    f"in {test.path.relative_to(ROOT)}, which imports "
                    f"{sorted(extra) or '@testable'} beyond what the page states "
                    f"({sorted(stated(block))})"
                )
                continue
            declares = bool(DECLARATION.match(code[0].strip()))
            for start in starts:
                before = test.previous_code_line(start)
                if (
                    block.path.suffix != ".md"
                    or before is None
                    or test.lines[before].rstrip().endswith("{")
                    or IMPORT_LINE.match(test.lines[before])
                    or (test.path, before) in ends.get(block.path, set())
                    or (declares and not test.lines[before].rstrip().endswith(")"))
                ):
                    ends.setdefault(block.path, set()).add((test.path, test.previous_code_line(start + len(code))))
                    return f"{test.path.relative_to(ROOT)}:{start + 1}", why
            why = (
                f"in {test.path.relative_to(ROOT)}:{starts[0] + 1} but after other code of the "
                "test, which a reader would not have"
            )
        return None, why

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
        found, why = place(block, code, imports)
        if found:
            verified += 1
            if verbose:
                print(f"ok: {block.where} -> {found}")
        else:
            first = code[0].strip()
            unverified.append(f"{block.where}: {why} ({first[:60]})")

    for page in [ROOT / "README.md", ROOT / "ARCHITECTURE.md"] + sorted(
        sources.glob("**/*.docc/**/*.md")
    ):
        if not page.exists():
            continue
        for number, line in enumerate(page.read_text(encoding="utf-8").split("\n"), 1):
            if ".package(path:" in line:
                continue
            for target in re.findall(r"\]\(([^)#\s]+)\)|`(\.\./[^`]*)`", line):
                target = target[0] or target[1]
                if "://" in target:
                    continue
                resolved = (page.parent / target).resolve()
                if not resolved.is_relative_to(ROOT):
                    unverified.append(
                        f"{page.relative_to(ROOT)}:{number}: points outside the repository "
                        f"({target})"
                    )

    for problem in unverified:
        print(f"unverified: {problem}")
    print(
        f"doc examples: {len(blocks)} swift blocks found, {verified} as pasted in tests, "
        f"{manifests} manifest checked against Package.swift, {exempted} exempted, "
        f"{len(unverified)} unverified"
    )
    return 1 if unverified else 0


if __name__ == "__main__":
    sys.exit(main())
