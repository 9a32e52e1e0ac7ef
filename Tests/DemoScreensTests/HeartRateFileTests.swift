import DemoScreens
import Foundation
import Testing

/// Issue 20's defects in reading `heart-rate.csv`: CRLF line endings (RFC 4180's own) were
/// refused, and a file with only its header gave a Day screen with nothing on it.
@MainActor
@Suite struct HeartRateFileTests {
  // MARK: Item 10: CRLF

  @Test func crlfLineEndingsAreAccepted() throws {
    let file = HeartRateSample.fileName
    let lf = try HeartRateSample.load(from: .bundled)
    let text = try DataDirectory.bundled.text(named: file)
    let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try HeartRateSample.parse(crlf, file: file) == lf)
    let unterminated = "date,time,bpm,activity\r\n2026-11-01,00:00,50,sleep"
    #expect(try HeartRateSample.parse(unterminated, file: file).count == 1)
    #expect(try HeartRateSample.parse(unterminated + "\r\n", file: file).count == 1)
    let scratch = try ScratchData()
    try scratch.write(file, crlf)
    #expect(try HeartRateSample.load(from: scratch.directory) == lf)
  }

  @Test(arguments: ["date,time,bpm,activity\n", "date,time,bpm,activity\r\n\r\n"])
  func aHeaderOnlyCSVIsRefused(text: String) {
    #expect(
      throws: DemoDataError(file: "heart-rate.csv", problem: "the file lists no heart-rate samples")
    ) {
      try HeartRateSample.parse(text, file: "heart-rate.csv")
    }
  }
}
