#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension ListLiaison {
    /// Gives `cell` what VoiceOver reads for `row` (``Row/accessibilityDescription``), with the
    /// row's actions as custom actions.
    func describe(_ cell: UIView, as row: Row) {
      let id = row.id
      cell.applyAccessibility(row.accessibilityDescription) { [weak self] action in
        self?.performAccessibility(action, ofRow: id) ?? false
      }
    }

    /// Runs a row's accessibility action as the gesture it stands for: its swipe or menu
    /// action, the detail button, the delete a swipe's Delete button does (asking first where
    /// the row has a question), a move as a drag (the view moves the row, then the controller
    /// records it). Returns whether it ran, as VoiceOver asks.
    func performAccessibility(_ action: AccessibilityAction, ofRow id: ListID) -> Bool {
      guard let path = shown.path(of: id) else { return false }
      if action.kind == .delete {
        guard row(at: path.indexPath)?.traits.isDeletable == true else { return false }
        commitDelete(at: path.indexPath)
        return true
      }
      switch controller.performAccessibilityAction(action, ofRow: id) {
      case .done:
        interacted()
        return true
      case .confirm(let sheet):
        controller.presenter.present(sheet)
        return true
      case .move(let from, let to):
        moveShownRow(from: from.indexPath, to: to.indexPath)
        commitUserMove(from: from.indexPath, to: to.indexPath)
        return true
      case .refused:
        return false
      }
    }
  }
#endif
