extension TextAreaItem {
  /// What Return does in a text area, and what the other Return (the terminal's Alt-Return)
  /// does instead.
  ///
  /// ```swift
  /// Row(id: "body", TextAreaItem("Body", text: body, returnKey: .insertsNewLine))
  ///   .onChange(String.self) { [unowned self] in body = $0 }
  ///   .onSubmit { [unowned self] _ in commit() }  // Alt-Return in the terminal
  /// ```
  ///
  /// On iOS, Return inserts a new line in a text area either way, as every text view does:
  /// the keyboard has no second Return.
  public enum ReturnKey: Sendable, Hashable {
    /// Return moves to the next field, or submits in the last one; Alt-Return inserts a new
    /// line. Forms whose text areas are short answers.
    case movesOn
    /// Return inserts a new line; Alt-Return moves on, or submits in the last field. Notes,
    /// messages, commit bodies.
    case insertsNewLine
  }
}
