extension TextItem {
  /// A text item's subtitle, detail, icon, accessory and role, out of line so that the item is
  /// 24 bytes. Immutable: setting one of them replaces the reference, so items keep value
  /// semantics. Items with no subtitle, detail or icon and an accessory without a payload share
  /// one instance per accessory and role, so making them allocates nothing.
  @usableFromInline
  final class Details: Sendable {
    /// The values themselves.
    struct Fields: Equatable, Sendable {
      var subtitle: String?
      var detail: String?
      var icon: String?
      var accessory: Accessory
      var role: Role
    }

    let fields: Fields

    var subtitle: String? { fields.subtitle }
    var detail: String? { fields.detail }
    var icon: String? { fields.icon }
    var accessory: Accessory { fields.accessory }
    var role: Role { fields.role }

    private init(_ fields: Fields) {
      self.fields = fields
    }

    /// Details holding `fields`: a shared instance when there is one.
    static func make(_ fields: Fields) -> Details {
      if fields.subtitle == nil, fields.detail == nil, fields.icon == nil,
        let shared = shared(accessory: fields.accessory, role: fields.role)
      {
        return shared
      }
      return Details(fields)
    }

    /// The details of an item with no subtitle, detail, icon or accessory, and the normal
    /// role: the usual item. One of the shared instances.
    @usableFromInline
    static let plain = Details(Fields(accessory: .none, role: .normal))

    /// The details of an item with these fields: a shared instance when there is one.
    @usableFromInline
    static func details(
      subtitle: String?, detail: String?, icon: String?, accessory: Accessory, role: Role
    ) -> Details {
      make(Fields(subtitle: subtitle, detail: detail, icon: icon, accessory: accessory, role: role))
    }

    /// The shared details with only `accessory` and `role`, if there is one.
    static func shared(accessory: Accessory, role: Role) -> Details? {
      sharedIndex(accessory, role).map { shared[$0] }
    }

    /// These details with `change` made.
    func replacing(_ change: (inout Fields) -> Void) -> Details {
      var fields = fields
      change(&fields)
      return Details.make(fields)
    }

    /// The accessories without a payload, in the order of ``shared``.
    private static let sharedAccessories: [Accessory] = [
      .none, .disclosure, .checkmark, .toggle(isOn: false), .toggle(isOn: true), .detailButton,
    ]

    /// One instance for each accessory of ``sharedAccessories`` in each role.
    private static let shared: [Details] = [Role.normal, .destructive].flatMap { role in
      sharedAccessories.map { accessory in
        accessory == .none && role == .normal
          ? plain : Details(Fields(accessory: accessory, role: role))
      }
    }

    /// The position in ``shared`` of the details with only `accessory` and `role`, if any.
    private static func sharedIndex(_ accessory: Accessory, _ role: Role) -> Int? {
      let position: Int
      switch accessory {
      case .none: position = 0
      case .disclosure: position = 1
      case .checkmark: position = 2
      case .toggle(let isOn): position = isOn ? 4 : 3
      case .detailButton: position = 5
      case .badge: return nil
      }
      return role == .normal ? position : position + sharedAccessories.count
    }
  }
}
