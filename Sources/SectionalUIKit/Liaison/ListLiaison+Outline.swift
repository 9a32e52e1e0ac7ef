#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // A person expands and collapses a node of an outline the same way on a table view and a
  // collection view: with its disclosure, with a tap on a node whose row selects nothing (as a
  // sidebar's outline header does), and with VoiceOver's Expand and Collapse actions (see
  // ListLiaison+Accessibility.swift). Each is one batch the controller commits.
  extension Row {
    /// Whether the row is an outline's node with children shown (`true`) or hidden (`false`);
    /// `nil` for a leaf and for a row that is not an outline's.
    var outlineNodeIsExpanded: Bool? {
      switch outline?.disclosure {
      case .collapsed?: false
      case .expanded?: true
      case .leaf?, nil: nil
      }
    }
  }

  extension ListLiaison {
    /// Expands the node with row id `id` when it is collapsed and collapses it when it is
    /// expanded, as its disclosure or a tap on its row asks, through the controller (which
    /// hands the liaison one batch). A refusal (children whose ids the list has) is reported.
    func toggleNode(_ id: ListID) {
      do {
        try controller.toggleExpanded(row: id)
      } catch {
        report(.rejectedExpansion(String(describing: error)))
      }
      interacted()
    }
  }
#endif
