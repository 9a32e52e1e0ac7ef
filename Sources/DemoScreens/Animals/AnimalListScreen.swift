import Sectional

/// The animal list of article 002, loaded from `Animals.plist`: a list, or a grid of cards
/// (`v` switches; the choice is saved with the demo's state).
@MainActor
public final class AnimalListScreen: Screen {
  /// The title.
  public let title = "Animals"
  /// The animals, in file order.
  public let animals: [Animal]
  /// Where the choice of list or grid persists.
  let store: PreferenceStore

  /// The narrowest a card of the grid may be, in points: 20 terminal columns, so an 80-column
  /// terminal shows three cards a line and a 40-column one a single column.
  public static let minimumCardWidth = 160.0

  /// Creates the list.
  ///
  /// - Parameters:
  ///   - animals: The animals to list.
  ///   - store: Where the choice of list or grid persists; in memory by default.
  public init(animals: [Animal], store: PreferenceStore = PreferenceStore(url: nil)) {
    self.animals = animals
    self.store = store
  }

  /// Rebuilds when another instance's saved changes are merged into the store.
  ///
  /// - Parameter context: The host's context.
  public func attach(_ context: ScreenContext) {
    store.follow(self, context: context)
  }

  /// Whether the animals show as a grid of cards.
  public var showsGrid: Bool { store.preferences.showsAnimalsAsGrid }

  /// `v` shows the animals as a grid, or as a list again.
  public var commands: [ScreenCommand] {
    [
      ScreenCommand(showsGrid ? "List" : "Grid", shortcut: .mnemonic("v")) { [store] _ in
        store.preferences.showsAnimalsAsGrid.toggle()
      }
    ]
  }

  /// One row per animal — a line of the list or a card of the grid, with the same id either
  /// way, so the cursor stays on its animal when the layout changes; selecting one pushes its
  /// detail.
  public var content: ListContent {
    Section(id: "animals") {
      for animal in animals {
        Row(
          id: animal.id, TextItem(animal.name, subtitle: animal.latinName, accessory: .disclosure)
        )
        .onSelect { $0.presenter.push(AnimalDetailScreen(animal: animal)) }
      }
    }
    .layout(showsGrid ? .grid(minimumItemWidth: Self.minimumCardWidth) : .list)
  }
}

/// An animal's detail page: four self-sizing rows — name and latin name, photo, text, and the
/// author's credit in a grouped section of its own (so a blank line sets it apart from the
/// text).
@MainActor
public final class AnimalDetailScreen: Screen {
  /// The animal.
  public let animal: Animal
  /// The animal's name.
  public var title: String { animal.name }

  /// Creates the page.
  ///
  /// - Parameter animal: The animal.
  public init(animal: Animal) {
    self.animal = animal
  }

  /// The four rows.
  public var content: ListContent {
    Section(id: "detail") {
      Row(id: "name", TextItem(animal.name, subtitle: animal.latinName)).selectable(false)
      Row(
        id: "photo",
        ImageItem(
          source: .named(animal.photo), aspectRatio: animal.photoAspectRatio,
          altText: animal.photoAlt)
      )
      .selectable(false)
      Row(id: "text", ParagraphItem(animal.text.joined(separator: "\n\n"))).selectable(false)
    }
    Section(id: "credit", style: .grouped) {
      Row(id: "author", ParagraphItem("Text by \(animal.author)", style: .dim)).selectable(false)
    }
  }
}
