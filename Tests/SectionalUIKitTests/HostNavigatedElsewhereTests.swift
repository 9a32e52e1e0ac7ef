import Sectional
import SectionalTesting
import SectionalUIKit
import Testing
import UIKitSurface

/// A screen whose host navigates through something other than UIKit (SwiftUI's navigation, in
/// SectionalSwiftUI): the view controller draws it and keeps the host's presenter, and leaves
/// the screen's commands to whoever shows the bar.
@MainActor
@Suite("A view controller for a host that navigates elsewhere")
struct HostNavigatedElsewhereTests {
  @MainActor final class Contacts: Screen {
    let title = "Contacts"
    var content: ListContent {
      Section(id: "people") {
        Row(id: "ada", TextItem("Ada"), height: .fixed(44)).onSelect { context in
          context.presenter.push(Contacts())
          context.presenter.present(Alert(title: "Opened"))
        }
      }
      Section(id: "photos") {
        Row(id: "p1", TextItem("Photo"), height: .fixed(60))
      }
      .layout(.grid(columns: 3))
    }
    var commands: [ScreenCommand] { [ScreenCommand("Add", placement: .primary) { _ in }] }
  }

  @Test("Pushes and alerts go to the host's presenter; no command in the navigation item")
  func keepsTheHostsPresenter() throws {
    let host = ScreenHost(screen: Contacts())
    let recording = RecordingPresenter()
    host.presenter = recording
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = ScreenViewController(host: host)
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    // A grid section needs a collection view, whatever the container asked.
    #expect(controller.container == .collectionView)
    #expect(controller.title == "Contacts")
    #expect(controller.navigationItem.rightBarButtonItems == nil)
    #expect(controller.presenter != nil)

    let collection = try #require(controller.view as? UICollectionView)
    try collection.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(recording.stack.count == 1)
    #expect(recording.requests.contains(.alert(Alert(title: "Opened"))))
    #expect(navigation.viewControllers.count == 1)
    #expect(controller.presentedViewController == nil)
  }
}
