#if os(Linux)
  import Sectional
  import SectionalUIKit
  import UIKitSurface

  /// SectionalUIKit's real code on the behaving UIKit surface, driven through the text fields
  /// of its cells: a tap into a field, keystrokes, the Return key.
  @MainActor
  final class UIKitFormDriver: FormDriver {
    let window: UIWindow
    let viewController = UIViewController()
    let table: UITableView
    let screenTable: ScreenTable

    init(_ screen: any Screen) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
      window.rootViewController = viewController
      table = UITableView(frame: window.bounds, style: .grouped)
      viewController.view.addSubview(table)
      screenTable = ScreenTable(screen: screen)
      screenTable.show(in: table, of: viewController)
      table.layoutIfNeeded()
    }

    var host: ScreenHost { screenTable.host }
    var focusedID: ListID? { host.controller.focusedID }

    /// The text field in the cell of the row with `id`.
    func field(_ id: ListID) throws -> UITextField {
      guard let path = screenTable.liaison.shown.path(of: id),
        let cell = table.cellForRow(at: path.indexPath),
        let field = Self.firstView(of: UITextField.self, in: cell)
      else { throw ConformanceFailure(description: "no text field for \(id) in the UIKit table") }
      return field
    }

    /// The field being edited.
    func focusedField() throws -> UITextField {
      guard let id = focusedID else {
        throw ConformanceFailure(description: "no field has focus in the UIKit table")
      }
      return try field(id)
    }

    func focus(_ id: String) throws { try field(ListID(id)).userTapToEdit() }
    func type(_ text: String) throws { try focusedField().userType(text) }
    func pressReturn() throws { try focusedField().userPressReturn() }

    static func firstView<View: UIView>(of type: View.Type, in view: UIView) -> View? {
      if let match = view as? View { return match }
      for subview in view.subviews {
        if let match = firstView(of: type, in: subview) { return match }
      }
      return nil
    }
  }
#endif
