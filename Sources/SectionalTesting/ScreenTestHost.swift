import Foundation
import Sectional

/// Runs a `Screen` the way an app does, without a screen: the core's `ScreenHost` over a
/// ``HeadlessTableView``, with a ``RecordingPresenter``. Use it to test a screen's content and
/// behaviour in plain unit tests.
///
/// ```swift
/// let app = ScreenTestHost(TodoScreen())
/// try app.tap(.id("buy-milk"))  // handlers run; the host rebuilds
/// try app.swipeToDelete(.id("buy-milk"))  // the confirmation is presented…
/// #expect(app.presentedAlert?.title == "Delete “Buy milk”?")
/// try app.choose("Delete")  // …and answered
/// await app.idle()  // page loads have arrived
/// #expect(app.table.violations.isEmpty)
/// ```
///
/// A form is driven as a user types: ``focus(_:)`` a field, ``type(_:)`` into it (each
/// keystroke goes through the field's own admission and reaches its `onChange` handlers),
/// ``pressReturn()`` to move to the next field or submit the last one (<doc:TestingScreens>
/// shows a sign-in form tested so).
///
/// It runs the core's navigation model, as the terminal app does: screens pushed or presented
/// by handlers are hosted too (``screen`` is the one on top, ``pop()`` goes back, ``tapCancel()``
/// and ``tapDone()`` answer a presented screen), and every alert a handler or a task presents is
/// seen at once (``presentedAlert``). View controllers of the app's own (`NativeScreen`) cannot
/// be shown here: ``presenter`` records them by type name. Call ``teardown()`` at the end of a
/// test whose screens start work.
@MainActor
public final class ScreenTestHost {
  /// Why an interaction could not happen.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What was asked.
    public var interaction: String
    /// Why it could not be done.
    public var problem: String

    /// One line naming the interaction and the problem.
    public var description: String { "\(interaction): \(problem)" }
  }

  /// What every screen's handlers presented, in order: pushes and pops of the stack, presented
  /// screens and their dismissals, alerts, links, shares, mail, view controllers of the app's
  /// own. Navigation is done by the test host; the presenter records it.
  public let presenter: RecordingPresenter
  /// Problems the screens' content had (duplicate ids, content that never settles), in order.
  /// Each is also presented as an alert, as the terminal app presents it.
  public private(set) var problems: [ScreenProblem] = []

  /// The stack of hosts and their tables, and the alerts over them.
  let navigator: Navigator<HeadlessTableView>
  /// Whether the width is compact: a split shows one pane at a time (see ``setCompact(_:)``).
  public internal(set) var isCompact = false

  /// What loads the images of `AsyncImageItem` rows for every screen of the host, following
  /// what each table shows and prefetches; its loader is the one given to ``init(_:viewportHeight:viewportWidth:presenter:imageLoader:)``.
  /// See ``image(of:)`` for what a row shows.
  public let images: ImagePipeline<Data>
  /// The pipeline's following of each hosted screen's list, by host.
  private let imageFollows = ImageFollows()

  /// The registrations of a pipeline following lists, by host.
  @MainActor private final class ImageFollows {
    var byHost: [ObjectIdentifier: ObserverRegistration] = [:]

    /// Stops following the list of `host`: loads only it waited for are cancelled.
    func stop(_ host: ScreenHost) {
      byHost.removeValue(forKey: ObjectIdentifier(host))?.cancel()
    }
  }

  /// Hosts `screen` in a headless table of the given size.
  ///
  /// - Parameters:
  ///   - screen: The root screen.
  ///   - viewportHeight: The table's height; 600 by default.
  ///   - viewportWidth: Its width; 375 by default.
  ///   - presenter: Records what handlers present; a new one by default.
  ///   - imageLoader: What loads the images of `AsyncImageItem` rows; by default a
  ///     ``FakeImageLoader`` whose loads wait for ever (tests never reach the network).
  public init(
    _ screen: any Screen, viewportHeight: Double = 600, viewportWidth: Double = 375,
    presenter: RecordingPresenter = RecordingPresenter(),
    imageLoader: any ImageLoading = FakeImageLoader()
  ) {
    self.presenter = presenter
    let images = ImagePipeline(loader: imageLoader)
    self.images = images
    let follows = imageFollows
    navigator = Navigator(
      platform: presenter, cursor: { $0.cursor },
      makeView: { host in
        follows.byHost[ObjectIdentifier(host)] = images.follow(host.controller)
        let table = HeadlessTableView(
          controller: host.controller, viewportHeight: viewportHeight, viewportWidth: viewportWidth)
        // The screen's bars take their height from the table's viewport, rebuild after rebuild.
        table.fitViewport(height: viewportHeight, around: host.bars)
        host.observeUpdates { [weak table, weak host] in
          guard let host else { return }
          table?.fitViewport(height: viewportHeight, around: host.bars)
        }
        return table
      })
    navigator.onChange = { [weak self] change in self?.record(change) }
    navigator.push(screen)
  }

  /// Hosts of the screens on the stack, root first.
  public var hosts: [ScreenHost] { navigator.entries.map(\.host) }
  /// Tables of the screens on the stack, root first.
  public var tables: [HeadlessTableView] { navigator.entries.map(\.view) }
  /// The host of the screen on top.
  public var host: ScreenHost { navigator.entries[navigator.entries.count - 1].host }
  /// The table of the screen on top.
  public var table: HeadlessTableView { navigator.entries[navigator.entries.count - 1].view }
  /// The screen on top.
  public var screen: any Screen { host.screen }
  /// What the screen on top shows.
  public var content: ListContent { table.shown }
  /// The fixed bars of the screen on top, as of its last rebuild (`Screen.topBar`,
  /// `Screen.bottomBar`): the table's viewport is what they leave of the host's height.
  public var bars: Bars { host.bars }
  /// The id of the selected row of the screen on top; `nil` once that row is deleted.
  public var selection: ListID? { table.selectedID }
  /// The alert or action sheet on screen: the last one presented (by a handler, a command or a
  /// task) that is not answered yet. Once it is answered with ``choose(_:texts:)``, the one presented
  /// before it, if any, is on screen again, as in UIKit.
  public var presentedAlert: Alert? { navigator.presentedAlert }

  /// Taps a row (highlight, unhighlight, select); the host rebuilds after its handlers.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - detail: Which pill, button or inner row was tapped.
  /// - Throws: ``HeadlessTableView/MissingRow`` when the screen has no such row.
  public func tap(_ address: RowAddress, detail: EventDetail = .none) throws {
    try table.tap(address, detail: detail)
  }

  /// Uses the control inside a row's component (a switch, a stepper's button, a pill) as
  /// UIKit delivers it: the row hears `RowEvent.didSelect` with the control's interaction and
  /// nothing else (no highlight, no selection), also when the row itself cannot be selected;
  /// the host rebuilds, as after any user action.
  ///
  /// ```swift
  /// try app.useControl(.id("wifi"))  // a toggle row's switch flips
  /// ```
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - detail: What the control reports; the component's `interactionOnTap` (a toggle's
  ///     switch) by default.
  /// - Throws: ``Failure`` when the screen has no such row, its component is disabled, or it
  ///   has no control that reports on its own.
  public func useControl(_ address: RowAddress, detail: EventDetail = .none) throws {
    guard let path = table.path(of: address), let row = table.shown[path] else {
      throw Failure(interaction: "useControl", problem: "no \(address) on the screen")
    }
    guard row.component.isEnabled else {
      throw Failure(interaction: "useControl", problem: "row id \(row.id) is disabled")
    }
    guard host.controller.useControl(at: path, detail: detail) else {
      throw Failure(interaction: "useControl", problem: "row id \(row.id) has no control")
    }
  }

  /// Taps a row's detail button (a `TextItem` with the `.detailButton` accessory), as UIKit's
  /// button and the terminal's `i` key do: the row gets `accessoryTapped`, and the host rebuilds
  /// after its handlers.
  ///
  /// ```swift
  /// try app.tapAccessory(.id("home"))
  /// ```
  ///
  /// - Parameter address: The row.
  /// - Throws: ``Failure`` when the screen has no such row or it shows no detail button (a
  ///   person could not tap one; nothing is sent).
  public func tapAccessory(_ address: RowAddress) throws {
    do {
      try table.tapAccessory(address)
    } catch .missingRow {
      throw Failure(interaction: "tapAccessory", problem: "no \(address) on the screen")
    } catch .noDetailButton(let row) {
      throw Failure(interaction: "tapAccessory", problem: "row id \(row) has no detail button")
    }
  }

  /// Taps the disclosure of a node of an `Outline` on the screen on top: its children show or
  /// hide, as a tap on a folder's chevron does, whatever selecting the row would do.
  ///
  /// ```swift
  /// try app.tapDisclosure(.id("/src"))
  /// ```
  ///
  /// - Parameter address: The node's row.
  /// - Throws: ``Failure`` when the screen has no such row or it shows no disclosure (a leaf).
  public func tapDisclosure(_ address: RowAddress) throws {
    do {
      try table.tapDisclosure(address)
    } catch {
      throw Failure(
        interaction: "tapDisclosure", problem: "no node with children at \(address) on the screen")
    }
  }

  /// Taps the header of a collapsible section of the screen on top: it collapses or expands.
  ///
  /// - Parameter id: The section's id.
  /// - Throws: `ListError` when no section has the id or it is not collapsible.
  public func tapHeader(_ id: some Hashable & Sendable) throws {
    try table.tapHeader(id)
  }

  /// Deselects the selected row.
  public func deselect() {
    table.deselect()
  }

  /// Swipes a row to delete it: the row begins editing and the delete confirmation is presented
  /// (see ``presentedAlert``); answer it with ``choose(_:texts:)``.
  ///
  /// - Parameter address: The row.
  /// - Throws: ``Failure`` when the screen has no such row or it is not deletable.
  public func swipeToDelete(_ address: RowAddress) throws {
    guard let path = table.path(of: address), let row = table.shown[path] else {
      throw Failure(interaction: "swipeToDelete", problem: "no \(address) on the screen")
    }
    guard navigator.requestDelete(at: path) else {
      throw Failure(interaction: "swipeToDelete", problem: "row id \(row.id) is not deletable")
    }
  }

  /// Swipes a row and taps one of its swipe actions by title: the row begins editing, the
  /// action's handler runs, the row ends editing, as in UIKit.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - edge: The edge whose actions are revealed; trailing by default.
  ///   - title: The action's title.
  /// - Throws: ``Failure`` when the screen has no such row or the row no such enabled action.
  public func swipe(_ address: RowAddress, edge: Row.SwipeEdge = .trailing, choose title: String)
    throws
  {
    guard let path = table.path(of: address), let row = table.shown[path] else {
      throw Failure(interaction: "swipe", problem: "no \(address) on the screen")
    }
    let placement: RowAction.Placement = edge == .leading ? .leadingSwipe : .trailingSwipe
    let actions = row.traits.actions(placement)
    guard let index = actions.firstIndex(where: { $0.title == title }),
      host.controller.chooseRowAction(placement, at: index, ofRow: row.id)
    else {
      let titles = actions.map { "\"\($0.title)\"" }.joined(separator: ", ")
      throw Failure(
        interaction: "swipe \"\(title)\"",
        problem: actions.contains { $0.title == title }
          ? "it is disabled on row id \(row.id)"
          : titles.isEmpty
            ? "row id \(row.id) has no such actions" : "row id \(row.id) has only \(titles)")
    }
  }

  /// Chooses one of a row's actions by title, wherever the row offers it: a swipe button or
  /// an entry of its context menu (the terminal's `.` menu lists them all). The handler runs
  /// and the screen rebuilds, as after a tap.
  ///
  /// ```swift
  /// try app.performAction("Archive", onRow: .id("mail-1"))
  /// ```
  ///
  /// - Parameters:
  ///   - title: The action's title; the first of that title among the leading swipe actions,
  ///     the trailing ones, then the context menu.
  ///   - address: The row.
  /// - Throws: ``Failure`` when the screen has no such row or the row no such enabled action;
  ///   nothing ran.
  public func performAction(_ title: String, onRow address: RowAddress) throws {
    do {
      try table.performAction(title, onRow: address)
    } catch let error as HeadlessTableView.MissingRow {
      throw Failure(
        interaction: "performAction \"\(title)\"", problem: "no \(error.address) on the screen")
    } catch let error as HeadlessTableView.UnavailableAction {
      throw Failure(
        interaction: "performAction \"\(title)\"",
        problem: String(error.description.dropFirst("action \"\(title)\": ".count)))
    }
  }

  /// Chooses one of a row's accessibility actions (`Row.accessibilityDescription`) as a
  /// VoiceOver user does from the actions rotor: a swipe or menu action runs, the detail button
  /// is tapped, a delete asks its confirmation (answer it with ``choose(_:texts:)``), a move
  /// drags the row one place.
  ///
  /// ```swift
  /// try app.performAccessibilityAction("Move down", onRow: .id("home"))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The action's name ("Archive", "Delete", "Move up").
  ///   - address: The row.
  /// - Throws: ``Failure`` when there is no such row or action, or the action cannot run (a
  ///   disabled action, the first row moved up); nothing ran.
  public func performAccessibilityAction(_ name: String, onRow address: RowAddress) throws {
    let interaction = "performAccessibilityAction \"\(name)\""
    guard let path = table.path(of: address), let row = content[path] else {
      throw Failure(interaction: interaction, problem: "no \(address) on the screen")
    }
    let actions = row.accessibilityDescription.actions
    guard let action = actions.first(where: { $0.name == name }) else {
      throw Failure(
        interaction: interaction,
        problem: "row \(row.id) has no such action (it has: "
          + actions.map(\.name).joined(separator: ", ") + ")")
    }
    switch host.controller.performAccessibilityAction(action, ofRow: row.id) {
    case .done: break
    case .confirm(let sheet): host.controller.presenter.present(sheet)
    case .move(let from, let to): try table.dragRow(.at(from), to: to)
    case .refused:
      throw Failure(interaction: interaction, problem: "row \(row.id) cannot do it now")
    }
    host.updateIfNeeded()
  }

  /// Drags a row to a new position.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - destination: Where it is dropped.
  /// - Throws: What ``HeadlessTableView/dragRow(_:to:)`` throws.
  public func drag(_ address: RowAddress, to destination: RowPath) throws {
    try table.dragRow(address, to: destination)
  }

  /// Answers the presented alert or action sheet by the title of one of its buttons. An alert
  /// with text fields (`Alert.textFields`) answers with the texts the user left in
  /// them, in order:
  ///
  /// ```swift
  /// try app.choose("Rename", texts: ["Groceries"])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - texts: What the user left in each text field, in order, as if typed: each is cleaned
  ///     as its field admits typed text (a number field keeps only digits). A field without a
  ///     text here keeps its initial text (every field when `nil`, the default).
  /// - Throws: ``Failure`` when no alert is up, it has no such button, or `texts` has more
  ///   texts than the alert has fields.
  public func choose(_ title: String, texts: [String]? = nil) throws {
    guard let alert = presentedAlert else {
      throw Failure(interaction: "choose \"\(title)\"", problem: "no alert is presented")
    }
    if let texts, texts.count > alert.textFields.count {
      throw Failure(
        interaction: "choose \"\(title)\"",
        problem:
          "the alert \"\(alert.title)\" has \(alert.textFields.count) text fields, not \(texts.count)"
      )
    }
    guard let index = alert.actions.firstIndex(where: { $0.title == title }) else {
      let titles = alert.actions.map { "\"\($0.title)\"" }.joined(separator: ", ")
      throw Failure(
        interaction: "choose \"\(title)\"",
        problem: "the alert \"\(alert.title)\" has only \(titles)")
    }
    guard alert.actions[index].isEnabled else {
      throw Failure(
        interaction: "choose \"\(title)\"",
        problem: "the button is disabled in the alert \"\(alert.title)\"")
    }
    navigator.choose(actionAt: index, texts: texts)
  }

  /// Runs the screen's command with `title`, on the row under the cursor (the row the
  /// terminal's keys moved to, or the last one tapped), else on the selected row, as the
  /// terminal runs a command on its cursor row.
  ///
  /// - Parameter title: The command's title.
  /// - Throws: ``Failure`` when the screen has no such command or it is disabled (nothing
  ///   ran).
  public func perform(command title: String) throws {
    guard let command = host.commands.first(where: { $0.title == title }) else {
      let titles = host.commands.map { "\"\($0.title)\"" }.joined(separator: ", ")
      throw Failure(
        interaction: "perform \"\(title)\"",
        problem: titles.isEmpty ? "the screen has no commands" : "the screen has only \(titles)")
    }
    guard host.perform(command, selection: cursor ?? selection) else {
      throw Failure(interaction: "perform \"\(title)\"", problem: "the command is disabled")
    }
  }

  /// Scrolls the screen on top to an offset.
  ///
  /// - Parameter offset: The new content offset.
  public func scroll(toOffset offset: Double) {
    table.scroll(toOffset: offset)
  }

  /// Scrolls to the end of the content.
  public func scrollToEnd() {
    table.scroll(toOffset: table.contentHeight - table.viewportHeight)
  }

  /// Goes back one screen (the root stays, and so does a presented screen: ``tapCancel()``
  /// dismisses it): its host is detached, cancelling its work.
  public func pop() {
    navigator.pop()
  }

  /// The presented screen the screen on top is in (itself, or the one it was pushed from), or
  /// `nil` when no screen is presented.
  public var presentedScreen: (any Screen)? { navigator.topPresentation?.entry.screen }

  /// Whether the presented screen on screen (``presentedScreen``) has a Done button.
  public var hasDone: Bool { navigator.topPresentation?.entry.presentation?.hasDone == true }

  /// Taps Cancel on the presented screen: it goes away with every screen pushed over it, and
  /// nothing else runs.
  ///
  /// - Throws: ``Failure`` when no screen is presented.
  public func tapCancel() throws {
    guard let entry = navigator.topPresentation?.entry else {
      throw Failure(interaction: "tapCancel", problem: "no screen is presented")
    }
    navigator.dismiss(from: entry.host)
  }

  /// Taps Done on the presented screen: its Done action runs (the presenting screen rebuilds),
  /// then it goes away with every screen pushed over it.
  ///
  /// - Throws: ``Failure`` when no screen is presented, or it has no Done.
  public func tapDone() throws {
    guard let entry = navigator.topPresentation?.entry else {
      throw Failure(interaction: "tapDone", problem: "no screen is presented")
    }
    guard entry.presentation?.hasDone == true else {
      throw Failure(
        interaction: "tapDone",
        problem: "the presented screen \"\(entry.screen.title)\" has no Done")
    }
    navigator.done()
  }

  /// Returns once the screen on top is idle: page loads under way have arrived (or failed), work
  /// started with `ScreenContext.task` has ended, and requested rebuilds have been applied.
  public func idle() async {
    // Every pane of a split on top, not only the focused one.
    while let busy = navigator.top?.hosts.first(where: { !$0.isIdle }) {
      await busy.idle()
    }
  }

  /// Ends the test's screens: detaches every host, top first — their work (page loads) is
  /// cancelled and each screen hears `Screen/detach()` — and dismisses the alerts. The stack
  /// stays for inspection; pushes and alerts asked for after it are ignored.
  ///
  /// ```swift
  /// let app = ScreenTestHost(TodoScreen())
  /// defer { app.teardown() }
  /// ```
  public func teardown() {
    for host in navigator.entries.flatMap(\.hosts) { imageFollows.stop(host) }
    navigator.teardown()
  }

  /// Puts the cursor of a screen's table where the screen asks it to start, if it asks, as the
  /// terminal does.
  private func placeFirstCursor(_ table: HeadlessTableView, of screen: any Screen) {
    if let id = screen.initialCursor, let path = table.shown.path(of: id),
      table.shown[path]?.takesCursor == true
    {
      try? table.moveCursor(to: .at(path))
    }
  }

  /// Records what the navigator did in the presenter, as the requests that caused it, and
  /// collects content problems.
  private func record(_ change: Navigator<HeadlessTableView>.Change) {
    switch change {
    case .pushed(let entry):
      // The cursor starts where the screen asks, as the terminal's does; a split's panes start
      // as each shows (`paneShown`).
      if let split = entry.split {
        split.setCollapsed(isCompact)
      } else {
        placeFirstCursor(entry.view, of: entry.screen)
      }
      // The root is hosted, not pushed by a handler.
      if let presentation = entry.presentation {
        presenter.present(entry.screen, done: presentation.done)
      } else if navigator.entries.count > 1 {
        presenter.push(entry.screen)
      }
    case .paneShown(let pane):
      placeFirstCursor(pane.view, of: pane.host.screen)
    case .paneLeft(let pane):
      imageFollows.stop(pane.host)
    case .popped(let entry):
      for host in entry.hosts { imageFollows.stop(host) }
      presenter.pop()
    case .dismissedScreens(let entries):
      for host in entries.flatMap(\.hosts) { imageFollows.stop(host) }
      presenter.dismiss()
    case .presented(let alert):
      presenter.present(alert)
    case .dismissed:
      break
    case .problem(let problem, _):
      problems.append(problem)
    }
  }
}
