/// Why a ``ScreenHost`` could not show what its screen built, naming the screen. The host stays
/// usable: the last good content stays on screen and the next rebuild (or refresh) tries again.
///
/// ```swift
/// let problem = ScreenProblem.unstableContent(screen: "InboxScreen", rounds: 8)
/// #expect(problem.screen == "InboxScreen")
/// ```
public enum ScreenProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The content repeats an id (see ``ContentError``); the previous content stays on screen.
  case invalidContent(screen: String, ContentError)
  /// Every one of `rounds` rebuilds in a row asked for another rebuild while it ran (the
  /// screen's `content` changes its state or calls its update request, or a handler of the
  /// change it makes does). The host applied the last content and stopped there.
  case unstableContent(screen: String, rounds: Int)
  /// The screen's ``RefreshableScreen/refresh()`` threw, for `reason`; the content shown stays.
  case refreshFailed(screen: String, reason: String)
  /// A section's layout (`layout`, such as "a grid of 3 columns") is one the renderer cannot
  /// draw — a table view draws list sections only — so the section's rows are left out rather
  /// than drawn as a list; its header and footer stay. `section` is the section's id.
  case unsupportedLayout(screen: String, section: String, layout: String)

  /// The name of the screen's type.
  public var screen: String {
    switch self {
    case .invalidContent(let screen, _), .unstableContent(let screen, _),
      .refreshFailed(let screen, _), .unsupportedLayout(let screen, _, _):
      screen
    }
  }

  /// The screen and the problem in one line.
  public var description: String {
    switch self {
    case .invalidContent(let screen, let error):
      "\(screen): \(error.description)"
    case .unstableContent(let screen, let rounds):
      "\(screen): the content asked for another rebuild during each of \(rounds) rebuilds in a "
        + "row; the host stopped. Change state in handlers, not while the content is built."
    case .refreshFailed(let screen, let reason):
      "\(screen): the refresh failed: \(reason)"
    case .unsupportedLayout(let screen, let section, let layout):
      "\(screen): the section “\(section)” is laid out as \(layout), which a table view cannot "
        + "draw; its rows are left out. Show the screen in a collection view."
    }
  }
}
