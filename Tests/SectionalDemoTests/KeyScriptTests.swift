import SectionalTerminal
import Testing

@testable import sectional_demo

/// `snapshot --keys` can type text (issue 16: "`snapshot settings --keys …` can drive them,
/// typing included"): `type:TEXT` and quoted text, beside the key names.
@Suite struct KeyScriptTests {
  static func characters(_ text: String) -> [KeyEvent] {
    text.map { KeyEvent(.character($0)) }
  }

  @Test func keyNamesAndTypedTextMix() throws {
    #expect(
      try KeyScript.keys("enter type:demo tab") == [KeyEvent(.enter)] + Self.characters("demo")
        + [KeyEvent(.tab)])
    #expect(try KeyScript.keys("  down   up ") == [KeyEvent(.down), KeyEvent(.up)])
    #expect(try KeyScript.keys("").isEmpty)
    // One character is still the key of that character; ctrl- combinations still work.
    #expect(
      try KeyScript.keys("q ctrl-u") == [
        KeyEvent(.character("q")), KeyEvent(.character("u"), .control),
      ])
  }

  @Test func quotedTextKeepsItsSpacesAndEscapes() throws {
    #expect(
      try KeyScript.keys(#""Nice photo" enter"#) == Self.characters("Nice photo") + [
        KeyEvent(.enter)
      ])
    #expect(try KeyScript.keys(#"'say "hi"'"#) == Self.characters(#"say "hi""#))
    #expect(try KeyScript.keys(#""a \" b\\""#) == Self.characters(#"a " b\"#))
    #expect(try KeyScript.keys("type:é👍🏽") == Self.characters("é👍🏽"))
    #expect(try KeyScript.keys(#""""#).isEmpty)
  }

  @Test func badScriptsNameTheProblem() {
    #expect(throws: KeyScript.Problem(description: "unknown key \"sideways\"")) {
      try KeyScript.keys("down sideways")
    }
    #expect(throws: KeyScript.Problem(description: "\"type:\" names no text (write type:TEXT)")) {
      try KeyScript.keys("type:")
    }
    #expect(throws: KeyScript.Problem(description: "the text \"open has no closing \"")) {
      try KeyScript.keys(#"enter "open"#)
    }
  }

  @Test func theCommandLineRefusesABadScriptAsItDidAnUnknownKey() throws {
    let result = try DemoProcess().run(["snapshot", "settings", "--keys", "enter 'unclosed"])
    #expect(result.status == 2, "\(result.error)")
    #expect(
      result.error.contains("the text 'unclosed has no closing ' in --keys"), "\(result.error)")
    let help = try DemoProcess().run(["snapshot", "--help"])
    #expect(help.output.contains("type:TEXT"), "\(help.output)")
  }
}
