#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// What a cell shows around a standard component's content view: whether a tap highlights
  /// it, and whether it shows a disclosure indicator. The same in a table cell
  /// (`selectionStyle`, `accessoryType`) and a list cell (its accessories).
  struct CellChrome: Equatable {
    /// Whether a tap highlights the cell (the row does something when tapped).
    var highlights: Bool
    /// Whether the cell shows a disclosure indicator (a tap opens a screen).
    var disclosure: Bool

    /// A row of controls: its controls take the taps, the cell does not highlight.
    static let controls = CellChrome(highlights: false, disclosure: false)
    /// A row a tap selects.
    static let tappable = CellChrome(highlights: true, disclosure: false)
    /// A row a tap opens a screen from.
    static let opens = CellChrome(highlights: true, disclosure: true)
  }

  extension UITableViewCell {
    /// Shows `chrome`: the selection style and the disclosure indicator.
    func show(_ chrome: CellChrome) {
      selectionStyle = chrome.highlights ? .default : .none
      accessoryType = chrome.disclosure ? .disclosureIndicator : .none
    }
  }
#endif
