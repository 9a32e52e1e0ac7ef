import Foundation

/// An aspect ratio as people write it, for a picture's placeholder (`[image 1.25:1]`): up to
/// two decimals, no trailing zeros, never an exponent for ratios a picture can have.
enum AspectRatioText {
  /// `1.25` → `"1.25"`, `1000` → `"1000"`, `1.0` → `"1"`, `0.8` → `"0.8"`, `4 / 3` → `"1.33"`.
  ///
  /// - Parameter ratio: Width over height.
  /// - Returns: The ratio's text; `"?"` when it is not a positive finite number.
  static func of(_ ratio: Double) -> String {
    guard ratio.isFinite, ratio > 0 else { return "?" }
    // Beyond these, two decimals say nothing useful: keep two significant digits instead.
    guard ratio >= 0.01, ratio < 1e15 else { return String(format: "%.2g", ratio) }
    var text = String(format: "%.2f", ratio)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
