import Foundation
import Testing

/// The screen captures in README.md are what the demo prints today.
@Suite struct ReadmeCaptureTests {
  struct Capture {
    var arguments: [String]
    var text: String
  }

  static func captures() throws -> [Capture] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var captures: [Capture] = []
    var remaining = readme[...]
    while let marker = remaining.range(of: "<!-- capture: ") {
      guard let end = remaining[marker.upperBound...].range(of: " -->\n```text\n"),
        let close = remaining[end.upperBound...].range(of: "```")
      else { break }
      let arguments = Self.split(remaining[marker.upperBound..<end.lowerBound])
      var text = String(remaining[end.upperBound..<close.lowerBound])
      if text.hasSuffix("\n") { text.removeLast() }
      captures.append(Capture(arguments: arguments, text: text))
      remaining = remaining[close.upperBound...]
    }
    return captures
  }

  /// A marker's arguments, split at spaces as a shell splits them: double-quoted text (a
  /// `--keys` value with spaces) is one argument, without its quotes.
  static func split(_ text: Substring) -> [String] {
    var arguments: [String] = []
    var current = ""
    var isQuoted = false
    var hasArgument = false
    for character in text {
      if character == "\"" {
        isQuoted.toggle()
        hasArgument = true
      } else if character == " ", !isQuoted {
        if hasArgument { arguments.append(current) }
        current = ""
        hasArgument = false
      } else {
        current.append(character)
        hasArgument = true
      }
    }
    if hasArgument { arguments.append(current) }
    return arguments
  }

  @Test func argumentsSplitAsAShellSplitsThem() {
    #expect(
      Self.split(#"settings --width 64 --keys "enter type:demo" --ascii"#)
        == ["settings", "--width", "64", "--keys", "enter type:demo", "--ascii"])
  }

  @Test func everyCaptureIsCurrent() throws {
    let captures = try Self.captures()
    #expect(captures.count == 11)
    for capture in captures {
      let result = try DemoProcess().run(["snapshot"] + capture.arguments)
      #expect(result.status == 0, "\(result.error)")
      var output = result.output
      while output.hasSuffix("\n") { output.removeLast() }
      #expect(
        output == capture.text,
        "README capture `\(capture.arguments.joined(separator: " "))` is stale: run Scripts/update-readme-captures.py"
      )
    }
  }
}
