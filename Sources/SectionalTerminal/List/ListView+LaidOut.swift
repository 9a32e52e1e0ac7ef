import Sectional

extension ListView {
  /// `content` as this view lays it out: in the flat drawing for screen readers
  /// (``Glyphs/isFlat``) every section is a list, one item per line, since a line of a grid,
  /// flow or carousel holds several items that a screen reader reads as one line; otherwise
  /// as the app built it.
  func laidOut(_ content: ListContent) -> ListContent {
    Self.laidOut(content, flat: glyphs.isFlat)
  }

  /// `content` laid out one item per line when `flat`.
  ///
  /// - Complexity: O(sections).
  static func laidOut(_ content: ListContent, flat: Bool) -> ListContent {
    guard flat, content.sections.contains(where: { !$0.layout.isList }) else { return content }
    var content = content
    for index in content.sections.indices where !content.sections[index].layout.isList {
      content.sections[index].layout = .list
    }
    return content
  }
}
