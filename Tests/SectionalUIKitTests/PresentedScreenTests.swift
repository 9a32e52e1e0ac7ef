import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A screen presented from a row in UIKit: a navigation controller of its own, Cancel on the
/// left and Done on the right when the presenter gave a Done action; Cancel, Done and the
/// screen's own `dismiss()` dismiss it; a view controller of the app's own goes through
/// `NativeScreen`.
@MainActor
@Suite("Presented screens in UIKit: Cancel, Done, dismiss, NativeScreen")
struct PresentedScreenTests {
  @MainActor final class Inbox: Screen {
    let title = "Inbox"
    var sent: [String] = []
    var outcomes: [DismissOutcome] = []

    var content: ListContent {
      Section(id: "s") {
        Row(id: "compose", TextItem("Compose"), height: .fixed(44)).onSelect {
          [unowned self] context in
          let composer = Composer()
          context.presenter.present(composer) { [unowned self] in sent.append(composer.draft) }
        }
        Row(id: "info", TextItem("Info"), height: .fixed(44)).onSelect { context in
          context.presenter.present(Composer())
        }
        Row(id: "dismiss", TextItem("Dismiss"), height: .fixed(44)).onSelect {
          [unowned self] context in
          outcomes.append(context.presenter.dismiss())
        }
        Row(id: "native", TextItem("Native"), height: .fixed(44)).onSelect { context in
          context.presenter.present(NativeScreen(UIViewController()))
        }
        Row(id: "pushNative", TextItem("Push native"), height: .fixed(44)).onSelect { context in
          context.presenter.push(NativeScreen(UIViewController()))
        }
        for message in sent {
          Row(id: message, TextItem(message), height: .fixed(44))
        }
      }
    }
  }

  @MainActor final class Composer: Screen {
    let title = "New Message"
    let draft = "Hello"
    var outcomes: [DismissOutcome] = []
    var content: ListContent {
      Section(id: "s") {
        Row(id: "discard", TextItem("Discard"), height: .fixed(44)).onSelect {
          [unowned self] context in
          outcomes.append(context.presenter.dismiss())
        }
      }
    }
  }

  func tap(_ row: Int, in controller: UIViewController) throws {
    try #require(controller.view as? UITableView).tapRow(at: path(0, row))
  }

  /// The screen presented over `root`, and its navigation controller.
  func presented(over root: UIViewController) throws -> (
    navigation: UINavigationController, screen: ScreenViewController
  ) {
    let navigation = try #require(root.presentedViewController as? UINavigationController)
    let screen = try #require(navigation.topViewController as? ScreenViewController)
    return (navigation, screen)
  }

  @Test("Done shows when asked for; it runs its action, dismisses, and the list shows the result")
  func cancelAndDone() throws {
    let inbox = Inbox()
    let hosted = NavigatedScreen(inbox)
    try tap(0, in: hosted.root)
    let (navigation, composer) = try presented(over: hosted.root)
    #expect(composer.screen.title == "New Message")
    #expect(navigation.presentingViewController === hosted.root)
    let cancel = try #require(composer.navigationItem.leftBarButtonItem)
    let done = try #require(composer.navigationItem.rightBarButtonItem)
    #expect(cancel.systemItemForTesting == .cancel)
    #expect(done.systemItemForTesting == .done)
    done.userTap()
    #expect(hosted.root.presentedViewController == nil)
    #expect(inbox.sent == ["Hello"])
    #expect(hosted.root.controller.content.path(of: ListID("Hello")) != nil)
    // Cancel dismisses without Done's action.
    try tap(0, in: hosted.root)
    let (_, again) = try presented(over: hosted.root)
    try #require(again.navigationItem.leftBarButtonItem).userTap()
    #expect(hosted.root.presentedViewController == nil)
    #expect(inbox.sent == ["Hello"])
  }

  @Test("Without a Done action there is Cancel only; the screen's own dismiss works")
  func cancelOnlyAndDismissFromTheScreen() throws {
    let hosted = NavigatedScreen(Inbox())
    try tap(1, in: hosted.root)
    let (_, info) = try presented(over: hosted.root)
    #expect(info.navigationItem.leftBarButtonItem?.systemItemForTesting == .cancel)
    #expect(info.navigationItem.rightBarButtonItem == nil)
    hosted.window.layoutIfNeeded()
    try tap(0, in: info)
    #expect((info.screen as? Composer)?.outcomes == [.dismissed])
    #expect(hosted.root.presentedViewController == nil)
  }

  @Test("Dismiss where nothing is presented is .notPresented and changes nothing")
  func nothingToDismiss() throws {
    let inbox = Inbox()
    let hosted = NavigatedScreen(inbox)
    try tap(2, in: hosted.root)
    #expect(inbox.outcomes == [.notPresented])
    #expect(hosted.navigation.topViewController === hosted.root)
    #expect(hosted.root.surfaceProblems.isEmpty)
  }

  @Test("A NativeScreen is made and presented as it is")
  func nativeScreen() throws {
    let hosted = NavigatedScreen(Inbox())
    try tap(3, in: hosted.root)
    let shown = try #require(hosted.root.presentedViewController)
    #expect(!(shown is UINavigationController))
    #expect(!(shown is UIAlertController))
  }

  @Test("A pushed NativeScreen is made and pushed on the navigation controller")
  func pushedNativeScreen() throws {
    let hosted = NavigatedScreen(Inbox())
    try tap(4, in: hosted.root)
    #expect(hosted.navigation.viewControllers.count == 2)
    #expect(!(hosted.navigation.topViewController is ScreenViewController))
  }
}
