#!/usr/bin/env bash
# Builds Sources/SectionalUIKit on Linux against Sources/UIKitSurface: the UIKit, StoreKit and
# MessageUI declarations the renderer uses, with Apple's documented signatures, behaving as
# Apple documents (Package.swift links SectionalUIKit to UIKitSurface on Linux and defines
# SECTIONAL_UIKIT_SURFACE). Tests/SectionalUIKitTests run the renderer through it. On Apple
# platforms SectionalUIKit compiles against UIKit itself.
# Then checks the surface: every Apple declaration carries its documentation address and is used,
# and the renderer uses no surface-only declaration and no test driver.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target SectionalUIKit
echo "ok: SectionalUIKit compiles against the UIKit surface"

python3 Scripts/check-uikit-surface.py
