extension Section {
  /// What assistive technologies read for the section's header, if it has one: its component's
  /// description as a heading; the header of a collapsible section is a button too, whose value
  /// says whether the section is expanded or collapsed.
  ///
  /// ```swift
  /// let filters = Section(id: "filters", header: "Filters") {
  ///   Row(id: "vegan", TextItem("Vegan"))
  /// }
  /// .collapsible()
  /// // "Filters, Expanded, heading, button"
  /// let spoken = filters.headerAccessibilityDescription?.spoken
  /// ```
  public var headerAccessibilityDescription: AccessibilityDescription? {
    guard let header else { return nil }
    var description = header.component.accessibilityDescription
    description.traits.insert(.header)
    if isCollapsible {
      let words = SectionalStrings.current.accessibility
      description.traits.insert(.button)
      description.value = isCollapsed ? words.collapsed : words.expanded
    }
    return description
  }

  /// What assistive technologies read for the section's footer, if it has one: its component's
  /// description.
  public var footerAccessibilityDescription: AccessibilityDescription? {
    footer.map { $0.component.accessibilityDescription }
  }
}
