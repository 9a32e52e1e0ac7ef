/// A labelled, multi-line text field that grows between a minimum and a maximum number of
/// lines, then scrolls inside.
///
/// ```swift
/// Row(id: "comment", TextAreaItem("Comment", text: model.draft, lines: 2...5))
///   .onChange(String.self) { model.draft = $0 }
/// ```
public struct TextAreaItem: Component {
  /// The label shown above the text.
  public var label: String
  /// The text; lines are separated by "\n".
  public var text: String
  /// What the empty field shows, dimmed.
  public var placeholder: String
  /// The fewest and most lines shown; longer text scrolls inside.
  public var lines: ClosedRange<Int>
  /// The most characters (grapheme clusters) the field keeps; `nil` keeps at most
  /// ``defaultMaxLength``, so that a huge paste stays a text a field can edit at typing speed.
  public var maxLength: Int?
  /// A validation message shown under the field, or `nil` for none.
  public var message: String?
  /// A neutral note under the field while it has no ``message``: what it is for, a format, a
  /// count (`"42 of 280"`); `nil` for none. Drawn dim, not as an error.
  public var hint: String?
  /// Whether the field can be focused and edited.
  public var isEnabled: Bool
  /// What Return does where there is a keyboard with a second Return (the terminal's
  /// Alt-Return): move on, the default, or insert a new line, for notes and commit bodies.
  public var returnKey: ReturnKey
  /// What the Return that moves on says where a renderer names it (the terminal's footer:
  /// "⏎ send"); ``SubmitLabel/automatic`` by default. On iOS a text area's Return inserts a new
  /// line, so only renderers with a second Return show it.
  public var submitLabel: SubmitLabel

  /// Creates a multi-line text field.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - text: The text.
  ///   - placeholder: What the empty field shows.
  ///   - lines: The fewest and most lines shown; at least one line.
  ///   - maxLength: The most characters the field keeps; ``defaultMaxLength`` when `nil`.
  ///   - message: A validation message shown under the field.
  ///   - hint: A neutral note shown under the field while it has no message.
  ///   - isEnabled: Whether the field can be edited.
  ///   - returnKey: What Return does; ``ReturnKey/movesOn`` by default.
  ///   - submitLabel: What the Return that moves on says; ``SubmitLabel/automatic`` by default.
  public init(
    _ label: String, text: String, placeholder: String = "", lines: ClosedRange<Int> = 3...6,
    maxLength: Int? = nil, message: String? = nil, hint: String? = nil, isEnabled: Bool = true,
    returnKey: ReturnKey = .movesOn, submitLabel: SubmitLabel = .automatic
  ) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.lines = max(1, lines.lowerBound)...max(1, lines.upperBound)
    self.maxLength = maxLength
    self.message = message
    self.hint = hint
    self.isEnabled = isEnabled
    self.returnKey = returnKey
    self.submitLabel = submitLabel
  }

  /// A field can take focus while it is enabled.
  public var isFocusable: Bool { isEnabled }

  /// The most characters a field without a ``maxLength`` keeps: 32,768.
  public static let defaultMaxLength = 32_768

  /// The most characters the field keeps: ``maxLength``, or ``defaultMaxLength`` without one.
  public var effectiveMaxLength: Int { maxLength ?? Self.defaultMaxLength }

  /// Cleans a proposed text for this field: line ends become "\n", tabs become spaces, other
  /// control and escape characters are dropped, and the text is cut to ``effectiveMaxLength``
  /// characters.
  ///
  /// - Parameter proposed: The whole text after an edit or a paste.
  /// - Returns: What the field keeps, and why it refused the rest.
  /// - Complexity: O(*n*) in the length of `proposed`.
  public func admit(_ proposed: String) -> TextAdmission {
    TextCleaning.admit(proposed, kind: .plain, maxLength: effectiveMaxLength, multiline: true)
  }
}
