import Sectional
import SectionalTesting
import Testing

/// The examples in the Sectional catalog's "Navigation and presentation" article.
@MainActor
@Suite struct NavigationArticleExamples {
  /// A screen that counts how often its host attaches and detaches it; "open" pushes another.
  @MainActor final class CountingScreen: Screen {
    let title = "Counting"
    var attached = 0
    var detached = 0
    var content: ListContent {
      Section(id: "s") {
        Row(id: "open", TextItem("Open", accessory: .disclosure)).onSelect { context in
          context.presenter.push(CountingScreen())
        }
      }
    }
    func attach(_ context: ScreenContext) { attached += 1 }
    func detach() { detached += 1 }
  }

  @Test func comingBackDoesNotAttachAgain() throws {
    let root = CountingScreen()
    let app = ScreenTestHost(root)
    try app.tap(.id("open"))
    app.pop()
    #expect(root.attached == 1)
    #expect(root.detached == 0)
  }

  @Test func thePoppedScreenIsDetachedOnce() throws {
    let app = ScreenTestHost(CountingScreen())
    try app.tap(.id("open"))
    let pushed = try #require(app.screen as? CountingScreen)
    app.pop()
    #expect(pushed.attached == 1)
    #expect(pushed.detached == 1)
  }
}
