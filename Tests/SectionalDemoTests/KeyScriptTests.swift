import Foundation
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

  @Test func badScriptsNameTheProblemAndItsPlace() {
    #expect(
      throws: KeyScript.Problem(
        description: "\"sideways\" at position 2 is not a key\n" + KeyScript.accepted)
    ) {
      try KeyScript.keys("down sideways")
    }
    #expect(
      throws: KeyScript.Problem(
        description: "\"type:\" at position 1 names no text (write type:TEXT)")
    ) {
      try KeyScript.keys("type:")
    }
    #expect(
      throws: KeyScript.Problem(
        description: "the text \"open at position 2 has no closing \"")
    ) {
      try KeyScript.keys(#"enter "open"#)
    }
  }

  /// A chord no terminal can send is refused, not pressed as a key the app never gets: Ctrl
  /// combines with letters (and `@ [ \ ] ^ _`), not with `ä`; function keys stop at F12.
  @Test func keysNoTerminalCanSendAreRefusedWithWhatIsAccepted() {
    #expect(
      throws: KeyScript.Problem(
        description:
          "\"ctrl-ä\" at position 3 is not a key: ctrl- takes a letter a–z or one of @ [ \\ ] ^ _"
          + "\n" + KeyScript.accepted)
    ) {
      try KeyScript.keys("down 'a b' ctrl-ä enter")
    }
    #expect(
      throws: KeyScript.Problem(
        description: "\"f13\" at position 1 is not a key: the function keys are f1 to f12\n"
          + KeyScript.accepted)
    ) {
      try KeyScript.keys("f13")
    }
    #expect(
      throws: KeyScript.Problem(
        description:
          "\"alt-xy\" at position 1 is not a key: alt- takes one character or a key name "
          + "(alt-enter, alt-left)\n" + KeyScript.accepted)
    ) {
      try KeyScript.keys("alt-xy")
    }
  }

  /// Alt-⏎ is the documented new-line key of a text area, and `alt-enter` was refused ("alt-
  /// takes one character"): a multi-line comment could not be scripted. Alt now takes every
  /// key name, as it takes a character.
  @Test func altTakesANamedKeyAsItTakesACharacter() throws {
    #expect(
      try KeyScript.keys("alt-enter alt-Left alt-backspace alt-s") == [
        KeyEvent(.enter, .alt), KeyEvent(.left, .alt), KeyEvent(.backspace, .alt),
        KeyEvent(.character("s"), .alt),
      ])
    #expect(KeyScript.accepted.contains("alt-enter"))
  }

  /// A comment of two lines, typed through `--keys` with Alt-⏎ between them.
  @Test func aMultiLineCommentCanBeScripted() throws {
    let result = try DemoProcess().snapshot(
      "feed", height: 24, keys: "right enter type:one alt-enter type:two")
    #expect(result.status == 0, "\(result.error)")
    let lines = result.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    let first = try #require(lines.firstIndex(of: "one"), "\(result.output)")
    #expect(lines[first + 1] == "two", "\(result.output)")
    let help = try DemoProcess().run(["snapshot", "--help"])
    #expect(help.output.contains("alt-enter"), "\(help.output)")
  }

  @Test func theCommandLineRefusesABadScriptAsItDidAnUnknownKey() throws {
    let result = try DemoProcess().run(["snapshot", "settings", "--keys", "enter 'unclosed"])
    #expect(result.status == 64, "\(result.error)")
    #expect(
      result.error.contains("--keys: the text 'unclosed at position 2 has no closing '"),
      "\(result.error)")
    let help = try DemoProcess().run(["snapshot", "--help"])
    #expect(help.output.contains("type:TEXT"), "\(help.output)")
  }

  /// `ctrl-ä` used to be pressed silently (as a key no terminal sends, which nothing answered);
  /// the demo now refuses it, names the key and its place, prints no frame and lists what it
  /// takes.
  @Test func theCommandLineRefusesAKeyNoTerminalCanSend() throws {
    let result = try DemoProcess().run(["snapshot", "settings", "--keys", "down down ctrl-ä"])
    #expect(result.status == 64, "\(result.error)")
    #expect(result.output.isEmpty, "\(result.output)")
    #expect(
      result.error.hasPrefix(
        "sectional-demo: --keys: \"ctrl-ä\" at position 3 is not a key: ctrl- takes a letter a–z"),
      "\(result.error)")
    #expect(result.error.contains("Keys: up down left right enter"), "\(result.error)")
  }
}
