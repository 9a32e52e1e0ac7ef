import Sectional

/// One screen on the navigation stack: its host (the core's screen loop) and its list view.
@MainActor
final class Page {
  let host: ScreenHost
  let list: ListView

  init(host: ScreenHost, list: ListView) {
    self.host = host
    self.list = list
  }

  var screen: any Screen { host.screen }
  var controller: ListController { host.controller }
}
