import Sectional

/// One line of the help overlay: the keys, and what they do on this screen.
struct HelpEntry: Equatable {
  var keys: String
  var action: String

  /// The entries as text lines: keys in a column as wide as the widest keys, what they do in a
  /// second column that wraps within itself. Where the two columns do not fit side by side,
  /// each action goes on its own line under its keys, indented.
  static func lines(_ entries: [HelpEntry], width: Int, theme: Theme) -> [StyledText.Line] {
    let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let column = keyWidth + 2
    let sideBySide = width - column >= 12
    var lines: [StyledText.Line] = []
    for entry in entries {
      let keys = StyledText([(text: entry.keys, style: theme.accent)]).wrapped(width: width)
      if sideBySide {
        let action = StyledText([(text: entry.action, style: theme.text)]).wrapped(
          width: width - column)
        for (index, line) in action.enumerated() {
          var text: StyledText.Line = index == 0 ? keys.first ?? [] : []
          let used = text.reduce(0) { $0 + $1.width }
          text += Array(
            repeating: StyledText.Glyph(character: " ", width: 1, style: theme.text),
            count: max(0, column - used))
          lines.append(text + line)
        }
      } else {
        lines += keys
        let indent = min(2, max(0, width - 1))
        let action = StyledText([(text: entry.action, style: theme.text)]).wrapped(
          width: width - indent)
        for line in action {
          lines.append(
            Array(
              repeating: StyledText.Glyph(character: " ", width: 1, style: theme.text),
              count: indent) + line)
        }
      }
    }
    return lines
  }
}
