extension ChoiceItem {
  /// One option of a choice.
  public struct Option: Equatable, Hashable, Sendable {
    /// The option's id: what the choice reports when it is chosen.
    public var id: ListID
    /// What the option shows.
    public var title: String

    /// Creates an option.
    ///
    /// - Parameters:
    ///   - id: The option's id.
    ///   - title: What the option shows.
    public init(id: some Hashable & Sendable, title: String) {
      self.id = ListID(id)
      self.title = title
    }
  }
}
