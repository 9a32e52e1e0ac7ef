/// https://developer.apple.com/documentation/objectivec/selector (the name of an action
/// method, which UIKit sends to a target it finds along the responder chain). Linux has no
/// Objective-C runtime, hence no `#selector` and no `@objc`: a selector here is made with
/// ``init(surfaceName:method:)`` and keeps the method it names, so that the surface can answer
/// whether a responder implements it and send it, as the runtime does. Equal when the names are,
/// as Apple's.
public struct Selector: Hashable, Sendable {
  /// The method the selector names.
  internal let surfaceMethod: SurfaceMethod

  /// Not UIKit API (surface-only): the stand-in for `#selector(Target.method(_:))`, which needs
  /// the Objective-C runtime; write it in the `#else` branch of `#if canImport(UIKit)`, whose
  /// first branch writes the `#selector`.
  ///
  /// - Parameters:
  ///   - name: The method's Objective-C name, such as `"save:"`.
  ///   - method: The action method, which takes the sender.
  public init<Target: AnyObject, Sender>(
    surfaceName name: String,
    method: @escaping @MainActor @Sendable (Target) -> @MainActor (Sender) -> Void
  ) {
    surfaceMethod = SurfaceMethod(
      name: name, isImplemented: { $0 is Target },
      send: { target, sender in
        guard let target = target as? Target, let sender = sender as? Sender else { return }
        method(target)(sender)
      })
  }
}
