import Foundation
import Sectional
import SectionalTesting
import Testing

/// The code of Sectional.docc/Forms.md, as written there, so the article stays true
/// (Scripts/check-doc-examples.py checks that every block appears here verbatim).
enum FormsArticle {
  enum SignInField: Hashable, Sendable {
    case username, password, signIn
  }

  @MainActor
  final class SignInScreen: Screen {
    let title = "Sign In"
    var username = ""
    var password = ""
    var passwordMessage: String?
    var isSigningIn = false
    var isSignedIn = false
    let verify: @MainActor (String, String) async -> Bool
    private var context: ScreenContext?

    init(verify: @escaping @MainActor (String, String) async -> Bool) {
      self.verify = verify
    }

    var canSignIn: Bool { !username.isEmpty && !password.isEmpty && !isSigningIn }

    func attach(_ context: ScreenContext) {
      self.context = context
    }

    var content: ListContent {
      Section(id: "account", footer: "Demo account: demo, password sectional.", style: .grouped) {
        Row(id: SignInField.username, TextFieldItem("Username", text: username, kind: .username))
          .onChange(String.self) { [unowned self] text in username = text }
        Row(
          id: SignInField.password,
          TextFieldItem("Password", text: password, kind: .password, message: passwordMessage)
        )
        .onChange(String.self) { [unowned self] text in
          password = text
          passwordMessage = nil
        }
        .onSubmit { [unowned self] _ in signIn() }
      }
      Section(id: "actions", style: .grouped) {
        Row(id: SignInField.signIn, ButtonItem("Sign In", isEnabled: canSignIn))
          .onSelect { [unowned self] _ in signIn() }
      }
    }

    func signIn() {
      guard canSignIn, let context else { return }
      isSigningIn = true
      context.task { [weak self] in
        guard let self else { return }
        let accepted = await verify(username, password)
        isSigningIn = false
        if accepted {
          isSignedIn = true
        } else {
          passwordMessage = "Wrong username or password."
          context.focus(SignInField.password)
        }
      }
    }
  }

  @MainActor
  final class PrintScreen: Screen {
    let title = "Print"
    var paper = "a4"
    var copies = 1

    var content: ListContent {
      Section(id: "options", style: .grouped) {
        Row(
          id: "paper",
          ChoiceItem(
            "Paper",
            options: [.init(id: "a4", title: "A4"), .init(id: "letter", title: "Letter")],
            selection: ListID(paper))
        )
        .onChange(ListID.self) { [unowned self] id in paper = id.as(String.self) ?? paper }
        Row(id: "copies", StepperItem("Copies", value: copies, in: 1...99))
          .onChange(Int.self) { [unowned self] value in copies = value }
      }
    }
  }
}

extension FormsArticle {
  @MainActor
  final class ReminderScreen: Screen {
    let title = "Reminder"
    var due: Date
    let opens: Date

    init(due: Date, opens: Date) {
      self.due = due
      self.opens = opens
    }

    var content: ListContent {
      Section(id: "reminder", style: .grouped) {
        Row(id: "due", DateItem("Due", value: due, mode: .dateAndTime, earliest: opens))
          .onChange(Date.self) { [unowned self] date in due = date }
      }
    }
  }
}

extension FormsArticle {
  @MainActor
  @Suite struct Tests {
    @Test func theTestOfTheArticleRunsAsWritten() async throws {
      func type(_ text: String, into field: SignInField, of app: ScreenTestHost) {
        let controller = app.host.controller
        controller.focus(field)
        if let path = controller.content.path(of: ListID(field)) {
          controller.send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: text)))
        }
      }

      let screen = SignInScreen { username, password in
        username == "demo" && password == "sectional"
      }
      let app = ScreenTestHost(screen)
      type("demo", into: .username, of: app)
      type("wrong", into: .password, of: app)
      try app.tap(.id(SignInField.signIn))
      await app.idle()
      // screen.passwordMessage == "Wrong username or password."
      // app.host.controller.focusedID == ListID(SignInField.password)
      #expect(screen.passwordMessage == "Wrong username or password.")
      #expect(app.host.controller.focusedID == ListID(SignInField.password))
      #expect(!screen.isSignedIn)
      app.teardown()
    }

    @Test func theButtonWaitsForBothFieldsAndTheRightPasswordSignsIn() async throws {
      let screen = SignInScreen { username, password in
        username == "demo" && password == "sectional"
      }
      let app = ScreenTestHost(screen)
      defer { app.teardown() }
      let controller = app.host.controller
      func button() -> ButtonItem? {
        controller.content.path(of: ListID(SignInField.signIn)).flatMap {
          controller.content[$0]?.component as? ButtonItem
        }
      }
      func edit(_ field: SignInField, _ text: String) {
        controller.focus(field)
        if let path = controller.content.path(of: ListID(field)) {
          controller.send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: text)))
        }
      }
      #expect(button()?.isEnabled == false)
      edit(.username, "demo")
      #expect(button()?.isEnabled == false)
      // Return in the username moves to the password.
      controller.submitField(ListID(SignInField.username))
      #expect(controller.focusedID == ListID(SignInField.password))
      edit(.password, "sectional")
      #expect(button()?.isEnabled == true)
      // Return in the last field submits.
      controller.submitField(ListID(SignInField.password))
      #expect(screen.isSigningIn)
      await app.idle()
      #expect(screen.isSignedIn)
    }

    @Test func aDateIsClampedIntoItsRangeAndAPickReachesTheScreen() throws {
      let opens = Date(timeIntervalSince1970: 1_796_515_200)
      let screen = ReminderScreen(due: Date(timeIntervalSince1970: 0), opens: opens)
      let app = ScreenTestHost(screen)
      defer { app.teardown() }
      let path = try #require(app.host.controller.content.path(of: ListID("due")))
      let item = try #require(app.host.controller.content[path]?.component as? DateItem)
      #expect(item.value == opens)
      let picked = Date(timeIntervalSince1970: 1_796_567_400)
      try app.choose(date: picked, in: .id("due"))
      #expect(screen.due == picked)
      #expect(throws: ScreenTestHost.Failure.self) {
        try app.choose(date: Date(timeIntervalSince1970: 0), in: .id("due"))
      }
    }

    @Test func choicesAndSteppersStoreTheirValues() throws {
      let screen = PrintScreen()
      let app = ScreenTestHost(screen)
      defer { app.teardown() }
      let controller = app.host.controller
      let paper = try #require(controller.content.path(of: ListID("paper")))
      controller.send(
        .valueChanged, at: paper, detail: .interaction(ValueChanged(value: ListID("letter"))))
      let copies = try #require(controller.content.path(of: ListID("copies")))
      controller.send(.valueChanged, at: copies, detail: .interaction(ValueChanged(value: 3)))
      #expect(screen.paper == "letter")
      #expect(screen.copies == 3)
      let stepper = try #require(controller.content[copies]?.component as? StepperItem)
      #expect(stepper.value == 3)
    }
  }
}
