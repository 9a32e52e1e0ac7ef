#!/usr/bin/env bash
# Builds the DocC documentation of every library that has a catalog, with the toolchain's own
# `docc` (no package dependency), and fails on any warning: unresolved symbol links, missing
# topics, malformed articles. Output goes to .build-docs/ (ignored by git). On Linux
# SectionalUIKit is documented as it builds here, against UIKitSurface.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-docs
rm -rf "$out"
mkdir -p "$out"
for target in Sectional SectionalTerminal SectionalTesting SectionalUIKit; do
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
echo "ok: documentation builds without warnings"
