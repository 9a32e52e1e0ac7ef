extension LineEditor {
  /// How one character is drawn in a field `fieldWidth` columns wide: its text, safe to draw,
  /// and its width in columns, from 1 to `fieldWidth` (so every character has a cell of its own
  /// and the caret on it shows).
  ///
  /// A mask character stands for any cluster; a control character is drawn as its control
  /// picture (`␛`); a character of no width (a lone combining mark) or wider than the field is
  /// drawn as the display's stand-in; a cluster of more than ``maximumDrawnScalars`` scalars is
  /// drawn cut to that many.
  static func cell(
    _ character: Character, display: LineDisplay, fieldWidth: Int
  ) -> (text: String, width: Int) {
    if let mask = display.mask { return (String(mask), 1) }
    if character.unicodeScalars.contains(where: VisibleText.isControl) {
      var pictures = String.UnicodeScalarView()
      for scalar in character.unicodeScalars {
        pictures.append(VisibleText.isControl(scalar) ? VisibleText.picture(for: scalar) : scalar)
      }
      let text = String(pictures)
      let width = DisplayWidth.of(text)
      if width >= 1 && width <= fieldWidth { return (text, width) }
      return (String(display.standIn), 1)
    }
    let width = DisplayWidth.of(character)
    guard width >= 1, width <= fieldWidth else { return (String(display.standIn), 1) }
    let scalars = character.unicodeScalars
    guard scalars.count > maximumDrawnScalars else { return (String(character), width) }
    // A storm of combining marks: the text keeps them all, the cell draws the first few.
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars.prefix(maximumDrawnScalars))
    return (String(kept), width)
  }

  /// The most scalars of one cluster drawn: enough for any emoji sequence, so that a "Zalgo"
  /// paste of thousands of combining marks cannot pile up over the lines around the field.
  static let maximumDrawnScalars = 16
}
