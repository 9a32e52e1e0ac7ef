/// What an extension of a surface class keeps for each object (an extension cannot add stored
/// properties to a class): weakly by object, so an object that is gone leaves nothing behind for
/// a new one at its address.
@MainActor
internal struct ExtensionStorage<Object: AnyObject, Value> {
  private struct Entry {
    weak var object: Object?
    var value: Value
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The value kept for `object`; `nil` when none is.
  internal subscript(object: Object) -> Value? {
    get {
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else {
        return nil
      }
      return entry.value
    }
    set {
      entries = entries.filter { $0.value.object != nil }
      entries[ObjectIdentifier(object)] = newValue.map { Entry(object: object, value: $0) }
    }
  }
}
