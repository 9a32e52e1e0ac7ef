/// The standard row: a title with an optional subtitle, detail value, icon and accessory.
///
/// ```swift
/// TextItem("Privacy policy", icon: "lock.shield", accessory: .disclosure)
/// TextItem("Log Out", role: .destructive)
/// ```
///
/// A text item is 24 bytes. An item with a title alone, the usual row, holds its title and
/// nothing else: making, copying and dropping it counts no reference but the title's. The rest
/// (subtitle, detail, icon, accessory and role) is one reference, which items with the same
/// accessory and role and no text beyond the title share. A row holds the item inline, so a list
/// of text rows with short titles (up to 15 UTF-8 bytes, which `String` stores inline) allocates
/// nothing per row.
public struct TextItem: Component {
  /// The title, and the details of an item with more than a title.
  @usableFromInline var storage: Storage

  /// How an item is stored: a title alone, or a title and the rest, out of line.
  @usableFromInline
  enum Storage: Sendable {
    /// A title alone: no subtitle, detail or icon, no accessory, the normal role.
    case plain(String)
    /// A title and everything else, out of line and shared: see ``Details``. Never the fields
    /// of a plain item, so that an item has one storage and equal items compare by their case.
    case detailed(String, Details)
  }

  /// The main text.
  public var title: String {
    @inlinable get {
      switch storage {
      case .plain(let title), .detailed(let title, _): title
      }
    }
    set {
      switch storage {
      case .plain: storage = .plain(newValue)
      case .detailed(_, let details): storage = .detailed(newValue, details)
      }
    }
  }

  /// Everything but the title; a plain item's are the defaults.
  var fields: Details.Fields {
    if case .detailed(_, let details) = storage { return details.fields }
    return Details.Fields.plain
  }

  /// Makes `change` to everything but the title, storing the result as ``Storage`` says.
  mutating func changeFields(_ change: (inout Details.Fields) -> Void) {
    var fields = fields
    change(&fields)
    storage = Self.storage(title: title, fields: fields)
  }

  /// The storage of an item with `title` and `fields`.
  static func storage(title: String, fields: Details.Fields) -> Storage {
    fields == .plain ? .plain(title) : .detailed(title, Details.make(fields))
  }

  /// Secondary text under the title.
  public var subtitle: String? {
    get { fields.subtitle }
    set { changeFields { $0.subtitle = newValue } }
  }
  /// A value shown at the trailing edge, before the accessory.
  public var detail: String? {
    get { fields.detail }
    set { changeFields { $0.detail = newValue } }
  }
  /// An icon by symbol name (SF Symbols names, such as `"star"`); renderers map names they know.
  public var icon: String? {
    get { fields.icon }
    set { changeFields { $0.icon = newValue } }
  }
  /// What the row shows at its trailing edge.
  public var accessory: Accessory {
    get { fields.accessory }
    set { changeFields { $0.accessory = newValue } }
  }
  /// Whether the row's action is ordinary or destructive.
  public var role: Role {
    get { fields.role }
    set { changeFields { $0.role = newValue } }
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
    // Inlined, so that the usual item (a title alone) stores its title and nothing else,
    // without a call; the others are assembled, and share details when they can.
    if subtitle == nil, detail == nil, icon == nil, case .none = accessory, case .normal = role {
      self.storage = .plain(title)
    } else {
      self.storage = .detailed(
        title,
        Details.details(
          subtitle: subtitle, detail: detail, icon: icon, accessory: accessory, role: role))
    }
  }

  /// Whether both items show the same thing.
  @inlinable
  public static func == (lhs: TextItem, rhs: TextItem) -> Bool {
    // Inlined where the diff compares paired rows: two plain items compare their titles alone.
    switch (lhs.storage, rhs.storage) {
    case (.plain(let title), .plain(let otherTitle)):
      title == otherTitle
    case (.detailed(let title, let details), .detailed(let otherTitle, let otherDetails)):
      title == otherTitle && details.hasSameFields(as: otherDetails)
    default:
      // A plain item's fields are never stored as details, so the cases differ in a field.
      false
    }
  }
}
