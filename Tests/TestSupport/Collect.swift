/// Collects the value of every expression statement of a documentation example, in order, so
/// that a test can check what the example's comments say the values are (`Void` statements
/// collect nothing). Declarations and loops inside the example work as in any function body.
@resultBuilder
package enum Collect {
  package static func buildExpression<Value>(_ value: Value) -> [Any] { [value] }
  package static func buildExpression(_ value: Void) -> [Any] { [] }
  package static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
  package static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
  package static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
  package static func buildEither(first part: [Any]) -> [Any] { part }
  package static func buildEither(second part: [Any]) -> [Any] { part }
}

/// The values of `body`'s expression statements.
package func collect(@Collect _ body: () throws -> [Any]) rethrows -> [Any] { try body() }
