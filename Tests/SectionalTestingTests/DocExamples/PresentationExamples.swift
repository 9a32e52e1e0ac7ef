import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Presenter.swift (`present(_:done:)`), NativeScreen.swift
/// and ScreenContext.swift (`dismiss()`).
@MainActor
@Suite struct PresentationExamples {
  /// Stands for a UIKit view controller: the test host never makes it.
  final class MapViewController {}

  @MainActor final class ComposerScreen: Screen {
    let title = "Comment"
    var text = "Nice!"
    var context: ScreenContext?
    var content: ListContent { Section(id: "s") { Row(id: "text", TextItem(text)) } }
    func attach(_ context: ScreenContext) { self.context = context }
  }

  @MainActor final class PostScreen: Screen {
    let title = "Post"
    var comments: [String] = []
    var content: ListContent {
      Section(id: "s") {
        Row(id: "comment", TextItem("Comment")).onSelect { [unowned self] context in
          let composer = ComposerScreen()
          context.presenter.present(composer) { [unowned self] in
            comments.append(composer.text)
          }
        }
        Row(id: "map", TextItem("Map", accessory: .disclosure)).onSelect { context in
          context.presenter.push(NativeScreen(MapViewController()))
        }
      }
    }
  }

  /// Presenter.swift, `present(_:done:)`.
  @Test func presentWithDone() throws {
    let post = PostScreen()
    let app = ScreenTestHost(post)
    try app.tap(.id("comment"))
    #expect(app.hasDone)
    try app.tapDone()
    #expect(post.comments == ["Nice!"])
  }

  /// NativeScreen.swift.
  @Test func nativeScreen() throws {
    let app = ScreenTestHost(PostScreen())
    try app.tap(.id("map"))
    #expect(app.presenter.requests.last == .pushNative(typeName: "MapViewController"))
  }

  /// ScreenContext.swift, `dismiss()`.
  @Test func dismissFromTheContext() throws {
    let app = ScreenTestHost(PostScreen())
    try app.tap(.id("comment"))
    let composer = try #require(app.screen as? ComposerScreen)
    let context = try #require(composer.context)
    let outcome = context.dismiss()  // .notPresented when the screen was pushed, not presented
    #expect(outcome == .dismissed)
    #expect(app.screen is PostScreen)
  }
}
