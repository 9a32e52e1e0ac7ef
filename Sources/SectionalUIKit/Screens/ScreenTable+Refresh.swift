#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension ScreenTable {
    /// Gives `scrollView` (the table or collection view) a refresh control when the screen is refreshable
    /// (`RefreshableScreen`): a pull runs the host's refresh, and the control spins while any
    /// refresh runs (a pull, or one started from code) and stops when it ends. A failed refresh
    /// is presented as an alert, as every problem is; the rows stay.
    ///
    /// - Parameter scrollView: The table or collection view the screen shows in.
    func installRefreshControl(on scrollView: UIScrollView) {
      guard host.isRefreshable else { return }
      let control = UIRefreshControl()
      control.addAction(
        UIAction { [weak self, weak control] _ in
          guard let self else { return }
          host.refresh()
          // A refresh already under way (or a screen gone) leaves the control spinning alone.
          if !host.isRefreshing { control?.endRefreshing() }
        }, for: .valueChanged)
      host.observeRefreshing { [weak control] isRefreshing in
        guard let control else { return }
        if isRefreshing {
          if !control.isRefreshing { control.beginRefreshing() }
        } else {
          let wasRefreshing = control.isRefreshing
          control.endRefreshing()
          // VoiceOver hears that the list was refreshed: nothing else moves its focus.
          if wasRefreshing { UIView.announce(SectionalStrings.current.accessibility.refreshed) }
        }
      }
      scrollView.refreshControl = control
    }
  }
#endif
