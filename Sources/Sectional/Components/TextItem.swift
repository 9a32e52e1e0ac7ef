/// The standard row: a title with an optional subtitle, detail value, icon and accessory.
///
/// ```swift
/// TextItem("Privacy policy", icon: "lock.shield", accessory: .disclosure)
/// TextItem("Log Out", role: .destructive)
/// ```
///
/// A text item is 24 bytes: its title, and one reference to the rest, which items without a
/// subtitle, detail or icon share. A row holds it inline, so a list of text rows with short
/// titles (up to 15 UTF-8 bytes, which `String` stores inline) allocates nothing per row.
public struct TextItem: Component {
  /// The main text.
  public var title: String
  /// Everything but the title, out of line and shared: see ``Details``.
  @usableFromInline var details: Details

  /// Secondary text under the title.
  public var subtitle: String? {
    get { details.subtitle }
    set { details = details.replacing { $0.subtitle = newValue } }
  }
  /// A value shown at the trailing edge, before the accessory.
  public var detail: String? {
    get { details.detail }
    set { details = details.replacing { $0.detail = newValue } }
  }
  /// An icon by symbol name (SF Symbols names, such as `"star"`); renderers map names they know.
  public var icon: String? {
    get { details.icon }
    set { details = details.replacing { $0.icon = newValue } }
  }
  /// What the row shows at its trailing edge.
  public var accessory: Accessory {
    get { details.accessory }
    set { details = details.replacing { $0.accessory = newValue } }
  }
  /// Whether the row's action is ordinary or destructive.
  public var role: Role {
    get { details.role }
    set { details = details.replacing { $0.role = newValue } }
  }

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
  @inlinable
  public init(
    _ title: String,
    subtitle: String? = nil,
    detail: String? = nil,
    icon: String? = nil,
    accessory: Accessory = .none,
    role: Role = .normal
  ) {
    self.title = title
    // Inlined, so that the usual item (a title alone) stores the shared plain details without a
    // call; the others are assembled, and share details when they can.
    if subtitle == nil, detail == nil, icon == nil, case .none = accessory, case .normal = role {
      self.details = Details.plain
    } else {
      self.details = Details.details(
        subtitle: subtitle, detail: detail, icon: icon, accessory: accessory, role: role)
    }
  }

  /// Whether both items show the same thing.
  public static func == (lhs: TextItem, rhs: TextItem) -> Bool {
    lhs.title == rhs.title
      && (lhs.details === rhs.details || lhs.details.fields == rhs.details.fields)
  }
}
