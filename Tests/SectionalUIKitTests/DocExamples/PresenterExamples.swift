import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of ``Presenter/underlying(_:)`` in
/// Sources/Sectional/Presenting/Presenter.swift, run on the behaving UIKit surface.
@MainActor
@Suite struct PresenterUnderlyingExamples {
  final class DetailsViewController: UIViewController {}

  final class DetailsScreen: Screen {
    let title = "Help"
    var content: ListContent {
      Section(id: "help") {
        Row(id: "details", TextItem("Details", accessory: .disclosure))
          .onSelect { context in
            context.presenter.underlying(UIKitPresenter.self)?.present(DetailsViewController())
          }
      }
    }
  }

  /// Presenter.swift, ``Presenter/underlying(_:)``
  @Test func aHandlerPresentsAViewControllerOfTheAppsOwn() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = ScreenViewController(screen: DetailsScreen())
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layoutIfNeeded()
    try #require(root.view as? UITableView).tapRow(at: IndexPath(row: 0, section: 0))
    #expect(root.presentedViewController is DetailsViewController)
  }
}
