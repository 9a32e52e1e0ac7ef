#!/usr/bin/env bash
# Builds the DocC documentation of every library that has a catalog, with the toolchain's own
# `docc` (no package dependency), and fails on any warning: unresolved symbol links, missing
# topics, malformed articles; on a code example that no test holds (check-doc-examples.py); and
# on a public type that no topics group lists (check-doc-topics.py). Output goes to .build-docs/
# (ignored by git). On Linux SectionalUIKit is documented as it builds here, against UIKitSurface,
# and SectionalSwiftUI without its SwiftUI views (which exist where SwiftUI does).
set -euo pipefail
cd "$(dirname "$0")/.."

# Every swift block of the articles, README and doc comments appears verbatim in a test.
python3 Scripts/check-doc-examples.py

out=.build-docs
rm -rf "$out"
mkdir -p "$out"
for target in Sectional SectionalTerminal SectionalTesting SectionalUIKit SectionalSwiftUI; do
  graphs="$out/$target-symbols"
  mkdir -p "$graphs"
  swift build --target "$target" --scratch-path "$out/build" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
  # Only this target's symbol graphs: its dependencies document themselves.
  find "$graphs" -name '*.symbols.json' ! -name "$target.symbols.json" \
    ! -name "$target@*.symbols.json" -delete
  echo "docc: $target"
  docc convert "Sources/$target/$target.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$target" --fallback-bundle-identifier "org.sectional.$target" \
    --output-path "$out/$target.doccarchive" --warnings-as-errors
done
# Every public type is curated in its catalog's topics (read from the symbol graphs above).
python3 Scripts/check-doc-topics.py "$out"
echo "ok: documentation builds without warnings"
