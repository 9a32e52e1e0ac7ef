import Sectional

extension ScreenTestHost {
  /// Refreshes the screen on top as pull to refresh does (`ScreenHost.refresh()`), and returns
  /// once the refresh and the work it started have ended and their content is applied.
  ///
  /// A refresh that fails is recorded in ``problems`` and presented as an alert
  /// (``presentedAlert``), as the terminal app presents it; the rows stay.
  ///
  /// - Throws: ``Failure`` when the screen on top is not a `RefreshableScreen`.
  public func refresh() async throws {
    guard host.isRefreshable else {
      throw Failure(
        interaction: "refresh()",
        problem: "\(Swift.type(of: screen)) is not a RefreshableScreen: it cannot be refreshed")
    }
    host.refresh()
    await host.idle()
  }
}
