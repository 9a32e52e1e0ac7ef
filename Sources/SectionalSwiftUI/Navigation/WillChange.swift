#if canImport(Combine)
  import Combine
#endif

/// What a model of this module tells before it changes: SwiftUI, through `ObservableObject`'s
/// publisher where Combine exists, and the observers added here (the tests, on every platform).
@MainActor
package final class WillChange {
  #if canImport(Combine)
    /// SwiftUI's publisher for the model.
    let publisher = ObservableObjectPublisher()
  #endif
  private var observers: [@MainActor () -> Void] = []

  /// Calls `body` before every change from now on.
  package func observe(_ body: @escaping @MainActor () -> Void) {
    observers.append(body)
  }

  /// Tells everyone the model is about to change.
  func send() {
    #if canImport(Combine)
      publisher.send()
    #endif
    for observer in observers { observer() }
  }
}
