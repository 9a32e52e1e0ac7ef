/// The fields of a controller's content (rows whose component is focusable: an enabled text
/// field or text area), kept with the content, so that what editing asks on every frame (is
/// there another field, which one comes next) reads no row.
///
/// Built once from a content by reading every row (a ``ForEach`` makes its rows then), then
/// kept up to date with each change from the rows it inserts, reloads and deletes alone:
/// a row that keeps its id and component keeps its focusability. The fields' order, for Tab
/// and Return, is found once per content from the ids of its rows, which makes none.
struct FieldIndex {
  /// The ids of the fields.
  private(set) var ids: Set<ListID>
  /// The fields in content order and each one's place in it, once asked for this content.
  private var order: Order?

  /// The fields in content order, and each one's place in that order.
  struct Order {
    var ids: [ListID] = []
    var positions: [ListID: Int] = [:]
  }

  /// The fields of `content`.
  ///
  /// - Complexity: O(*n*): reads every row.
  init(_ content: ListContent) {
    ids = []
    for section in content.sections { add(section.rows) }
  }

  /// Follows a change from `old` through every stage of `changes`: forgets the rows they
  /// delete, and reads the rows they insert or reload.
  ///
  /// The fields' order is kept unless the fields or the places of rows change: a keystroke
  /// reloads its row alone, and the next frame asks for the order again.
  ///
  /// - Complexity: O(changed rows): a reloaded row is placed through the stage (`StageMap`);
  ///   no other id is read.
  mutating func apply(_ changes: StagedChangeset, from old: ListContent) {
    let fields = ids
    var moves = false
    var before = old
    for stage in changes {
      apply(stage, before: before)
      moves = moves || !stage.rowMoves.isEmpty || !stage.sectionMoves.isEmpty
      before = stage.content
    }
    if moves || ids != fields { order = nil }
  }

  /// The fields in content order, found now from the ids of `content` if not yet: `content`
  /// is the content the index is kept with.
  ///
  /// - Complexity: O(1) after the first call for a content; O(*n*) ids (no row made) for the
  ///   first, O(1) without fields.
  mutating func order(in content: ListContent) -> Order {
    if let order { return order }
    var found = Order()
    if !ids.isEmpty {
      for section in content.sections {
        section.rows.forEachID { id in
          guard ids.contains(id) else { return }
          found.positions[id] = found.ids.count
          found.ids.append(id)
        }
      }
    }
    order = found
    return found
  }

  /// The first of these fields after the row at `path` of `content`, in `content`'s order,
  /// read from its ids (no row is made); `content` may be an older one than the fields'.
  ///
  /// - Complexity: O(*n*) ids, at most.
  func first(after path: RowPath, in content: ListContent) -> ListID? {
    guard !ids.isEmpty else { return nil }
    for index in path.section..<max(path.section, content.sections.count) {
      let rows = content.sections[index].rows
      let start = index == path.section ? path.row + 1 : 0
      for row in start..<max(start, rows.count) where ids.contains(rows.id(at: row)) {
        return rows.id(at: row)
      }
    }
    return nil
  }

  private mutating func add(_ rows: RowList) {
    for row in rows where row.component.isFocusable { ids.insert(row.id) }
  }

  private mutating func remove(_ rows: RowList) {
    guard !ids.isEmpty else { return }
    rows.forEachID { ids.remove($0) }
  }

  private mutating func apply(_ stage: Changeset, before: ListContent) {
    let after = stage.content
    // Deletes first: a row may leave a deleted section and join an inserted one.
    for index in stage.sectionDeletes where before.sections.indices.contains(index) {
      remove(before.sections[index].rows)
    }
    for path in stage.rowDeletes {
      guard before.sections.indices.contains(path.section) else { continue }
      let rows = before.sections[path.section].rows
      if rows.indices.contains(path.row) { ids.remove(rows.id(at: path.row)) }
    }
    // Places after the stage come from the stage itself, as the layout finds them: no search
    // of the new content.
    let map =
      stage.sectionReloads.isEmpty && stage.rowReloads.isEmpty ? nil : StageMap(stage)
    // A reloaded section may show other rows: read its rows as they are now.
    for index in stage.sectionReloads where before.sections.indices.contains(index) {
      remove(before.sections[index].rows)
      if let now = map?.section(index), after.sections.indices.contains(now) {
        add(after.sections[now].rows)
      }
    }
    for index in stage.sectionInserts where after.sections.indices.contains(index) {
      add(after.sections[index].rows)
    }
    for path in stage.rowInserts {
      if let row = after[path], row.component.isFocusable { ids.insert(row.id) }
    }
    // A reloaded row keeps its id; its new component says whether it is a field.
    for path in stage.rowReloads {
      guard before.sections.indices.contains(path.section) else { continue }
      let rows = before.sections[path.section].rows
      guard rows.indices.contains(path.row), let target = map?.row(path),
        let row = after[target], row.id == rows.id(at: path.row)
      else { continue }
      if row.component.isFocusable {
        ids.insert(row.id)
      } else {
        ids.remove(row.id)
      }
    }
  }
}
