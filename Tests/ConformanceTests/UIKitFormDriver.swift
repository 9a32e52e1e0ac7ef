#if os(Linux)
  import Sectional
  import SectionalUIKit
  import Testing
  import UIKitSurface

  /// SectionalUIKit's form cells on the behaving UIKit surface: a tap into the field, keystrokes
  /// and Return through the text field's delegate, as UIKit sends them.
  @MainActor
  final class UIKitFormDriver: FormDriver {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let root: ScreenViewController

    init(_ screen: any Screen) {
      root = ScreenViewController(screen: screen, style: .grouped)
      window.rootViewController = UINavigationController(rootViewController: root)
      window.layoutIfNeeded()
    }

    var host: ScreenHost { root.host }

    /// The text field of the row with `id`, on screen.
    func field(_ id: ListID) throws -> UITextField {
      guard let path = root.liaison.shown.path(of: id),
        let cell = (root.view as? UITableView)?.cellForRow(at: path.indexPath),
        let field = Self.textField(in: cell)
      else { throw ConformanceFailure(description: "no text field for \(id) on screen") }
      return field
    }

    static func textField(in view: UIView) -> UITextField? {
      if let field = view as? UITextField { return field }
      return view.subviews.lazy.compactMap { textField(in: $0) }.first
    }

    func focus(_ id: String) throws { try field(ListID(id)).userTapToEdit() }

    func type(_ text: String) throws { try editingField().userType(text) }

    func pressReturn() throws { try editingField().userPressReturn() }

    func editingField() throws -> UITextField {
      guard let field = window.firstResponderForTesting as? UITextField else {
        throw ConformanceFailure(description: "no text field is the first responder")
      }
      return field
    }

    /// The row whose text field is the first responder.
    var focusedID: ListID? {
      guard let field = window.firstResponderForTesting as? UITextField else { return nil }
      return root.liaison.shown.sections.flatMap(\.rows).first { row in
        (try? self.field(row.id)) === field
      }?.id
    }
  }

  @MainActor
  @Suite struct UIKitFormConformanceTests {
    @Test("The form script logs the same events on SectionalUIKit as on the headless table")
    func sameEventsAsHeadless() async throws {
      let headless = try await FormConformanceTests.run { HeadlessFormDriver($0) }
      let uikit = try await FormConformanceTests.run { UIKitFormDriver($0) }
      #expect(uikit.contains("== done: focus none") && uikit.count > 20)
      #expect(uikit == headless)
      if uikit != headless {
        let diff = uikit.difference(from: headless)
        Issue.record("UIKit differs from the headless table: \(diff)")
      }
    }
  }
#endif
