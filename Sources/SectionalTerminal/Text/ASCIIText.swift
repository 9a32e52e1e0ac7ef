/// The app's text for a terminal that shows only ASCII (``Glyphs/ascii``): folded to ASCII as it
/// enters layout (``VisibleText/make(_:tabWidth:)``, which every measure, wrap and truncation
/// goes through), so that an app's `…` becomes `...` and is measured, wrapped and cut as three
/// columns. Other characters become ASCII look-alikes of their own width. The pass over the
/// finished frame (`ASCIIFallback`) stays as the last defence, for what is drawn cell by cell.
///
/// On while ``TerminalApp`` draws or handles an event in ASCII, and while a component renderer
/// measures or draws with ASCII glyphs (``ComponentRenderers`` binds it), so that a row is
/// measured as it is drawn.
enum ASCIIText {
  @TaskLocal static var isOn = false

  /// Runs `body` with folding on when `ascii` is `true`; as it is otherwise.
  static func when<Result>(_ ascii: Bool, _ body: () throws -> Result) rethrows -> Result {
    guard ascii, !isOn else { return try body() }
    return try $isOn.withValue(true) { try body() }
  }

  /// `text` in ASCII: `…` as `...`, every other character outside ASCII as a look-alike of its
  /// width (`é` → `e`, `—` → `-`, a wide character → `??`). Characters of no width stay.
  static func fold(_ text: String) -> String {
    var result = ""
    for character in text {
      if character.isASCII {
        result.append(character)
      } else if character == "…" {
        result += "..."
      } else {
        let width = DisplayWidth.of(character)
        result += width == 0 ? String(character) : ASCIIFallback.fold(character, width: width)
      }
    }
    return result
  }
}
