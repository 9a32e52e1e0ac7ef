/// A registration made with one of the `observe…` methods (``ScreenHost/observeUpdates(_:)``,
/// ``ScreenHost/observeProblems(_:)``, ``ListController/observeVisibleRegion(_:)``). Observers
/// never displace each other: the host's own wiring and every app's observers all hear.
///
/// ```swift
/// let observation = host.observeUpdates { print("updated") }
/// observation.cancel()  // no longer called
/// ```
///
/// The observer stays registered until ``cancel()`` or until what it observes goes away;
/// dropping the observation does not cancel it.
@MainActor
public final class ObserverRegistration {
  private var remove: (@MainActor () -> Void)?

  init(remove: @escaping @MainActor () -> Void) {
    self.remove = remove
  }

  /// Stops the observer; it is not called again. Cancelling twice does nothing.
  public func cancel() {
    remove?()
    remove = nil
  }
}
