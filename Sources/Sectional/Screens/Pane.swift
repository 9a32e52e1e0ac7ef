/// One pane of a ``SplitScreen``: a screen of its own, or the detail of the pane before it.
///
/// A pane has its own list, state, cursor and scroll. A detail pane shows what the cursor of
/// the pane before it is on: the split asks ``detail(id:minimumWidth:weight:placeholder:_:)``'s
/// closure for a screen each time that cursor moves to another row, and shows it in place of
/// the last one, without a push.
///
/// ```swift
/// var panes: [Pane] {
///   [
///     Pane(folders, id: "folders", minimumWidth: 24, weight: 2),
///     .detail(id: "contents", minimumWidth: 40, weight: 3) { [unowned self] row in
///       folders.contents(of: row)
///     },
///   ]
/// }
/// ```
@MainActor
public struct Pane {
  /// What a pane shows.
  enum Source {
    /// The same screen, all along.
    case screen(any Screen)
    /// The screen made for the row under the cursor of the pane before; `nil` shows the
    /// placeholder.
    case detail(@MainActor (ListID) -> (any Screen)?)
  }

  /// The pane's id within its split.
  public let id: ListID
  /// The narrowest the pane may be, in columns of a terminal (1 to 10,000); a split that
  /// cannot give every pane its minimum shows one pane at a time.
  public let minimumWidth: Int
  /// The pane's share of the width left over once every pane has its minimum.
  public let weight: Double
  /// What a detail pane says while the pane before it has no row under its cursor.
  public let placeholder: String
  let source: Source

  /// A pane showing `screen`.
  ///
  /// - Parameters:
  ///   - screen: The pane's screen, hosted for as long as the split is.
  ///   - id: The pane's id within its split.
  ///   - minimumWidth: The narrowest the pane may be, in terminal columns; 20 by default.
  ///   - weight: Its share of the width beyond the minimums; 1 by default.
  public init<ID: Hashable & Sendable>(
    _ screen: any Screen, id: ID, minimumWidth: Int = 20, weight: Double = 1
  ) {
    self.id = ListID(id)
    self.minimumWidth = Self.clamped(minimumWidth)
    self.weight = weight.isFinite ? max(0, weight) : 1
    self.placeholder = ""
    self.source = .screen(screen)
  }

  /// A pane showing the detail of the row under the cursor of the pane before it (master–detail).
  ///
  /// The closure runs when the cursor of the pane before rests on another row than the last
  /// time (not on every move within the same row, nor on every rebuild), and only while the
  /// detail pane is shown.
  ///
  /// - Parameters:
  ///   - id: The pane's id within its split.
  ///   - minimumWidth: The narrowest the pane may be, in terminal columns; 20 by default.
  ///   - weight: Its share of the width beyond the minimums; 1 by default.
  ///   - placeholder: What the pane says while there is no row to show, or the closure returns
  ///     `nil`; "Nothing selected" by default (``SectionalStrings/nothingSelected``).
  ///   - screen: Makes the screen for a row's id; `nil` shows the placeholder.
  /// - Returns: The pane.
  public static func detail<ID: Hashable & Sendable>(
    id: ID, minimumWidth: Int = 20, weight: Double = 1, placeholder: String? = nil,
    _ screen: @escaping @MainActor (ListID) -> (any Screen)?
  ) -> Pane {
    Pane(
      id: ListID(id), minimumWidth: minimumWidth, weight: weight,
      placeholder: placeholder ?? SectionalStrings.current.nothingSelected,
      source: .detail(screen))
  }

  private init(
    id: ListID, minimumWidth: Int, weight: Double, placeholder: String, source: Source
  ) {
    self.id = id
    self.minimumWidth = Self.clamped(minimumWidth)
    self.weight = weight.isFinite ? max(0, weight) : 1
    self.placeholder = placeholder
    self.source = source
  }

  /// A minimum width no terminal exceeds, so that adding the panes' never overflows.
  private static func clamped(_ width: Int) -> Int { min(max(1, width), 10_000) }

  /// Whether the pane shows the detail of the pane before it.
  public var isDetail: Bool {
    if case .detail = source { return true }
    return false
  }
}
