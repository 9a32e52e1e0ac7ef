// How the surface's selectors name methods without the Objective-C runtime. Not UIKit API.

/// What the Objective-C runtime knows of a method a selector names: whether an object
/// implements it, and how to send it. Equal when the names are.
final class SurfaceMethod: Hashable, Sendable {
  /// The Objective-C name, such as `"save:"`.
  let name: String
  /// Whether `object` implements the method: whether it is of the class that declares it.
  let isImplemented: @Sendable (AnyObject) -> Bool
  /// Calls the method on a target with a sender, which must be of the type the method takes
  /// (the runtime would pass anything; the surface sends nothing then).
  let send: @MainActor @Sendable (AnyObject, Any?) -> Void

  init(
    name: String, isImplemented: @escaping @Sendable (AnyObject) -> Bool,
    send: @escaping @MainActor @Sendable (AnyObject, Any?) -> Void
  ) {
    self.name = name
    self.isImplemented = isImplemented
    self.send = send
  }

  static func == (lhs: SurfaceMethod, rhs: SurfaceMethod) -> Bool { lhs.name == rhs.name }

  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
