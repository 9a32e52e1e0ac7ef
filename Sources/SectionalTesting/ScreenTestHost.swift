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
/// Screens pushed by handlers are hosted too: ``screen`` is the one on top, and ``pop()`` goes
/// back, as a navigation stack would.
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

  /// What every screen's handlers presented, in order (pushes, alerts, links, shares, mail).
  public let presenter: RecordingPresenter
  /// Hosts of the screens on the stack, root first.
  public private(set) var hosts: [ScreenHost] = []
  /// Tables of the screens on the stack, root first.
  public private(set) var tables: [HeadlessTableView] = []
  /// Problems the screens' content had (duplicate ids, content that never settles), in order.
  public private(set) var problems: [ScreenProblem] = []

  private let viewportHeight: Double
  private let viewportWidth: Double
  private var pushedCount = 0
  private var popCount = 0

  /// Hosts `screen` in a headless table of the given size.
  ///
  /// - Parameters:
  ///   - screen: The root screen.
  ///   - viewportHeight: The table's height; 600 by default.
  ///   - viewportWidth: Its width; 375 by default.
  ///   - presenter: Records what handlers present; a new one by default.
  public init(
    _ screen: any Screen, viewportHeight: Double = 600, viewportWidth: Double = 375,
    presenter: RecordingPresenter = RecordingPresenter()
  ) {
    self.presenter = presenter
    self.viewportHeight = viewportHeight
    self.viewportWidth = viewportWidth
    host(screen)
    pushedCount = presenter.stack.count
  }

  /// The host of the screen on top.
  public var host: ScreenHost { hosts[hosts.count - 1] }
  /// The table of the screen on top.
  public var table: HeadlessTableView { tables[tables.count - 1] }
  /// The screen on top.
  public var screen: any Screen { host.screen }
  /// What the screen on top shows.
  public var content: ListContent { table.shown }
  /// The id of the selected row of the screen on top.
  public var selection: ListID? { table.selectedID }
  /// The last alert or action sheet presented, until it is answered with ``choose(_:)``.
  public private(set) var presentedAlert: Alert?

  /// Taps a row (highlight, unhighlight, select), then lets the host follow.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - detail: Which pill, button or inner row was tapped.
  /// - Throws: ``HeadlessTableView/MissingRow`` when the screen has no such row.
  public func tap(_ address: RowAddress, detail: EventDetail = .none) throws {
    try table.tap(address, detail: detail)
    follow()
  }

  /// Deselects the selected row.
  public func deselect() {
    table.deselect()
    follow()
  }

  /// Swipes a row to delete it: the row begins editing and the delete confirmation is presented
  /// (see ``presentedAlert``); answer it with ``choose(_:)``.
  ///
  /// - Parameter address: The row.
  /// - Throws: ``Failure`` when the screen has no such row or it is not deletable.
  public func swipeToDelete(_ address: RowAddress) throws {
    guard let path = table.path(of: address), let row = table.shown[path] else {
      throw Failure(interaction: "swipeToDelete", problem: "no \(address) on the screen")
    }
    guard let sheet = host.controller.requestDelete(at: path) else {
      throw Failure(interaction: "swipeToDelete", problem: "row id \(row.id) is not deletable")
    }
    host.presenter.present(sheet)
    follow()
  }

  /// Swipes a row and taps one of its swipe actions by title.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - edge: The edge whose actions are revealed; trailing by default.
  ///   - title: The action's title.
  /// - Throws: ``Failure`` when the screen has no such row or the row no such action.
  public func swipe(_ address: RowAddress, edge: Row.SwipeEdge = .trailing, choose title: String)
    throws
  {
    guard let path = table.path(of: address), let row = table.shown[path] else {
      throw Failure(interaction: "swipe", problem: "no \(address) on the screen")
    }
    let actions =
      edge == .leading ? row.traits.leadingSwipeActions : row.traits.trailingSwipeActions
    guard let index = actions.firstIndex(where: { $0.title == title }) else {
      let titles = actions.map { "\"\($0.title)\"" }.joined(separator: ", ")
      throw Failure(
        interaction: "swipe \"\(title)\"",
        problem: titles.isEmpty
          ? "row id \(row.id) has no such actions" : "row id \(row.id) has only \(titles)")
    }
    host.controller.performSwipeAction(edge, at: index, ofRowAt: path)
    follow()
  }

  /// Drags a row to a new position.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - destination: Where it is dropped.
  /// - Throws: What ``HeadlessTableView/dragRow(_:to:)`` throws.
  public func drag(_ address: RowAddress, to destination: RowPath) throws {
    try table.dragRow(address, to: destination)
    follow()
  }

  /// Answers the presented alert or action sheet by the title of one of its buttons.
  ///
  /// - Parameter title: The button's title.
  /// - Throws: ``Failure`` when no alert is up or it has no such button.
  public func choose(_ title: String) throws {
    guard let alert = presentedAlert else {
      throw Failure(interaction: "choose \"\(title)\"", problem: "no alert is presented")
    }
    guard let action = alert.actions.first(where: { $0.title == title }) else {
      let titles = alert.actions.map { "\"\($0.title)\"" }.joined(separator: ", ")
      throw Failure(
        interaction: "choose \"\(title)\"",
        problem: "the alert \"\(alert.title)\" has only \(titles)")
    }
    presentedAlert = nil
    action.handler?()
    follow()
  }

  /// Runs the screen's command with `title`, with the current selection.
  ///
  /// - Parameter title: The command's title.
  /// - Throws: ``Failure`` when the screen has no such command.
  public func perform(command title: String) throws {
    guard let command = screen.commands.first(where: { $0.title == title }) else {
      let titles = screen.commands.map { "\"\($0.title)\"" }.joined(separator: ", ")
      throw Failure(
        interaction: "perform \"\(title)\"",
        problem: titles.isEmpty ? "the screen has no commands" : "the screen has only \(titles)")
    }
    host.perform(command, selection: selection)
    follow()
  }

  /// Scrolls the screen on top to an offset.
  ///
  /// - Parameter offset: The new content offset.
  public func scroll(toOffset offset: Double) {
    table.scroll(toOffset: offset)
    follow()
  }

  /// Scrolls to the end of the content.
  public func scrollToEnd() {
    table.scroll(toOffset: table.contentHeight - table.viewportHeight)
    follow()
  }

  /// Goes back one screen (the root stays): its host is detached, cancelling its work.
  public func pop() {
    guard hosts.count > 1 else { return }
    presenter.pop()
    follow()
  }

  /// Returns once the screen on top is idle: page loads under way have arrived (or failed), work
  /// started with `ScreenContext.task` has ended, and requested rebuilds have been applied.
  public func idle() async {
    while !host.isIdle {
      await host.idle()
    }
    follow()
  }

  /// Hosts screens the handlers pushed or popped, and picks up presented alerts.
  private func follow() {
    if case .alert(let alert)? = presenter.requests.last, presenter.requests.count > seenRequests {
      presentedAlert = alert
    }
    seenRequests = presenter.requests.count
    while presenter.stack.count > pushedCount {
      pushedCount += 1
      host(presenter.stack[pushedCount - 1])
    }
    while presenter.stack.count < pushedCount, hosts.count > 1 {
      pushedCount -= 1
      hosts.removeLast().detach()
      tables.removeLast()
    }
  }

  private var seenRequests = 0

  private func host(_ screen: any Screen) {
    let host = ScreenHost(screen: screen, presenter: presenter)
    host.observeProblems { [weak self] problem in self?.problems.append(problem) }
    let table = HeadlessTableView(
      controller: host.controller, viewportHeight: viewportHeight, viewportWidth: viewportWidth)
    hosts.append(host)
    tables.append(table)
    host.start()
  }
}
