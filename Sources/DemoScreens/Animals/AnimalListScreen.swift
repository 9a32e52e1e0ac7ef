import Sectional

/// The animal list of article 002, loaded from `Animals.plist`.
@MainActor
public final class AnimalListScreen: Screen {
  /// The title.
  public let title = "Animals"
  /// The animals, in file order.
  public let animals: [Animal]

  /// Creates the list.
  ///
  /// - Parameter animals: The animals to list.
  public init(animals: [Animal]) {
    self.animals = animals
  }

  /// One row per animal; selecting one pushes its detail.
  public var content: ListContent {
    Section(id: "animals") {
      for animal in animals {
        Row(
          id: animal.id, TextItem(animal.name, subtitle: animal.latinName, accessory: .disclosure)
        )
        .onSelect { $0.presenter.push(AnimalDetailScreen(animal: animal)) }
      }
    }
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
