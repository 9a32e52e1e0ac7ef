import Foundation
import Sectional
import SectionalUIKit
import UIKitSurface

/// A sign-in form: username, password (with an optional message), notes, a choice, a stepper
/// and a Sign In button enabled when both fields are filled. Its handlers log what they hear.
@MainActor
final class SignInForm: Screen {
  let title = "Sign In"
  var username = ""
  var password = ""
  var notes = ""
  var passwordMessage: String?
  var passwordHint: String?
  var showsUsername = true
  var fillers = 0
  var sort: ListID? = ListID("name")
  var sortStyle = ChoiceItem.Style.automatic
  var guests = 1
  var showsMore = true
  /// Whether the username shows as plain text, not a field.
  var usernameIsFixed = false
  var log: [String] = []
  /// How many times the username row's cell left the screen.
  var usernameCellsGone = 0

  /// Whether the form's footer says how long the password is.
  var showsHint = false

  var hint: (any Component)? {
    showsHint ? TextItem("\(password.count) of 4 characters") : nil
  }

  var content: ListContent {
    Section(id: "form", footer: hint) {
      for index in 0..<fillers {
        Row(id: "filler\(index)", TextItem("Filler \(index)"), height: .fixed(44))
      }
      if usernameIsFixed {
        Row(id: "username", TextItem("Username", detail: username))
      } else if showsUsername {
        Row(id: "username", TextFieldItem("Username", text: username, kind: .username))
          .onChange(String.self) { [unowned self] in
            username = $0
            log.append("username \($0)")
          }
          // A reloaded row's cell leaves the screen: editing would end with it.
          .on(.didEndDisplaying) { [unowned self] _ in usernameCellsGone += 1 }
      }
      Row(
        id: "password",
        TextFieldItem(
          "Password", text: password, kind: .password, message: passwordMessage,
          hint: passwordHint)
      )
      .onChange(String.self) { [unowned self] in
        password = $0
        log.append("password \($0)")
      }
      .onSubmit { [unowned self] _ in log.append("submit") }
      Row(id: "signIn", ButtonItem("Sign In", isEnabled: !username.isEmpty && !password.isEmpty))
        .onSelect { [unowned self] _ in log.append("sign in") }
    }
    if showsMore {
      more
    }
  }

  var more: Section {
    Section(id: "more") {
      Row(id: "notes", TextAreaItem("Notes", text: notes, lines: 2...4))
        .onChange(String.self) { [unowned self] in notes = $0 }
      Row(
        id: "sort",
        ChoiceItem(
          "Sort",
          options: [.init(id: "name", title: "Name"), .init(id: "date", title: "Date")],
          selection: sort, style: sortStyle)
      )
      .onChange(ListID.self) { [unowned self] in
        sort = $0
        log.append("sort \($0.as(String.self) ?? "?")")
      }
      Row(id: "guests", StepperItem("Guests", value: guests, in: 1...3))
        .onChange(Int.self) { [unowned self] in
          guests = $0
          log.append("guests \($0)")
        }
    }
  }
}

/// A reminder: its due day (within December 2026) and time, in UTC on the Gregorian calendar.
/// Its handler logs each date it hears, as `yyyy-MM-dd HH:mm`, and keeps it unless `refuses`.
@MainActor
final class ReminderForm: Screen {
  let title = "Reminder"
  static let utc = TimeZone(secondsFromGMT: 0) ?? .current
  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
  }
  /// 2026-12-06 14:30 UTC.
  var due = Date(timeIntervalSince1970: 1_796_567_400)
  var refuses = false
  var isEnabled = true
  var log: [String] = []

  /// The item with `due`'s day, allowed from 2026-12-01 to 2026-12-31 23:59.
  var item: DateItem {
    DateItem(
      "Due", value: due, mode: .dateAndTime,
      earliest: Date(timeIntervalSince1970: 1_796_083_200),
      latest: Date(timeIntervalSince1970: 1_798_761_540), calendar: Self.calendar,
      timeZone: Self.utc, isEnabled: isEnabled)
  }

  var content: ListContent {
    Section(id: "reminder") {
      Row(id: "due", item)
        .onChange(Date.self) { [unowned self] date in
          log.append(item.format(date))
          if !refuses { due = date }
        }
    }
  }
}

/// The sign-in form in a navigation controller, the root of a 320 × 480 window.
@MainActor
struct HostedForm {
  let form: SignInForm
  let window: UIWindow
  let root: ScreenViewController
  let navigation: UINavigationController

  init(_ configure: (SignInForm) -> Void = { _ in }) {
    form = SignInForm()
    configure(form)
    let hosted = NavigatedScreen(form)
    (window, root, navigation) = (hosted.window, hosted.root, hosted.navigation)
  }

  var table: UITableView { root.view as? UITableView ?? UITableView(frame: .zero, style: .plain) }
  var controller: ListController { root.controller }

  /// The cell showing the row with `id`, if it is on screen.
  func cell<Cell: UITableViewCell>(_ id: String, as type: Cell.Type = Cell.self) -> Cell? {
    guard let path = controller.content.path(of: ListID(id)) else { return nil }
    return table.cellForRow(at: path.indexPath) as? Cell
  }

  /// The text field of the row with `id`.
  func field(_ id: String) -> UITextField? {
    cell(id, as: UITableViewCell.self).flatMap { Self.firstView(of: UITextField.self, in: $0) }
  }

  /// The text view of the row with `id`.
  func textView(_ id: String) -> UITextView? {
    cell(id, as: UITableViewCell.self).flatMap { Self.firstView(of: UITextView.self, in: $0) }
  }

  /// The texts of the visible labels in `view`.
  static func labels(in view: UIView) -> [String] {
    var texts: [String] = []
    if let label = view as? UILabel, !label.isHidden, let text = label.text { texts.append(text) }
    for subview in view.subviews where !subview.isHidden {
      texts += labels(in: subview)
    }
    return texts
  }

  static func firstView<View: UIView>(
    of type: View.Type, in view: UIView, where matches: (View) -> Bool = { _ in true }
  ) -> View? {
    if let match = view as? View, matches(match) { return match }
    for subview in view.subviews {
      if let match = firstView(of: type, in: subview, where: matches) { return match }
    }
    return nil
  }

  /// The caret's UTF-16 offset in a text field.
  static func caret(of field: UITextField) -> Int? {
    field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.end) }
  }
}
