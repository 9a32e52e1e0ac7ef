import Sectional

/// The kinds of rows a page has, which decide the keys its help lists.
struct RowKinds: OptionSet {
  let rawValue: Int

  /// A row the cursor stops on that handles selection.
  static let selectable = RowKinds(rawValue: 1 << 0)
  /// A row with parts that take focus (pills, buttons).
  static let parts = RowKinds(rawValue: 1 << 1)
  /// A row with a detail (info) button.
  static let info = RowKinds(rawValue: 1 << 2)
  static let deletable = RowKinds(rawValue: 1 << 3)
  static let movable = RowKinds(rawValue: 1 << 4)
  /// A text field or text area.
  static let fields = RowKinds(rawValue: 1 << 5)
  /// A choice or a stepper.
  static let controls = RowKinds(rawValue: 1 << 6)
  /// A row with swipe or context-menu actions.
  static let actions = RowKinds(rawValue: 1 << 7)
  /// A row the cursor stops on that shows a disclosure chevron: it opens a screen.
  static let opens = RowKinds(rawValue: 1 << 8)
  /// A date, time or both (`DateItem`), edited in place.
  static let dates = RowKinds(rawValue: 1 << 9)

  static let all: RowKinds = [
    .selectable, .parts, .info, .deletable, .movable, .fields, .controls, .actions, .opens,
    .dates,
  ]

  init(rawValue: Int) { self.rawValue = rawValue }

  /// The kinds of the rows of `sections`, in one pass that stops once every kind has been seen.
  ///
  /// - Parameters:
  ///   - sections: The page's sections.
  ///   - renderers: The renderers that say how many parts a component has.
  init(of sections: [Section], renderers: ComponentRenderers) {
    self = []
    for section in sections {
      for row in section.rows {
        if self == .all { return }
        if row.traits.hasActions { insert(.actions) }
        if row.component.isFocusable { insert(.fields) }
        if row.component is ChoiceItem || row.component is StepperItem { insert(.controls) }
        if row.component is DateItem { insert(.dates) }
        if row.takesCursor && row.handles(.didSelect) { insert(.selectable) }
        if row.traits.isDeletable { insert(.deletable) }
        if row.traits.isMovable { insert(.movable) }
        if let item = row.component as? TextItem {
          if item.accessory == .detailButton { insert(.info) }
          if item.accessory == .disclosure, row.takesCursor { insert(.opens) }
        } else if !contains(.parts), renderers.renderer(for: row.component).parts(row.component) > 0
        {
          insert(.parts)
        }
      }
    }
  }
}
