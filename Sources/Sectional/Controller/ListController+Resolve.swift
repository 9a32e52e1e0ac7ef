extension ListController {
  /// The index of an existing section.
  func resolve(_ address: SectionAddress, _ operation: String) throws(ListError) -> Int {
    switch address.kind {
    case .index(let index):
      guard content.sections.indices.contains(index) else {
        throw ListError(
          operation: operation,
          problem: .sectionOutOfRange(index: index, sectionCount: content.sections.count))
      }
      return index
    case .id(let id):
      guard let index = content.sectionIndex(of: id) else {
        throw ListError(operation: operation, problem: .unknownSectionID(id))
      }
      return index
    }
  }

  /// The position of an existing row.
  func resolve(_ address: RowAddress, _ operation: String) throws(ListError) -> RowPath {
    switch address.kind {
    case .path(let path):
      _ = try existingRow(at: path, operation)
      return path
    case .id(let id):
      guard let path = content.path(of: id) else {
        throw ListError(operation: operation, problem: .unknownRowID(id))
      }
      return path
    }
  }

  /// Distinct positions of existing rows, in the order given.
  func resolveAll(_ addresses: [RowAddress], _ operation: String) throws(ListError) -> [RowPath] {
    var seen = Set<RowPath>()
    var paths: [RowPath] = []
    for address in addresses {
      let path = try resolve(address, operation)
      guard seen.insert(path).inserted else {
        throw ListError(operation: operation, problem: .repeated(address.description))
      }
      paths.append(path)
    }
    return paths
  }

  /// Distinct indexes of existing sections, in the order given.
  func resolveAll(_ addresses: [SectionAddress], _ operation: String) throws(ListError) -> [Int] {
    var seen = Set<Int>()
    var indexes: [Int] = []
    for address in addresses {
      let index = try resolve(address, operation)
      guard seen.insert(index).inserted else {
        throw ListError(operation: operation, problem: .repeated(address.description))
      }
      indexes.append(index)
    }
    return indexes
  }

  /// The row at `path`, or an error naming the path.
  func existingRow(at path: RowPath, _ operation: String) throws(ListError) -> Row {
    guard content.sections.indices.contains(path.section) else {
      throw ListError(
        operation: operation,
        problem: .sectionOutOfRange(index: path.section, sectionCount: content.sections.count))
    }
    let rows = content.sections[path.section].rows
    guard rows.indices.contains(path.row) else {
      throw ListError(
        operation: operation, problem: .rowOutOfRange(path: path, rowCount: rows.count))
    }
    return rows[path.row]
  }

  /// Checks that a row can be inserted at `path` of `target` (the row index may equal the count).
  func checkInsertion(_ path: RowPath, in target: ListContent, _ operation: String)
    throws(ListError)
  {
    guard target.sections.indices.contains(path.section) else {
      throw ListError(
        operation: operation,
        problem: .sectionOutOfRange(index: path.section, sectionCount: target.sections.count))
    }
    let count = target.sections[path.section].rows.count
    guard (0...count).contains(path.row) else {
      throw ListError(operation: operation, problem: .rowOutOfRange(path: path, rowCount: count))
    }
  }

  /// Checks the identity rules of `candidate`, reporting a violation as this operation's error.
  func checkIdentity(of candidate: ListContent, _ operation: String) throws(ListError) {
    do {
      try candidate.validate()
    } catch {
      throw ListError(operation: operation, problem: .duplicateIDs(error))
    }
  }
}
