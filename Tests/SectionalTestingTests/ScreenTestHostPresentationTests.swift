import Sectional
import SectionalTesting
import Testing

/// The test host presents screens as the terminal app does, with Cancel and Done to tap, and
/// records every presentation, dismissal and view controller of the app's own a handler asks
/// for — a view controller cannot be shown here, but a test can still see it was asked for.
@MainActor
@Suite struct ScreenTestHostPresentationTests {
  /// A view controller of the app's own, as far as a test without UIKit can tell.
  final class MapViewController {}
  final class AboutViewController {}

  @MainActor final class Inbox: Screen {
    let title = "Inbox"
    var sent: [String] = []
    var made = 0

    var content: ListContent {
      Section(id: "s") {
        Row(id: "compose", TextItem("Compose")).onSelect { [unowned self] context in
          let composer = Composer()
          context.presenter.present(composer) { [unowned self] in sent.append(composer.draft) }
        }
        Row(id: "filters", TextItem("Filters")).onSelect { context in
          context.presenter.present(Composer())
        }
        Row(id: "map", TextItem("Map", accessory: .disclosure)).onSelect { [unowned self] context in
          context.presenter.push(NativeScreen(self.makeMap()))
        }
        Row(id: "about", TextItem("About")).onSelect { context in
          context.presenter.present(NativeScreen(AboutViewController()))
        }
        for message in sent {
          Row(id: message, TextItem(message))
        }
      }
    }

    func makeMap() -> MapViewController {
      made += 1
      return MapViewController()
    }
  }

  @MainActor final class Composer: Screen {
    let title = "New Message"
    var draft = "Hello"
    var content: ListContent {
      Section(id: "s") {
        Row(id: "discard", TextItem("Discard")).onSelect { context in
          context.presenter.dismiss()
        }
      }
    }
  }

  @Test func pushingAViewControllerIsRecordedByTypeWithoutMakingIt() throws {
    let inbox = Inbox()
    let app = ScreenTestHost(inbox)
    try app.tap(.id("map"))
    try app.tap(.id("about"))
    #expect(
      app.presenter.requests == [
        .pushNative(typeName: "MapViewController"), .presentNative(typeName: "AboutViewController"),
      ])
    #expect(inbox.made == 0)
    #expect(app.screen === inbox)
  }

  @Test func aPresentedScreenIsRecordedAndDoneRunsItsActionThenDismisses() throws {
    let inbox = Inbox()
    let app = ScreenTestHost(inbox)
    try app.tap(.id("compose"))
    #expect(app.screen.title == "New Message")
    #expect(app.presentedScreen?.title == "New Message")
    #expect(app.hasDone)
    try app.tapDone()
    #expect(app.screen === inbox)
    #expect(app.presentedScreen == nil)
    // The inbox rebuilt after Done: the message shows.
    #expect(app.content.path(of: ListID("Hello")) != nil)
    #expect(
      app.presenter.requests == [.presentScreen(title: "New Message", hasDone: true), .dismiss])
  }

  @Test func cancelDismissesWithoutDoneAndAHandlerCanDismissToo() throws {
    let inbox = Inbox()
    let app = ScreenTestHost(inbox)
    try app.tap(.id("compose"))
    try app.tapCancel()
    #expect(inbox.sent.isEmpty)
    try app.tap(.id("filters"))
    #expect(!app.hasDone)
    #expect(throws: ScreenTestHost.Failure.self) { try app.tapDone() }
    try app.tap(.id("discard"))
    #expect(app.screen === inbox)
    #expect(
      app.presenter.requests == [
        .presentScreen(title: "New Message", hasDone: true), .dismiss,
        .presentScreen(title: "New Message", hasDone: false), .dismiss,
      ])
  }

  @Test func cancelAndDoneWithNothingPresentedAreFailures() {
    let app = ScreenTestHost(Inbox())
    let cancel = #expect(throws: ScreenTestHost.Failure.self) { try app.tapCancel() }
    #expect(cancel?.description == "tapCancel: no screen is presented")
    let done = #expect(throws: ScreenTestHost.Failure.self) { try app.tapDone() }
    #expect(done?.description == "tapDone: no screen is presented")
  }
}
