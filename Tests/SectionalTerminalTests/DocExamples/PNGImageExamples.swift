import Foundation
import SectionalTerminal
import Testing

/// The examples in the doc comments of Sources/SectionalTerminal/Image/PNGImage.swift and
/// PNGError.swift.
@Suite struct PNGImageExamples {
  @Test func decodeAFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sectional-doc-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    // One red pixel, RGB.
    try PNGFixture.png(width: 1, height: 1, colorType: 2, rows: [[0, 255, 0, 0]]).write(to: url)
    let image = try PNGImage(data: Data(contentsOf: url), name: url.lastPathComponent)
    print(image.width, image.height, image.pixel(x: 0, y: 0))
    #expect(image.width == 1 && image.height == 1)
    #expect(image.pixel(x: 0, y: 0) == (red: 255, green: 0, blue: 0, alpha: 255))
  }

  @Test func anErrorNamesTheFile() {
    let data = Data("GIF89a".utf8)
    do {
      let image = try PNGImage(data: data, name: "fox.png")
      print(image.width, image.height)
    } catch {
      print(error)  // fox.png: not a PNG file (the signature is missing)
    }
    #expect(
      throws: PNGError.self,
      performing: { try PNGImage(data: data, name: "fox.png") })
    do {
      _ = try PNGImage(data: data, name: "fox.png")
    } catch {
      #expect(error.description == "fox.png: not a PNG file (the signature is missing)")
    }
  }
}
