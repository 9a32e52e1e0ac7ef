import Sectional

/// The baseline of the `validate` scenarios: how `ListContent.validate()` checked the identity
/// rules before it used the diff's identity table — standard-library dictionaries keyed by
/// `ListID` — with the same result.
public enum DictionaryValidation {
  /// The duplicates of `content` the way the dictionary version found them (`nil` when none).
  ///
  /// - Parameter content: The content to check.
  public static func error(in content: ListContent) -> ContentError? {
    var duplicates: [ContentError.Duplicate] = []
    var sectionFirst: [ListID: Int] = [:]
    var sectionRepeats: [ListID: [Int]] = [:]
    var sectionOrder: [ListID] = []
    for (index, section) in content.sections.enumerated() {
      if let first = sectionFirst[section.id] {
        if sectionRepeats[section.id] == nil {
          sectionRepeats[section.id] = [first]
          sectionOrder.append(section.id)
        }
        sectionRepeats[section.id, default: []].append(index)
      } else {
        sectionFirst[section.id] = index
      }
    }
    for id in sectionOrder {
      duplicates.append(.section(id: id, indexes: sectionRepeats[id] ?? []))
    }
    var rowFirst: [ListID: RowPath] = [:]
    rowFirst.reserveCapacity(content.rowCount)
    var rowRepeats: [ListID: [RowPath]] = [:]
    var rowOrder: [ListID] = []
    for (sectionIndex, section) in content.sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() {
        let path = RowPath(section: sectionIndex, row: rowIndex)
        if let first = rowFirst.updateValue(path, forKey: row.id) {
          rowFirst[row.id] = first
          if rowRepeats[row.id] == nil {
            rowRepeats[row.id] = [first]
            rowOrder.append(row.id)
          }
          rowRepeats[row.id, default: []].append(path)
        }
      }
    }
    for id in rowOrder {
      duplicates.append(.row(id: id, paths: rowRepeats[id] ?? []))
    }
    return duplicates.isEmpty ? nil : ContentError(duplicates: duplicates)
  }
}
