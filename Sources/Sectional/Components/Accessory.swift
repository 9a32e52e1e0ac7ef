/// What a ``TextItem`` shows at its trailing edge.
public enum Accessory: Equatable, Sendable {
  /// Nothing.
  case none
  /// A chevron: selecting the row goes somewhere.
  case disclosure
  /// A check mark: the row is the chosen option.
  case checkmark
  /// A switch with its current value. Renderers send `didSelect` when it is toggled.
  case toggle(isOn: Bool)
  /// An info button; tapping it sends `accessoryTapped`.
  case detailButton
  /// A short count or label in a capsule, such as an unread count.
  case badge(String)
}
