/// A paragraph of styled text that wraps to the available width; its height follows its text.
///
/// ```swift
/// ParagraphItem(runs: [
///   TextRun("harbourlight", style: .bold),
///   TextRun(" Trying out the new lens"),
/// ])
/// ParagraphItem("A long description that wraps.")
/// ```
public struct ParagraphItem: Component {
  /// The runs of text, drawn one after the other.
  public var runs: [TextRun]

  /// Creates a paragraph of one plain or styled run.
  ///
  /// - Parameters:
  ///   - text: The text; line breaks start new lines.
  ///   - style: How the text is drawn.
  public init(_ text: String, style: TextStyle = .plain) {
    self.runs = [TextRun(text, style: style)]
  }

  /// Creates a paragraph from runs.
  ///
  /// - Parameter runs: The runs of text.
  public init(runs: [TextRun]) {
    self.runs = runs
  }

  /// The paragraph's text without styles.
  public var plainText: String { runs.map(\.text).joined() }
}

/// A stretch of text with one style, part of a ``ParagraphItem``.
public struct TextRun: Equatable, Sendable {
  /// The text.
  public var text: String
  /// How it is drawn.
  public var style: TextStyle

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - style: How it is drawn; plain by default.
  public init(_ text: String, style: TextStyle = .plain) {
    self.text = text
    self.style = style
  }
}
