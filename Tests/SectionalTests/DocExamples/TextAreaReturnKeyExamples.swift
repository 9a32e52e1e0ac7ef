import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Components/TextAreaItem+ReturnKey.swift.
@MainActor
@Suite struct TextAreaReturnKeyExamples {
  final class CommitScreen: Screen {
    let title = "Commit"
    var body = ""
    var commits = 0
    func commit() { commits += 1 }

    var content: ListContent {
      Section(id: "commit") {
        Row(id: "body", TextAreaItem("Body", text: body, returnKey: .insertsNewLine))
          .onChange(String.self) { [unowned self] in body = $0 }
          .onSubmit { [unowned self] _ in commit() }  // Alt-Return in the terminal
      }
    }
  }

  @Test func aCommitBodyBreaksLinesOnReturn() throws {
    let screen = CommitScreen()
    let app = ScreenTestHost(screen)
    let row = app.content.sections[0].rows[0]
    #expect((row.component as? TextAreaItem)?.returnKey == .insertsNewLine)
    try app.focus(.id("body"))
    _ = try app.type("Fix it")
    #expect(screen.body == "Fix it")
    #expect(row.handles(.submit))
  }
}
