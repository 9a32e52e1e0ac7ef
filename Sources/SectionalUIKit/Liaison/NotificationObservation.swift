#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// An observer of a notification UIKit posts on the main thread, that stops observing when
  /// released: `read` takes what the body needs from the notification (on the posting thread),
  /// and the body runs on the main actor with it.
  final class NotificationObservation<Value: Sendable>: @unchecked Sendable {
    // The token is written once, in `init`, and read in `deinit`.
    private let token: any NSObjectProtocol

    @MainActor
    init(
      _ name: Notification.Name, read: @escaping @Sendable (Notification) -> Value?,
      then body: @escaping @MainActor @Sendable (Value) -> Void
    ) {
      token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
        notification in
        guard let value = read(notification) else { return }
        // UIKit posts these notifications on the main thread.
        MainActor.assumeIsolated { body(value) }
      }
    }

    deinit {
      NotificationCenter.default.removeObserver(token)
    }
  }
#endif
