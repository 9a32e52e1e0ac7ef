extension ScreenHost {
  /// Whether the screen can be refreshed: it is a ``RefreshableScreen``.
  public var isRefreshable: Bool { screen is any RefreshableScreen }

  /// Refreshes the screen (``RefreshableScreen/refresh()``) as tracked work, as pull to refresh
  /// and the terminal's refresh key do: ``idle()`` waits for it; ``isRefreshing`` is `true`
  /// until it ends, and ``observeRefreshing(_:)`` observers hear both changes; the host rebuilds
  /// the content when it ends; an error it throws reaches ``observeProblems(_:)`` observers as
  /// ``ScreenProblem/refreshFailed(screen:reason:)``, and the content stays.
  ///
  /// Does nothing when the screen is not refreshable or not shown, or while a refresh is under
  /// way. Detaching the screen cancels the refresh.
  public func refresh() {
    guard isRefreshable, isAttached, !isRefreshing else { return }
    setRefreshing(true)
    controller.task { [weak self] in
      guard let screen = self?.screen as? any RefreshableScreen else { return }
      var failure: (any Error)?
      do { try await screen.refresh() } catch { failure = error }
      guard let self else { return }
      setRefreshing(false)
      if let failure, !(failure is CancellationError), isAttached {
        reportRefreshFailure(failure)
      }
    }
  }

  /// Calls `body` whenever a refresh starts (`true`) or ends (`false`): renderers show that it
  /// is under way (a refresh control, a "Refreshing…" label).
  ///
  /// - Parameter body: Called with ``isRefreshing`` after each change, after observers added
  ///   earlier.
  /// - Returns: The registration; cancel it to stop. Other observers are not affected.
  @discardableResult
  public func observeRefreshing(_ body: @escaping @MainActor (Bool) -> Void) -> ObserverRegistration
  {
    refreshObservers.add(body)
  }

  private func setRefreshing(_ value: Bool) {
    isRefreshing = value
    refreshObservers.send(value)
  }

  private func reportRefreshFailure(_ error: any Error) {
    let reason = String(describing: error)
    problemObservers.send(.refreshFailed(screen: Self.name(of: screen), reason: reason))
  }
}
