/// One entry of a list's section index: a title and the section it jumps to (see
/// ``Section/indexTitle(_:)`` and ``ListContent/sectionIndexTitles``).
public struct SectionIndexTitle: Hashable, Sendable {
  /// The title shown in the index.
  public var title: String
  /// The index of the section it jumps to, in the content it was read from.
  public var section: Int

  /// An entry of the index.
  ///
  /// - Parameters:
  ///   - title: The title shown in the index.
  ///   - section: The index of the section it jumps to.
  public init(title: String, section: Int) {
    self.title = title
    self.section = section
  }
}
