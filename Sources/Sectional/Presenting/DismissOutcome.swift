/// What asking to dismiss a presented screen did (``ScreenContext/dismiss()``,
/// ``Presenter/dismiss()``).
public enum DismissOutcome: Sendable, Equatable {
  /// The presented screen went away, with every screen pushed over it.
  case dismissed
  /// Nothing changed: the screen asking is not presented and no screen under it is (it is the
  /// root, or was pushed onto it), or the presented screen has no Done.
  case notPresented
  /// Nothing changed: the screen asking is no longer shown (it was popped or dismissed, or its
  /// host went away).
  case notShown
}
