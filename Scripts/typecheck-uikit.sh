#!/usr/bin/env bash
# Type-checks Sources/SectionalUIKit on Linux against Sources/UIKitSurface: the UIKit, StoreKit
# and MessageUI declarations the renderer uses, with Apple's documented signatures and empty
# bodies. A type check only: it shows the renderer's sources agree with those declarations, not
# how UIKit behaves at run time. On Apple platforms SectionalUIKit compiles against UIKit itself.
# Then checks the surface: every declaration carries its documentation address and is used.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target UIKitSurface
swift build --target Sectional
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"

mapfile -t sources < <(find Sources/SectionalUIKit -name '*.swift' | sort)
echo "type-checking ${#sources[@]} SectionalUIKit files against UIKitSurface"
swiftc -typecheck -swift-version 6 -D SECTIONAL_UIKIT_SURFACE -I "$modules" "${sources[@]}"
echo "ok: SectionalUIKit type-checks against the UIKit surface"

python3 Scripts/check-uikit-surface.py
