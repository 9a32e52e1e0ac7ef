import SectionalTerminal

// What the list view tests do to a view, as a user would: press keys, type text, look at the
// frame. Shared by the navigation, find, focus and reorder tests.

/// Presses `keys` in order.
@MainActor
func press(_ list: ListView, _ keys: TerminalKey...) {
  for key in keys { list.handle(.key(KeyEvent(key))) }
}

/// Types `text`, one character at a time.
@MainActor
func type(_ list: ListView, _ text: String) {
  for character in text { list.handle(.key(KeyEvent(.character(character)))) }
}

/// The view's frame as plain text.
@MainActor
func grid(_ list: ListView) -> String {
  var buffer = Buffer(width: list.width, height: list.height)
  list.draw(into: &buffer, x: 0, y: 0)
  return buffer.plainText()
}

/// The grid with matched (underlined) cells shown as `^`.
@MainActor
func matchMask(_ list: ListView) -> String {
  var buffer = Buffer(width: list.width, height: list.height)
  list.draw(into: &buffer, x: 0, y: 0)
  return (0..<buffer.height).map { y in
    var line = ""
    var x = 0
    while x < buffer.width {
      let cell = buffer[x, y]
      line += cell.style.attributes.contains(.underline) ? "^" : cell.symbol
      x += max(1, cell.width)
    }
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }.joined(separator: "\n")
}
