import DemoScreens
import Foundation
import Sectional
import SectionalTesting

/// A screen hosted the way the app hosts it (the core's screen host over a headless table),
/// with a recording presenter.
@MainActor
final class Harness {
  let app: ScreenTestHost

  init(_ screen: any Screen, presenter: RecordingPresenter = RecordingPresenter()) throws {
    app = ScreenTestHost(screen, viewportHeight: 10_000, presenter: presenter)
    if let problem = app.problems.first { throw problem }
  }

  var screen: any Screen { app.screen }
  var controller: ListController { app.host.controller }
  var table: HeadlessTableView { app.table }
  var presenter: RecordingPresenter { app.presenter }

  /// Asks the host to rebuild the content from the screen's state (after changing it directly).
  func refresh() throws {
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    if let problem = app.problems.last { throw problem }
  }

  /// Taps a row; the host rebuilds.
  func tap<ID: Hashable & Sendable>(_ id: ID, detail: EventDetail = .none) throws {
    try app.tap(.id(id), detail: detail)
  }

  /// Titles of the text rows, in order.
  var titles: [String] {
    controller.content.sections.flatMap(\.rows).compactMap { ($0.component as? TextItem)?.title }
  }

  func ids<ID: Hashable & Sendable>(as type: ID.Type) -> [ID] {
    controller.content.sections.flatMap(\.rows).compactMap { $0.id.as(type) }
  }
}

/// A temporary directory holding copies of the bundled data files, for malformed-data tests.
struct ScratchData {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-demo-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: DataDirectory.bundled.url, to: url)
  }

  var directory: DataDirectory { DataDirectory(url: url) }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
  }

  func remove(_ name: String) throws {
    try FileManager.default.removeItem(at: url.appendingPathComponent(name))
  }
}

extension Harness {
  /// The component of the row with `id`, as `type`.
  func component<ID: Hashable & Sendable, C: Component>(_ id: ID, as type: C.Type) -> C? {
    controller.content.path(of: ListID(id)).flatMap { controller.content[$0]?.component as? C }
  }
}
