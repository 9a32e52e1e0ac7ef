#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension SplitViewController {
    /// ⌘[ (Back) while a pane before the focused one exists, ⌘] while a pane after it does,
    /// each titled with the screen it goes to.
    var paneKeyCommands: [UIKeyCommand] {
      var commands: [UIKeyCommand] = []
      let current = panes.current
      let focus = panes.focus
      if focus > 0 {
        commands.append(
          Self.paneKey("[", title: current[focus - 1].host.screen.title, action: Self.backAction))
      }
      if focus + 1 < current.count {
        commands.append(
          Self.paneKey("]", title: current[focus + 1].host.screen.title, action: Self.nextAction))
      }
      return commands
    }

    private static func paneKey(_ input: String, title: String, action: Selector) -> UIKeyCommand {
      let command = UIKeyCommand(
        title: title, action: action, input: input, modifierFlags: .command,
        discoverabilityTitle: title)
      command.wantsPriorityOverSystemBehavior = false
      return command
    }

    /// The action of ⌘[: UIKit sends it to the first responder along the chain that
    /// implements it, this split.
    static var backAction: Selector {
      #if canImport(UIKit)
        return #selector(SplitViewController.goBackFromKey(_:))
      #else
        // Linux has no Objective-C runtime: the UIKit surface's selector keeps the method.
        return Selector(
          surfaceName: "sectionalSplitGoBack:", method: SplitViewController.goBackFromKey)
      #endif
    }

    /// The action of ⌘].
    static var nextAction: Selector {
      #if canImport(UIKit)
        return #selector(SplitViewController.goForwardFromKey(_:))
      #else
        return Selector(
          surfaceName: "sectionalSplitGoForward:", method: SplitViewController.goForwardFromKey)
      #endif
    }

    /// Goes back a pane (``focusPreviousPane()``). Its Objective-C name is prefixed, as
    /// ``ScreenViewController``'s key command action is.
    ///
    /// - Parameter keyCommand: The key command UIKit sends it for.
    #if canImport(UIKit)
      @objc(sectionalSplitGoBack:)
    #endif
    func goBackFromKey(_ keyCommand: UIKeyCommand) {
      focusPreviousPane()
    }

    /// Goes forward a pane (``focusNextPane()``).
    ///
    /// - Parameter keyCommand: The key command UIKit sends it for.
    #if canImport(UIKit)
      @objc(sectionalSplitGoForward:)
    #endif
    func goForwardFromKey(_ keyCommand: UIKeyCommand) {
      focusNextPane()
    }
  }
#endif
