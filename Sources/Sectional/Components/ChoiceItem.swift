/// A labelled choice of one option among several, as iOS Settings shows it: segments in the row
/// when they fit, otherwise a row showing the chosen option that opens a checklist.
///
/// ```swift
/// Row(
///   id: "sort",
///   ChoiceItem(
///     "Sort by",
///     options: [.init(id: "name", title: "Name"), .init(id: "date", title: "Date")],
///     selection: ListID(model.sort))
/// )
/// .onChange(ListID.self) { model.sort = $0.as(String.self) ?? "name" }
/// ```
public struct ChoiceItem: Component {
  /// How the choice is shown.
  public enum Style: Equatable, Hashable, Sendable {
    /// Segments in the row when they fit its width, otherwise ``menu``.
    case automatic
    /// Always segments in the row (truncated when narrow).
    case segmented
    /// A row showing the chosen option that opens a checklist of all options.
    case menu
  }

  /// The label.
  public var label: String
  /// The options, in the order shown.
  public var options: [Option]
  /// The chosen option's id, or `nil` when none is chosen.
  public var selection: ListID?
  /// How the choice is shown.
  public var style: Style
  /// Whether the choice can be changed.
  public var isEnabled: Bool

  /// Creates a choice.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - options: The options, in the order shown.
  ///   - selection: The chosen option's id.
  ///   - style: How the choice is shown.
  ///   - isEnabled: Whether the choice can be changed.
  public init(
    _ label: String, options: [Option], selection: ListID?, style: Style = .automatic,
    isEnabled: Bool = true
  ) {
    self.label = label
    self.options = options
    self.selection = selection
    self.style = style
    self.isEnabled = isEnabled
  }

  /// The chosen option's title, or `nil` when nothing (or an unknown id) is chosen.
  public var selectedTitle: String? {
    guard let selection else { return nil }
    return options.first { $0.id == selection }?.title
  }

  /// The index of the chosen option in ``options``.
  public var selectedIndex: Int? {
    guard let selection else { return nil }
    return options.firstIndex { $0.id == selection }
  }

  /// Whether a renderer that lays rows out in points shows the choice as segments in a row
  /// `width` points wide (else as a value row that opens its checklist): ``Style/segmented``
  /// always, ``Style/menu`` never, ``Style/automatic`` when two to five options fit beside the
  /// label, by an estimate of their widths. SectionalUIKit and the headless table both ask it.
  ///
  /// - Parameter width: The row's width in points.
  package func showsSegments(inWidth width: Double) -> Bool {
    switch style {
    case .segmented: return true
    case .menu: return false
    case .automatic:
      guard (2...5).contains(options.count) else { return false }
      let segments = options.reduce(0.0) { total, option in
        total + Double(option.title.count) * 8 + 24
      }
      return segments <= width - 40 - Double(label.count) * 10
    }
  }

  /// The checklist a renderer pushes for a choice shown as a menu: one row per option, a
  /// checkmark on the chosen one. Choosing calls `onChoose` with the option's id and pops the
  /// checklist.
  ///
  /// - Parameter onChoose: Called with the chosen option's id.
  /// - Returns: The checklist screen.
  @MainActor
  public func checklistScreen(onChoose: @escaping @MainActor @Sendable (ListID) -> Void)
    -> any Screen
  {
    ChecklistScreen(choice: self, onChoose: onChoose)
  }
}
