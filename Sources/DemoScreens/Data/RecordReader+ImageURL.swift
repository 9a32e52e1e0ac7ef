import Foundation

extension RecordReader {
  /// The longest URL a data file may give, in characters.
  static let maximumURLLength = 2_000

  /// What a picture's URL must be, for messages.
  static let expectedImageURL =
    #"must be an http or https URL, or a path in the data folder such as "images/post-1.png""#

  /// Where the picture that `key` names is, when the record has the key (and it is not `null`):
  /// an `http` or `https` URL with a host, taken as it is, or a relative URL — a path such as
  /// `images/post-1.png`, escaped as a URL is (`%20` for a space) — taken in `directory`. A path
  /// may not leave the folder (no `..`, no `/` at its start), and has no query or fragment.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - directory: The data folder a path is taken in.
  /// - Returns: The URL, or `nil` when the record has no value for `key`.
  /// - Throws: ``DemoDataError`` naming the file, the record and the key when the value is not
  ///   text, is empty, is longer than 2,000 characters or is neither of the above, saying what
  ///   was found.
  func optionalImageURL(_ key: String, in directory: DataDirectory) throws(DemoDataError)
    -> URL?
  {
    guard let value = optionalValue(key) else { return nil }
    guard case .text(let text) = value else {
      throw problem(key, "\(Self.expectedImageURL), found \(value.described)")
    }
    if text.allSatisfy(\.isWhitespace) { throw problem(key, "must not be empty") }
    let limit = Self.maximumURLLength
    if text.utf8.count > limit, text.count > limit {
      throw problem(key, "is \(text.count) characters long, at most \(limit)")
    }
    guard let url = Self.imageURL(text, in: directory.url) else {
      throw problem(key, "\(Self.expectedImageURL), found \(value.described)")
    }
    return url
  }

  /// The URL `text` gives, a path taken in `folder`; `nil` when it is not an `http` or `https`
  /// URL with a host, nor a path inside `folder`.
  static func imageURL(_ text: String, in folder: URL) -> URL? {
    // A URL writes spaces and control characters escaped.
    guard !text.unicodeScalars.contains(where: isSpaceOrControl),
      let parts = URLComponents(string: text)
    else { return nil }
    if let scheme = parts.scheme {
      guard ["http", "https"].contains(scheme.lowercased()), let host = parts.host, !host.isEmpty
      else { return nil }
      return parts.url
    }
    let path = parts.percentEncodedPath
    guard parts.host == nil, parts.query == nil, parts.fragment == nil, !path.isEmpty,
      !path.hasPrefix("/")
    else { return nil }
    var url = folder
    for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
      guard let name = String(segment).removingPercentEncoding, !name.isEmpty, name != ".",
        name != "..", !name.contains("/"),
        // Escaped, a space is a file name's; a control character is none's.
        !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { return nil }
      url.appendPathComponent(name)
    }
    return url
  }

  private static func isSpaceOrControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
  }
}
