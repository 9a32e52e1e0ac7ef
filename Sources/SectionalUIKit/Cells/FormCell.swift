#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A cell with a control that reports to its row (a choice, a stepper, a text input): it
  /// keeps the row's context while it shows the row, and forgets it when it is reused, so a
  /// late action reaches no other row.
  class FormCell: SetUpCell {
    /// The row the cell shows, for sending its events; `nil` once the cell is reused.
    var context: CellContext?

    override func prepareForReuse() {
      super.prepareForReuse()
      context = nil
    }
  }
#endif
