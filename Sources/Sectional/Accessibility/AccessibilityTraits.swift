/// What kind of thing an element is and what state it is in, for assistive technologies: the
/// traits VoiceOver speaks ("button", "heading", "selected", "dimmed") and a renderer for a
/// screen reader puts into words.
///
/// ```swift
/// Row(id: "wifi", TextItem("Wi-Fi"))
///   .accessibility(traits: [.button, .selected])
/// ```
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The traits' bits.
  public let rawValue: UInt16

  /// Creates traits from their raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// Activating the element does something (a selectable row, a button, a pill).
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// The element heads a section of content (a section's header).
  public static let header = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is selected or checked (a checkmarked row, a chosen pill or segment).
  public static let selected = AccessibilityTraits(rawValue: 1 << 2)
  /// The element cannot be used now (a disabled row or control).
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 3)
  /// The element's value goes up and down (a stepper): increment and decrement adjust it.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 4)
  /// Activating the element opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 5)
  /// The element is a picture.
  public static let image = AccessibilityTraits(rawValue: 1 << 6)
  /// The element switches on and off (a toggle); its value says which.
  public static let toggle = AccessibilityTraits(rawValue: 1 << 7)
  /// The element takes typed text (a text field or area).
  public static let textEntry = AccessibilityTraits(rawValue: 1 << 8)

  /// Each trait with the word a screen reader says for it, in the order it says them.
  static let words: [(trait: AccessibilityTraits, word: String)] = [
    (.header, "heading"), (.toggle, "toggle"), (.button, "button"), (.link, "link"),
    (.image, "image"), (.textEntry, "text field"), (.adjustable, "adjustable"),
    (.selected, "selected"), (.notEnabled, "dimmed"),
  ]

  /// The traits as words, in the order a screen reader says them ("toggle, button").
  public var spoken: [String] {
    Self.words.filter { contains($0.trait) }.map(\.word)
  }
}
