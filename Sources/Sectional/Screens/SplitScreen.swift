/// A screen of two or three panes side by side, each a screen with its own list, state,
/// cursor and scroll: folders and a file, a list of processes and the one under the cursor.
///
/// One pane has the focus: the keys, the commands, help and find are its own, and alerts,
/// action sheets and row actions work in every pane as they do on a screen of its own. A
/// ``Pane/detail(id:minimumWidth:weight:placeholder:_:)`` pane shows what the cursor of the
/// pane before it is on, and changes as that cursor moves, without a push. Selecting a row of
/// a pane that has a detail after it moves the focus to the detail.
///
/// Where the split is narrower than ``collapseWidth`` (or than its panes' minimums), it shows
/// one pane at a time, as a stack: selecting a row shows its detail as a push would, and back
/// shows the pane before. Widened again, it shows every pane, each with its cursor where it was.
/// In the terminal the width is the terminal's; SectionalUIKit shows a `UISplitViewController`,
/// which collapses in a compact width.
///
/// ```swift
/// @MainActor final class MailScreen: SplitScreen {
///   let title = "Mail"
///   let mailboxes = MailboxesScreen()
///   var collapseWidth: Int? { 100 }
///   var panes: [Pane] {
///     [
///       Pane(mailboxes, id: "mailboxes", minimumWidth: 24),
///       .detail(id: "messages", minimumWidth: 40, weight: 2) { [unowned self] id in
///         mailboxes.messages(in: id)
///       },
///     ]
///   }
/// }
/// ```
///
/// A host reads ``panes`` once, when it shows the split. The split's own ``Screen/content``
/// is empty, and hosts show neither it nor the split's ``Screen/commands``: give the panes'
/// screens their commands. The split is attached and detached as any screen.
@MainActor
public protocol SplitScreen: Screen {
  /// The panes, leading first: two or three. A detail pane is never the first.
  var panes: [Pane] { get }

  /// The narrowest the split shows its panes side by side, in terminal columns; below it, it
  /// shows one at a time. `nil`, the default, is the panes' minimum widths and the one-column
  /// lines between them; a width below those is not used.
  var collapseWidth: Int? { get }
}

extension SplitScreen {
  /// Nothing: the panes show the split's content.
  public var content: ListContent { ListContent(sections: []) }

  /// `nil`: the panes' minimum widths and the lines between them.
  public var collapseWidth: Int? { nil }
}
