/// The size of a PNG picture, from the header at the start of its file.
struct PNGHeader: Equatable, Sendable {
  /// Width in pixels.
  var width: Int
  /// Height in pixels.
  var height: Int

  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Whether `bytes` start as a PNG file does.
  static func isPNG(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: signature)
  }

  /// Reads the header chunk (`IHDR`) that follows the signature.
  ///
  /// - Parameter bytes: The file's first bytes (at least 24).
  /// - Returns: The picture's size, or why the header is damaged, as a phrase.
  static func read(_ bytes: [UInt8]) -> Result<PNGHeader, PNGHeaderProblem> {
    guard isPNG(bytes) else { return .failure(PNGHeaderProblem("it does not start as a PNG")) }
    guard bytes.count >= 24 else {
      return .failure(PNGHeaderProblem("it ends after \(bytes.count) bytes, inside its header"))
    }
    func number(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    guard number(at: 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return .failure(PNGHeaderProblem("its first chunk is not the header (IHDR)"))
    }
    let width = number(at: 16)
    let height = number(at: 20)
    // The format allows 1 to 2^31 - 1 pixels each way.
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
      return .failure(PNGHeaderProblem("its header says \(width) by \(height) pixels"))
    }
    return .success(PNGHeader(width: width, height: height))
  }
}

/// Why a PNG's header cannot be read, as a phrase after the file's name and a colon.
struct PNGHeaderProblem: Error, Equatable, Sendable {
  /// The phrase: `its header says 0 by 0 pixels`.
  var reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
