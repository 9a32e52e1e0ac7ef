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
  /// The user deleted the row: a swipe's or context menu's Delete, the terminal's delete key, a
  /// test's `delete`, after the confirmation when the row asks one. Its context carries the
  /// path the row had. Only a person sends it: no rebuild, filter, page, collapse or
  /// imperative edit ever does (those send ``removed``). Update your state here; see
  /// ``Row/onDelete(perform:)``.
  case userDeleted
  /// The user dragged the row to a new place (UIKit's reorder control, the terminal's move
  /// keys); its context carries where from. Only a person sends it: a rebuild or an imperative
  /// move sends ``moved``. See ``Row/onMove(perform:)``.
  case userMoved
  /// The row came into the content: a rebuild, a page or an imperative edit added it.
  case inserted
  /// The row left the content, whatever removed it: a rebuild that no longer emits it (a
  /// filter, a collapsed section, a page refresh), an imperative edit, or the user's delete
  /// (which sends ``userDeleted`` too). Its context carries the path it had. Never delete data
  /// here: a row leaves the content whenever a filter hides it.
  case removed
  /// The row changed place in the content (its context carries where from): a rebuild or an
  /// imperative move, or the user's drag (which sends ``userMoved`` too).
  case moved
  /// The row was reloaded with a new component.
  case reloaded
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
  /// Whether only a person causes the event: selecting, highlighting, swipe editing, deleting,
  /// dragging, tapping the accessory, changing a value, submitting. No rebuild, page, filter,
  /// collapse, imperative edit or display ever sends one of these, on any renderer, so their
  /// handlers may change the user's data.
  ///
  /// After the handlers of such an event the screen host rebuilds the content. The other events
  /// are the host's reports of what it shows or what changed (configure, display, prefetch,
  /// ``inserted``, ``removed``, ``moved``, ``reloaded``, focus, which code can move too): they
  /// do not rebuild, and a handler of one of those that changes state asks for it with
  /// ``ListController/setNeedsUpdate()``, so scrolling never rebuilds a screen whose display
  /// handlers only observe.
  public var isUserAction: Bool {
    switch self {
    case .willSelect, .didSelect, .willDeselect, .didDeselect, .didHighlight, .didUnhighlight,
      .willBeginEditing, .didEndEditing, .accessoryTapped, .userDeleted, .userMoved,
      .valueChanged, .submit:
      true
    case .configure, .willDisplay, .didEndDisplaying, .inserted, .removed, .moved, .reloaded,
      .prefetch, .cancelPrefetch, .didFocus, .didBlur:
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
