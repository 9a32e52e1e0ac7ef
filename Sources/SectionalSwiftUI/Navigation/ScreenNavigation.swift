import Sectional

#if canImport(Combine)
  import Combine
#endif

/// The navigation of Sectional screens shown in SwiftUI: what `ScreenStack` shows as
/// `NavigationStack`s, sheets and alerts, driven by the screens' presenters and by SwiftUI.
///
/// A screen that pushes (`context.presenter.push(_:)`) adds a page to the path of the stack it
/// is in; one that presents (`present(_:done:)`) opens a sheet with a stack of its own; `pop()`,
/// `dismiss()` and alerts work as they do in UIKit and the terminal. What a person does in
/// SwiftUI comes back the same way: the Back button or the swipe that pops a page, and the
/// swipe that closes a sheet, leave those screens (``setPath(_:ofStack:)``,
/// ``dismissStack(_:)``).
///
/// ```swift
/// let navigation = ScreenNavigation(root: ContactsScreen(store: store))
/// navigation.stacks[0][0].host.presenter.push(ContactScreen(contact: ada, store: store))
/// print(navigation.path(ofStack: 0).map(\.title))  // ["Ada Lovelace"]
/// ```
///
/// SwiftUI observes it (`ObservableObject`): views that read ``stacks`` or ``alert`` update when
/// they change.
@MainActor
public final class ScreenNavigation {
  package let willChange = WillChange()
  private let relay = PlatformRelay()
  private var navigator: Navigator<ScreenPage>?
  private var shownStacks: [[ScreenPage]] = []
  private var shownAlert: Alert?

  /// The pages shown, in stacks from the bottom up: `stacks[0]` is the root screen's stack, and
  /// each later stack was presented over the one before it (a sheet); a stack's first page is
  /// the screen presented, the others were pushed on it.
  public var stacks: [[ScreenPage]] {
    shownStacks
  }

  /// The alert or action sheet on top, while one shows.
  public var alert: Alert? {
    shownAlert
  }

  /// The page on top: the last page of the last stack.
  public var top: ScreenPage? { stacks.last?.last }

  /// Shows `root` as the first page of the first stack, and starts its loop.
  ///
  /// - Parameter root: The first screen.
  public init(root: any Screen) {
    let navigator = Navigator<ScreenPage>(platform: relay) { host in ScreenPage(host: host) }
    self.navigator = navigator
    // The page on top, or the highest one that shows yet (a page just pushed has no view).
    relay.resolve = { [weak self] in
      self?.shownStacks.joined().last(where: { $0.platform != nil })?.platform
    }
    navigator.onChange = { [weak self] _ in self?.sync() }
    navigator.push(root)
    sync()
  }

  /// The first page of stack `index`: the root screen, or the screen a sheet presented; `nil`
  /// when there is no such stack.
  ///
  /// - Parameter index: A stack's index in ``stacks``.
  public func root(ofStack index: Int) -> ScreenPage? {
    stacks.indices.contains(index) ? stacks[index].first : nil
  }

  /// The pages pushed on stack `index`, bottom up: its `NavigationStack`'s path.
  ///
  /// - Parameter index: A stack's index in ``stacks``.
  public func path(ofStack index: Int) -> [ScreenPage] {
    stacks.indices.contains(index) ? Array(stacks[index].dropFirst()) : []
  }

  /// Takes the path SwiftUI gives stack `index` after a person popped (the Back button, the
  /// swipe, a long press on Back): the screens above what it keeps leave, as `pop()` leaves
  /// them, and sheets over the stack close first. Pages it does not know are ignored: only
  /// screens push.
  ///
  /// - Parameters:
  ///   - path: The stack's new path.
  ///   - index: A stack's index in ``stacks``.
  public func setPath(_ path: [ScreenPage], ofStack index: Int) {
    guard let navigator, shownStacks.indices.contains(index) else { return }
    if index + 1 < shownStacks.count {
      dismissStack(index + 1)
    }
    let current = Array(shownStacks[index].dropFirst())
    var kept = 0
    while kept < min(path.count, current.count) && path[kept] === current[kept] {
      kept += 1
    }
    for _ in kept..<current.count {
      navigator.pop()
    }
  }

  /// Closes the sheet of stack `index` and every stack over it, as a person's swipe down or
  /// the presented screen's `dismiss()` does. The root stack (`0`) cannot close.
  ///
  /// - Parameter index: A stack's index in ``stacks``, 1 or more.
  public func dismissStack(_ index: Int) {
    guard index > 0, shownStacks.indices.contains(index), let root = shownStacks[index].first
    else { return }
    navigator?.dismiss(from: root.host)
  }

  /// The presented screen's Cancel button, or a swipe down: closes the stack `page` is in, and
  /// every stack over it. A page of the root stack closes nothing.
  ///
  /// - Parameter page: A page shown.
  public func dismissStack(of page: ScreenPage) {
    guard let index = shownStacks.firstIndex(where: { $0.contains { $0 === page } }) else {
      return
    }
    dismissStack(index)
  }

  /// The presented screen's Done button: runs what it was presented to do when done, then
  /// closes its sheet.
  public func done() {
    navigator?.done()
  }

  /// A person chose the action at `index` of ``alert``: the alert closes, then the action runs
  /// (with the texts of the alert's fields, when it has some).
  ///
  /// - Parameters:
  ///   - index: An index in the alert's `actions`.
  ///   - texts: The texts of the alert's text fields, in order.
  public func chooseAlertAction(at index: Int, texts: [String]? = nil) {
    navigator?.choose(actionAt: index, texts: texts)
  }

  /// Closes ``alert`` without an action (an alert without actions offers OK for this).
  public func dismissAlert() {
    navigator?.dismissAlert()
  }

  /// Leaves every screen (each host detaches: its loaders stop) and closes the alerts. Call it
  /// when the view showing the navigation goes away for good.
  public func teardown() {
    navigator?.teardown()
    sync()
  }

  /// Mirrors the navigator's entries and alerts, telling observers only of what changed.
  private func sync() {
    guard let navigator else { return }
    var stacks: [[ScreenPage]] = []
    for entry in navigator.isTornDown ? [] : navigator.entries {
      let page = entry.view
      page.setPresentation(
        isPresented: entry.presentation != nil,
        hasDone: entry.presentation?.hasDone ?? false)
      if entry.presentation != nil || stacks.isEmpty {
        stacks.append([page])
      } else {
        stacks[stacks.count - 1].append(page)
      }
    }
    let alert = navigator.presentedAlert
    guard !Self.same(stacks, shownStacks) || alert != shownAlert else { return }
    willChange.send()
    shownStacks = stacks
    shownAlert = alert
  }

  private static func same(_ a: [[ScreenPage]], _ b: [[ScreenPage]]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { $0.count == $1.count && zip($0, $1).allSatisfy { $0 === $1 } }
  }
}

#if canImport(Combine)
  extension ScreenNavigation: @preconcurrency ObservableObject {
    /// Sends before the stacks or the alert change.
    public var objectWillChange: ObservableObjectPublisher { willChange.publisher }
  }
#endif
