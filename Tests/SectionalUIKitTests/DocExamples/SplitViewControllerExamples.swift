import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Screens/SplitViewController.swift,
/// run on the behaving UIKit surface.
@MainActor
@Suite struct SplitViewControllerExamples {
  @MainActor final class MailboxesScreen: Screen {
    let title = "Mailboxes"
    var content: ListContent {
      Section(id: "boxes") { Row(id: "inbox", TextItem("Inbox"), height: .fixed(44)) }
    }
  }

  @MainActor final class MailScreen: SplitScreen {
    let title = "Mail"
    var panes: [Pane] {
      [
        Pane(MailboxesScreen(), id: "mailboxes"),
        .detail(id: "messages") { _ in nil },
      ]
    }
  }

  /// SplitViewController.swift
  @Test func aSplitAsTheWindowsRoot() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let mail = SplitViewController(screen: MailScreen())
    window.rootViewController = mail
    #expect(mail.paneControllers.map(\.title) == ["Mailboxes", ""])
    #expect(mail.isCollapsed)
  }
}
