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
  /// The photo's width divided by its height.
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
  /// - Parameter directory: Where the data files are.
  /// - Throws: ``DemoDataError`` naming the record and key of the first problem.
  public static func load(from directory: DataDirectory) throws(DemoDataError) -> [Animal] {
    let data = try directory.data(named: fileName)
    let animals: [Animal]
    do {
      animals = try PropertyListDecoder().decode([Animal].self, from: data)
    } catch let error as DecodingError {
      throw error.demoError(file: fileName)
    } catch {
      throw DemoDataError(
        file: fileName, problem: "not a property list: \(error.localizedDescription)")
    }
    var seen = Set<String>()
    for (index, animal) in animals.enumerated() {
      let place = "record \(index + 1)"
      if animal.id.isEmpty || !seen.insert(animal.id).inserted {
        throw DemoDataError(
          file: fileName, place: place + ", key \"id\"", problem: "the id is empty or repeated")
      }
      if animal.name.trimmingCharacters(in: .whitespaces).isEmpty {
        throw DemoDataError(
          file: fileName, place: place + ", key \"name\"", problem: "the name is empty")
      }
      if !(animal.photoAspectRatio.isFinite && animal.photoAspectRatio > 0) {
        throw DemoDataError(
          file: fileName, place: place + ", key \"photoAspectRatio\"",
          problem: "must be a positive number, found \(animal.photoAspectRatio)")
      }
      if animal.text.isEmpty {
        throw DemoDataError(
          file: fileName, place: place + ", key \"text\"", problem: "has no paragraphs")
      }
    }
    if animals.isEmpty {
      throw DemoDataError(file: fileName, problem: "lists no animals")
    }
    return animals
  }
}
