/// What a detail pane shows while the pane before it has no row under its cursor: one line
/// saying so.
@MainActor
final class PlaceholderScreen: Screen {
  let title: String
  let message: String

  init(title: String, message: String) {
    self.title = title
    self.message = message
  }

  var content: ListContent {
    Section(id: "placeholder") {
      Row(id: "placeholder", TextItem(message)).selectable(false)
    }
  }
}
