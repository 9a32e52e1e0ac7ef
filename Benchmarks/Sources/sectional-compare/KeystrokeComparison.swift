import BenchmarkSupport
import Foundation
import Sectional
import SectionalTerminal

/// The keystroke scenario of issue 16: a form screen that also holds a 100,000-row catalog. One
/// keystroke (the renderer sends `ValueChanged` to the focused `TextFieldItem`, whose
/// `onChange(String.self)` handler stores the new text, the screen's content is rebuilt, the
/// controller diffs it, the terminal list draws a frame and writes what changed) against
/// showing that screen from scratch (build the content, validate it in
/// `ListController(content:)`, lay it out in a `ListView`, draw and write the first frame). The
/// catalog is built through a `SectionMemo` keyed by its revision, which a keystroke does not
/// change; the line without the memo rebuilds the catalog on every keystroke, for reference.
@MainActor
enum KeystrokeComparison {
  static let width = 80
  static let height = 24

  /// The screen's state: the form's values and the catalog.
  @MainActor
  final class FormState {
    var name = ""
    var email = "someone@example.com"
    var catalog: [ContentComparison.Item]
    let catalogRevision = 1
    let catalogSection = SectionMemo<Int>()
    var useMemo = true

    init(count: Int) {
      catalog = ContentComparison.items(count: count).old
    }

    /// The screen's content, as its `content` property builds it.
    var content: ListContent {
      ListContent {
        Section(id: "form", header: "Profile") {
          Row(id: "name", TextFieldItem("Name", text: name, placeholder: "Your name"))
            .onChange(String.self) { [unowned self] in self.name = $0 }
          Row(id: "email", TextFieldItem("Email", text: email, kind: .email))
            .onChange(String.self) { [unowned self] in self.email = $0 }
          Row(id: "save", ButtonItem("Save", isEnabled: !name.isEmpty))
        }
        if useMemo {
          catalogSection.section(for: catalogRevision) { catalogSectionValue }
        } else {
          catalogSectionValue
        }
      }
    }

    var catalogSectionValue: Section {
      Section(id: "catalog", header: "Catalog") {
        for item in catalog {
          Row(id: item.id, TextItem(item.title))
        }
      }
    }
  }

  static func run() {
    print(
      "# keystroke: a form section (2 TextFieldItems and a ButtonItem) above a 100,000-row"
        + " catalog section; a keystroke in the focused name field (ValueChanged sent, onChange"
        + " handler, rebuild, diff, frame written) against the whole"
        + " screen from scratch (build, validate, ListController, ListView layout, first frame)")
    let count = 100_000
    let state = FormState(count: count)
    let writer = FrameWriter(capability: .ansi256)
    var sink = 0

    let scratch = medianMilliseconds(iterations: 11) {
      sink &+= state.showFromScratch()
    }

    for useMemo in [true, false] {
      state.useMemo = useMemo
      state.name = ""
      guard let controller = try? ListController(content: state.content) else {
        print("keystroke error=content")
        return
      }
      let list = ListView(controller: controller, width: width, height: height)
      let field = RowPath(section: 0, row: 0)
      controller.focus("name")
      var previous = frame(list)
      _ = writer.diff(from: nil, to: previous)
      var bytes = 0
      var lines = 0
      var typing = true
      let keystroke = medianMilliseconds(iterations: 41) {
        // The renderer reports the edit, the field's handler stores the new text, the host
        // rebuilds the content and the list draws.
        var text = state.name
        if typing { text.append("a") } else { text.removeLast() }
        if text.count >= 20 { typing = false } else if text.isEmpty { typing = true }
        controller.send(
          .valueChanged, at: field, detail: .interaction(ValueChanged(value: text)))
        try? controller.update(to: state.content)
        let next = frame(list)
        bytes = writer.diff(from: previous, to: next).utf8.count
        lines = (0..<height).filter { previous.line($0) != next.line($0) }.count
        previous = next
      }
      sink &+= bytes
      let name = useMemo ? "keystroke_100k" : "keystroke_without_memo_100k"
      print(
        ContentComparison.ratioLine(
          name, ("keystroke_ms", keystroke), ("scratch_ms", scratch),
          ratio: "keystroke_per_scratch",
          target: useMemo ? "<=0.1" : "(reference: the catalog rebuilt)")
          + " bytes_written=\(bytes) lines_written=\(lines)")
    }
    if sink == 42 { print("") }
  }

  static func frame(_ list: ListView) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    return buffer
  }
}

@MainActor
extension KeystrokeComparison.FormState {
  /// Shows the screen from scratch: content built (the catalog too: a new screen has no memo),
  /// validated by the controller, laid out by a list view, first frame drawn and written.
  /// Returns the bytes written.
  func showFromScratch() -> Int {
    let wasUsingMemo = useMemo
    useMemo = false
    defer { useMemo = wasUsingMemo }
    guard let controller = try? ListController(content: content) else { return 0 }
    let list = ListView(
      controller: controller, width: KeystrokeComparison.width,
      height: KeystrokeComparison.height)
    let first = KeystrokeComparison.frame(list)
    return FrameWriter(capability: .ansi256).diff(from: nil, to: first).utf8.count
  }
}
