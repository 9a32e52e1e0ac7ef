/// Why a PNG file could not be decoded: the file and the problem.
///
/// ```swift
/// do {
///   let image = try PNGImage(data: data, name: "fox.png")
///   print(image.width, image.height)
/// } catch {
///   print(error)  // fox.png: not a PNG file (the signature is missing)
/// }
/// ```
package struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong with the file.
  package enum Problem: Equatable, Sendable {
    /// The file does not start with PNG's eight-byte signature.
    case notPNG
    /// The file ends inside a chunk, or before its image data is complete.
    case truncated(String)
    /// A chunk's checksum does not match its contents.
    case badChecksum(chunk: String)
    /// A chunk is missing, misplaced or malformed.
    case malformed(String)
    /// A valid PNG feature this decoder does not read (interlacing, 16-bit samples).
    case unsupported(String)
    /// The image is larger than the decoder accepts (more than ``PNGImage/maximumPixels``
    /// pixels, or more than ``PNGImage/maximumSide`` on a side), whatever else the file holds.
    case tooLarge(width: Int, height: Int)
    /// The compressed image data is invalid.
    case badImageData(String)
    /// The file cannot be read: it is missing, is not a regular file, is too large or is
    /// refused by the system (`it is a FIFO (a named pipe), not a file`).
    case unreadable(String)
    /// The decode was stopped because nothing wants the picture any more (its row left the
    /// screen); never shown.
    case cancelled
  }

  /// The file's name or path, as given to the decoder.
  package var file: String
  /// What is wrong.
  package var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: The file's name or path.
  ///   - problem: What is wrong.
  package init(file: String, problem: Problem) {
    self.file = file
    self.problem = problem
  }

  /// The file and the problem, in one sentence.
  package var description: String {
    let what: String
    switch problem {
    case .notPNG: what = "not a PNG file (the signature is missing)"
    case .truncated(let detail): what = "the file is truncated (\(detail))"
    case .badChecksum(let chunk): what = "the \(chunk) chunk's checksum does not match"
    case .malformed(let detail): what = detail
    case .unsupported(let detail): what = "unsupported: \(detail)"
    case .tooLarge(let width, let height):
      what =
        "the image is \(width)×\(height) pixels; pictures up to \(PNGImage.maximumPixels) "
        + "pixels (8192×8192), at most \(PNGImage.maximumSide) on a side, are shown"
    case .badImageData(let detail): what = "the image data is invalid (\(detail))"
    case .unreadable(let reason): what = reason
    case .cancelled: what = "the decode was cancelled"
    }
    return "\(file): \(what)"
  }
}
