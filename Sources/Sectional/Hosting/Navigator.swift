/// The navigation model every renderer that keeps its own stack runs (the terminal app, the
/// screen test host): a stack of ``ScreenHost``s, each with the renderer's view of it, and the
/// alerts and action sheets presented over them.
///
/// The navigator hosts each screen it pushes or presents and gives its handlers a presenter whose
/// `push`, `pop`, `present` and `dismiss` act on the navigator at once — also when a task calls
/// them long after the event — and whose other requests (links, sharing, mail, reviews, view
/// controllers of the app's own) go to the renderer's own presenter. It owns the rules every
/// such renderer shares:
/// - a screen whose first content breaks the identity rules is not pushed: a problem alert
///   says why (the root is shown all the same, empty, with the alert);
/// - content a shown screen builds that breaks them keeps the last good content and presents a
///   problem alert (``Alert/contentProblem(_:screenTitle:isShown:)``);
/// - a delete asks first (``requestDelete(at:)``), through the host's presenter, so the answer
///   refreshes the host;
/// - alerts stack as UIKit stacks presented view controllers: the last presented is on top and
///   is answered first; the one under it shows again afterwards;
/// - a presented screen (``present(_:done:)``) starts a presentation: screens pushed from it
///   join it, ``pop()`` never leaves it, and dismissing it (Cancel, Done, ``dismiss(from:)``)
///   removes it with every screen pushed over it, as UIKit dismisses a presented navigation
///   controller.
///
/// The renderer attaches its own view to every entry with the closure it gives the navigator
/// (a terminal `ListView`, a headless table), and hears what changed through ``onChange``.
@MainActor
package final class Navigator<View> {
  /// One screen on the stack: its host and the renderer's view of it; for a ``SplitScreen``,
  /// its panes as well.
  @MainActor
  package struct Entry {
    /// The host of the screen pushed or presented: a split's own, for a split.
    package let root: ScreenHost
    /// What the renderer made for it.
    let rootView: View
    /// The panes, for a ``SplitScreen``.
    package let split: SplitPanes<View>?
    /// How the screen was presented, when it starts a presentation; `nil` when it was pushed
    /// (or is the root).
    package let presentation: Presentation?

    /// The host keys, commands and requests go to: the screen's, or the focused pane's.
    package var host: ScreenHost { split?.focused.host ?? root }
    /// The renderer's view of ``host``.
    package var view: View { split?.focused.view ?? rootView }
    /// The screen pushed or presented (a split, for a split).
    package var screen: any Screen { root.screen }

    /// Whether `host` is the entry's or one of its panes'.
    package func contains(_ host: ScreenHost) -> Bool {
      host === root || split?.index(of: host) != nil
    }

    /// The hosts of the entry: its own, then its panes'.
    package var hosts: [ScreenHost] { [root] + (split?.hosts ?? []) }

    /// Detaches the entry's hosts: its panes', trailing first, then its own.
    func detach() {
      split?.detach()
      root.detach()
    }

    /// Rebuilds what shows again once a screen over the entry went away.
    func rebuildOnReturn() {
      root.rebuildOnReturn()
      for host in split?.hosts ?? [] { host.rebuildOnReturn() }
    }
  }

  /// How a screen was presented: its Cancel dismisses it, its Done (when it has one) runs an
  /// action and dismisses it.
  @MainActor
  package struct Presentation {
    /// What Done runs before the screen is dismissed; `nil` when the screen has no Done.
    package let done: (@MainActor () -> Void)?
    /// How many alerts were presented when the screen was: those presented after it go away
    /// with it, as UIKit dismisses what a dismissed view controller presented.
    let alertsBefore: Int

    /// Whether the screen shows Done (besides Cancel).
    package var hasDone: Bool { done != nil }
  }

  /// What changed, in order.
  package enum Change {
    /// A screen was pushed (the root too) and its host started.
    case pushed(Entry)
    /// A screen was popped and its host detached.
    case popped(Entry)
    /// A presented screen was dismissed with the screens pushed over it, top first; their
    /// hosts are detached.
    case dismissedScreens([Entry])
    /// An alert or action sheet is presented on top.
    case presented(Alert)
    /// The top alert went away (answered or dismissed).
    case dismissed(Alert)
    /// A screen's content broke the identity rules; the problem alert is presented next,
    /// unless the same alert is on screen already.
    case problem(ScreenProblem, screenTitle: String)
    /// A pane of a split shows a screen: each of a split's panes as it is pushed, then each
    /// screen a detail pane shows as the cursor before it moves. Its host has started.
    case paneShown(SplitPanes<View>.Shown)
    /// A detail pane's screen went away for another; its host is detached.
    case paneLeft(SplitPanes<View>.Shown)
  }

  /// The screens on the stack, root first.
  package private(set) var entries: [Entry] = []
  /// The alerts presented and not yet answered, oldest first: the last one is on screen.
  package private(set) var alerts: [Alert] = []
  /// What handlers' requests other than navigation and alerts go to: the renderer's presenter.
  package let platform: any Presenter
  /// Hears every change, after it happened.
  package var onChange: (@MainActor (Change) -> Void)?
  /// Whether ``teardown()`` ran: the navigator then ignores every request.
  package private(set) var isTornDown = false

  private let makeView: @MainActor (ScreenHost) -> View
  private let cursor: @MainActor (View) -> ListID?

  /// Creates an empty navigator; push the root screen with ``push(_:)``.
  ///
  /// - Parameters:
  ///   - platform: The renderer's presenter, for links, sharing, mail and reviews.
  ///   - cursor: The id of the row under a view's cursor, which a split's detail pane follows;
  ///     none by default.
  ///   - makeView: Makes the renderer's view of a host (connect it to the host's controller);
  ///     called before the host starts.
  package init(
    platform: any Presenter, cursor: @escaping @MainActor (View) -> ListID? = { _ in nil },
    makeView: @escaping @MainActor (ScreenHost) -> View
  ) {
    self.platform = platform
    self.cursor = cursor
    self.makeView = makeView
  }

  /// The screen on top.
  package var top: Entry? { entries.last }

  /// The alert on screen: the last presented that is not answered yet.
  package var presentedAlert: Alert? { alerts.last }

  /// The presentation the screen on top is in: the entry that starts it and its index; `nil`
  /// when no screen is presented.
  package var topPresentation: (entry: Entry, index: Int)? {
    guard let index = entries.lastIndex(where: { $0.presentation != nil }) else { return nil }
    return (entries[index], index)
  }

  /// Hosts `screen` on top of the stack. A screen whose first content is invalid is not pushed
  /// (a problem alert says why), except the root, which is shown empty under the alert.
  ///
  /// - Parameter screen: The screen.
  package func push(_ screen: any Screen) {
    show(screen, presentation: nil)
  }

  /// Presents `screen` over the stack: it starts a presentation, which Cancel dismisses and,
  /// when `done` is given, Done finishes (``done()``). A screen whose first content is invalid
  /// is not presented; a problem alert says why. With nothing on the stack, `screen` becomes
  /// the root, pushed.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - done: What Done runs before the screen is dismissed; `nil` for no Done.
  package func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {
    show(
      screen,
      presentation: entries.isEmpty ? nil : Presentation(done: done, alertsBefore: alerts.count))
  }

  private func show(_ screen: any Screen, presentation: Presentation?) {
    guard !isTornDown else { return }
    let host = makeHost(for: screen)
    if let problem = host.problem, let refusal = Alert.refusingPush(of: host), !entries.isEmpty {
      onChange?(.problem(problem, screenTitle: screen.title))
      present(refusal)
      return
    }
    let view = makeView(host)
    observeProblems(of: host)
    let split = (screen as? any SplitScreen).map { split in
      let panes = SplitPanes<View>(
        split, host: { [weak self] in self?.showPane($0) }, cursor: cursor)
      panes.onReplace = { [weak self] old, new in
        self?.onChange?(.paneLeft(old))
        self?.onChange?(.paneShown(new))
      }
      return panes
    }
    let entry = Entry(root: host, rootView: view, split: split, presentation: presentation)
    entries.append(entry)
    host.start()
    onChange?(.pushed(entry))
    for pane in split?.current ?? [] {
      onChange?(.paneShown(pane))
    }
  }

  /// A host for `screen` whose presenter acts on the navigator.
  private func makeHost(for screen: any Screen) -> ScreenHost {
    let requests = NavigatorPresenter(navigator: self)
    let host = ScreenHost(screen: screen, presenter: requests)
    requests.host = host
    return host
  }

  /// Presents every problem `host` meets as an alert.
  private func observeProblems(of host: ScreenHost) {
    host.observeProblems { [weak self, weak host] problem in
      guard let self, let host else { return }
      report(problem, screenTitle: host.screen.title, isShown: true)
    }
  }

  /// Hosts the screen of a pane, with the renderer's view of it, and starts it. A pane whose
  /// content is invalid shows empty, under the problem's alert.
  private func showPane(_ screen: any Screen) -> (host: ScreenHost, view: View) {
    let host = makeHost(for: screen)
    let view = makeView(host)
    observeProblems(of: host)
    host.start()
    return (host, view)
  }

  /// Goes back one screen; the root stays, and so does a presented screen (dismiss it instead,
  /// as UIKit's navigation controller never pops its root). The screen that leaves is
  /// detached: its work (page loads) is cancelled. The screen it uncovers rebuilds (see
  /// ``ScreenHost/rebuildOnReturn()``).
  package func pop() {
    guard !isTornDown, entries.count > 1, entries.last?.presentation == nil else { return }
    let entry = entries.removeLast()
    entry.detach()
    entries.last?.rebuildOnReturn()
    onChange?(.popped(entry))
  }

  /// Goes back from the screen on top, as the user's back gesture or key does: in a split whose
  /// focus is past its first pane, the focus moves to the pane before (shown, when the split
  /// shows one pane at a time); otherwise a presented screen is dismissed (Cancel), any other
  /// is popped.
  package func back() {
    if let split = top?.split, split.focus > 0 {
      split.moveFocus(forward: false)
    } else if top?.presentation != nil {
      dismiss(from: top?.host)
    } else {
      pop()
    }
  }

  /// Dismisses the presentation `host`'s screen is in: the presented screen that starts it and
  /// every screen pushed over it go away, top first, each detached, and so do the alerts
  /// presented since it was (as UIKit dismisses what a dismissed view controller presented).
  ///
  /// - Parameter host: The host of the screen asking (a presented screen, or one pushed from
  ///   it).
  /// - Returns: ``DismissOutcome/notShown`` when the host is not on the stack (it was popped
  ///   or dismissed already, or everything was torn down), ``DismissOutcome/notPresented`` when
  ///   no presented screen is at or under it; nothing changed then.
  @discardableResult
  package func dismiss(from host: ScreenHost?) -> DismissOutcome {
    guard !isTornDown, let host, let index = entries.firstIndex(where: { $0.contains(host) })
    else { return .notShown }
    guard let start = entries[...index].lastIndex(where: { $0.presentation != nil }) else {
      return .notPresented
    }
    let removed = Array(entries[start...].reversed())
    let alertsBefore = entries[start].presentation?.alertsBefore ?? alerts.count
    entries.removeSubrange(start...)
    for entry in removed { entry.detach() }
    while alerts.count > alertsBefore, let alert = alerts.popLast() {
      onChange?(.dismissed(alert))
    }
    entries.last?.rebuildOnReturn()
    onChange?(.dismissedScreens(removed))
    return .dismissed
  }

  /// Finishes the presentation the screen on top is in, as its Done button does: runs its
  /// Done action, then dismisses it.
  ///
  /// - Returns: ``DismissOutcome/notPresented`` when no screen is presented or the presented
  ///   one has no Done; nothing ran then.
  @discardableResult
  package func done() -> DismissOutcome {
    guard !isTornDown else { return .notShown }
    guard let entry = topPresentation?.entry, let done = entry.presentation?.done else {
      return .notPresented
    }
    done()
    return dismiss(from: entry.host)
  }

  /// Presents `alert` on top of any alert already presented.
  ///
  /// - Parameter alert: What to present.
  package func present(_ alert: Alert) {
    guard !isTornDown else { return }
    alerts.append(alert)
    onChange?(.presented(alert))
  }

  /// Answers the alert on screen with one of its actions: the alert goes away, then the action's
  /// handler runs, with the texts of the alert's fields. Does nothing when no alert is presented.
  ///
  /// - Parameters:
  ///   - index: The action's index; an index the alert does not have dismisses it without
  ///     running anything.
  ///   - texts: What the user entered in the alert's text fields, in order; each is cleaned as
  ///     its field admits it, and a field without one keeps its initial text (all of them when
  ///     `nil`).
  package func choose(actionAt index: Int, texts: [String]? = nil) {
    guard let alert = alerts.popLast() else { return }
    onChange?(.dismissed(alert))
    if alert.actions.indices.contains(index) {
      alert.actions[index].perform(texts: alert.texts(entered: texts))
    }
  }

  /// Dismisses the alert on screen without running any of its actions.
  package func dismissAlert() {
    guard let alert = alerts.popLast() else { return }
    onChange?(.dismissed(alert))
  }

  /// Asks to delete the row at `path` of the screen on top: the row begins editing and the
  /// delete confirmation (``ListController/requestDelete(at:)``) is presented through the host's
  /// presenter, so that answering it refreshes the host.
  ///
  /// - Parameter path: The row's position.
  /// - Returns: `false` when there is no deletable row there (nothing was presented).
  @discardableResult
  package func requestDelete(at path: RowPath) -> Bool {
    guard !isTornDown, let host = top?.host,
      let confirmation = host.controller.requestDelete(at: path)
    else { return false }
    host.presenter.present(confirmation)
    return true
  }

  /// Ends everything: detaches every host, top first (their work is cancelled and each screen
  /// hears ``Screen/detach()``), drops the alerts, and ignores requests from now on. The entries
  /// stay, for inspection.
  package func teardown() {
    guard !isTornDown else { return }
    isTornDown = true
    for entry in entries.reversed() {
      entry.detach()
    }
    while let alert = alerts.popLast() {
      onChange?(.dismissed(alert))
    }
  }

  /// Reports a problem and presents its alert, unless the same alert is on screen already (a
  /// screen that stays invalid over several rebuilds gets one alert, not a pile).
  private func report(_ problem: ScreenProblem, screenTitle: String, isShown: Bool) {
    onChange?(.problem(problem, screenTitle: screenTitle))
    let alert = Alert.contentProblem(problem, screenTitle: screenTitle, isShown: isShown)
    if alert != presentedAlert { present(alert) }
  }
}
