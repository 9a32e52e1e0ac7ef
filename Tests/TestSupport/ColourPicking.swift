import Sectional

/// A screen whose row pushes a picker that hands its choice back through a closure and pops:
/// the state of the screen under it changes in the picker's handler, and every host must show
/// it when the picker goes away.
@MainActor
package final class ColourScreen: Screen {
  package let title = "Parent"
  package var colour = "red"

  package init() {}

  package var content: ListContent {
    Section(id: "s") {
      Row(id: "colour", TextItem("Colour", detail: colour), height: .fixed(44)).onSelect {
        [unowned self] context in
        context.presenter.push(ColourPicker { [unowned self] in colour = $0 })
      }
    }
  }
}

/// The picker a ``ColourScreen`` pushes.
@MainActor
package final class ColourPicker: Screen {
  package let title = "Colour"
  let onPick: @MainActor (String) -> Void

  package init(onPick: @escaping @MainActor (String) -> Void) { self.onPick = onPick }

  package var content: ListContent {
    Section(id: "colours") {
      for colour in ["red", "green", "blue"] {
        Row(id: colour, TextItem(colour), height: .fixed(44)).onSelect {
          [unowned self] context in
          onPick(colour)
          context.presenter.pop()
        }
      }
    }
  }
}
