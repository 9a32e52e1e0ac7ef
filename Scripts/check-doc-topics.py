#!/usr/bin/env python3
"""Every public type of a documented library is curated in its DocC catalog's topics.

For each library that Scripts/build-docs.sh documents, reads the symbol graph the build emitted
(DIR/<Library>-symbols/<Library>.symbols.json; extension graphs, `<Library>@Other`, describe
other modules' types and are skipped) and lists the library's top-level public and open types:
structs, classes, actors, enums, protocols and type aliases. SPI symbols are not in the graph.
Nested types are not listed: DocC gives each its own page under its parent's, so curating the
parent reaches them.

A type is curated when a ``Symbol`` link to it appears in a `## Topics` section of a page
reachable from the catalog's root page: the root page, the articles its topics link with
<doc:…>, and extension pages (`# ``Library/Type``` files) of curated types, recursively.
DocC would otherwise list an uncurated type in an automatic "Structures"/"Classes" dump.

A type listed in NOT_PUBLIC (shared by the package's parts, not for apps) must not be public.

Prints the uncurated types and a summary per library; exits 1 if any type is uncurated or a
NOT_PUBLIC type is public.
Python 3 standard library only. Usage: Scripts/check-doc-topics.py [DIR]  (default .build-docs)
"""

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIBRARIES = ["Sectional", "SectionalTerminal", "SectionalTesting", "SectionalUIKit", "SectionalSwiftUI"]
TYPE_KINDS = {
    "swift.struct",
    "swift.class",
    "swift.actor",
    "swift.enum",
    "swift.protocol",
    "swift.typealias",
}
SYMBOL_LINK = re.compile(r"``([^`]+)``")
DOC_LINK = re.compile(r"<doc:([^>#]+)>")
TITLE = re.compile(r"^#\s+``([^`]+)``\s*$", re.M)


def public_types(graphs: Path, library: str) -> list[str]:
    graph = graphs / f"{library}-symbols" / f"{library}.symbols.json"
    symbols = json.loads(graph.read_text(encoding="utf-8"))["symbols"]
    return sorted(
        {
            s["pathComponents"][0]
            for s in symbols
            if s["kind"]["identifier"] in TYPE_KINDS
            and len(s["pathComponents"]) == 1
            and s.get("accessLevel") in ("public", "open")
        }
    )


def topics_section(text: str) -> str:
    """The text of the page's `## Topics` section (up to the next level-2 heading)."""
    match = re.search(r"^## Topics\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    return match.group(1) if match else ""


def curated_types(library: str) -> tuple[set[str], list[str]]:
    """The types linked from topics reachable from the root page, and the pages visited."""
    catalog = ROOT / "Sources" / library / f"{library}.docc"
    pages = {page.stem: page for page in catalog.glob("**/*.md")}
    titles = {}
    root = None
    for page in pages.values():
        match = TITLE.search(page.read_text(encoding="utf-8"))
        if not match:
            continue
        symbol = match.group(1).removeprefix(f"{library}/")
        if symbol == library:
            root = page
        else:
            titles[symbol.split("/")[0]] = page
    if root is None:
        raise SystemExit(f"{catalog.relative_to(ROOT)}: no root page titled ``{library}``")
    curated: set[str] = set()
    visited: list[str] = []
    queue = [root]
    while queue:
        page = queue.pop(0)
        if page.name in visited:
            continue
        visited.append(page.name)
        topics = topics_section(page.read_text(encoding="utf-8"))
        for link in SYMBOL_LINK.findall(topics):
            name = link.removeprefix(f"{library}/").split("/")[0].split("-")[0]
            name = name.split("(")[0]
            if name not in curated:
                curated.add(name)
                if name in titles:
                    queue.append(titles[name])
        for article in DOC_LINK.findall(topics):
            stem = article.split("/")[-1]
            if stem in pages:
                queue.append(pages[stem])
    return curated, visited


# Types the package's own parts share but apps must not reach: `package` access, never public.
# (Issue 17: find and reorder state, the PNG decoder, the key decoder, the seeded generator of the
# tests, and the per-batch validator behind ChangesetVerifier.)
NOT_PUBLIC = {
    "SectionalTerminal": {"FindState", "ReorderState", "PNGImage", "PNGError", "KeyDecoder"},
    "SectionalTesting": {"SplitMix64", "BatchUpdateValidator"},
}


def main() -> int:
    graphs = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".build-docs"
    failed = False
    for library in LIBRARIES:
        types = public_types(graphs, library)
        exposed = sorted(NOT_PUBLIC.get(library, set()) & set(types))
        for name in exposed:
            print(f"public: {library}.{name} must be `package` (apps must not reach it)")
        failed = failed or bool(exposed)
        curated, visited = curated_types(library)
        missing = [name for name in types if name not in curated]
        for name in missing:
            print(f"uncurated: {library}.{name} is in no `## Topics` reachable from {library}.md")
        failed = failed or bool(missing)
        print(
            f"topics: {library}: {len(types)} public types, {len(types) - len(missing)} curated "
            f"({', '.join(visited)}), {len(missing)} uncurated"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
