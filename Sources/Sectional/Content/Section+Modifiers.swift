extension Section {
  /// Adds a handler for an event of the section's header.
  ///
  /// - Parameters:
  ///   - event: ``SectionEvent/configure``, ``SectionEvent/willDisplay`` or
  ///     ``SectionEvent/didEndDisplaying``.
  ///   - handler: Called on the main actor with the section's context.
  /// - Returns: The section with the handler added; unchanged when it has no header.
  public func onHeader(_ event: SectionEvent, perform handler: @escaping SectionHandler)
    -> Section
  {
    var section = self
    section.header?.handlers[event, default: []].append(handler)
    return section
  }

  /// Adds a handler for an event of the section's footer.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - handler: Called on the main actor with the section's context.
  /// - Returns: The section with the handler added; unchanged when it has no footer.
  public func onFooter(_ event: SectionEvent, perform handler: @escaping SectionHandler)
    -> Section
  {
    var section = self
    section.footer?.handlers[event, default: []].append(handler)
    return section
  }

  /// Sets the header's height.
  ///
  /// - Parameter height: Fixed, computed or automatic.
  /// - Returns: The section with the height set.
  public func headerHeight(_ height: RowHeight) -> Section {
    var section = self
    section.header?.height = height
    return section
  }

  /// Sets the footer's height.
  ///
  /// - Parameter height: Fixed, computed or automatic.
  /// - Returns: The section with the height set.
  public func footerHeight(_ height: RowHeight) -> Section {
    var section = self
    section.footer?.height = height
    return section
  }
}
