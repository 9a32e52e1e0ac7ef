import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Screens/ScreenViewController.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct ScreenViewControllerExamples {
  /// ScreenViewController.swift
  @Test func aScreenInANavigationController() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var problems: [String] = []
    let root = ScreenViewController(screen: SettingsScreen())
    root.liaison.onProblem = { problem in print(problem) }
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layoutIfNeeded()
    root.liaison.onProblem = { problems.append("\($0)") }
    let table = root.view as? UITableView
    let cell = table?.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Profile")
    #expect(problems.isEmpty)
  }
}
