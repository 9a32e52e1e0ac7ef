#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Fonts and colours for ``TextStyle``.
  @MainActor
  enum Styling {
    static func attributedText(_ runs: [TextRun]) -> NSAttributedString {
      let text = NSMutableAttributedString(string: "")
      for run in runs {
        text.append(
          NSAttributedString(
            string: run.text,
            attributes: [.font: font(run.style), .foregroundColor: color(run.style)]))
      }
      return text
    }

    static func font(_ style: TextStyle) -> UIFont {
      let body = UIFont.preferredFont(forTextStyle: .body)
      if style.isBold { return UIFont.boldSystemFont(ofSize: body.pointSize) }
      if style.isItalic { return UIFont.italicSystemFont(ofSize: body.pointSize) }
      return body
    }

    static func color(_ style: TextStyle) -> UIColor {
      guard let color = style.color else { return style.isDim ? .secondaryLabel : .label }
      switch color {
      case .red: return .systemRed
      case .green: return .systemGreen
      case .yellow: return .systemYellow
      case .blue: return .systemBlue
      case .magenta: return .systemPink
      case .cyan: return .systemTeal
      case .gray: return .systemGray
      case .rgb(let red, let green, let blue):
        return UIColor(
          red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
          alpha: 1)
      }
    }
  }
#endif
