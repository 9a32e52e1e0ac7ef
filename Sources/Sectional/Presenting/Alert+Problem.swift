extension Alert {
  /// The alert every host presents when a screen builds content that breaks the identity
  /// rules (duplicate ids) or never settles, whose section its renderer cannot draw, or whose
  /// refresh fails: it names the screen and the problem.
  ///
  /// - Parameters:
  ///   - problem: What is wrong with the content.
  ///   - screenTitle: The screen's title.
  ///   - isShown: Whether the screen is shown (with its last good content); `false` when it
  ///     could not be shown at all.
  /// - Returns: An alert with one button that dismisses it.
  package static func contentProblem(
    _ problem: ScreenProblem, screenTitle: String, isShown: Bool
  ) -> Alert {
    switch problem {
    case .refreshFailed(_, let reason):
      Alert(title: "Could not refresh \(screenTitle)", message: reason)
    case .unsupportedLayout:
      Alert(title: "Part of \(screenTitle) cannot be shown", message: problem.description)
    case .invalidContent, .unstableContent:
      Alert(
        title: isShown ? "The content of \(screenTitle) is invalid" : "Cannot show \(screenTitle)",
        message: problem.description)
    }
  }

  /// The alert that replaces a push of a screen whose first content breaks the identity rules:
  /// such a screen is not shown. Every host that pushes screens asks this first.
  ///
  /// - Parameter host: The host made for the screen about to be pushed.
  /// - Returns: The problem alert, or `nil` when the screen can be shown.
  @MainActor
  package static func refusingPush(of host: ScreenHost) -> Alert? {
    host.problem.map { contentProblem($0, screenTitle: host.screen.title, isShown: false) }
  }
}
