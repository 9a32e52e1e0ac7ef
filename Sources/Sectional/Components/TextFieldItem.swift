/// A labelled, single-line text field: the screen holds its text and hears every edit.
///
/// The field's text is state: a handler stores each edit and the next rebuild shows it. The
/// rebuild never interrupts editing; a value the screen changes itself (cleared, formatted) shows
/// at once, with the caret kept.
///
/// ```swift
/// Row(id: "username", TextFieldItem("Username", text: model.username, kind: .username))
///   .onChange(String.self) { model.username = $0 }
/// ```
public struct TextFieldItem: Component {
  /// The label shown before or above the field.
  public var label: String
  /// The field's text.
  public var text: String
  /// What the empty field shows, dimmed.
  public var placeholder: String
  /// What the field holds; decides admitted characters, masking and the iOS keyboard.
  public var kind: TextFieldKind
  /// The most characters (grapheme clusters) the field keeps; `nil` keeps at most
  /// ``defaultMaxLength``, so that a huge paste stays a line a field can edit at typing speed.
  public var maxLength: Int?
  /// A validation message shown under the field, or `nil` for none.
  public var message: String?
  /// A neutral note under the field while it has no ``message``: what it is for, a format, a
  /// count (`"42 of 280"`); `nil` for none. Drawn dim, not as an error.
  public var hint: String?
  /// Whether the field can be focused and edited.
  public var isEnabled: Bool
  /// What the Return key says; see ``SubmitLabel``.
  public var submitLabel: SubmitLabel

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - text: The text.
  ///   - placeholder: What the empty field shows.
  ///   - kind: What the field holds.
  ///   - maxLength: The most characters the field keeps; ``defaultMaxLength`` when `nil`.
  ///   - message: A validation message shown under the field.
  ///   - hint: A neutral note shown under the field while it has no message.
  ///   - isEnabled: Whether the field can be edited.
  ///   - submitLabel: What the Return key says.
  public init(
    _ label: String, text: String, placeholder: String = "", kind: TextFieldKind = .plain,
    maxLength: Int? = nil, message: String? = nil, hint: String? = nil, isEnabled: Bool = true,
    submitLabel: SubmitLabel = .automatic
  ) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.kind = kind
    self.maxLength = maxLength
    self.message = message
    self.hint = hint
    self.isEnabled = isEnabled
    self.submitLabel = submitLabel
  }

  /// A field can take focus while it is enabled.
  public var isFocusable: Bool { isEnabled }

  /// The most characters a field without a ``maxLength`` keeps: 4,096.
  public static let defaultMaxLength = 4_096

  /// The most characters the field keeps: ``maxLength``, or ``defaultMaxLength`` without one.
  public var effectiveMaxLength: Int { maxLength ?? Self.defaultMaxLength }

  /// Cleans a proposed text for this field: newlines and tabs become spaces, control and escape
  /// characters are dropped, characters the ``kind`` refuses are dropped, and the text is cut to
  /// ``effectiveMaxLength`` characters. Every renderer keeps only the admitted text.
  ///
  /// ```swift
  /// let age = TextFieldItem("Age", text: "", kind: .number, maxLength: 3)
  /// let kept = age.admit("12a34").text  // "123"
  /// ```
  ///
  /// - Parameter proposed: The whole text after an edit or a paste.
  /// - Returns: What the field keeps, and why it refused the rest.
  /// - Complexity: O(*n*) in the length of `proposed`.
  public func admit(_ proposed: String) -> TextAdmission {
    TextCleaning.admit(proposed, kind: kind, maxLength: effectiveMaxLength, multiline: false)
  }
}
