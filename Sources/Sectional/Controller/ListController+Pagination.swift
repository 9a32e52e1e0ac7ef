extension ListController {
  /// Opts an imperatively changed list into pagination: pages from `loader` are appended to a
  /// section as the viewport nears its end. Replaces (and cancels) any earlier paginator.
  /// Screens built from state use ``PageLoader`` instead.
  ///
  /// ```swift
  /// controller.paginate(section: "posts", threshold: .viewports(1)) { page in
  ///   let posts = try await feed.load(page: page)
  ///   return PageResult(rows: posts.map { Row(id: $0.id, TextItem($0.title)) })
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - section: The id of the section pages go into.
  ///   - threshold: How close to the end triggers a load; 5 rows by default.
  ///   - timeout: How long a load may take before it counts as failed; none by default.
  ///   - clock: The clock the timeout runs on; tests pass one they control.
  ///   - loader: Loads page `page` (0, 1, …). Runs off the main actor; may throw.
  /// - Returns: The paginator, to observe its state, retry or cancel.
  @discardableResult
  public func paginate<ID: Hashable & Sendable>(
    section: ID, threshold: PaginationThreshold = .rows(5), timeout: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    loader: @escaping @Sendable (_ page: Int) async throws -> PageResult
  ) -> Paginator {
    paginator?.cancel()
    let paginator = Paginator(
      controller: self, sectionID: ListID(section), threshold: threshold, timeout: timeout,
      clock: clock, loader: loader)
    self.paginator = paginator
    return paginator
  }

  /// Stops pagination (the screen is leaving): cancels a load under way.
  public func endPagination() {
    paginator?.cancel()
    paginator = nil
  }

  /// What renderers call after every scroll, resize or applied change, so that pagination can
  /// start a load when the viewport nears the end.
  ///
  /// - Parameter region: What the renderer shows.
  public func visibleRegionDidChange(_ region: VisibleRegion) {
    paginator?.visibleRegionDidChange(region)
    onVisibleRegionChange?(region)
    visibleRegionObservers.send(region)
  }
}
