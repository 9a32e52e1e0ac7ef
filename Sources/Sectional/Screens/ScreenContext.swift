/// What a ``ScreenHost`` gives its screen when it shows it (``Screen/attach(_:)``): a way to ask
/// for a rebuild, a way to start work the host tracks, and the host's presenter for what that
/// work finds.
///
/// ```swift
/// func attach(_ context: ScreenContext) {
///   context.task { [weak self] in
///     self?.messages = await mailbox.latest()
///   }  // the host rebuilds when it ends; idle() waits for it
/// }
/// ```
///
/// Keep it while the screen is shown; once the host detached the screen (``Screen/detach()``)
/// it does nothing.
@MainActor
public struct ScreenContext {
  private weak var host: ScreenHost?

  init(host: ScreenHost) {
    self.host = host
  }

  /// The host's controller while the screen is shown.
  private var controller: ListController? {
    guard let host, host.isAttached else { return nil }
    return host.controller
  }

  /// Asks the host to rebuild the content and apply what changed, once for every request made
  /// in this turn of the main actor (see ``ScreenHost/setNeedsUpdate()``). Call it when state
  /// changed outside a user action's handler: a timer fired, a child hid.
  public func requestUpdate() {
    controller?.setNeedsUpdate()
  }

  /// Where the list's cursor goes when a change moves rows under it (see ``CursorTracking``);
  /// set it in ``Screen/attach(_:)``. ``CursorTracking/followsRow`` by default; reads that
  /// default once the screen was detached, and setting it then does nothing.
  public var cursorTracking: CursorTracking {
    get { controller?.cursorTracking ?? .followsRow }
    nonmutating set { controller?.cursorTracking = newValue }
  }

  /// Starts work for the screen on the main actor, as ``ListController/task(_:)`` does:
  /// ``ScreenHost/idle()`` waits for it, the host rebuilds when it ends, and it is cancelled
  /// when the screen goes away.
  ///
  /// - Parameter operation: The work.
  /// - Returns: The task; `nil` (nothing started) once the screen was detached.
  @discardableResult
  public func task(_ operation: @escaping @MainActor @Sendable () async -> Void)
    -> Task<Void, Never>?
  {
    controller?.task(operation)
  }

  /// The host's presenter while the screen is shown, for work that runs outside a handler (a
  /// timer, a refresh, a task) and has something to say or show; a presenter that does nothing
  /// once the screen was detached. An alert's actions rebuild the screen, as a handler's do.
  ///
  /// ```swift
  /// context.task { [weak self] in
  ///   guard let self else { return }
  ///   do {
  ///     messages = try await mailbox.latest()
  ///   } catch {
  ///     context.presenter.present(Alert(title: "Could not load", message: "\(error)"))
  ///   }
  /// }
  /// ```
  public var presenter: any Presenter {
    guard let host, host.isAttached else { return UnattachedPresenter() }
    return host.presenter
  }

  /// Dismisses the presented screen this screen is in (itself, or the one it was pushed from),
  /// as Cancel does; see ``Presenter/present(_:done:)``.
  ///
  /// ```swift
  /// let outcome = context.dismiss()  // .notPresented when the screen was pushed, not presented
  /// ```
  ///
  /// - Returns: ``DismissOutcome/dismissed``, or why nothing changed.
  @discardableResult
  public func dismiss() -> DismissOutcome {
    guard let host, host.isAttached else { return .notShown }
    return host.presenter.dismiss()
  }

  /// The id of the field that has focus, or `nil`.
  public var focusedID: ListID? {
    controller?.focusedID
  }

  /// Gives focus to the field with `id`, or ends editing with `nil`; see
  /// ``ListController/focus(_:)-(ListID?)``.
  ///
  /// ```swift
  /// context.focus("password")
  /// ```
  ///
  /// - Parameter id: The field's id, or `nil`.
  /// - Returns: `false` when no enabled field has `id` (or the screen is not attached).
  @discardableResult
  public func focus(_ id: ListID?) -> Bool {
    controller?.focus(id) ?? false
  }

  /// Gives focus to the field whose id wraps `id`; see ``focus(_:)-(ListID?)``.
  ///
  /// - Parameter id: The field's id, as given to its row.
  /// - Returns: `false` when no enabled field has `id` (or the screen is not attached).
  @discardableResult
  public func focus<ID: Hashable & Sendable>(_ id: ID) -> Bool {
    focus(Optional(ListID(id)))
  }
}
