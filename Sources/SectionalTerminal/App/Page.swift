import Sectional

/// One screen on the navigation stack, with its controller and list view.
@MainActor
final class Page {
  let screen: any Screen
  let controller: ListController
  let list: ListView

  init(screen: any Screen, controller: ListController, list: ListView) {
    self.screen = screen
    self.controller = controller
    self.list = list
  }
}
