#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Keyboard avoidance: when the keyboard's frame changes, the table or collection view's bottom
  // content inset (and scroll indicator inset) becomes the part of it the keyboard covers, and
  // the row being edited is scrolled into view above it.
  extension ListLiaison {
    /// Starts observing the keyboard's frame.
    func observeKeyboard() {
      guard state.keyboardObservation == nil else { return }
      state.keyboardObservation = KeyboardObservation { [weak self] frame in
        self?.keyboardWillChangeFrame(to: frame)
      }
    }

    /// Insets the list view by the part of it the keyboard (at `frame`, in screen
    /// coordinates) covers, and keeps the row being edited in view.
    func keyboardWillChangeFrame(to frame: CGRect) {
      guard let listView, listView.window != nil else { return }
      let list = listView.convert(listView.bounds, to: nil)
      let covered = frame.height > 0 ? max(0, list.maxY - max(frame.minY, list.minY)) : 0
      guard covered != listView.contentInset.bottom else { return }
      listView.contentInset.bottom = covered
      listView.verticalScrollIndicatorInsets.bottom = covered
      if let editing = editingRowID {
        scrollRowIntoView(editing)
      }
    }
  }

  /// An observer of `keyboardWillChangeFrameNotification` that stops observing when released.
  final class KeyboardObservation: @unchecked Sendable {
    // The token is written once, in `init`, and read in `deinit`.
    private let token: any NSObjectProtocol

    @MainActor
    init(_ body: @escaping @MainActor @Sendable (CGRect) -> Void) {
      // UIResponder's keys are main-actor isolated: read here, not in the observer's closure.
      let frameKey = UIResponder.keyboardFrameEndUserInfoKey
      token = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
      ) { notification in
        guard let frame = notification.userInfo?[frameKey] as? CGRect else { return }
        // UIKit posts keyboard notifications on the main thread.
        MainActor.assumeIsolated { body(frame) }
      }
    }

    deinit {
      NotificationCenter.default.removeObserver(token)
    }
  }
#endif
