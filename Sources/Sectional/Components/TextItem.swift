/// The standard row: a title with an optional subtitle, detail value, icon and accessory.
///
/// ```swift
/// TextItem("Privacy policy", icon: "lock.shield", accessory: .disclosure)
/// TextItem("Log Out", role: .destructive)
/// ```
public struct TextItem: Component {
  /// The main text.
  public var title: String
  /// Secondary text under the title.
  public var subtitle: String?
  /// A value shown at the trailing edge, before the accessory.
  public var detail: String?
  /// An icon by symbol name (SF Symbols names, such as `"star"`); renderers map names they know.
  public var icon: String?
  /// What the row shows at its trailing edge.
  public var accessory: Accessory
  /// Whether the row's action is ordinary or destructive.
  public var role: Role

  /// The role of a text row.
  public enum Role: Equatable, Sendable {
    /// An ordinary row.
    case normal
    /// A row whose action destroys data or signs out; renderers draw it in red.
    case destructive
  }

  /// Creates a text row.
  ///
  /// - Parameters:
  ///   - title: The main text.
  ///   - subtitle: Secondary text under the title.
  ///   - detail: A value at the trailing edge.
  ///   - icon: A symbol name.
  ///   - accessory: The trailing accessory; `.none` by default.
  ///   - role: `.normal` by default.
  public init(
    _ title: String,
    subtitle: String? = nil,
    detail: String? = nil,
    icon: String? = nil,
    accessory: Accessory = .none,
    role: Role = .normal
  ) {
    self.title = title
    self.subtitle = subtitle
    self.detail = detail
    self.icon = icon
    self.accessory = accessory
    self.role = role
  }
}
