import Foundation
import Sectional

/// The demo's persisted state: log-in state, the third-party connection, filters, the time of
/// the daily digest, the About screen's toggles, the comments written on the Feed, the posts
/// liked and saved on the Feed, and whether the Feed and the Animals list show as grids.
public struct Preferences: Codable, Equatable, Sendable {
  /// Whether the user is logged in.
  public var isLoggedIn = false
  /// The account signed in with the Sign In form, while logged in; `nil` otherwise (and in a
  /// file written before the form existed).
  public var accountName: String?
  /// Whether the third-party service is connected.
  public var isThirdPartyConnected = false
  /// The applied filters, in order.
  public var filters: [String] = Preferences.allFilters
  /// When the daily digest arrives, on the wall clock: 08:00 unless the user chose another
  /// time (and in a file written before the setting existed). Saved as `"HH:MM"`.
  public var dailyDigest = TimeOfDay.eightInTheMorning
  /// About's app-settings toggles, by id.
  public var toggles: [String: Bool] = [:]
  /// The comments the user wrote on the Feed, oldest first, by post id.
  public var comments: [String: [String]] = [:]
  /// The ids of the posts the user liked on the Feed.
  public var likedPosts: Set<String> = []
  /// The ids of the posts the user saved ("⚑ Saved") on the Feed.
  public var savedPosts: Set<String> = []
  /// Whether the Animals list shows its animals as a grid of cards rather than a list.
  public var showsAnimalsAsGrid = false
  /// Whether the Feed shows its posts' pictures as a grid of three columns rather than the
  /// posts.
  public var showsFeedAsGrid = false

  /// Every filter the Settings screen offers.
  public static let allFilters = ["Vegan", "Open now", "Under $20", "Outdoor seating"]

  /// Defaults: logged out, not connected, every filter applied, the digest at 08:00.
  public init() {}

  enum CodingKeys: String, CodingKey {
    case isLoggedIn, accountName, isThirdPartyConnected, filters, dailyDigest, toggles, comments
    case likedPosts, savedPosts, showsAnimalsAsGrid, showsFeedAsGrid
  }

  /// Decodes saved state; a missing field keeps its default, so a file written by an older
  /// version still loads.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field has the wrong type or the data is not an object,
  ///   or the daily digest's time is not a time of day written `"HH:MM"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Preferences()
    isLoggedIn =
      try container.decodeIfPresent(Bool.self, forKey: .isLoggedIn) ?? defaults.isLoggedIn
    accountName = try container.decodeIfPresent(String.self, forKey: .accountName)
    isThirdPartyConnected =
      try container.decodeIfPresent(Bool.self, forKey: .isThirdPartyConnected)
      ?? defaults.isThirdPartyConnected
    filters = try container.decodeIfPresent([String].self, forKey: .filters) ?? defaults.filters
    dailyDigest =
      try container.decodeIfPresent(TimeOfDay.self, forKey: .dailyDigest) ?? defaults.dailyDigest
    toggles =
      try container.decodeIfPresent([String: Bool].self, forKey: .toggles) ?? defaults.toggles
    comments =
      try container.decodeIfPresent([String: [String]].self, forKey: .comments)
      ?? defaults.comments
    likedPosts =
      try container.decodeIfPresent(Set<String>.self, forKey: .likedPosts) ?? defaults.likedPosts
    savedPosts =
      try container.decodeIfPresent(Set<String>.self, forKey: .savedPosts) ?? defaults.savedPosts
    showsAnimalsAsGrid =
      try container.decodeIfPresent(Bool.self, forKey: .showsAnimalsAsGrid)
      ?? defaults.showsAnimalsAsGrid
    showsFeedAsGrid =
      try container.decodeIfPresent(Bool.self, forKey: .showsFeedAsGrid)
      ?? defaults.showsFeedAsGrid
  }

  /// Encodes the state; the liked and saved posts in order of their ids, so that the same
  /// state is always the same file.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError` when the encoder refuses a value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(isLoggedIn, forKey: .isLoggedIn)
    try container.encodeIfPresent(accountName, forKey: .accountName)
    try container.encode(isThirdPartyConnected, forKey: .isThirdPartyConnected)
    try container.encode(filters, forKey: .filters)
    try container.encode(dailyDigest, forKey: .dailyDigest)
    try container.encode(toggles, forKey: .toggles)
    try container.encode(comments, forKey: .comments)
    try container.encode(likedPosts.sorted(), forKey: .likedPosts)
    try container.encode(savedPosts.sorted(), forKey: .savedPosts)
    try container.encode(showsAnimalsAsGrid, forKey: .showsAnimalsAsGrid)
    try container.encode(showsFeedAsGrid, forKey: .showsFeedAsGrid)
  }

  /// The largest state file read: 4 MB, as for a data file. The state the demo saves is a few
  /// kilobytes; a file larger than this is refused, not read.
  static let sizeLimit = FileSizeLimit(bytes: 4 << 20, noun: "a state file")

  /// Reads saved state from a file, without ever writing it (`snapshot --state`), its
  /// comments admitted as the comment field admits them and only the filters the Settings screen
  /// offers kept (see `admitted(file:)`).
  ///
  /// - Parameter url: A state file, as the demo saves it.
  /// - Returns: The state in the file, and a note for each comment the field would not hold
  ///   as it was (cut to its maximum length, or with control characters dropped or turned into
  ///   spaces and line breaks), naming the file, the comment and the problem; and one for the
  ///   filter names the Settings screen does not offer, which are dropped.
  /// - Throws: ``DemoDataError`` naming the file (by its path) when it is missing, is not a
  ///   regular file (a FIFO, a device, a folder: refused at once, never waited on), is larger
  ///   than 4 MB, is unreadable, empty or malformed.
  public static func read(from url: URL) throws(DemoDataError) -> (
    preferences: Preferences, notes: [DemoDataError]
  ) {
    let file = url.path
    return try decode(try data(at: url, file: file), file: file).admitted(file: file)
  }

  /// The bytes of the state file at `url`, read in bounded time and memory (see the core's
  /// `BoundedFile`).
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - file: How errors name it.
  static func data(at url: URL, file: String) throws(DemoDataError) -> Data {
    do {
      return try BoundedFile.read(url.path, limit: sizeLimit)
    } catch {
      throw DemoDataError(file: file, problem: error.reason)
    }
  }

  /// The state `data` holds.
  ///
  /// - Parameters:
  ///   - data: A state file's bytes.
  ///   - file: How errors name the file.
  /// - Throws: ``DemoDataError`` when the file is empty, is not JSON (saying the line and byte,
  ///   as for a data file), or holds a value of the wrong kind (saying which key, and for the
  ///   daily digest's time what it must be and what was found).
  static func decode(_ data: Data, file: String) throws(DemoDataError) -> Preferences {
    do {
      return try JSONDecoder().decode(Preferences.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
        // Not JSON at all: the data files' checks say where (and that an empty file is empty).
        _ = try DataFile.json(data, file: file)
      }
      throw error.demoError(file: file)
    } catch {
      throw DemoDataError(file: file, problem: "it cannot be decoded")
    }
  }
}
