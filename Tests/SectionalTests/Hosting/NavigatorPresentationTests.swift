import Sectional
import SectionalTesting
import Testing

/// The core's navigation model presents screens modally: a presentation takes the screens
/// pushed from it, pop never leaves it, and dismissing it (Cancel, Done, `dismiss()`) removes
/// it whole; asking to dismiss where nothing is presented says so and changes nothing.
@MainActor
@Suite struct NavigatorPresentationTests {
  /// A screen whose rows present, push and dismiss, keeping what `dismiss()` answered.
  @MainActor final class Presenting: Screen {
    let title: String
    var context: ScreenContext?
    var outcomes: [DismissOutcome] = []
    var finished = 0
    var attached = 0
    var detached = 0

    init(_ title: String) { self.title = title }

    var content: ListContent {
      Section(id: "s") {
        Row(id: "present", TextItem("Present")).onSelect { context in
          context.presenter.present(Presenting("Sheet"))
        }
        Row(id: "presentDone", TextItem("Present with Done")).onSelect { [unowned self] context in
          context.presenter.present(Presenting("Composer")) { [unowned self] in finished += 1 }
        }
        Row(id: "push", TextItem("Push")).onSelect { context in
          context.presenter.push(Presenting("Pushed"))
        }
        Row(id: "pop", TextItem("Pop")).onSelect { context in
          context.presenter.pop()
        }
        Row(id: "dismiss", TextItem("Dismiss")).onSelect { [unowned self] context in
          outcomes.append(context.presenter.dismiss())
        }
      }
    }

    func attach(_ context: ScreenContext) {
      self.context = context
      attached += 1
    }

    func detach() { detached += 1 }
  }

  func titles(_ navigator: Navigator<Int>) -> [String] { navigator.entries.map(\.screen.title) }

  func makeNavigator(_ root: Presenting) -> Navigator<Int> {
    var made = 0
    let navigator = Navigator<Int>(platform: RecordingPresenter()) { _ in
      made += 1
      return made
    }
    navigator.push(root)
    return navigator
  }

  func tap(_ id: String, in navigator: Navigator<Int>) throws {
    let host = try #require(navigator.top?.host)
    let path = try #require(host.controller.content.path(of: ListID(id)))
    host.controller.tap(at: path, deselecting: nil)
  }

  @Test func aPresentedScreenIsOnTopAndItsDismissRemovesIt() throws {
    let root = Presenting("Root")
    let navigator = makeNavigator(root)
    try tap("present", in: navigator)
    #expect(titles(navigator) == ["Root", "Sheet"])
    #expect(navigator.top?.presentation != nil)
    #expect(navigator.top?.presentation?.hasDone == false)
    let sheet = try #require(navigator.top?.screen as? Presenting)
    try tap("dismiss", in: navigator)
    #expect(sheet.outcomes == [.dismissed])
    #expect(titles(navigator) == ["Root"])
    #expect(sheet.detached == 1)
    // The screen under it was covered, not detached: it is not attached again.
    #expect(root.attached == 1)
    #expect(root.detached == 0)
  }

  @Test func dismissingWhereNothingIsPresentedSaysSoAndChangesNothing() throws {
    let root = Presenting("Root")
    let navigator = makeNavigator(root)
    try tap("dismiss", in: navigator)
    #expect(root.outcomes == [.notPresented])
    try tap("push", in: navigator)
    let pushed = try #require(navigator.top?.screen as? Presenting)
    try tap("dismiss", in: navigator)
    #expect(pushed.outcomes == [.notPresented])
    #expect(titles(navigator) == ["Root", "Pushed"])
    // Through the screen's context too.
    #expect(pushed.context?.dismiss() == .notPresented)
    #expect(navigator.done() == .notPresented)
  }

  @Test func aScreenNoLongerShownCannotDismiss() throws {
    let root = Presenting("Root")
    let navigator = makeNavigator(root)
    try tap("present", in: navigator)
    let sheet = try #require(navigator.top?.screen as? Presenting)
    let context = try #require(sheet.context)
    #expect(context.dismiss() == .dismissed)
    #expect(context.dismiss() == .notShown)
    #expect(titles(navigator) == ["Root"])
  }

  @Test func screensPushedFromAPresentedScreenGoAwayWithIt() throws {
    let root = Presenting("Root")
    let navigator = makeNavigator(root)
    try tap("present", in: navigator)
    try tap("push", in: navigator)
    try tap("push", in: navigator)
    #expect(titles(navigator) == ["Root", "Sheet", "Pushed", "Pushed"])
    var dismissed: [[String]] = []
    navigator.onChange = { change in
      if case .dismissedScreens(let entries) = change {
        dismissed.append(entries.map(\.screen.title))
      }
    }
    // Pop goes back within the presentation, never out of it.
    try tap("pop", in: navigator)
    try tap("pop", in: navigator)
    #expect(titles(navigator) == ["Root", "Sheet"])
    try tap("push", in: navigator)
    try tap("dismiss", in: navigator)
    #expect(titles(navigator) == ["Root"])
    #expect(dismissed == [["Pushed", "Sheet"]])
  }

  @Test func doneRunsItsActionThenDismissesAndTheScreenUnderRebuilds() throws {
    let root = Presenting("Root")
    let navigator = makeNavigator(root)
    try tap("presentDone", in: navigator)
    #expect(navigator.top?.presentation?.hasDone == true)
    let updates = navigator.entries[0].host.updateCount
    #expect(navigator.done() == .dismissed)
    #expect(root.finished == 1)
    #expect(titles(navigator) == ["Root"])
    // Done's action rebuilds the screen that presented it, and so does its showing again (it
    // rebuilds whenever a screen over it goes away: see ScreenHost.rebuildOnReturn()).
    #expect(navigator.entries[0].host.updateCount == updates + 2)
  }

  @Test func backCancelsAPresentedScreenAndPopsAPushedOne() throws {
    let root = Presenting("Root")
    let navigator = makeNavigator(root)
    try tap("presentDone", in: navigator)
    try tap("push", in: navigator)
    navigator.back()
    #expect(titles(navigator) == ["Root", "Composer"])
    navigator.back()
    #expect(titles(navigator) == ["Root"])
    #expect(root.finished == 0)
    navigator.back()
    #expect(titles(navigator) == ["Root"])
  }

  @Test func alertsPresentedOverThePresentationGoAwayWithIt() throws {
    let root = Presenting("Root")
    let navigator = makeNavigator(root)
    navigator.present(Alert(title: "Under"))
    try tap("present", in: navigator)
    let sheet = try #require(navigator.top?.host)
    sheet.presenter.present(Alert(title: "Over the sheet"))
    #expect(navigator.presentedAlert?.title == "Over the sheet")
    // A task of the sheet dismisses it while its alert is up: the alert goes too.
    #expect(navigator.dismiss(from: sheet) == .dismissed)
    // The one presented before the sheet stays.
    #expect(navigator.alerts.map(\.title) == ["Under"])
    #expect(titles(navigator) == ["Root"])
  }
}
