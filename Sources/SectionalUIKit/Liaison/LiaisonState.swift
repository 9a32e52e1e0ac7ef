#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// What a table view liaison and a collection view liaison keep alike besides their public
  /// properties: each holds one as `state`. The code shared through ``ListLiaison`` reads and
  /// writes some of it under names of its own (the registry, the selected ids, the delete
  /// question, the edited row, whether changes are being applied), the rest as `state`.
  @MainActor
  struct LiaisonState {
    /// How each component is drawn: the standard cells and the ones registered with
    /// `register`.
    var registry = ComponentRegistry.standard
    /// The selected rows by id: what the liaison selects again after every update.
    var selectedIDs: Set<ListID> = []
    /// Whether the view shows the screen selecting rows (editing with multiple selection).
    var showsRowSelection = false
    /// The rows UIKit named in `will`/`should` calls, by the index path it named them with.
    var pinnedRows = PinnedRows()
    /// Whether a row's own confirmation question is asked before it is deleted: set when a
    /// screen host presents for the liaison (``ScreenTable``).
    var asksDeleteQuestions = false
    /// The row whose field is the first responder: its cell is updated in place, never reloaded.
    var editingRowID: ListID?
    /// Whether a changeset is being applied: a field that stops editing then (its row deleted)
    /// leaves the new focus to the controller.
    var isApplyingChanges = false
    /// How changes are shown (``UpdateStrategy``).
    var updateStrategy = UpdateStrategy.animated
    var focusObservation: ObserverRegistration?
    var keyboardObservation: NotificationObservation<CGRect>?
    /// Reloads the list when the user changes the text size (Dynamic Type).
    var textSizeObservation: NotificationObservation<Void>?
    /// The row each cell on screen shows, and the cell that shows each row now.
    var cells = DisplayedViews<ListID>()
    /// The header or footer each view on screen shows, and the view that shows each now.
    var decorations = DisplayedViews<Decoration>()
    /// The pipeline that loads the list's `AsyncImageItem` images, and its following of
    /// the controller (``ListLiaison/useImages(_:)``).
    var images: ImagePipeline<UIImage>?
    var imageFollow: ObserverRegistration?
  }

  /// A section's header or footer, by the section's id.
  struct Decoration: Hashable {
    var sectionID: ListID
    var kind: SectionContext.Kind
  }

  extension ListLiaison {
    var registry: ComponentRegistry {
      get { state.registry }
      set { state.registry = newValue }
    }

    var selectedIDs: Set<ListID> {
      get { state.selectedIDs }
      set { state.selectedIDs = newValue }
    }

    var asksDeleteQuestions: Bool {
      get { state.asksDeleteQuestions }
      set { state.asksDeleteQuestions = newValue }
    }

    var editingRowID: ListID? {
      get { state.editingRowID }
      set { state.editingRowID = newValue }
    }

    var isApplyingChanges: Bool {
      get { state.isApplyingChanges }
      set { state.isApplyingChanges = newValue }
    }

    /// Reports a problem to the liaison's `onProblem`.
    func report(_ problem: RenderProblem) {
      onProblem?(problem)
    }

    /// Tells the host that the user interacted with a row (`onInteraction`).
    func interacted() {
      onInteraction?()
    }

    /// The end of `liaise(_:)`, once the liaison is the view's data source and delegate:
    /// follows the controller's focus and the keyboard, and connects to the controller (which
    /// reloads the view).
    func connect() {
      observeFocus()
      observeKeyboard()
      observeTextSize()
      controller.connect(self)
    }
  }
#endif
