/// A row, named by its position or by its id.
///
/// ```swift
/// try controller.deleteRow(.id(SettingsRow.thirdPartyLogOut))
/// try controller.deleteRow(.at(section: 0, row: 2))
/// ```
public struct RowAddress: Hashable, Sendable {
  /// How the row is named.
  public enum Kind: Hashable, Sendable {
    /// By position.
    case path(RowPath)
    /// By id.
    case id(ListID)
  }

  /// How the row is named.
  public var kind: Kind

  /// The row at `path`.
  ///
  /// - Parameter path: A position.
  public static func at(_ path: RowPath) -> RowAddress { RowAddress(kind: .path(path)) }

  /// The row at `row` in `section`.
  ///
  /// - Parameters:
  ///   - section: A section index.
  ///   - row: A row index in that section.
  public static func at(section: Int, row: Int) -> RowAddress {
    .at(RowPath(section: section, row: row))
  }

  /// The row whose id is `id`.
  ///
  /// - Parameter id: Any hashable, sendable value used as a row id.
  public static func id<ID: Hashable & Sendable>(_ id: ID) -> RowAddress {
    RowAddress(kind: .id(ListID(id)))
  }
}

/// A section, named by its index or by its id. An integer literal names an index.
///
/// ```swift
/// try controller.deleteSection(.id("debug"))
/// try controller.deleteSection(0)
/// ```
public struct SectionAddress: Hashable, Sendable, ExpressibleByIntegerLiteral {
  /// How the section is named.
  public enum Kind: Hashable, Sendable {
    /// By index.
    case index(Int)
    /// By id.
    case id(ListID)
  }

  /// How the section is named.
  public var kind: Kind

  /// The section at `index`.
  ///
  /// - Parameter index: A section index.
  public static func at(_ index: Int) -> SectionAddress { SectionAddress(kind: .index(index)) }

  /// The section whose id is `id`.
  ///
  /// - Parameter id: Any hashable, sendable value used as a section id.
  public static func id<ID: Hashable & Sendable>(_ id: ID) -> SectionAddress {
    SectionAddress(kind: .id(ListID(id)))
  }

  /// The section at the literal index.
  ///
  /// - Parameter value: A section index.
  public init(integerLiteral value: Int) {
    self.kind = .index(value)
  }

  init(kind: Kind) {
    self.kind = kind
  }
}

extension RowAddress: CustomStringConvertible {
  /// The address as `row [0, 2]` or `row id "a"`.
  public var description: String {
    switch kind {
    case .path(let path): "row \(path)"
    case .id(let id): "row id \(id)"
    }
  }
}

extension SectionAddress: CustomStringConvertible {
  /// The address as `section 1` or `section id "legal"`.
  public var description: String {
    switch kind {
    case .index(let index): "section \(index)"
    case .id(let id): "section id \(id)"
    }
  }
}
