extension ListController {
  /// Gives focus and the keyboard to the field with `id`, or ends editing with `nil`.
  ///
  /// A field is a row whose component is focusable and enabled (``TextFieldItem``,
  /// ``TextAreaItem``). The old field hears ``RowEvent/didBlur`` and the new one
  /// ``RowEvent/didFocus``; every renderer follows: the terminal edits the row, UIKit makes its
  /// text field first responder. Focus survives rebuilds by id; when the focused field is
  /// removed, focus moves to the next field that remains, in content order, or to none.
  ///
  /// Allowed on a controller a ``ScreenHost`` owns: focus is not content.
  ///
  /// ```swift
  /// controller.focus(ListID("password"))
  /// ```
  ///
  /// - Parameter id: The field's id, or `nil` to end editing.
  /// - Returns: `false`, and nothing changes, when no enabled field has `id`.
  /// - Complexity: O(*n*) in the number of rows, to find the field.
  @discardableResult
  public func focus(_ id: ListID?) -> Bool {
    guard let id else {
      setFocus(nil, at: nil)
      return true
    }
    guard let path = content.path(of: id), content[path]?.component.isFocusable == true else {
      return false
    }
    setFocus(id, at: path)
    return true
  }

  /// Gives focus to the field whose id wraps `id`; see ``focus(_:)-(ListID?)``.
  ///
  /// ```swift
  /// controller.focus("username")
  /// ```
  ///
  /// - Parameter id: The field's id, as given to its row.
  /// - Returns: `false`, and nothing changes, when no enabled field has `id`.
  @discardableResult
  public func focus<ID: Hashable & Sendable>(_ id: ID) -> Bool {
    focus(Optional(ListID(id)))
  }

  /// Follows focus: `body` runs with the new focused id (or `nil`) each time it changes.
  package func observeFocus(_ body: @escaping @MainActor (ListID?) -> Void) -> ObserverRegistration
  {
    focusObservers.add(body)
  }

  /// The focused field's position in the current content.
  package var focusedPath: RowPath? {
    guard let focusedID else { return nil }
    if let focusPath, content[focusPath]?.id == focusedID { return focusPath }
    return content.path(of: focusedID)
  }

  /// The content's fields, built the first time something asks (reading every row once) and
  /// kept with each change from then on (see ``FieldIndex``).
  private var fields: FieldIndex {
    if let fieldCache { return fieldCache }
    let built = FieldIndex(content)
    fieldCache = built
    return built
  }

  /// The fields of the content in order, and each one's place in that order.
  ///
  /// - Complexity: O(1) once known for the current content; O(*n*) ids, no row made, the
  ///   first time.
  private var fieldOrder: FieldIndex.Order {
    // Taken out while it finds the order, so that the order is stored without a copy.
    var index = fieldCache.take() ?? FieldIndex(content)
    defer { fieldCache = index }
    return index.order(in: content)
  }

  /// The fields of the content in order.
  package var fieldIDs: [ListID] { fieldOrder.ids }

  /// Whether the content has more than one field, so that Tab can move focus somewhere else.
  ///
  /// - Complexity: O(1) once the fields are known (from the first call on, and across
  ///   changes): asked on every frame while a field is edited, it reads no row.
  package var hasSeveralFields: Bool { fields.ids.count > 1 }

  /// Moves focus to the next field in content order (Tab), or the previous one (Shift-Tab),
  /// wrapping around; with no field focused, to the first (or last) field.
  ///
  /// - Parameter forward: `true` for the next field, `false` for the previous one.
  /// - Returns: `false` when the content has no field.
  @discardableResult
  package func focusNextField(forward: Bool = true) -> Bool {
    let fields = fieldIDs
    guard !fields.isEmpty else { return false }
    guard let focusedID, let index = fields.firstIndex(of: focusedID) else {
      return focus(forward ? fields.first : fields.last)
    }
    let count = fields.count
    let next = forward ? (index + 1) % count : (index + count - 1) % count
    return focus(fields[next])
  }

  /// The field after the one with `id` in content order, without wrapping; `id` may name a
  /// row that is not a field.
  ///
  /// - Complexity: O(1) for a field once the fields' order is known for the current content;
  ///   O(*n*) ids (no row made) for another row.
  package func field(after id: ListID) -> ListID? {
    let order = fieldOrder
    if let position = order.positions[id] {
      return order.ids.indices.contains(position + 1) ? order.ids[position + 1] : nil
    }
    guard !order.ids.isEmpty, let path = content.path(of: id) else { return nil }
    return fields.first(after: path, in: content)
  }

  /// Return in the field with `id`: when a field follows it in content order, that field takes
  /// focus; otherwise the row's ``RowEvent/submit`` handlers run and focus stays.
  package func submitField(_ id: ListID) {
    guard let path = content.path(of: id), let row = content[path],
      row.component.isFocusable
    else { return }
    if let next = field(after: id) {
      focus(next)
    } else {
      send(.submit, at: path)
    }
  }

  /// What the Return key of the field with `id` says: the component's own label, or
  /// ``SubmitLabel/next`` when a field follows it and ``SubmitLabel/done`` when none does.
  package func returnKey(for id: ListID) -> SubmitLabel {
    let label = ownSubmitLabel(for: id)
    if label != .automatic { return label }
    return field(after: id) == nil ? .done : .next
  }

  /// The label the field with `id` names its Return with (a text field's or a text area's
  /// `submitLabel`); ``SubmitLabel/automatic`` when it names none.
  package func ownSubmitLabel(for id: ListID) -> SubmitLabel {
    let path = id == focusedID ? focusedPath : content.path(of: id)
    guard let path, let component = content[path]?.component else { return .automatic }
    return (component as? TextFieldItem)?.submitLabel
      ?? (component as? TextAreaItem)?.submitLabel ?? .automatic
  }

  func setFocus(_ id: ListID?, at path: RowPath?) {
    guard id != focusedID else {
      focusPath = path
      focusBaseline = id == nil ? nil : content
      return
    }
    let old = focusedID.flatMap { oldID in
      focusedPath.flatMap { path in content[path].map { (row: $0, path: path) } }
        ?? focusBaseline.flatMap { base in
          base.path(of: oldID).flatMap { path in base[path].map { (row: $0, path: path) } }
        }
    }
    focusedID = id
    focusPath = path
    focusBaseline = id == nil ? nil : content
    if let old { send(.didBlur, to: old.row, at: old.path) }
    if let path { send(.didFocus, at: path) }
    focusObservers.send(id)
  }

  /// Keeps focus on its field after the content changed: finds it by id, or moves to the next
  /// field that remains (in the order of the content it was last seen in), or to none.
  func maintainFocus() {
    guard let id = focusedID else { return }
    if let focusPath, let row = content[focusPath], row.id == id, row.component.isFocusable {
      focusBaseline = content
      return
    }
    if let path = content.path(of: id), content[path]?.component.isFocusable == true {
      focusPath = path
      focusBaseline = content
      return
    }
    // The first row after it in the content it was last seen in that is a field now.
    let next = focusBaseline.flatMap { base in
      base.path(of: id).flatMap { fields.first(after: $0, in: base) }
    }
    setFocus(next, at: next.flatMap { content.path(of: $0) })
  }
}
