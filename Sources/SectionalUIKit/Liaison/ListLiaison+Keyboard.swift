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
      // UIResponder's keys are main-actor isolated: read here, not in the observer's closure.
      let frameKey = UIResponder.keyboardFrameEndUserInfoKey
      state.keyboardObservation = NotificationObservation(
        UIResponder.keyboardWillChangeFrameNotification,
        read: { $0.userInfo?[frameKey] as? CGRect },
        then: { [weak self] frame in self?.keyboardWillChangeFrame(to: frame) })
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

#endif
