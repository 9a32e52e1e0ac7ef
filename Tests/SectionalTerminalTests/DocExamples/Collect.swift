import Foundation

/// Collects the value of every expression statement of a documentation example, in order, so
/// that a test can check what the example's comments say the values are (`Void` statements
/// collect nothing). Declarations and loops inside the example work as in any function body.
@resultBuilder
enum Collect {
  static func buildExpression<Value>(_ value: Value) -> [Any] { [value] }
  static func buildExpression(_ value: Void) -> [Any] { [] }
  static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
  static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
  static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
  static func buildEither(first part: [Any]) -> [Any] { part }
  static func buildEither(second part: [Any]) -> [Any] { part }
}

/// The values of `body`'s expression statements.
func collect(@Collect _ body: () throws -> [Any]) rethrows -> [Any] { try body() }

/// What a documentation example's handlers did, in order.
@MainActor final class DocLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}

/// Whether standard input or output is not a terminal, so that an example that opens the
/// process's own terminal (`TTYTerminal()`) fails at once instead of taking the terminal over.
/// When `swift test` runs in a terminal such examples are skipped; CI runs them.
let standardStreamsAreNotATerminal = isatty(0) == 0 || isatty(1) == 0
