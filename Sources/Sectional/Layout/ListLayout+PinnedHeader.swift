extension ListLayout {
  /// A header pinned to the top of the viewport, and where it is drawn.
  package struct PinnedHeader: Equatable, Sendable {
    /// The section whose header it is.
    package var section: Int
    /// The header's frame in the content (where it would be without pinning).
    package var frame: LayoutFrame
    /// Its top relative to the viewport's top: 0 while pinned, negative while the end of its
    /// section pushes it up.
    package var top: Double
  }

  /// The header that stays on the viewport's top line at `offset`: the header of the section
  /// whose content crosses that line, when it pins (``Section/pinsHeader``, else
  /// `pinsByDefault`) and has scrolled above the line; pushed up by the end of its section, as
  /// UIKit's plain table view does.
  ///
  /// - Parameters:
  ///   - offset: The viewport's top in the content.
  ///   - pinsByDefault: Whether a section that says nothing pins its header.
  /// - Complexity: O(log n).
  package func pinnedHeader(at offset: Double, pinsByDefault: Bool) -> PinnedHeader? {
    guard let frame = frame(atOffset: offset) else { return nil }
    let index = frame.item.section
    let sections = content.sections
    guard sections.indices.contains(index), sections[index].header != nil,
      sections[index].pinsHeader ?? pinsByDefault,
      let header = self.frame(of: .header(section: index)), header.top < offset, header.height > 0
    else { return nil }
    let end =
      start(ofSection: index + 1).flatMap { self.frame(at: $0)?.top } ?? contentHeight
    let top = min(0, end - offset - header.height)
    guard top > -header.height else { return nil }
    return PinnedHeader(section: index, frame: header, top: top)
  }
}
