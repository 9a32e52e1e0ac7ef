extension Row {
  /// Says what assistive technologies read for the row, where its component's description
  /// (``Component/accessibilityDescription``) is not what a person should hear: each value given
  /// replaces that part, the others stay. Calling it again changes only what the new call gives.
  ///
  /// ```swift
  /// Row(id: "battery", TextItem("Battery", detail: "80 %"))
  ///   .accessibility(value: "80 percent", hint: "Shows battery usage")
  /// ```
  ///
  /// - Parameters:
  ///   - label: What the row is called.
  ///   - value: Its current value.
  ///   - hint: What selecting it does.
  ///   - traits: Its kind and state, replacing those the row and component give.
  ///   - isHidden: Whether assistive technologies skip it.
  /// - Returns: The row with its description changed.
  public func accessibility(
    label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: AccessibilityTraits? = nil, isHidden: Bool? = nil
  ) -> Row {
    var row = self
    row.traits.accessibilityOverride = AccessibilityOverride(
      label: label, value: value, hint: hint, traits: traits, isHidden: isHidden
    ).merged(over: self.traits.accessibilityOverride)
    return row
  }

  /// The label the app gave the row with ``accessibility(label:value:hint:traits:isHidden:)``,
  /// if it gave one: what a renderer for screen-reader users shows in place of the component
  /// (a chart of block characters says nothing read aloud).
  package var accessibilityLabelOverride: String? {
    traits.accessibilityOverride?.label
  }

  /// What assistive technologies read for the row: its component's description, with what the
  /// row adds — a row that does something when selected is a button, a disabled one is dimmed,
  /// its swipe and context-menu actions, its delete and, for a movable row, "Move up" and
  /// "Move down" are its actions; a node of an ``Outline`` says "Collapsed" or "Expanded" after
  /// its value and offers "Expand" or "Collapse" — and what ``accessibility(label:value:hint:traits:isHidden:)``
  /// set.
  ///
  /// - Complexity: O(actions).
  public var accessibilityDescription: AccessibilityDescription {
    let component = self.component
    let traits = self.traits
    let words = SectionalStrings.current.accessibility
    var description = component.accessibilityDescription
    if !component.isEnabled { description.traits.insert(.notEnabled) }
    let acts =
      handles(.didSelect) || component.interactionOnTap != nil
      || description.hint == words.opensScreen
    if traits.isSelectable, acts, description.elements.isEmpty,
      description.traits.isDisjoint(with: [.textEntry, .adjustable])
    {
      description.traits.insert(.button)
    }
    var names = Set(description.actions.map(\.name))
    func add(_ action: AccessibilityAction) {
      guard names.insert(action.name).inserted else { return }
      description.actions.append(action)
    }
    for placement in [RowAction.Placement.trailingSwipe, .leadingSwipe, .contextMenu] {
      for (index, action) in traits.actions(placement).enumerated() where action.isEnabled {
        add(AccessibilityAction(name: action.title, kind: .rowAction(placement, index: index)))
      }
    }
    if traits.isDeletable {
      add(AccessibilityAction(name: traits.deleteConfirmationTitle, kind: .delete))
    }
    if traits.isMovable {
      add(AccessibilityAction(name: words.moveUp, kind: .moveUp))
      add(AccessibilityAction(name: words.moveDown, kind: .moveDown))
    }
    // A node of an outline says whether its children show, and offers to change it.
    switch outline?.disclosure {
    case .collapsed?:
      description.value = [description.value, words.collapsed].compactMap { $0 }
        .filter { !$0.isEmpty }.joined(separator: ", ")
      add(AccessibilityAction(name: words.expand, kind: .expand))
    case .expanded?:
      description.value = [description.value, words.expanded].compactMap { $0 }
        .filter { !$0.isEmpty }.joined(separator: ", ")
      add(AccessibilityAction(name: words.collapse, kind: .collapse))
    case .leaf?, nil:
      break
    }
    return traits.accessibilityOverride?.applied(to: description) ?? description
  }
}
