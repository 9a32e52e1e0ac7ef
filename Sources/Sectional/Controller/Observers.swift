/// The observers of one kind of news, called in the order they were added.
@MainActor
final class Observers<Value> {
  private var entries: [(id: Int, body: @MainActor (Value) -> Void)] = []
  private var nextID = 0

  /// Adds an observer.
  ///
  /// - Parameter body: Called with every value sent.
  /// - Returns: The registration; ``ObserverRegistration/cancel()`` removes it.
  func add(_ body: @escaping @MainActor (Value) -> Void) -> ObserverRegistration {
    let id = nextID
    nextID += 1
    entries.append((id, body))
    return ObserverRegistration { [weak self] in self?.entries.removeAll { $0.id == id } }
  }

  /// Whether no observer is registered.
  var isEmpty: Bool { entries.isEmpty }

  /// Calls every observer registered now with `value`.
  func send(_ value: Value) {
    for entry in entries { entry.body(value) }
  }
}
