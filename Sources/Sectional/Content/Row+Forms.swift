extension Row {
  /// Runs `handler` with the new value each time the user changes the row's value: the text of
  /// a field, a stepper's value, a choice's option id. Store it in the screen's state; the
  /// rebuild that follows shows it without interrupting editing.
  ///
  /// ```swift
  /// Row(id: "username", TextFieldItem("Username", text: model.username, kind: .username))
  ///   .onChange(String.self) { model.username = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The value's type: `String` for text, `Int` for a stepper, ``ListID`` for a choice.
  ///   - handler: Called on the main actor with the new value.
  /// - Returns: The row with the handler added.
  public func onChange<Value: Equatable & Sendable>(
    _ type: Value.Type, perform handler: @escaping @MainActor @Sendable (Value) -> Void
  ) -> Row {
    on(.valueChanged) { context in
      if let change = context.interaction(ValueChanged<Value>.self) { handler(change.value) }
    }
  }

  /// Runs `handler` when the user presses Return in the row's field and no field follows it in
  /// content order (a field that another follows moves focus there instead). Focus stays on the
  /// field: move it from the handler if the form should.
  ///
  /// ```swift
  /// Row(id: "password", TextFieldItem("Password", text: model.password, kind: .password))
  ///   .onChange(String.self) { model.password = $0 }
  ///   .onSubmit { _ in model.signIn() }
  /// ```
  ///
  /// - Parameter handler: Called on the main actor with the row's context.
  /// - Returns: The row with the handler added.
  public func onSubmit(perform handler: @escaping RowHandler) -> Row {
    on(.submit, perform: handler)
  }
}
