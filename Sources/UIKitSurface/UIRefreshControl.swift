/// https://developer.apple.com/documentation/uikit/uirefreshcontrol (a user's pull sets it
/// refreshing and sends `.valueChanged`: see `UIScrollView.pullToRefresh()`)
@MainActor open class UIRefreshControl: UIControl {
  internal var surfaceIsRefreshing = false

  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
  open var isRefreshing: Bool { surfaceIsRefreshing }

  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
  open func beginRefreshing() {
    surfaceIsRefreshing = true
  }

  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
  open func endRefreshing() {
    surfaceIsRefreshing = false
  }
}
