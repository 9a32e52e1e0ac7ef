import Sectional
import SectionalTesting

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// A driver that reads and answers the alert on screen: what the row-action and the refresh
/// scripts ask of every renderer.
@MainActor
protocol AlertDriver: ConformanceDriver {
  /// The title of the alert on screen.
  var alertTitle: String? { get }
  /// Answers the alert on screen with its action titled `title`.
  func answer(_ title: String) throws
}

extension HeadlessDriver: AlertDriver {
  var alertTitle: String? { app.presentedAlert?.title }
  func answer(_ title: String) throws { try app.choose(title) }
}

extension TerminalDriver: AlertDriver {
  var alertTitle: String? { app.presentedAlert?.title }
  func answer(_ title: String) throws { try app.answerAlert(title) }
}

extension TerminalApp {
  /// Moves the focus of the alert on screen to its action titled `title` and presses Enter, as
  /// a user does: with the arrow keys, and with Tab where the arrows stop (they never focus a
  /// destructive button; Tab does).
  func answerAlert(_ title: String) throws {
    guard let actions = presentedAlert?.actions,
      let index = actions.firstIndex(where: { $0.title == title })
    else {
      throw ConformanceFailure(description: "no \"\(title)\" in the terminal's alert")
    }
    let byTab = actions[index].role == .destructive
    for _ in 0..<(2 * actions.count + 2) {
      guard let focus = modal?.focus, focus != index else { break }
      handle(.key(KeyEvent(byTab ? .tab : focus < index ? .right : .left)))
    }
    guard modal?.focus == index else {
      throw ConformanceFailure(description: "the terminal's keys never reach \"\(title)\"")
    }
    handle(.key(KeyEvent(.enter)))
  }
}

#if os(Linux)
  extension UIKitDriver: AlertDriver {
    var alertTitle: String? {
      (viewController.presentedViewController as? UIAlertController)?.title
    }
    func answer(_ title: String) throws {
      guard let alert = viewController.presentedViewController as? UIAlertController else {
        throw ConformanceFailure(description: "no alert in UIKit")
      }
      try alert.tapAction(titled: title)
    }
  }
#endif
