extension ListController {
  /// Starts work for this list on the main actor — loading what a screen shows, saving what a
  /// handler changed — that the list tracks:
  /// - ``ScreenHost/idle()`` waits for it, so tests and snapshots never sleep;
  /// - when it ends, the screen host rebuilds the content (``setNeedsUpdate()``);
  /// - ``cancelWork()`` cancels it, as a host does when its screen goes away; the host no
  ///   longer waits for it then, and does not rebuild when it ends.
  ///
  /// ```swift
  /// Row(id: "refresh", TextItem("Refresh")).onSelect { [unowned self] context in
  ///   context.controller.task { self.messages = await mailbox.latest() }
  /// }
  /// ```
  ///
  /// - Parameter operation: The work; check `Task.isCancelled` in long work.
  /// - Returns: The task, to await or cancel it.
  @discardableResult
  public func task(_ operation: @escaping @MainActor @Sendable () async -> Void)
    -> Task<Void, Never>
  {
    let work = TrackedWork()
    workBegan()
    let task = Task { @MainActor [weak self] in
      await operation()
      guard let self, !work.isEnded else { return }
      work.isEnded = true
      forgetCancellation(for: work)
      setNeedsUpdate()
      workEnded()
    }
    registerCancellation(for: work) { [weak self] in
      task.cancel()
      guard !work.isEnded else { return }
      work.isEnded = true
      self?.workEnded()
    }
    return task
  }
}

/// One piece of work started with ``ListController/task(_:)``: whether it has been counted as
/// ended (finished or cancelled), so that it is counted once.
@MainActor
final class TrackedWork {
  var isEnded = false
}
