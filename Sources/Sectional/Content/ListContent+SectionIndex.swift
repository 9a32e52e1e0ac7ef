extension ListContent {
  /// The section index: the index title of every section that has one, in order, with its
  /// section. Empty when no section has one (renderers then show no index).
  ///
  /// ```swift
  /// let content = ListContent {
  ///   Section(id: "a", header: "A") { Row(id: "ada", TextItem("Ada")) }.indexTitle("A")
  ///   Section(id: "b", header: "B") { Row(id: "bob", TextItem("Bob")) }.indexTitle("B")
  /// }
  /// let titles = content.sectionIndexTitles.map(\.title)  // ["A", "B"]
  /// ```
  ///
  /// - Complexity: O(sections).
  public var sectionIndexTitles: [SectionIndexTitle] {
    sections.indices.compactMap { index in
      sections[index].indexTitle.map { SectionIndexTitle(title: $0, section: index) }
    }
  }

  /// The section a jump to `prefix` lands on: the first indexed section whose title starts
  /// with `prefix`, ignoring case; else the first whose title sorts after it (in a sorted
  /// index, the next letter that has a section); else the last indexed section. `nil` when no
  /// section has an index title or `prefix` is empty.
  ///
  /// ```swift
  /// let section = content.sectionIndexTitle(jumpingTo: "b")?.section  // 1
  /// ```
  ///
  /// - Parameter prefix: What the person typed: usually one letter.
  /// - Returns: The entry of the index to jump to.
  /// - Complexity: O(sections).
  public func sectionIndexTitle(jumpingTo prefix: String) -> SectionIndexTitle? {
    let titles = sectionIndexTitles
    let wanted = prefix.lowercased()
    guard !wanted.isEmpty, let last = titles.last else { return nil }
    if let match = titles.first(where: { $0.title.lowercased().hasPrefix(wanted) }) {
      return match
    }
    return titles.first { $0.title.lowercased() > wanted } ?? last
  }
}
