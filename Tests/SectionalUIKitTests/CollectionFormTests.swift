import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The sign-in form in a collection view, the root of a 320 × 480 window.
@MainActor
struct CollectionForm {
  let form = SignInForm()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let root: ScreenViewController

  init() {
    root = ScreenViewController(screen: form, container: .collectionView)
    window.rootViewController = root
    window.layoutIfNeeded()
  }

  var collection: UICollectionView? { root.view as? UICollectionView }

  /// The text field of the row with `id`, if its cell is on screen.
  func field(_ id: String) -> UITextField? {
    guard let path = root.controller.content.path(of: ListID(id)),
      let cell = collection?.cellForItem(at: path.indexPath)
    else { return nil }
    return HostedForm.firstView(of: UITextField.self, in: cell)
  }
}

@MainActor
@Suite("Forms edit in a collection view as in a table view")
struct CollectionFormTests {
  @Test("Typing reaches the screen as values; the rebuild that follows never ends editing")
  func editingContinues() throws {
    let host = CollectionForm()
    let field = try #require(host.field("username"))
    try field.userTapToEdit()
    #expect(host.root.controller.focusedID == ListID("username"))
    try field.userType("ann")
    #expect(host.form.log == ["username a", "username an", "username ann"])
    #expect(host.form.usernameCellsGone == 0)
    #expect(field.isFirstResponder && field.text == "ann")
    #expect(host.field("username") === field)
    #expect(host.collection?.raisedExceptions == [])
  }

  @Test("The first responder follows the controller's focus; Return moves it to the next field")
  func focusAndSubmit() throws {
    let host = CollectionForm()
    host.root.controller.focus(ListID("password"))
    let password = try #require(host.field("password"))
    #expect(password.isFirstResponder)
    try password.userType("pw")
    try password.userPressReturn()
    #expect(host.form.log == ["password p", "password pw"])
    #expect(host.root.controller.focusedID == ListID("notes"))
    #expect(!password.isFirstResponder)
    let notes = try #require(
      host.root.controller.content.path(of: ListID("notes")).flatMap {
        host.collection?.cellForItem(at: $0.indexPath)
      })
    #expect(HostedForm.firstView(of: UITextView.self, in: notes)?.isFirstResponder == true)
  }

  @Test("The keyboard insets the collection view and the field being edited stays above it")
  func keyboardAvoidance() throws {
    let host = CollectionForm()
    let field = try #require(host.field("password"))
    try field.userTapToEdit()
    host.window.keyboardWillShow(height: 216)
    let collection = try #require(host.collection)
    #expect(collection.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
    #expect(collection.verticalScrollIndicatorInsets.bottom == 216)
    #expect(field.isFirstResponder)
    host.window.keyboardWillHide()
    #expect(collection.contentInset.bottom == 0)
  }
}
