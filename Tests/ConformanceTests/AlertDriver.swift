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
  /// Moves the focus of the alert on screen to its action titled `title` with the arrow keys
  /// and presses Enter, as a user does.
  func answerAlert(_ title: String) throws {
    guard let index = presentedAlert?.actions.firstIndex(where: { $0.title == title }) else {
      throw ConformanceFailure(description: "no \"\(title)\" in the terminal's alert")
    }
    while let focus = modal?.focus, focus != index {
      handle(.key(KeyEvent(focus < index ? .right : .left)))
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
