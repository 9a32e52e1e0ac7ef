extension TextItem {
  /// A text item's subtitle, detail, icon, accessory and role, out of line so that the item is
  /// 24 bytes; an item with a title alone has none (``TextItem/Storage/plain(_:)``). Immutable:
  /// setting one of them replaces the reference, so items keep value semantics. Items with no
  /// subtitle, detail or icon and an accessory without a payload share one instance per
  /// accessory and role, so making them allocates nothing.
  @usableFromInline
  final class Details: Sendable {
    /// The values themselves.
    struct Fields: Equatable, Sendable {
      var subtitle: String?
      var detail: String?
      var icon: String?
      var accessory: Accessory
      var role: Role

      /// The fields of an item with a title alone.
      static var plain: Fields { Fields(accessory: .none, role: .normal) }
    }

    let fields: Fields

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

    /// Whether these details and `other` hold the same fields.
    @usableFromInline
    func hasSameFields(as other: Details) -> Bool {
      self === other || fields == other.fields
    }

    /// The accessories without a payload, in the order of ``shared``.
    private static let sharedAccessories: [Accessory] = [
      .none, .disclosure, .checkmark, .toggle(isOn: false), .toggle(isOn: true), .detailButton,
    ]

    /// One instance for each accessory of ``sharedAccessories`` in each role.
    static let shared: [Details] = [Role.normal, .destructive].flatMap { role in
      sharedAccessories.map { accessory in Details(Fields(accessory: accessory, role: role)) }
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
