import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A screen's commands with a key as key commands of a hardware keyboard: the keys UIKit names,
/// the command the screen has when the key is pressed, disabled commands, keys UIKit cannot
/// name, and the keys that typing keeps while a field is editing.
@MainActor
@Suite("Screen commands as key commands of a hardware keyboard")
struct KeyCommandTests {
  @MainActor final class Notes: Screen {
    let title = "Notes"
    var query = ""
    var ran: [String] = []
    var step = 1
    var total = 0
    var canExport = false
    var extra: [ScreenCommand] = []

    var content: ListContent {
      Section(id: "notes") {
        Row(id: "search", TextFieldItem("Search", text: query))
          .onChange(String.self) { [unowned self] in query = $0 }
        Row(id: "ada", TextItem("Ada"), height: .fixed(44))
        Row(id: "grace", TextItem("Grace"), height: .fixed(44))
      }
    }

    var commands: [ScreenCommand] {
      // The titles and keys stay; "Add" adds the step of the moment the commands were read.
      let step = step
      return [
        ScreenCommand("Add", shortcut: .mnemonic("a")) { [unowned self] context in
          total += step
          ran.append("add after \(context.selection?.as(String.self) ?? "nothing")")
        },
        ScreenCommand("Move", shortcut: .mnemonic("M")) { [unowned self] _ in ran.append("move") },
        ScreenCommand("Refresh", shortcut: .control("R")) { [unowned self] _ in
          ran.append("refresh")
        },
        ScreenCommand("Save as", shortcut: .alt("s")) { [unowned self] _ in ran.append("save as") },
        ScreenCommand("Rename", shortcut: .function(2)) { [unowned self] _ in
          ran.append("rename")
        },
        ScreenCommand("Remove", shortcut: .delete, role: .destructive) { [unowned self] _ in
          ran.append("remove")
        },
        ScreenCommand("Previous", shortcut: .previous) { [unowned self] _ in
          ran.append("previous")
        },
        ScreenCommand("Next", shortcut: .next) { [unowned self] _ in ran.append("next") },
        ScreenCommand("Export", shortcut: .control("e"), isEnabled: canExport) {
          [unowned self] _ in ran.append("export")
        },
        ScreenCommand("Share") { [unowned self] _ in ran.append("share") },
      ] + extra
    }
  }

  /// What a key command says: its title, discoverability title, input and modifier flags.
  struct Key: Equatable, CustomStringConvertible {
    var title: String
    var input: String?
    var modifiers: Int

    init(_ title: String, _ input: String?, _ modifiers: UIKeyModifierFlags = []) {
      self.title = title
      self.input = input
      self.modifiers = modifiers.rawValue
    }

    @MainActor
    init(_ keyCommand: UIKeyCommand) {
      self.init(
        keyCommand.discoverabilityTitle == keyCommand.title ? keyCommand.title : "(titles differ)",
        keyCommand.input, keyCommand.modifierFlags)
    }

    var description: String { "\(title) \(input.debugDescription) \(modifiers)" }
  }

  static let allKeys = [
    Key("Add", "a"), Key("Move", "m", .shift), Key("Refresh", "r", .control),
    Key("Save as", "s", .alternate), Key("Rename", UIKeyCommand.f2),
    Key("Remove", UIKeyCommand.inputDelete), Key("Previous", UIKeyCommand.inputLeftArrow),
    Key("Next", UIKeyCommand.inputRightArrow), Key("Export", "e", .control),
  ]

  func keys(of controller: UIViewController) -> [Key] {
    (controller.keyCommands ?? []).map(Key.init)
  }

  @Test("Each command with a key is a key command with the command's title; one without has none")
  func commandsWithKeys() throws {
    let hosted = NavigatedScreen(Notes())
    #expect(keys(of: hosted.root) == Self.allKeys)
    let keyCommands = try #require(hosted.root.keyCommands)
    // Typing and focus movement keep their keys.
    #expect(keyCommands.allSatisfy { !$0.wantsPriorityOverSystemBehavior })
    let attributes: [UIMenuElement.Attributes] = [
      [], [], [], [], [], .destructive, [], [], .disabled,
    ]
    #expect(keyCommands.map(\.attributes) == attributes)
  }

  @Test("A screen whose commands have no key has no key commands")
  func noKeysNoKeyCommands() {
    @MainActor final class Plain: Screen {
      let title = "Plain"
      var content: ListContent { Section(id: "s") { Row(id: 1, TextItem("One")) } }
      var commands: [ScreenCommand] { [ScreenCommand("Share") { _ in }] }
    }
    let hosted = NavigatedScreen(Plain())
    #expect(hosted.root.keyCommands == nil)
    #expect(throws: SurfaceDriverError.keyNotHandled("s", 0)) { try hosted.root.userPressKey("s") }
  }

  /// A key command's input, named off the main actor (test arguments are made there, and
  /// `UIKeyCommand`'s input strings are isolated to it).
  enum Input: Sendable {
    case character(String)
    case escape, delete, f1, f12, left, right

    @MainActor
    var string: String {
      switch self {
      case .character(let character): character
      case .escape: UIKeyCommand.inputEscape
      case .delete: UIKeyCommand.inputDelete
      case .f1: UIKeyCommand.f1
      case .f12: UIKeyCommand.f12
      case .left: UIKeyCommand.inputLeftArrow
      case .right: UIKeyCommand.inputRightArrow
      }
    }
  }

  /// A shortcut and the key UIKit names for it.
  struct Mapping: Sendable {
    var shortcut: ScreenCommand.Shortcut
    var input: Input
    var modifierFlags: UIKeyModifierFlags = []
  }

  @Test(
    "Each shortcut is the key UIKit names",
    arguments: [
      Mapping(shortcut: .mnemonic("a"), input: .character("a")),
      Mapping(shortcut: .mnemonic("Z"), input: .character("z"), modifierFlags: .shift),
      Mapping(shortcut: .mnemonic("É"), input: .character("é"), modifierFlags: .shift),
      Mapping(shortcut: .mnemonic("1"), input: .character("1")),
      Mapping(shortcut: .mnemonic("?"), input: .character("?")),
      Mapping(shortcut: .mnemonic(" "), input: .character(" ")),
      Mapping(shortcut: .mnemonic("\r"), input: .character("\r")),
      Mapping(shortcut: .mnemonic("\n"), input: .character("\r")),
      Mapping(shortcut: .mnemonic("\t"), input: .character("\t")),
      Mapping(shortcut: .mnemonic("\u{1B}"), input: .escape),
      Mapping(shortcut: .mnemonic("\u{8}"), input: .character("\u{8}")),
      Mapping(shortcut: .control("r"), input: .character("r"), modifierFlags: .control),
      Mapping(shortcut: .control("R"), input: .character("r"), modifierFlags: .control),
      Mapping(shortcut: .control("1"), input: .character("1"), modifierFlags: .control),
      Mapping(shortcut: .alt("s"), input: .character("s"), modifierFlags: .alternate),
      Mapping(shortcut: .alt("S"), input: .character("s"), modifierFlags: [.alternate, .shift]),
      Mapping(shortcut: .alt(" "), input: .character(" "), modifierFlags: .alternate),
      Mapping(shortcut: .function(1), input: .f1),
      Mapping(shortcut: .function(12), input: .f12),
      Mapping(shortcut: .delete, input: .delete),
      Mapping(shortcut: .previous, input: .left),
      Mapping(shortcut: .next, input: .right),
    ])
  func shortcutKeys(mapping: Mapping) {
    @MainActor final class One: Screen {
      let title = "One"
      let shortcut: ScreenCommand.Shortcut
      init(_ shortcut: ScreenCommand.Shortcut) { self.shortcut = shortcut }
      var content: ListContent { Section(id: "s") { Row(id: 1, TextItem("One")) } }
      var commands: [ScreenCommand] { [ScreenCommand("K", shortcut: shortcut) { _ in }] }
    }
    let hosted = NavigatedScreen(One(mapping.shortcut))
    #expect(keys(of: hosted.root) == [Key("K", mapping.input.string, mapping.modifierFlags)])
  }

  @Test("A key UIKit has no name for is not offered, and nothing is reported or presented")
  func unnamedKeys() {
    let screen = Notes()
    var problems: [RenderProblem] = []
    let unnamed: [ScreenCommand.Shortcut] = [
      .function(0), .function(13), .function(.min), .function(.max), .mnemonic("\u{7}"),
      .mnemonic("\u{A0}"), .control("\u{0}"),
      .alt("\u{2028}"),
    ]
    screen.extra =
      unnamed.map { ScreenCommand("Unnamed", shortcut: $0) { _ in } }
      + [ScreenCommand("After", shortcut: .mnemonic("b")) { _ in }]
    let hosted = NavigatedScreen(screen)
    hosted.root.liaison.onProblem = { problems.append($0) }
    hosted.root.refresh()
    #expect(keys(of: hosted.root) == Self.allKeys + [Key("After", "b")])
    #expect(problems.isEmpty)
    #expect(hosted.root.presentedViewController == nil)
  }

  @Test("A key runs the command the screen has when it is pressed, with the selected row")
  func runsTheCurrentCommand() throws {
    let screen = Notes()
    let hosted = NavigatedScreen(screen)
    // The overlay asked for the key commands; the screen changed the action since.
    let before = try #require(hosted.root.keyCommands)
    screen.step = 10
    try hosted.table?.tapRow(at: IndexPath(row: 2, section: 0))
    try hosted.root.userPressKey("a")
    #expect(screen.total == 10)
    #expect(screen.ran == ["add after grace"])
    try hosted.root.userPressKey("m", modifierFlags: .shift)
    try hosted.root.userPressKey("r", modifierFlags: .control)
    try hosted.root.userPressKey(UIKeyCommand.f2)
    try hosted.root.userPressKey(UIKeyCommand.inputRightArrow)
    #expect(screen.ran.dropFirst() == ["move", "refresh", "rename", "next"])
    #expect(keys(of: hosted.root) == before.map(Key.init))
    // Without Shift, "m" is no command's key.
    #expect(throws: SurfaceDriverError.keyNotHandled("m", 0)) {
      try hosted.root.userPressKey("m")
    }
  }

  @Test("A disabled command's key command is disabled, and pressing its key runs nothing")
  func disabledCommand() throws {
    let screen = Notes()
    let hosted = NavigatedScreen(screen)
    let export = try #require(hosted.root.keyCommands?.first { $0.title == "Export" })
    #expect(export.attributes == .disabled)
    // The surface sends a disabled key command's action: the screen must refuse it itself.
    try hosted.root.userPressKey("e", modifierFlags: .control)
    #expect(screen.ran.isEmpty)
    screen.canExport = true
    hosted.root.refresh()
    #expect(hosted.root.keyCommands?.first { $0.title == "Export" }?.attributes == [])
    try hosted.root.userPressKey("e", modifierFlags: .control)
    #expect(screen.ran == ["export"])
  }

  @Test("Two commands with one key: the first has it, and its key runs it")
  func sharedKey() throws {
    let screen = Notes()
    screen.extra = [ScreenCommand("Also add", shortcut: .mnemonic("a")) { _ in }]
    let hosted = NavigatedScreen(screen)
    #expect(keys(of: hosted.root) == Self.allKeys)
    try hosted.root.userPressKey("a")
    #expect(screen.ran == ["add after nothing"])
  }

  @Test("While a field is editing, only keys with Control and function keys are offered")
  func editingKeepsTypingKeys() throws {
    let screen = Notes()
    let hosted = NavigatedScreen(screen)
    let table = try #require(hosted.table)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let field = try #require(HostedForm.firstView(of: UITextField.self, in: cell))
    try field.userTapToEdit()
    #expect(
      keys(of: hosted.root) == [
        Key("Refresh", "r", .control), Key("Rename", UIKeyCommand.f2),
        Key("Export", "e", .control),
      ])
    // The key goes to the field, from the first responder up to the controller.
    try hosted.root.userPressKey("a")
    try hosted.root.userPressKey("m", modifierFlags: .shift)
    try hosted.root.userPressKey("r", modifierFlags: .control)
    try hosted.root.userPressKey(UIKeyCommand.f2)
    #expect(field.text == "aM" && screen.query == "aM")
    #expect(screen.ran == ["refresh", "rename"])
    #expect(throws: SurfaceDriverError.keyNotHandled(UIKeyCommand.inputRightArrow, 0)) {
      try hosted.root.userPressKey(UIKeyCommand.inputRightArrow)
    }

    #expect(field.resignFirstResponder())
    #expect(keys(of: hosted.root) == Self.allKeys)
    try hosted.root.userPressKey("a")
    #expect(screen.ran == ["refresh", "rename", "add after nothing"])
  }

  @Test("While the screen presents another, it offers no keys: the presented screen has them")
  func presentingOffersNoKeys() throws {
    @MainActor final class Composer: Screen {
      let title = "Composer"
      var ran: [String] = []
      var content: ListContent { Section(id: "s") { Row(id: 1, TextItem("Draft")) } }
      var commands: [ScreenCommand] {
        [ScreenCommand("Send", shortcut: .control("s")) { [unowned self] _ in ran.append("send") }]
      }
    }
    let screen = Notes()
    let hosted = NavigatedScreen(screen)
    let composer = Composer()
    try #require(hosted.root.presenter).present(composer) {}
    let navigation = try #require(hosted.root.presentedViewController as? UINavigationController)
    let presented = try #require(navigation.topViewController as? ScreenViewController)
    presented.view.layoutIfNeeded()
    #expect(hosted.root.keyCommands == nil)
    #expect(keys(of: presented) == [Key("Send", "s", .control)])
    // The presented screen's chain reaches the presenting one, which offers nothing now.
    try presented.userPressKey("s", modifierFlags: .control)
    #expect(throws: SurfaceDriverError.keyNotHandled("a", 0)) {
      try presented.userPressKey("a")
    }
    #expect(composer.ran == ["send"] && screen.ran.isEmpty)
  }
}
