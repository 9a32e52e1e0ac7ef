// TEST DRIVERS — not UIKit API. What a user (or the run loop) does to the surface's views, for
// tests: tap, scroll, swipe, drag, toggle, choose an alert action. Each calls the data source,
// delegate and controls as UIKit does for that gesture. Sources/SectionalUIKit never uses these
// (Scripts/check-uikit-surface.py fails if it does).

/// Why a gesture could not be made: what a user could not do on a real device either.
public enum SurfaceDriverError: Error, Equatable, CustomStringConvertible {
  /// The row is not on screen, so it cannot be touched.
  case notOnScreen(IndexPath)
  /// The data source says the row cannot be edited (no swipe).
  case notEditable(IndexPath)
  /// The row shows no actions when swiped from that edge.
  case noSwipeActions(IndexPath)
  /// No swipe is open.
  case noOpenSwipe
  /// The open swipe, or the alert, has no action with that title.
  case noAction(String)
  /// The table view is not editing, so it shows no reorder controls.
  case notEditing
  /// The data source says the row cannot be moved.
  case notMovable(IndexPath)
  /// The destination is outside the table.
  case outOfRange(IndexPath)
  /// The cell shows no detail button.
  case noAccessoryButton(IndexPath)
  /// The cell shows no outline disclosure.
  case noOutlineDisclosure(IndexPath)
  /// The first swipe action does not run on a full swipe.
  case noFullSwipe(IndexPath)
  /// The control is disabled (or the text view not editable): it ignores touches.
  case controlDisabled
  /// The text field or text view is not the first responder: nothing types into it.
  case notFirstResponder
  /// A tap did not make the text field or view first responder: it is not in a window, or its
  /// delegate refused.
  case refusedFirstResponder
  /// The segmented control has no segment at that index.
  case noSegment(Int)
  /// The stepper's button in that direction is disabled: the value is at its limit.
  case stepperAtLimit
  /// The date picker offers no such date: it is before its minimum or after its maximum date.
  case dateOutOfRange
  /// No text is being composed.
  case noMarkedText
  /// The scroll view has no refresh control: pulling it down refreshes nothing.
  case noRefreshControl
  /// A long press on the row shows no context menu (the delegate gave no configuration, or
  /// its menu has no actions).
  case noContextMenu(IndexPath)
  /// The menu's action of that title is disabled: UIKit shows it dimmed and ignores taps.
  case menuActionDisabled(String)
  /// The collection view's section does not scroll sideways (no orthogonal scrolling).
  case notScrollingSideways(Int)
  /// A key press nothing handled: no key command along the responder chain matches the key
  /// (its input, then its modifier flags' raw value), or no responder implements the matching
  /// command's action. On a device, the key does nothing.
  case keyNotHandled(String, Int)
  /// The section index shows no such title (or no index at all).
  case noSectionIndexTitle(String)
  /// The view is not an accessibility element with the adjustable trait: VoiceOver's swipe up
  /// or down does not adjust it.
  case notAdjustable
  /// The navigation bar shows no back button: the navigation controller shows its root.
  case noBackButton

  /// What went wrong, naming the index path or title.
  public var description: String {
    switch self {
    case .notOnScreen(let path): "row \(path) is not on screen"
    case .notEditable(let path): "row \(path) cannot be edited (canEditRowAt is false)"
    case .noSwipeActions(let path): "row \(path) shows no swipe actions from that edge"
    case .noOpenSwipe: "no swipe is open"
    case .noAction(let title): "no action titled \"\(title)\""
    case .notEditing: "the table view is not editing: no reorder controls"
    case .notMovable(let path): "row \(path) cannot be moved (canMoveRowAt is false)"
    case .outOfRange(let path): "\(path) is outside the table"
    case .noAccessoryButton(let path): "row \(path) shows no detail button"
    case .noOutlineDisclosure(let path): "row \(path) shows no outline disclosure"
    case .noFullSwipe(let path): "row \(path) performs no action on a full swipe"
    case .controlDisabled: "the control is disabled"
    case .notFirstResponder: "the text input is not the first responder: tap it first"
    case .refusedFirstResponder:
      "the text input did not become first responder (not in a window, or its delegate refused)"
    case .noSegment(let index): "the segmented control has no segment \(index)"
    case .stepperAtLimit: "the stepper is at its limit in that direction"
    case .dateOutOfRange: "the date picker offers no such date (outside its minimum and maximum)"
    case .noMarkedText: "no text is being composed"
    case .noRefreshControl: "the scroll view has no refresh control"
    case .noContextMenu(let path): "a long press on row \(path) shows no context menu"
    case .menuActionDisabled(let title): "the menu action \"\(title)\" is disabled"
    case .notScrollingSideways(let section): "section \(section) does not scroll sideways"
    case .noSectionIndexTitle(let title): "the section index shows no title \"\(title)\""
    case .notAdjustable: "the view is not an adjustable accessibility element"
    case .noBackButton: "the navigation bar shows no back button"
    case .keyNotHandled(let input, let modifiers):
      "nothing handles the key \"\(input)\" with modifier flags \(modifiers)"
    }
  }
}

/// The edge a swipe starts from.
public enum SurfaceSwipeEdge: Sendable {
  /// Leading (left in left-to-right languages): leading swipe actions.
  case leading
  /// Trailing: trailing swipe actions, or the delete button.
  case trailing
}
