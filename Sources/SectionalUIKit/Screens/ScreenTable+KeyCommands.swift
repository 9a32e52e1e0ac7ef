#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension ScreenTable {
    /// The key commands of the screen's commands that have a key UIKit names
    /// (`ScreenCommand.Shortcut.uiKitKey`), in the screen's order, each sending `action`: the
    /// command's title is the key command's title and discoverability title, a disabled
    /// command's key command is disabled, a destructive one's destructive. A command whose key
    /// an earlier command has gets none. None takes priority over text input or focus movement
    /// (`wantsPriorityOverSystemBehavior`), and while `isEditingText`, keys that type or edit
    /// text are left out.
    ///
    /// - Parameters:
    ///   - action: The action the key commands send, which runs `perform(_:)` with the key command.
    ///   - isEditingText: Whether a text field or text view of the screen is being edited.
    /// - Complexity: O(n²) in the number of commands with a key (a screen has a handful).
    func keyCommands(action: Selector, isEditingText: Bool) -> [UIKeyCommand] {
      var keys: [UIKitKey] = []
      var keyCommands: [UIKeyCommand] = []
      for command in host.commands {
        guard let key = command.shortcut?.uiKitKey, !keys.contains(key) else { continue }
        keys.append(key)
        if isEditingText && key.editsText { continue }
        var attributes: UIMenuElement.Attributes = []
        if !command.isEnabled { attributes.insert(.disabled) }
        if command.role == .destructive { attributes.insert(.destructive) }
        let keyCommand = UIKeyCommand(
          title: command.title, action: action, input: key.input,
          modifierFlags: key.modifierFlags, discoverabilityTitle: command.title,
          attributes: attributes)
        // UIKit's default, said here because it is the rule: text input and focus movement
        // keep the keys they use (a letter typed in a field, an arrow moving the focus).
        keyCommand.wantsPriorityOverSystemBehavior = false
        keyCommands.append(keyCommand)
      }
      return keyCommands
    }

    /// Runs the command `keyCommand` stands for as the screen has it now: its first command
    /// with that key, which may have changed since the key command was made. A disabled command
    /// runs nothing.
    ///
    /// - Parameter keyCommand: A key command of ``keyCommands(action:isEditingText:)``.
    /// - Returns: Whether a command ran.
    @discardableResult
    func perform(_ keyCommand: UIKeyCommand) -> Bool {
      guard
        let command = host.commands.first(where: {
          $0.shortcut?.uiKitKey?.names(keyCommand) == true
        })
      else { return false }
      return run(command)
    }
  }
#endif
