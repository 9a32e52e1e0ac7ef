/// Everything a row can react to.
///
/// They cover what a table view reports about a row — display, highlight, selection, editing,
/// moves, accessories — plus prefetching. Renderers report them by position; the ``ListController`` resolves the position to the row's id and calls the
/// handlers attached with ``Row/on(_:perform:)``.
public enum RowEvent: Int, Hashable, Sendable, CaseIterable {
  /// The row is about to be shown or reloaded: configure its view.
  case configure
  /// The row is about to be selected.
  case willSelect
  /// The row was selected (tapped, clicked or chosen with the keyboard).
  case didSelect
  /// The row is about to be deselected.
  case willDeselect
  /// The row was deselected.
  case didDeselect
  /// The row was highlighted (touch down).
  case didHighlight
  /// The row lost its highlight.
  case didUnhighlight
  /// The row is about to appear on screen.
  case willDisplay
  /// The row left the screen.
  case didEndDisplaying
  /// Swipe editing began on the row.
  case willBeginEditing
  /// Swipe editing ended on the row.
  case didEndEditing
  /// The row's accessory (detail button) was tapped.
  case accessoryTapped
  /// The row was deleted; its context carries the path it had.
  case delete
  /// The row was inserted.
  case insert
  /// The row was moved; its context carries where from.
  case move
  /// The row was reloaded with a new component.
  case reload
  /// The row is about to come on screen: start loading what it needs.
  case prefetch
  /// The row will not come on screen after all: cancel its prefetch.
  case cancelPrefetch
  /// The user changed the row's value: typed into a field, stepped a stepper, chose an option.
  /// The context's detail is ``EventDetail/interaction(_:)`` with a ``ValueChanged``.
  case valueChanged
  /// The user pressed Return in the row's field and no field follows it: submit the form.
  case submit
  /// The row's field took focus.
  case didFocus
  /// The row's field lost focus.
  case didBlur
}

extension RowEvent {
  /// Whether the event is the user acting on the row (selecting, highlighting, editing,
  /// deleting, moving, tapping the accessory, changing a value, submitting). After the handlers of such an event the screen
  /// host rebuilds the content. Events that follow what the renderer shows or what changed
  /// (configure, display, prefetch, insert, reload, focus) do not: a handler of one of those that
  /// changes state asks for it with ``ListController/setNeedsUpdate()``, so scrolling never
  /// rebuilds a screen whose display handlers only observe.
  public var isUserAction: Bool {
    switch self {
    case .willSelect, .didSelect, .willDeselect, .didDeselect, .didHighlight, .didUnhighlight,
      .willBeginEditing, .didEndEditing, .accessoryTapped, .delete, .move, .valueChanged, .submit:
      true
    case .configure, .willDisplay, .didEndDisplaying, .insert, .reload, .prefetch,
      .cancelPrefetch, .didFocus, .didBlur:
      false
    }
  }
}

/// Everything a section header or footer can react to.
public enum SectionEvent: Int, Hashable, Sendable, CaseIterable {
  /// The header or footer is about to be shown: configure its view.
  case configure
  /// It is about to appear on screen.
  case willDisplay
  /// It left the screen.
  case didEndDisplaying
}
