/// What ``Row/accessibility(label:value:hint:traits:isHidden:)`` set, kept out of line: one
/// reference in a row's traits, none when nothing was set.
final class AccessibilityOverride: Sendable {
  let label: String?
  let value: String?
  let hint: String?
  let traits: AccessibilityTraits?
  let isHidden: Bool?

  init(
    label: String?, value: String?, hint: String?, traits: AccessibilityTraits?, isHidden: Bool?
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.isHidden = isHidden
  }

  /// This override over `earlier`: what this one sets wins, the rest stays.
  func merged(over earlier: AccessibilityOverride?) -> AccessibilityOverride {
    guard let earlier else { return self }
    return AccessibilityOverride(
      label: label ?? earlier.label, value: value ?? earlier.value, hint: hint ?? earlier.hint,
      traits: traits ?? earlier.traits, isHidden: isHidden ?? earlier.isHidden)
  }

  /// `description` with what this override sets.
  func applied(to description: AccessibilityDescription) -> AccessibilityDescription {
    var description = description
    if let label { description.label = label }
    if let value { description.value = value }
    if let hint { description.hint = hint }
    if let traits { description.traits = traits }
    if let isHidden { description.isHidden = isHidden }
    return description
  }
}
