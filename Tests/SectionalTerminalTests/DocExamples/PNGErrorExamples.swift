import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Image/PNGError.swift.
@Suite struct PNGErrorExamples {
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
