/// The screen a choice shown as a menu pushes: one row per option, a checkmark on the chosen
/// one; choosing reports the option and pops.
@MainActor
final class ChecklistScreen: Screen {
  private var choice: ChoiceItem
  private let onChoose: @MainActor @Sendable (ListID) -> Void

  init(choice: ChoiceItem, onChoose: @escaping @MainActor @Sendable (ListID) -> Void) {
    self.choice = choice
    self.onChoose = onChoose
  }

  var title: String { choice.label }

  /// The checked option: the cursor starts there, so Enter keeps the choice.
  var initialCursor: ListID? { choice.selection }

  var content: ListContent {
    Section(id: "options") {
      for option in choice.options {
        Row(
          id: option.id,
          TextItem(option.title, accessory: option.id == choice.selection ? .checkmark : .none)
        )
        .deselectsAfterSelection()
        .onSelect { [weak self] context in
          guard let self else { return }
          choice.selection = option.id
          onChoose(option.id)
          context.presenter.pop()
        }
      }
    }
  }
}
