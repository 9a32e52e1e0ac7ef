import Sectional
import SectionalTesting

// Fixtures that several documentation-example suites of this folder share. They are file-level
// types because the verbatim examples name them unqualified (`Post`, `AboutRow`).

// MARK: - A paged feed of posts (PageLoader, PaginationError)

/// A post of ``Feed``.
struct Post: Identifiable, Sendable {
  var id: Int
  var title: String
}

/// A backend with `pages` pages of `size` posts, then nothing.
struct Feed: Sendable {
  var pages = 2
  var size = 30
  func load(page: Int) async throws -> [Post] {
    guard page < pages else { return [] }
    return (0..<size).map { Post(id: page * size + $0, title: "Post \(page * size + $0)") }
  }
  func posts(page: Int) async throws -> [Post] { try await load(page: page) }
}

// MARK: - The "about" rows that ask for mail (MailDraft, Presenter)

/// The ids of the rows of an "about" section.
enum AboutRow: Hashable, Sendable { case email, logOut }

/// Shows `content` in a headless table whose controller presents through `presenter`, and taps
/// the row `id`.
@MainActor func tapAboutRow(
  _ id: AboutRow, in content: ListContent, presenter: RecordingPresenter
) throws {
  let controller = try ListController(content: content)
  controller.presenter = presenter
  try HeadlessTableView(controller: controller).tap(.id(id))
}

// MARK: - Rows in a table with a recording presenter (Row, RowAction)

/// Records the ids the examples' handlers report.
@MainActor final class Analytics {
  var impressions: [ListID] = []
  func impression(_ id: ListID) { impressions.append(id) }
}

/// Shows `rows` in a headless table whose presenter records what it was asked.
@MainActor func showInRecordingTable(_ rows: [Row]) throws -> (
  HeadlessTableView, RecordingPresenter
) {
  let controller = try ListController(
    content: ListContent(sections: [Section(id: "s", rows: rows)]))
  let presenter = RecordingPresenter()
  controller.presenter = presenter
  return (HeadlessTableView(controller: controller), presenter)
}
