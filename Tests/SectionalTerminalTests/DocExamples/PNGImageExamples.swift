import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Image/PNGImage.swift.
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
}
