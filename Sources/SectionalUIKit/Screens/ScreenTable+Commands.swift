#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The bar buttons a ``ScreenTable`` shows for its screen's commands.
  struct CommandBar {
    /// The buttons, right to left.
    var items: [UIBarButtonItem] = []
    /// The commands they show.
    var looks: [ScreenCommand.Look]?
  }

  extension ScreenTable {
    /// Shows the screen's commands in `viewController`'s navigation item, to the left of any
    /// button already there (a presented screen's Done): a command placed ``ScreenCommand/Placement/primary``
    /// gets a button of its own, and so does an ``ScreenCommand/Placement/automatic`` one when
    /// it is the only command not placed primary; the others are the entries of one menu
    /// button (`ellipsis.circle`). A disabled command's button or entry is disabled, and a
    /// destructive one's entry is marked destructive. A command's key is not shown here: a
    /// ``ScreenViewController`` offers it as a key command (`keyCommands`).
    ///
    /// - Parameter viewController: The view controller whose navigation bar shows the screen.
    func showCommands(in viewController: UIViewController) {
      let commands = host.commands
      let looks = commands.map(ScreenCommand.Look.init)
      guard looks != commandBar.looks else { return }
      let items = Self.barItems(for: commands) { [weak self] index in self?.perform(index) }
      let navigationItem = viewController.navigationItem
      let others = (navigationItem.rightBarButtonItems ?? []).filter { item in
        !commandBar.items.contains { $0 === item }
      }
      let all = others + items
      navigationItem.rightBarButtonItems = all.isEmpty ? nil : all
      commandBar = CommandBar(items: items, looks: looks)
    }

    /// Runs the screen's command at `index` as the screen has it now (its buttons are kept while
    /// what they show is the same, and the action may have changed since).
    func perform(_ index: Int) {
      let commands = host.commands
      guard commands.indices.contains(index) else { return }
      run(commands[index])
    }

    /// Runs `command` through the host, with the selected row as its selection; whether it ran
    /// (a disabled command does not).
    @discardableResult
    func run(_ command: ScreenCommand) -> Bool {
      let selection = liaison.selectedRowIDs.first ?? collectionLiaison.selectedRowIDs.first
      return host.perform(command, selection: selection)
    }

    /// The buttons for `commands`, right to left: those of their own first, in order, then
    /// the menu of the rest. Each runs the command at its index through `run`.
    static func barItems(
      for commands: [ScreenCommand], run: @escaping @MainActor (Int) -> Void
    ) -> [UIBarButtonItem] {
      let (own, menu) = ScreenCommand.barPlaces(of: commands)
      var items = own.map { index in
        let item = UIBarButtonItem(
          title: commands[index].title, primaryAction: action(commands[index], index, run: run))
        item.isEnabled = commands[index].isEnabled
        return item
      }
      if !menu.isEmpty {
        items.append(
          UIBarButtonItem(
            title: SectionalStrings.current.moreActions,
            image: UIImage(systemName: "ellipsis.circle"),
            menu: UIMenu(children: menu.map { action(commands[$0], $0, run: run) })))
      }
      return items
    }

    private static func action(
      _ command: ScreenCommand, _ index: Int, run: @escaping @MainActor (Int) -> Void
    ) -> UIAction {
      var attributes: UIMenuElement.Attributes = []
      if !command.isEnabled { attributes.insert(.disabled) }
      if command.role == .destructive { attributes.insert(.destructive) }
      return UIAction(title: command.title, attributes: attributes) { _ in run(index) }
    }
  }
#endif
