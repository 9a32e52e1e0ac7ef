import Foundation

/// Something to hand to the host's share sheet.
public enum ShareItem: Sendable, Equatable {
  /// Plain text.
  case text(String)
  /// A link.
  case url(URL)

  /// A link from text that may contain spaces or other characters URLs cannot hold; they are
  /// percent-encoded (an App Store link with a query, for instance).
  ///
  /// - Parameter string: The link as text.
  /// - Returns: The link, or `nil` when the text cannot become a URL even when encoded.
  public static func link(_ string: String) -> ShareItem? {
    if let url = URL(string: string) { return .url(url) }
    let allowed = CharacterSet.urlQueryAllowed.union(.urlPathAllowed).union(["#"])
    guard let encoded = string.addingPercentEncoding(withAllowedCharacters: allowed),
      let url = URL(string: encoded)
    else { return nil }
    return .url(url)
  }
}
