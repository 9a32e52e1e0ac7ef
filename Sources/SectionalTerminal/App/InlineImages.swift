import Foundation
import Sectional

/// Pictures drawn in the terminal itself, where it speaks the kitty graphics protocol or
/// iTerm2's inline images; elsewhere image rows draw the picture in coloured half blocks (or
/// their alt text, without colour).
public enum InlineImages: Sendable, Equatable {
  /// No inline pictures: half blocks in colour, the alt text without.
  case none
  /// The kitty graphics protocol (kitty, WezTerm, Ghostty and others).
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm).
  case iTerm2

  /// The protocol the terminal described by `environment` speaks, if any.
  ///
  /// Inside tmux or GNU screen (`TMUX` or `STY` set, or a `TERM` that starts with `screen` or
  /// `tmux`) the answer is ``none``: the variables that name kitty or iTerm2 (`KITTY_WINDOW_ID`,
  /// `LC_TERMINAL`) are inherited from the terminal the multiplexer runs in, but the multiplexer
  /// drops the graphics escapes (this library does not wrap them for a passthrough), so the
  /// pictures would stay blank. Half blocks show everywhere.
  ///
  /// - Parameter environment: The process environment.
  public static func detect(environment: [String: String]) -> InlineImages {
    if isMultiplexed(environment: environment) { return .none }
    if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"]?.contains("kitty") == true {
      return .kitty
    }
    if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" {
      return .iTerm2
    }
    return .none
  }

  /// Whether `environment` says the program runs inside a terminal multiplexer: tmux (`TMUX`),
  /// GNU screen (`STY`), or a `TERM` that starts with `screen` or `tmux` (also over ssh, where
  /// the other variables are not forwarded).
  ///
  /// - Parameter environment: The process environment.
  static func isMultiplexed(environment: [String: String]) -> Bool {
    let term = environment["TERM"] ?? ""
    return !(environment["TMUX"] ?? "").isEmpty || !(environment["STY"] ?? "").isEmpty
      || term.hasPrefix("screen") || term.hasPrefix("tmux")
  }

  /// The bytes that draw the PNG `data` over `columns` × `rows` cells at the cursor.
  ///
  /// - Parameters:
  ///   - data: A PNG file's contents.
  ///   - columns: The width in cells.
  ///   - rows: The height in cells.
  public func draw(_ data: Data, columns: Int, rows: Int) -> String {
    let encoded = data.base64EncodedString()
    switch self {
    case .none:
      return ""
    case .kitty:
      // Sent in chunks of 4096 base64 bytes; `m=1` on all but the last.
      var output = ""
      var start = encoded.startIndex
      var first = true
      while start < encoded.endIndex {
        let end =
          encoded.index(start, offsetBy: 4096, limitedBy: encoded.endIndex) ?? encoded.endIndex
        let more = end < encoded.endIndex ? 1 : 0
        let keys = first ? "a=T,f=100,q=2,c=\(columns),r=\(rows),C=1,m=\(more)" : "m=\(more)"
        output += "\u{1B}_G\(keys);\(encoded[start..<end])\u{1B}\\"
        start = end
        first = false
      }
      return output
    case .iTerm2:
      return
        "\u{1B}]1337;File=inline=1;width=\(columns);height=\(rows);preserveAspectRatio=1:\(encoded)\u{07}"
    }
  }

  /// The bytes that remove every picture drawn before (kitty keeps them until told).
  public var clear: String {
    self == .kitty ? "\u{1B}_Ga=d,d=A,q=2\u{1B}\\" : ""
  }
}

/// Where a picture goes on screen: its source and the cells inside its frame.
public struct ImagePlacement: Sendable, Equatable {
  /// The image's source.
  public var source: ImageItem.Source
  /// The first column inside the frame.
  public var x: Int
  /// The first line inside the frame.
  public var y: Int
  /// The columns inside the frame.
  public var columns: Int
  /// The lines inside the frame.
  public var rows: Int
}
