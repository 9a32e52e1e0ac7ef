/// What the user did with a part of a component, as the component's renderer reports it to the
/// row: a toggle switched, a pill chosen, a value stepped. Each component declares its own
/// interactions; the core only carries them, in ``EventDetail/interaction(_:)``, to the row's
/// `didSelect` handlers.
///
/// ```swift
/// struct StepperItem: Component {
///   var value: Int
///   struct Stepped: ComponentInteraction { var value: Int }
/// }
/// ```
///
/// The row's handler receives it, typed:
///
/// ```swift
/// Row(id: "guests", StepperItem(value: guests))
///   .onInteraction(StepperItem.Stepped.self) { [unowned self] stepped, _ in
///     guests = stepped.value
///   }
/// ```
///
/// A renderer reports one with ``ListController/tap(at:deselecting:detail:)`` (or
/// `CellContext.send` in SectionalUIKit) and `.interaction(StepperItem.Stepped(value: 3))`.
public protocol ComponentInteraction: Equatable, Sendable {}

extension ComponentInteraction {
  /// Whether `other` is an interaction of the same type equal to this one.
  func isEqual(to other: any ComponentInteraction) -> Bool {
    (other as? Self) == self
  }
}
