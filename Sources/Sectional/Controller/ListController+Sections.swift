extension ListController {
  /// Appends sections at the end of the list.
  ///
  /// - Parameter sections: The new sections; their ids and their rows' ids must be new.
  /// - Throws: ``ListError`` for a repeated id; nothing changes.
  public func appendSections(_ sections: [Section]) throws(ListError) {
    try checkNotHosted("appendSections")
    try insertSections(sections, at: content.sections.count, "appendSections")
  }

  /// Inserts sections, in order, starting at `index`.
  ///
  /// - Parameters:
  ///   - sections: The new sections.
  ///   - index: Where the first goes, from 0 to the number of sections.
  /// - Throws: ``ListError`` for an index out of range or a repeated id; nothing changes.
  public func insertSections(_ sections: [Section], at index: Int) throws(ListError) {
    try checkNotHosted("insertSections")
    try insertSections(sections, at: index, "insertSections")
  }

  private func insertSections(_ sections: [Section], at index: Int, _ operation: String)
    throws(ListError)
  {
    guard (0...content.sections.count).contains(index) else {
      throw ListError(
        operation: operation,
        problem: .sectionOutOfRange(index: index, sectionCount: content.sections.count))
    }
    guard !sections.isEmpty else { return }
    var new = content
    new.sections.insert(contentsOf: sections, at: index)
    try checkIdentity(of: new, operation)
    commit(
      new,
      StagedChangeset([
        Changeset(content: new, sectionInserts: Array(index..<index + sections.count))
      ]))
  }

  /// Deletes sections, with their rows, in one batch.
  ///
  /// - Parameter sections: The sections, by index or id; each at most once.
  /// - Throws: ``ListError`` when any does not exist or is named twice; nothing changes.
  public func deleteSections(_ sections: [SectionAddress]) throws(ListError) {
    try checkNotHosted("deleteSections")
    let indexes = try resolveAll(sections, "deleteSections")
    guard !indexes.isEmpty else { return }
    var new = content
    for index in indexes.sorted(by: >) {
      new.sections.remove(at: index)
    }
    commit(new, StagedChangeset([Changeset(content: new, sectionDeletes: indexes)]))
  }

  /// Deletes one section with its rows.
  ///
  /// - Parameter section: The section, by index or id.
  /// - Throws: ``ListError`` when there is no such section; nothing changes.
  public func deleteSection(_ section: SectionAddress) throws(ListError) {
    try checkNotHosted("deleteSection")
    try deleteSections([section])
  }

  /// Replaces a section. With the same id the section is reloaded; with another id the old one
  /// is deleted and the new one inserted in its place.
  ///
  /// - Parameters:
  ///   - section: The section to replace, by index or id.
  ///   - newSection: Its replacement.
  /// - Throws: ``ListError`` for an unknown section or a repeated id; nothing changes.
  public func replaceSection(_ section: SectionAddress, with newSection: Section) throws(ListError)
  {
    try checkNotHosted("replaceSection")
    let operation = "replaceSection"
    let index = try resolve(section, operation)
    var new = content
    new.sections[index] = newSection
    try checkIdentity(of: new, operation)
    let stage =
      content.sections[index].id == newSection.id
      ? Changeset(content: new, sectionReloads: [index])
      : Changeset(content: new, sectionDeletes: [index], sectionInserts: [index])
    commit(new, StagedChangeset([stage]))
  }

  /// Reloads sections: the renderer redraws them, header, rows and footer.
  ///
  /// - Parameter sections: The sections, by index or id; each at most once.
  /// - Throws: ``ListError`` when any does not exist or is named twice; nothing changes.
  public func reloadSections(_ sections: [SectionAddress]) throws(ListError) {
    try checkNotHosted("reloadSections")
    let indexes = try resolveAll(sections, "reloadSections")
    guard !indexes.isEmpty else { return }
    commit(content, StagedChangeset([Changeset(content: content, sectionReloads: indexes)]))
  }

  /// Moves a section.
  ///
  /// - Parameters:
  ///   - section: The section, by index or id.
  ///   - destination: Its index once moved.
  /// - Throws: ``ListError`` for an unknown section or a destination out of range.
  public func moveSection(_ section: SectionAddress, to destination: Int) throws(ListError) {
    try checkNotHosted("moveSection")
    let operation = "moveSection"
    let source = try resolve(section, operation)
    guard content.sections.indices.contains(destination) else {
      throw ListError(
        operation: operation,
        problem: .sectionOutOfRange(index: destination, sectionCount: content.sections.count))
    }
    guard source != destination else { return }
    var new = content
    new.sections.insert(new.sections.remove(at: source), at: destination)
    commit(
      new,
      StagedChangeset([
        Changeset(content: new, sectionMoves: [Move(from: source, to: destination)])
      ]))
  }

  /// Swaps two sections.
  ///
  /// - Parameters:
  ///   - first: One section.
  ///   - second: The other.
  /// - Throws: ``ListError`` for an unknown section or when both name the same one.
  public func swapSections(_ first: SectionAddress, _ second: SectionAddress) throws(ListError) {
    try checkNotHosted("swapSections")
    let indexes = try resolveAll([first, second], "swapSections")
    let (a, b) = (indexes[0], indexes[1])
    var new = content
    new.sections.swapAt(a, b)
    commit(
      new,
      StagedChangeset([
        Changeset(content: new, sectionMoves: [Move(from: a, to: b), Move(from: b, to: a)])
      ]))
  }

  /// Deletes every row of a section and keeps the section, its header and its footer.
  ///
  /// - Parameter section: The section, by index or id.
  /// - Throws: ``ListError`` when there is no such section.
  public func emptySection(_ section: SectionAddress) throws(ListError) {
    try checkNotHosted("emptySection")
    let index = try resolve(section, "emptySection")
    let rows = content.sections[index].rows
    try removeRows(rows.indices.map { .at(section: index, row: $0) }, "emptySection")
  }

  /// Deletes every section.
  ///
  /// - Throws: ``ListError`` only when a screen host owns the list.
  public func clearSections() throws(ListError) {
    try checkNotHosted("clearSections")
    guard !content.sections.isEmpty else { return }
    var new = content
    new.sections.removeAll()
    commit(
      new,
      StagedChangeset([
        Changeset(content: new, sectionDeletes: Array(content.sections.indices))
      ]))
  }
}
