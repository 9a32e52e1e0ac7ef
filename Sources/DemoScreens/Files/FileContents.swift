import Foundation

/// What a file of the Files screen holds, as its detail shows it: the first lines of text, a
/// picture, the size of a binary file, or why it cannot be shown. Read with
/// ``FilePreviewReader``.
public enum FileContents: Equatable, Sendable {
  /// Text: its first lines.
  case text(TextPreview)
  /// A PNG picture of this many pixels.
  case picture(width: Int, height: Int, size: Int)
  /// Bytes that are not text, and how many.
  case binary(size: Int)
  /// Why the file cannot be shown, in a sentence naming it.
  case problem(String)
}

/// The first lines of a text file, and what was left out.
public struct TextPreview: Equatable, Sendable {
  /// The lines shown, at most ``FilePreviewReader/lineLimit``, each without its line break
  /// and cut at ``FilePreviewReader/lineLengthLimit`` characters.
  public var lines: [String]
  /// How many lines the file has; `nil` when it is too large to count them all.
  public var lineCount: Int?
  /// The file's size in bytes.
  public var size: Int
  /// Where the first byte that is not UTF-8 is (`line 3, byte 7`), or `nil` when the lines
  /// read are all UTF-8: such bytes show as `�`.
  public var invalidUTF8Place: String?
  /// Whether some line was longer than ``FilePreviewReader/lineLengthLimit`` and was cut.
  public var cutsLongLines: Bool

  /// Creates a preview.
  ///
  /// - Parameters:
  ///   - lines: The lines shown.
  ///   - lineCount: How many lines the file has, if counted.
  ///   - size: The file's size in bytes.
  ///   - invalidUTF8Place: Where the first byte that is not UTF-8 is, if any.
  ///   - cutsLongLines: Whether a long line was cut.
  public init(
    lines: [String], lineCount: Int?, size: Int, invalidUTF8Place: String? = nil,
    cutsLongLines: Bool = false
  ) {
    self.lines = lines
    self.lineCount = lineCount
    self.size = size
    self.invalidUTF8Place = invalidUTF8Place
    self.cutsLongLines = cutsLongLines
  }

  /// Whether lines of the file are not shown.
  public var isCut: Bool { lineCount.map { $0 > lines.count } ?? true }
}
