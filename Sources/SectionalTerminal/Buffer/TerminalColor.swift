/// A foreground or background colour of a cell.
///
/// ```swift
/// let warning = Style(foreground: .ansi(3), attributes: [.bold])  // yellow, bold
/// let brand = Style(foreground: .rgb(0x1E, 0x90, 0xFF))  // downgraded on 256/16 colours
/// ```
public enum TerminalColor: Sendable, Hashable {
  /// The terminal's default colour.
  case `default`
  /// One of the 16 ANSI colours: 0–7 normal (black, red, green, yellow, blue, magenta, cyan,
  /// white), 8–15 bright. Values above 15 are taken modulo 16.
  case ansi(UInt8)
  /// One of the 256 indexed colours (0–15 ANSI, 16–231 a 6×6×6 cube, 232–255 greys).
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// This colour as the closest one a terminal with `capability` can show.
  ///
  /// - Parameter capability: What the terminal supports.
  /// - Returns: The colour itself when supported, else the nearest indexed or ANSI colour;
  ///   `.default` when the terminal shows no colour.
  /// - Complexity: O(1).
  public func downgraded(to capability: ColorCapability) -> TerminalColor {
    switch (self, capability) {
    case (.default, _), (_, .none): .default
    case (.ansi(let value), _): .ansi(value % 16)
    case (.indexed(let value), .ansi16): .ansi(Self.ansi(forIndexed: value))
    case (.indexed, _): self
    case (.rgb(let red, let green, let blue), .ansi16):
      .ansi(Self.ansi(forIndexed: Self.indexed(red, green, blue)))
    case (.rgb(let red, let green, let blue), .ansi256): .indexed(Self.indexed(red, green, blue))
    case (.rgb, .truecolor): self
    }
  }

  /// The standard xterm RGB value of each of the 16 ANSI colours.
  private static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The RGB value of an indexed colour.
  static func rgb(forIndexed index: UInt8) -> (Int, Int, Int) {
    switch index {
    case 0..<16:
      let entry = ansiPalette[Int(index)]
      return (Int(entry.0), Int(entry.1), Int(entry.2))
    case 16..<232:
      let cube = Int(index) - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = 8 + (Int(index) - 232) * 10
      return (grey, grey, grey)
    }
  }

  /// The nearest cube or grey entry of the 256-colour palette.
  static func indexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    func level(_ value: UInt8) -> Int {
      cubeLevels.indices.min { abs(cubeLevels[$0] - Int(value)) < abs(cubeLevels[$1] - Int(value)) }
        ?? 0
    }
    let cube = 16 + 36 * level(red) + 6 * level(green) + level(blue)
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = 232 + min(23, max(0, (average - 3) / 10))
    let target = (Int(red), Int(green), Int(blue))
    return UInt8(
      distance(rgb(forIndexed: UInt8(grey)), target)
        < distance(
          rgb(forIndexed: UInt8(cube)), target) ? grey : cube)
  }

  /// The nearest of the 16 ANSI colours to an indexed colour.
  static func ansi(forIndexed index: UInt8) -> UInt8 {
    if index < 16 { return index }
    let target = rgb(forIndexed: index)
    let best = (0..<16).min {
      distance(rgb(forIndexed: UInt8($0)), target) < distance(rgb(forIndexed: UInt8($1)), target)
    }
    return UInt8(best ?? 7)
  }

  private static func distance(_ lhs: (Int, Int, Int), _ rhs: (Int, Int, Int)) -> Int {
    let red = lhs.0 - rhs.0
    let green = lhs.1 - rhs.1
    let blue = lhs.2 - rhs.2
    return red * red + green * green + blue * blue
  }
}
