/// The liaison between a list's content and the renderer that draws it.
///
/// A controller owns the current ``ListContent`` and one connected ``ListRenderer``. Change the
/// content imperatively (append, insert, delete, replace, reload, move and swap rows and
/// sections, by position or by id) and the controller hands the renderer a
/// ``StagedChangeset`` that UIKit's batch updates accept. Events come back from the renderer by
/// position; the controller finds the row they belong to and calls that row's handlers.
///
/// ```swift
/// let controller = try ListController {
///   Section(id: "main") {
///     Row(id: "hello", TextItem("Hello")).onSelect { _ in print("hi") }
///   }
/// }
/// controller.connect(tableRenderer)
/// try controller.appendRows([Row(id: "world", TextItem("World"))], to: .id("main"))
/// ```
///
/// Every operation checks its input first: a bad position or an unknown id throws a
/// ``ListError`` and leaves the content exactly as it was.
@MainActor
public final class ListController {
  /// The content, as of the last change.
  public private(set) var content: ListContent

  /// The renderer that draws the content, if one is connected.
  public private(set) weak var renderer: (any ListRenderer)?

  /// What handlers use to navigate and present; a presenter that can do nothing until a host
  /// sets one.
  public var presenter: any Presenter

  /// Pagination, when the list opted in (see `paginate(section:…)`).
  public internal(set) var paginator: Paginator?

  private var pending: [StagedChangeset] = []
  private var isApplying = false

  /// Creates a controller with content.
  ///
  /// - Parameter content: The initial content; empty by default.
  /// - Throws: ``ContentError`` when ids repeat.
  public init(content: ListContent = .empty) throws(ContentError) {
    try content.validate()
    self.content = content
    self.presenter = UnattachedPresenter()
  }

  /// Creates a controller with content built by ``ListBuilder``.
  ///
  /// - Parameter build: The sections.
  /// - Throws: ``ContentError`` when ids repeat.
  public convenience init(@ListBuilder content build: () -> [Section]) throws(ContentError) {
    try self.init(content: ListContent(sections: build()))
  }

  /// Connects a renderer and asks it to show the content from scratch.
  ///
  /// - Parameter renderer: The renderer; the controller holds it weakly.
  public func connect(_ renderer: any ListRenderer) {
    self.renderer = renderer
    renderer.reloadData(from: self)
  }

  /// Replaces all content without animation (the renderer reloads everything).
  ///
  /// - Parameter content: The new content.
  /// - Throws: ``ContentError`` when ids repeat; the old content stays.
  public func reloadData(with content: ListContent) throws(ContentError) {
    try content.validate()
    self.content = content
    renderer?.reloadData(from: self)
  }

  /// Installs `newContent` and hands `changes` to the renderer, queueing them if the renderer is
  /// still applying an earlier change. Then fires `events`.
  package func commit(
    _ newContent: ListContent, _ changes: StagedChangeset, events: [PendingEvent] = []
  ) {
    content = newContent
    if !changes.isEmpty {
      pending.append(changes)
      drain()
    }
    for event in events {
      dispatch(event)
    }
  }

  private func drain() {
    guard !isApplying else { return }
    isApplying = true
    defer { isApplying = false }
    while !pending.isEmpty {
      let next = pending.removeFirst()
      renderer?.apply(next, from: self)
    }
  }

  /// Called with every visible region the renderer reports; hosts forward it to their screen
  /// (``Screen/visibleRegionDidChange(_:)``).
  public var onVisibleRegionChange: (@MainActor (VisibleRegion) -> Void)?

  /// How many times event handlers have run: a host that sees it unchanged after an event knows
  /// no handler could have changed the screen's state, and need not rebuild its content.
  public internal(set) var handlerRuns = 0

  /// Whether the renderer is applying a change right now.
  public var isUpdating: Bool { isApplying }
}

/// An event the controller fires after a change has been handed to the renderer.
package struct PendingEvent {
  package var event: RowEvent
  package var row: Row
  package var path: RowPath
  package var detail: EventDetail = .none
}
