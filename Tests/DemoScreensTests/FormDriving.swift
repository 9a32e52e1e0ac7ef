import Sectional
import SectionalTesting
import Testing

/// Drives the fields of the screen on top of a `ScreenTestHost` as a renderer does: focus by
/// id through the controller, edits reported with `.valueChanged` and the whole new text
/// (cleaned by the component's `admit`), Return through `submitField`.
@MainActor
struct FormDriver {
  let app: ScreenTestHost

  init(_ app: ScreenTestHost) {
    self.app = app
  }

  var host: ScreenHost { app.host }

  /// The id of the focused field of the screen on top.
  var focusedID: ListID? { host.controller.focusedID }

  /// Focuses the field with `id`, and checks that it took the focus.
  func focusField<ID: Hashable & Sendable>(
    _ id: ID, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(host.controller.focus(id), sourceLocation: sourceLocation)
  }

  /// Types `text` at the end of the field with `id` (focusing it first), as one edit.
  func type<ID: Hashable & Sendable>(
    _ text: String, into id: ID, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    focusField(id, sourceLocation: sourceLocation)
    let controller = host.controller
    let path = try #require(
      controller.content.path(of: ListID(id)), sourceLocation: sourceLocation)
    let row = try #require(controller.content[path], sourceLocation: sourceLocation)
    let proposed: String
    if let field = row.component as? TextFieldItem {
      proposed = field.admit(field.text + text).text
    } else if let area = row.component as? TextAreaItem {
      proposed = area.admit(area.text + text).text
    } else {
      Issue.record("row \(row.id) is not a text field", sourceLocation: sourceLocation)
      return
    }
    controller.send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: proposed)))
  }

  /// Clears the field with `id` (focusing it first).
  func clear<ID: Hashable & Sendable>(
    _ id: ID, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    focusField(id, sourceLocation: sourceLocation)
    let controller = host.controller
    let path = try #require(
      controller.content.path(of: ListID(id)), sourceLocation: sourceLocation)
    controller.send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: "")))
  }

  /// Presses Return in the focused field.
  func pressReturn(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let id = try #require(host.controller.focusedID, sourceLocation: sourceLocation)
    host.controller.submitField(id)
  }

  /// The component of the row with `id` on the screen on top, as `type`.
  func component<ID: Hashable & Sendable, C: Component>(_ id: ID, as type: C.Type) -> C? {
    let content = host.controller.content
    return content.path(of: ListID(id)).flatMap { content[$0]?.component as? C }
  }
}
