// The article "Testing screens": its screen (TodoScreen.swift) and these tests are the
// article's code blocks, and every block must appear verbatim in one of the two files.
import Foundation
import Sectional
import SectionalTesting
import Testing

@MainActor
@Suite struct TodoScreenTests {
  struct Offline: Error {}

  /// Archive pages of two; page 1 fails the first time; page 2 is the last.
  final class Archive: @unchecked Sendable {
    let lock = NSLock()
    var attempts = 0
    func load(_ page: Int) throws -> LoadedPage<Todo, Int> {
      let attempt = lock.withLock {
        attempts += 1
        return attempts
      }
      if page == 1 && attempt == 2 { throw Offline() }
      let todos = (0..<2).map { Todo(id: UUID(), title: "Old \(page)-\($0)", isDone: true) }
      return LoadedPage(todos, next: page < 2 ? page + 1 : nil)
    }
  }

  static func makeScreen() -> TodoScreen {
    let archive = Archive()
    return TodoScreen(
      todos: [Todo(id: UUID(), title: "Buy milk"), Todo(id: UUID(), title: "Call mum")],
      archive: { page in try archive.load(page) })
  }
}

/// The tests of the article, members of its suite.
extension TodoScreenTests {
  @Test func togglingMovesATaskToDone() throws {
    let screen = Self.makeScreen()
    let app = ScreenTestHost(screen)
    let milk = screen.todos[0].id
    try app.tap(.id(milk))
    #expect(app.content.sections[1].rows.map(\.id) == [ListID(milk)])
    #expect(app.table.violations.isEmpty)
  }

  @Test func deletingAsksFirst() throws {
    let screen = Self.makeScreen()
    let app = ScreenTestHost(screen)
    let milk = screen.todos[0].id
    try app.swipeToDelete(.id(milk))
    #expect(app.presentedAlert?.title == "Delete “Buy milk”?")
    try app.choose("Delete")
    #expect(screen.todos.map(\.title) == ["Call mum"])
    #expect(app.content.path(of: ListID(milk)) == nil)
  }

  @Test func deletingTheSelectedTaskClearsTheSelection() throws {
    let screen = Self.makeScreen()
    let app = ScreenTestHost(screen)
    defer { app.teardown() }  // detaches every screen, cancelling its page loads
    let milk = screen.todos[0].id
    try app.tap(.id(milk))
    #expect(app.selection == ListID(milk))
    try app.swipeToDelete(.id(milk))
    try app.choose("Delete")
    #expect(app.selection == nil)
  }

  @Test func detailsArePushed() throws {
    let screen = Self.makeScreen()
    let app = ScreenTestHost(screen)
    try app.swipe(.id(screen.todos[1].id), edge: .leading, choose: "Details")
    #expect(app.screen.title == "Call mum")
    app.pop()
    #expect(app.screen.title == "Todo")
  }

  @Test func theArchivePagesThroughAFailure() async throws {
    let screen = Self.makeScreen()
    let app = ScreenTestHost(screen, viewportHeight: 2_000)
    await app.idle()
    #expect(screen.archive.items.count == 2)  // page 1 failed
    let retry = try #require(app.content.sections[2].rows.last)
    try app.tap(.id(retry.id))
    await app.idle()
    #expect(screen.archive.state == .exhausted)
    #expect(screen.archive.items.count == 6)
  }
}

/// The article's form test, a member of its suite.
extension TodoScreenTests {
  @Test func signingInWithTheKeyboard() throws {
    let screen = SignInScreen()
    let app = ScreenTestHost(screen)
    try app.focus(.id("username"))
    try app.type("ann")
    try app.pressReturn()  // Next: the password takes focus
    #expect(app.focusedID == ListID("password"))
    try app.type("secret")
    try app.pressReturn()  // the last field submits
    #expect(screen.signedIn == "ann")
    try app.clearText()
    #expect(screen.password == "")
    #expect(app.content[RowPath(section: 0, row: 2)]?.component.isEnabled == false)
  }
}

/// The article's grid test, a member of its suite.
extension TodoScreenTests {
  @Test func theProfileGridIsWalkedWithTheArrowKeys() throws {
    let screen = ProfileScreen()
    let app = ScreenTestHost(screen, viewportWidth: 316)
    let photo = try #require(app.position(of: .id("photo-4")))
    #expect(photo.line == 1 && photo.column == 1)
    #expect(photo.x == 108 && photo.width == 100)  // (316 − 2 × 8) / 3 points wide
    try app.moveCursor(to: .id("photo-0"))
    try app.moveCursor(.right, .down)  // the middle of the second line
    try app.activateCursor()  // Return: the photo's handlers run
    #expect(screen.opened == ["photo-4"])
  }
}

/// Every code block of the article is code that these tests compile and run.
@Suite struct TestingScreensArticleSourceTests {
  @Test func everyCodeBlockIsTestedCode() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/SectionalTesting/SectionalTesting.docc/TestingScreens.md"),
      encoding: .utf8)
    let code = try [
      "TodoScreen.swift", "SignInScreen.swift", "ProfileScreen.swift",
      "TestingScreensArticleTests.swift",
    ].map {
      try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8)
    }
    // Compared line by line without indentation: the article shows test bodies unindented.
    func lines(_ text: Substring) -> String {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: "\n")
    }
    let tested = code.map { lines($0[...]) }.joined(separator: "\n")
    let blocks = article.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    #expect(blocks.count == 13)
    for block in blocks {
      #expect(tested.contains(lines(block[...])), "not in the tested code:\n\(block)")
    }
  }
}

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

extension TodoScreenTests {
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
