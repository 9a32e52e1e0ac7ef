#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A `SplitScreen` in a column-style `UISplitViewController`: each pane's screen in a
  /// ``ScreenViewController`` of its own, each in a column (two panes: primary and secondary;
  /// three: primary, supplementary and secondary), side by side in a regular width.
  ///
  /// ```swift
  /// let mail = SplitViewController(screen: MailScreen())
  /// window.rootViewController = mail
  /// ```
  ///
  /// The panes keep the core's model (the one the terminal and `ScreenTestHost` use): which
  /// pane has the focus, and master–detail. A detail pane (`Pane.detail`) follows the selected
  /// row of the pane before it, which a sidebar keeps selected: when a person selects a row
  /// there, the detail's column gets the ``ScreenViewController`` of the screen made for that
  /// row, and the focus moves to it. A row without a detail shows the pane's placeholder and
  /// keeps the focus where it was. Selecting a row of a pane gives that pane the focus.
  ///
  /// In a compact width (an iPhone, a narrow iPad window) UIKit collapses the split into one
  /// navigation stack, with the focused pane on top; selecting a row shows its detail as a
  /// push does (`show(_:)`), and the back button gives the focus back to the pane it uncovers.
  /// Widened again, the columns show side by side, each with its selection where it was.
  ///
  /// With a hardware keyboard, ⌘[ goes back (the focus moves to the pane before; collapsed, the
  /// pane on top is popped) and ⌘] moves the focus to the next pane (collapsed, it is pushed);
  /// each key command is titled with the screen it goes to.
  ///
  /// Each pane's screen works as on a screen of its own: its handlers' alerts and action sheets
  /// are presented from its controller, its pushes go on its column's navigation controller,
  /// and its commands are bar buttons of its column's navigation bar. The panes' weights are
  /// the columns' preferred width fractions.
  ///
  /// Apple's rule for where a split view controller can be: it is not pushed on a navigation
  /// stack (UIKit raises), and is best the window's root view controller. So
  /// ``UIKitPresenter`` presents a split screen that is pushed, full screen, with Cancel in the
  /// first pane's navigation bar, which dismisses it (as it presents a split screen presented).
  ///
  /// The split is its own `UISplitViewController.delegate`: do not replace it.
  @MainActor
  public final class SplitViewController: UISplitViewController {
    /// The panes: each one's host and controller, the focus, and master–detail (the core's).
    package let panes: SplitPanes<ScreenViewController>
    /// The split's delegate, which the split keeps (UIKit keeps its delegate weakly).
    private let columnsDelegate = SplitColumnsDelegate()

    /// Shows `screen`'s panes, each in a column, side by side in a regular width.
    ///
    /// - Parameters:
    ///   - screen: The split. It has two or three panes; a split of one shows it alone.
    ///   - prepare: Prepares every pane's ``ScreenViewController`` as it is made (a detail's
    ///     too, each time its row changes) and the screens the panes push: register your own
    ///     cells here.
    public init(
      screen: any SplitScreen,
      preparingPanes prepare: (@MainActor (ScreenViewController) -> Void)? = nil
    ) {
      panes = SplitPanes(
        screen,
        host: { paneScreen in
          let pane = ScreenViewController.pane(for: paneScreen)
          pane.screenTable.preparePushedScreen = prepare
          prepare?(pane)
          return (pane.host, pane)
        },
        cursor: { $0.selectedRowID })
      super.init(style: panes.count == 3 ? .tripleColumn : .doubleColumn)
      title = screen.title
      columnsDelegate.split = self
      delegate = columnsDelegate
      panes.onReplace = { [weak self] _, new in self?.install(new) }
      panes.onRowSelected = { [weak self] index, focusMoved in
        self?.rowSelected(inPane: index, focusMoved: focusMoved)
      }
      preferredSplitBehavior = .tile
      preferredDisplayMode =
        switch panes.count {
        case 3: .twoBesideSecondary
        case 2: .oneBesideSecondary
        default: .secondaryOnly
        }
      let weights = panes.panes.map(\.weight)
      let total = weights.reduce(0, +)
      if total > 0, weights.count > 1 {
        preferredPrimaryColumnWidthFraction = CGFloat(weights[0] / total)
        if weights.count == 3 {
          preferredSupplementaryColumnWidthFraction = CGFloat(weights[1] / total)
        }
      }
      for pane in panes.current {
        install(pane)
      }
    }

    /// Not supported: splits are created in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The split screen shown.
    public var screen: any SplitScreen { panes.screen }

    /// Each pane's controller, leading first, as the columns show them.
    public var paneControllers: [ScreenViewController] { panes.current.map(\.view) }

    /// The controller of the pane that has the focus: the one a person selected a row of last,
    /// or went back or forward to; in a compact width, the one on top.
    public var focusedPaneController: ScreenViewController { panes.focused.view }

    /// The keys of a hardware keyboard that move between the panes, after those UIKit gives
    /// the split: ⌘[ (Back) while there is a pane before the focused one, ⌘] while there is one
    /// after it, each titled with the screen it goes to. The focused pane's own keys come
    /// first along the responder chain.
    public override var keyCommands: [UIKeyCommand]? {
      let commands = (super.keyCommands ?? []) + paneKeyCommands
      return commands.isEmpty ? nil : commands
    }

    /// The column each pane shows in, leading first.
    package var columns: [UISplitViewController.Column] {
      switch panes.count {
      case 3: [.primary, .supplementary, .secondary]
      case 2: [.primary, .secondary]
      default: [.secondary]
      }
    }

    /// Puts a pane's controller in its column, and listens for it to appear.
    private func install(_ pane: SplitPanes<ScreenViewController>.Shown) {
      guard let index = panes.index(of: pane.host), columns.indices.contains(index) else {
        return
      }
      (pane.view as? PaneViewController)?.onWillAppear = { [weak self] controller in
        self?.paneWillAppear(controller)
      }
      setViewController(pane.view, for: columns[index])
    }

    /// A person selected a row of a pane, and the split did what that does: the pane takes
    /// the focus unless it moved to the detail, the columns follow, and a collapsed split shows
    /// the detail the focus moved to.
    private func rowSelected(inPane index: Int, focusMoved: Bool) {
      if !focusMoved { panes.focus(index) }
      showFocus(pushing: focusMoved)
    }

    /// After the focus moved (or a pane was selected): side by side, every detail column
    /// follows; collapsed, the focused pane is brought up to date and, when `pushing`, shown.
    private func showFocus(pushing: Bool) {
      guard isCollapsed else {
        bringColumnsUpToDate()
        return
      }
      _ = panes.focused
      if pushing { show(columns[panes.focus]) }
    }

    /// Brings every detail column up to date with the selection of the pane before it.
    func bringColumnsUpToDate() {
      _ = panes.shown
    }

    /// In a collapsed split, the pane that appears on top (pushed, or uncovered by back) has
    /// the focus. Collapsing and expanding move controllers between stacks: not a person's
    /// doing, so the core's collapsed state (set once UIKit collapsed, cleared as it starts
    /// expanding) keeps those out.
    private func paneWillAppear(_ controller: PaneViewController) {
      guard isCollapsed, panes.isCollapsed,
        controller.navigationController?.topViewController === controller,
        let index = panes.index(of: controller.host)
      else { return }
      panes.focus(index)
    }

    /// Goes back, as ⌘[ does: the focus moves to the pane before; collapsed, the pane on top is
    /// popped (`hide(_:)`), as its back button does.
    func focusPreviousPane() {
      let previous = panes.focus - 1
      guard previous >= 0 else { return }
      if isCollapsed { hide(columns[panes.focus]) }
      panes.focus(previous)
    }

    /// Goes forward, as ⌘] does: the focus moves to the next pane; collapsed, it is pushed
    /// (`show(_:)`).
    func focusNextPane() {
      let next = panes.focus + 1
      guard next < panes.count else { return }
      panes.focus(next)
      showFocus(pushing: true)
    }
  }
#endif
