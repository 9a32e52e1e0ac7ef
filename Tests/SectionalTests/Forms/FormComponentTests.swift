import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The value rules of the form components, shared by every renderer.
@MainActor
@Suite struct FormComponentTests {
  @Test(arguments: [
    ("plain", TextFieldKind.plain, "a\tb\nc\u{1B}[31md\u{7}", "a b c[31md", nil),
    ("number", .number, "-12a3-4.5", "-12345", TextRefusal.characters(kind: .number)),
    ("decimal", .decimal, "3,14.15", "3,1415", .characters(kind: .decimal)),
    ("phone", .phone, "+1 (555) 010-99x", "+1 (555) 010-99", .characters(kind: .phone)),
    ("email", .email, "ada@example.com\r\n", "ada@example.com ", nil),
  ])
  func textFieldAdmits(
    _ name: String, _ kind: TextFieldKind, _ proposed: String, _ kept: String,
    _ refusal: TextRefusal?
  ) {
    let field = TextFieldItem(name, text: "", kind: kind)
    let admission = field.admit(proposed)
    #expect(admission.text == kept)
    #expect(admission.refusal == refusal)
  }

  @Test func maxLengthCountsGraphemesAndNeverSplitsOne() {
    let field = TextFieldItem("Name", text: "", maxLength: 3)
    let admission = field.admit("e\u{301}👍🏽🇫🇷x")
    #expect(admission.text == "e\u{301}👍🏽🇫🇷")
    #expect(admission.refusal == .tooLong(maxLength: 3))
    #expect(admission.refusal?.message == "At most 3 characters")
  }

  @Test func aCombiningMarkStormStaysOneCharacter() {
    let storm = "a" + String(repeating: "\u{301}", count: 10_000)
    let field = TextFieldItem("Name", text: "", maxLength: 2)
    #expect(field.admit(storm + "bc").text == storm + "b")
  }

  @Test func textAreaKeepsNewlinesAndNormalisesLineEnds() {
    let area = TextAreaItem("Comment", text: "", lines: 0...0)
    #expect(area.lines == 1...1)
    #expect(area.admit("a\r\nb\rc\nd\u{0}").text == "a\nb\nc\nd")
  }

  @Test func secureKinds() {
    let secure = [TextFieldKind.secure, .password, .newPassword].map(\.isSecure)
    let plain = [TextFieldKind.plain, .email, .number].map(\.isSecure)
    #expect(secure == [true, true, true])
    #expect(plain == [false, false, false])
  }

  @Test func stepperClampsAndNeverOverflows() {
    let stepper = StepperItem("Guests", value: 40, in: 1...12, step: 5)
    #expect(stepper.value == 12)
    #expect(stepper.stepped(by: -1) == 7)
    #expect(stepper.stepped(by: 1) == 12)
    #expect(!stepper.canIncrement && stepper.canDecrement)
    let wide = StepperItem("Wide", value: 0, in: Int.min...Int.max, step: Int.max)
    #expect(wide.stepped(by: 3) == Int.max)
    #expect(wide.stepped(by: -3) == Int.min)
    #expect(StepperItem("Zero", value: 0, in: 0...1, step: 0).step == 1)
  }

  @Test func aDisabledStepperOrChoiceDoesNotChange() throws {
    var changes: [String] = []
    let controller = try ListController {
      Section(id: "s") {
        Row(id: "n", StepperItem("N", value: 1, in: 0...3, isEnabled: false))
          .onChange(Int.self) { changes.append("n \($0)") }
        Row(
          id: "c",
          ChoiceItem(
            "C", options: [.init(id: 1, title: "One")], selection: nil, isEnabled: false)
        )
        .onChange(ListID.self) { changes.append("c \($0)") }
      }
    }
    #expect(!controller.step(at: RowPath(section: 0, row: 0), by: 1))
    #expect(!controller.choose(ListID(1), at: RowPath(section: 0, row: 1)))
    #expect(!controller.openChoices(at: RowPath(section: 0, row: 1)))
    #expect(changes.isEmpty)
  }

  @Test func aChoiceShownAsAMenuPushesAChecklistThatReportsAndPops() throws {
    let presenter = RecordingPresenter()
    var chosen: [ListID] = []
    let choice = ChoiceItem(
      "Sort by",
      options: [.init(id: "name", title: "Name"), .init(id: "date", title: "Date")],
      selection: ListID("name"), style: .menu)
    #expect(choice.selectedTitle == "Name")
    #expect(choice.selectedIndex == 0)
    let controller = try ListController {
      Section(id: "s") {
        Row(id: "sort", choice).onChange(ListID.self) { chosen.append($0) }
      }
    }
    controller.presenter = presenter
    #expect(controller.openChoices(at: RowPath(section: 0, row: 0)))
    #expect(presenter.requests == [.push(title: "Sort by")])
    let checklist = try #require(presenter.stack.last)
    let list = try ListController(content: checklist.content)
    list.presenter = presenter
    let rows = list.content.sections[0].rows
    #expect(rows.map { ($0.component as? TextItem)?.accessory } == [.checkmark, Accessory.none])
    list.tap(at: RowPath(section: 0, row: 1), deselecting: nil)
    #expect(chosen == [ListID("date")])
    #expect(presenter.requests == [.push(title: "Sort by"), .pop])
  }

  @Test func aDisabledButtonCannotBeTapped() throws {
    var taps = 0
    let content = { (enabled: Bool) in
      ListContent {
        Section(id: "s") {
          Row(id: "go", ButtonItem("Go", isEnabled: enabled)).onSelect { _ in taps += 1 }
        }
      }
    }
    let controller = try ListController(content: content(false))
    #expect(!controller.tap(at: RowPath(section: 0, row: 0), deselecting: nil))
    try controller.update(to: content(true))
    #expect(controller.tap(at: RowPath(section: 0, row: 0), deselecting: nil))
    #expect(taps == 1)
  }

  @Test func aFieldWithoutAMaximumKeepsTheDefaultMaximum() {
    let huge = String(repeating: "abcdefghij", count: 10_000)
    let field = TextFieldItem("Name", text: "")
    #expect(field.effectiveMaxLength == TextFieldItem.defaultMaxLength)
    let kept = field.admit(huge)
    #expect(kept.text.count == TextFieldItem.defaultMaxLength)
    #expect(kept.refusal == .tooLong(maxLength: TextFieldItem.defaultMaxLength))
    let area = TextAreaItem("Note", text: "")
    #expect(area.admit(huge + huge + huge + huge).text.count == TextAreaItem.defaultMaxLength)
    #expect(TextFieldItem("Name", text: "", maxLength: 3).effectiveMaxLength == 3)
  }
}
