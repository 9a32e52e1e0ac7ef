import Foundation

/// An animal of the Animals screen (article 002), as stored in `Animals.plist`.
public struct Animal: Codable, Equatable, Sendable, Identifiable {
  /// A stable id.
  public var id: String
  /// Its common name.
  public var name: String
  /// Its scientific name.
  public var latinName: String
  /// The photo's file name.
  public var photo: String
  /// The photo's width divided by its height: from 0.1 to 10 in a data file.
  public var photoAspectRatio: Double
  /// A description of the photo.
  public var photoAlt: String
  /// Paragraphs about the animal.
  public var text: [String]
  /// Who wrote the text.
  public var author: String

  /// Creates an animal.
  public init(
    id: String, name: String, latinName: String, photo: String, photoAspectRatio: Double,
    photoAlt: String, text: [String], author: String
  ) {
    self.id = id
    self.name = name
    self.latinName = latinName
    self.photo = photo
    self.photoAspectRatio = photoAspectRatio
    self.photoAlt = photoAlt
    self.text = text
    self.author = author
  }

  /// The file the animals come from.
  public static let fileName = "Animals.plist"

  /// Loads and validates the animals.
  ///
  /// The file is a list of 1 to 1,000 dictionaries, one per animal, each with every key of
  /// ``Animal``: texts not empty (names and the photo's file name up to 200 characters, the
  /// photo's description up to 1,000, each of 1 to 100 paragraphs up to 10,000), ids unique,
  /// and `photoAspectRatio` a number from 0.1 to 10.
  ///
  /// - Parameter directory: Where the data files are.
  /// - Throws: ``DemoDataError`` naming the animal and key of the first problem.
  public static func load(from directory: DataDirectory) throws(DemoDataError) -> [Animal] {
    let value = try DataFile.propertyList(try directory.data(named: fileName), file: fileName)
    guard case .list(let records) = value else {
      throw DemoDataError(
        file: fileName, problem: "expected a list of animals, found \(value.described)")
    }
    return try DataFile.read(records, file: fileName, noun: "animal", plural: "animals") {
      (reader, id) throws(DemoDataError) in
      Animal(
        id: id,
        name: try reader.text("name", maximumLength: DataFile.shortText),
        latinName: try reader.text("latinName", maximumLength: DataFile.shortText),
        photo: try reader.text("photo", maximumLength: DataFile.shortText),
        photoAspectRatio: try reader.number("photoAspectRatio", in: DataFile.aspectRatios),
        photoAlt: try reader.text("photoAlt", maximumLength: DataFile.mediumText),
        text: try reader.texts(
          "text", itemWord: "paragraph", maximumCount: 100, maximumLength: DataFile.longText),
        author: try reader.text("author", maximumLength: DataFile.shortText))
    }
  }
}
