/// What assistive technologies say about a row, a section's header or footer, or a part of a
/// row: a label, a value, a hint, traits, actions, and the parts read one by one.
///
/// Every standard component describes itself (``Component/accessibilityDescription``): a ``TextItem``
/// reads its title and subtitle, its detail or its toggle's state as the value; a
/// ``TextFieldItem`` its label, text and message; an ``ImageItem`` its alt text. A row adds what
/// it knows (a selectable row is a button, a disabled one is dimmed, its swipe and menu actions
/// become ``actions``), and ``Row/accessibility(label:value:hint:traits:isHidden:)`` overrides any of it.
///
/// ```swift
/// Row(id: contact.id, TextItem(contact.name, subtitle: contact.phone))
///   .accessibility(hint: "Opens the contact")
/// ```
public struct AccessibilityDescription: Sendable, Hashable {
  /// What the element is called, read first ("Wi-Fi"); `nil` when it says nothing.
  public var label: String?
  /// Its current value, read after the label ("On", "3", the text of a field).
  public var value: String?
  /// What activating it does, read after a pause ("Opens the contact").
  public var hint: String?
  /// What kind of element it is and its state.
  public var traits: AccessibilityTraits
  /// What a person can do to it besides activating it.
  public var actions: [AccessibilityAction]
  /// The parts read one by one instead of the whole (the pills of a ``PillsItem``, the buttons
  /// of an ``ActionBarItem``); empty when the element is read as one.
  public var elements: [AccessibilityDescription]
  /// Whether assistive technologies skip the element (decoration).
  public var isHidden: Bool

  /// A description.
  ///
  /// - Parameters:
  ///   - label: What the element is called.
  ///   - value: Its current value.
  ///   - hint: What activating it does.
  ///   - traits: Its kind and state.
  ///   - actions: What a person can do to it besides activating it.
  ///   - elements: Parts read one by one.
  ///   - isHidden: Whether it is skipped.
  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: AccessibilityTraits = [], actions: [AccessibilityAction] = [],
    elements: [AccessibilityDescription] = [], isHidden: Bool = false
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.actions = actions
    self.elements = elements
    self.isHidden = isHidden
  }

  /// Whether the element says nothing at all: no label, no value and no parts.
  public var isSilent: Bool {
    (label ?? "").isEmpty && (value ?? "").isEmpty && elements.allSatisfy(\.isSilent)
  }

  /// The text a screen reader reads, in order: label, value, traits, hint, then the actions
  /// ("Wi-Fi, On, toggle, button. Actions: Forget"). Parts are read on their own lines (see
  /// ``spokenLines``).
  public var spoken: String {
    var parts = [label, value].compactMap { $0 }.filter { !$0.isEmpty }
    parts += traits.spoken
    var text = parts.joined(separator: ", ")
    if let hint, !hint.isEmpty { text += text.isEmpty ? hint : ". \(hint)" }
    if !actions.isEmpty {
      text +=
        (text.isEmpty ? "" : ". ") + "Actions: "
        + actions.map(\.name).joined(separator: ", ")
    }
    return text
  }

  /// What a screen reader reads for the element, one line per stop: the element, then each of
  /// its parts indented; nothing when it is hidden.
  public var spokenLines: [String] {
    guard !isHidden else { return [] }
    let own = spoken
    let parts = elements.flatMap(\.spokenLines).map { "  " + $0 }
    return (own.isEmpty && !parts.isEmpty ? [] : [own]) + parts
  }
}
