// The UIKit declarations that Sectional's UIKit renderer uses, with the signatures Apple documents
// and bodies that do nothing. It exists only so that Linux can type-check
// Sources/SectionalUIKit (see Scripts/typecheck-uikit.sh); on Apple platforms the renderer
// imports UIKit, StoreKit and MessageUI and this module is never built. Nothing here runs UIKit,
// and nothing type-checked against it says anything about runtime behaviour.
//
// Every declaration carries its documentation address. Deviations from Apple's declarations are
// named where they occur: superclasses the renderer never names are skipped, and optional
// protocol requirements are required here (so a misspelled delegate method fails to compile
// instead of silently never being called).

@_exported import Foundation

extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int { self[1] }

  /// https://developer.apple.com/documentation/foundation/indexpath/section
  public var section: Int { self[0] }
}

extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  public static let font = NSAttributedString.Key("NSFont")

  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSObject {
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  @MainActor public var accessibilityLabel: String? {
    get { nil }
    set {}
  }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  @MainActor public var isAccessibilityElement: Bool {
    get { false }
    set {}
  }
}
