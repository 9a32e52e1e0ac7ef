// The UIKit declarations that Sectional's UIKit renderer uses, with the signatures Apple documents,
// behaving as Apple documents them, so that Linux can build and run Sources/SectionalUIKit
// (Tests/SectionalUIKitTests; Scripts/typecheck-uikit.sh). On Apple platforms the renderer imports
// UIKit, StoreKit and MessageUI and this module is never built.
//
// Layout of the module: the top-level files declare Apple's API, each declaration with its
// documentation address; Behaviour/ implements it (loading counts, the viewport, display and
// prefetch calls, batch-update validation); Drivers/ holds test drivers, which are not UIKit API:
// what a user does (tap, scroll, swipe, drag, toggle, choose an alert action). What the surface
// leaves out: animation (batches apply at once; their completions wait for the next gesture),
// Auto Layout (self-sizing rows measure a fixed height), drawing, and nib loading.
//
// Deviations from Apple's declarations are named where they occur: superclasses the renderer
// never names are skipped, optional protocol requirements are required here (so a misspelled
// delegate method fails to compile instead of silently never being called), and surface-only
// declarations say so.

@_exported import Foundation

extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int { self[1] }

  /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// https://developer.apple.com/documentation/foundation/indexpath/item
  public var item: Int { self[1] }

  /// https://developer.apple.com/documentation/foundation/indexpath/section
  public var section: Int { self[0] }
}

extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  public static let font = NSAttributedString.Key("NSFont")

  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}
