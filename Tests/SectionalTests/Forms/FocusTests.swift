import Sectional
import SectionalTesting
import Testing

/// What the fields' handlers heard, one line each.
@MainActor final class FocusLog {
  var lines: [String] = []
}

/// Focus by id: the same rules for every renderer, kept by the controller.
@MainActor
@Suite struct FocusTests {
  /// A form of text fields whose handlers log focus, blur, value and submit events.
  static func form(
    _ ids: [String], disabled: Set<String> = [], texts: [String: String] = [:], log: FocusLog
  ) -> ListContent {
    ListContent {
      Section(id: "form") {
        for id in ids {
          Row(id: id, TextFieldItem(id, text: texts[id] ?? "", isEnabled: !disabled.contains(id)))
            .on(.didFocus) { log.lines.append("didFocus \($0.id.as(String.self) ?? "?")") }
            .on(.didBlur) { log.lines.append("didBlur \($0.id.as(String.self) ?? "?")") }
            .on(.submit) { log.lines.append("submit \($0.id.as(String.self) ?? "?")") }
            .onChange(String.self) { log.lines.append("valueChanged \(id) \($0)") }
        }
        Row(id: "note", TextItem("A note"))
      }
    }
  }

  @Test func focusSendsBlurThenFocusAndNotifiesObservers() throws {
    let log = FocusLog()
    let controller = try ListController(content: Self.form(["a", "b"], log: log))
    var heard: [ListID?] = []
    let observation = controller.observeFocus { heard.append($0) }
    defer { observation.cancel() }
    #expect(controller.focus("a"))
    #expect(controller.focus("b"))
    #expect(controller.focus(nil))
    #expect(log.lines == ["didFocus a", "didBlur a", "didFocus b", "didBlur b"])
    #expect(heard == [ListID("a"), ListID("b"), nil])
    #expect(controller.focusedID == nil)
  }

  @Test func focusRefusesWhatIsNotAnEnabledField() throws {
    let log = FocusLog()
    let controller = try ListController(
      content: Self.form(["a", "b"], disabled: ["b"], log: log))
    #expect(!controller.focus("b"))
    #expect(!controller.focus("note"))
    #expect(!controller.focus("missing"))
    #expect(controller.focusedID == nil)
    #expect(log.lines.isEmpty)
  }

  @Test func tabWrapsThroughFieldsInContentOrder() throws {
    let log = FocusLog()
    let controller = try ListController(
      content: Self.form(["a", "b", "c"], disabled: ["b"], log: log))
    controller.focusNextField()
    #expect(controller.focusedID == ListID("a"))
    controller.focusNextField()
    #expect(controller.focusedID == ListID("c"))
    controller.focusNextField()
    #expect(controller.focusedID == ListID("a"))
    controller.focusNextField(forward: false)
    #expect(controller.focusedID == ListID("c"))
  }

  @Test func returnMovesToTheNextFieldAndTheLastSubmits() throws {
    let log = FocusLog()
    let controller = try ListController(content: Self.form(["a", "b"], log: log))
    #expect(controller.returnKey(for: ListID("a")) == .next)
    #expect(controller.returnKey(for: ListID("b")) == .done)
    controller.focus("a")
    controller.submitField(ListID("a"))
    #expect(controller.focusedID == ListID("b"))
    controller.submitField(ListID("b"))
    #expect(controller.focusedID == ListID("b"))
    #expect(log.lines == ["didFocus a", "didBlur a", "didFocus b", "submit b"])
  }

  @Test func focusSurvivesARebuildThatMovesTheField() throws {
    let log = FocusLog()
    let controller = try ListController(content: Self.form(["a", "b", "c"], log: log))
    controller.focus("c")
    try controller.update(to: Self.form(["c", "a", "b"], log: log))
    #expect(controller.focusedID == ListID("c"))
    #expect(controller.focusedPath == RowPath(section: 0, row: 0))
    #expect(log.lines == ["didFocus c"])
  }

  @Test func aRemovedFieldPassesFocusToTheNextFieldThatRemains() throws {
    let log = FocusLog()
    let controller = try ListController(content: Self.form(["a", "b", "c", "d"], log: log))
    controller.focus("b")
    // "c" goes too, so the next field that remains is "d".
    try controller.update(to: Self.form(["a", "d"], log: log))
    #expect(controller.focusedID == ListID("d"))
    #expect(log.lines == ["didFocus b", "didBlur b", "didFocus d"])
  }

  @Test func removingTheLastFieldEndsFocus() throws {
    let log = FocusLog()
    let controller = try ListController(content: Self.form(["a", "b"], log: log))
    controller.focus("b")
    try controller.update(to: Self.form(["a"], log: log))
    #expect(controller.focusedID == nil)
    #expect(log.lines == ["didFocus b", "didBlur b"])
  }

  @Test func aFieldDisabledByARebuildLosesFocus() throws {
    let log = FocusLog()
    let controller = try ListController(content: Self.form(["a", "b"], log: log))
    controller.focus("a")
    try controller.update(to: Self.form(["a", "b"], disabled: ["a"], log: log))
    #expect(controller.focusedID == ListID("b"))
  }

  /// A screen whose fields are state: typing rebuilds it, the screen can clear a field, focus
  /// stays on its field throughout.
  @MainActor final class SignIn: Screen {
    var username = ""
    var context: ScreenContext?
    let title = "Sign In"

    var content: ListContent {
      Section(id: "form") {
        Row(id: "username", TextFieldItem("Username", text: username))
          .onChange(String.self) { [unowned self] in username = $0 }
        Row(id: "clear", TextItem("Clear"))
          .onSelect { [unowned self] _ in
            username = ""
            context?.focus("username")
          }
      }
    }

    func attach(_ context: ScreenContext) {
      self.context = context
    }
  }

  @Test func typingRebuildsAndFocusStays() async throws {
    let screen = SignIn()
    let host = ScreenHost(screen: screen)
    host.start()
    let controller = host.controller
    #expect(screen.context?.focus("username") == true)
    #expect(screen.context?.focusedID == ListID("username"))
    let path = try #require(controller.focusedPath)
    controller.editText("ada", at: path)
    #expect(screen.username == "ada")
    #expect((controller.content[path]?.component as? TextFieldItem)?.text == "ada")
    #expect(controller.focusedID == ListID("username"))
    controller.tap(at: RowPath(section: 0, row: 1), deselecting: nil)
    #expect((controller.content[path]?.component as? TextFieldItem)?.text == "")
    #expect(controller.focusedID == ListID("username"))
  }

  @Test func editingADisabledFieldOrAnotherRowIsRefused() throws {
    let log = FocusLog()
    let controller = try ListController(
      content: Self.form(["a", "b"], disabled: ["b"], log: log))
    #expect(controller.editText("x", at: RowPath(section: 0, row: 1)) == nil)
    #expect(controller.editText("x", at: RowPath(section: 0, row: 2)) == nil)
    #expect(controller.editText("x", at: RowPath(section: 0, row: 0))?.text == "x")
    #expect(log.lines == ["valueChanged a x"])
  }
}
