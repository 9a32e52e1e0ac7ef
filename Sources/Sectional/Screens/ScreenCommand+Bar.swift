extension ScreenCommand {
  /// Where a bar shows each of `commands`, by index: the buttons of their own (every
  /// ``Placement/primary`` command, and an ``Placement/automatic`` one when it is the only
  /// command that is not primary) and the entries of the bar's menu of more actions (the rest),
  /// each in the screen's order. The one rule for UIKit's navigation bar and SwiftUI's toolbar.
  ///
  /// - Parameter commands: A screen's commands.
  /// - Complexity: O(n) in the commands.
  package static func barPlaces(of commands: [ScreenCommand]) -> (
    buttons: [Int], menu: [Int]
  ) {
    let notPrimary = commands.indices.filter { commands[$0].placement != .primary }
    let ownsButton: (Int) -> Bool = { index in
      commands[index].placement == .primary
        || (commands[index].placement == .automatic && notPrimary.count == 1)
    }
    return (
      commands.indices.filter(ownsButton), commands.indices.filter { !ownsButton($0) }
    )
  }
}

extension ScreenCommand {
  /// What a bar shows of a command: its title, whether it is enabled, its role and placement.
  /// A bar (UIKit's navigation bar, SwiftUI's toolbar) makes its buttons again only when the
  /// looks of a screen's commands change, as the screen's `commands` is read after every
  /// rebuild and actions, being closures, cannot be compared.
  package struct Look: Equatable {
    var title: String
    var isEnabled: Bool
    var role: Role
    var placement: Placement

    /// The look of `command`.
    package init(_ command: ScreenCommand) {
      title = command.title
      isEnabled = command.isEnabled
      role = command.role
      placement = command.placement
    }
  }
}
