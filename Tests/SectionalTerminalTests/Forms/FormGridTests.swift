import Sectional
import SectionalTerminal
import Testing

/// Literal text grids of the form components: text fields, text areas, choices, steppers and
/// buttons, in Unicode and ASCII, from 40 columns down to 10 and 1×1 (no line is ever wider than
/// the view).
@MainActor
@Suite struct FormGridTests {
  func grid(
    _ content: ListContent, width: Int, height: Int, glyphs: Glyphs = .unicode,
    keys: [KeyEvent] = []
  ) throws -> String {
    let controller = try ListController(content: content)
    let list = ListView(controller: controller, width: width, height: height, glyphs: glyphs)
    for key in keys { list.handle(.key(key)) }
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    let text = buffer.plainText()
    #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= width })
    return text
  }

  var fields: ListContent {
    ListContent {
      Section(id: "form") {
        Row(id: "user", FormFixtures.username())
        Row(id: "pass", FormFixtures.password(message: "Wrong password"))
        Row(id: "email", TextFieldItem("Email", text: "", placeholder: "you@example.com"))
        Row(id: "off", TextFieldItem("Server", text: "example.org", isEnabled: false))
      }
    }
  }

  @Test func textFieldsSitBesideTheirLabelsWithMaskPlaceholderAndMessage() throws {
    // A secure field shows one mask per grapheme; the message goes under the field.
    #expect(
      try grid(fields, width: 40, height: 5) == """
        ▌Username    john
         Password    ••••••
                     Wrong password
         Email       you@example.com
         Server      example.org
        """)
  }

  @Test func narrowTextFieldsStackUnderTheirLabels() throws {
    #expect(
      try grid(fields, width: 20, height: 10, glyphs: .ascii) == """
        >Username
         john
         Password
         ******
         Wrong password
         Email
         you@example.com
         Server
         example.org

        """)
    #expect(
      try grid(fields, width: 10, height: 10) == """
        ▌Userna… ┃
         john    ┃
         Passwo… ┃
         ••••••  ┃
         Wrong   ┃
         passwor ┃
         d       ┃
         Email   ┃
         you@ex… ┃
         Server  │
        """)
    #expect(try grid(fields, width: 1, height: 1) == "┃")
  }

  @Test func secureTextMasksOneCharacterPerGrapheme() throws {
    // "é" written as e + combining accent, a flag and a family emoji: three graphemes.
    let content = ListContent {
      Section(id: "form") {
        Row(id: "pin", TextFieldItem("PIN", text: "e\u{301}🇫🇷👨‍👩‍👧", kind: .secure))
      }
    }
    #expect(try grid(content, width: 32, height: 1) == "▌PIN      •••")
  }

  @Test func textAreasGrowBetweenTheirLineLimits() throws {
    let content = ListContent {
      Section(id: "form") {
        Row(id: "empty", FormFixtures.note())
        Row(id: "long", FormFixtures.note(String(repeating: "word ", count: 20)))
      }
    }
    // Empty: the placeholder and the least lines (2); long: the most lines (4), then it scrolls.
    #expect(
      try grid(content, width: 30, height: 9) == """
        ▌Note
          Add a note

         Note
          word word word word word
          word word word word word
          word word word word word
          word word word word word

        """)
    #expect(
      try grid(content, width: 10, height: 9, glyphs: .ascii) == """
        >Note
          Add...

         Note
          word
          word
          word
          word

        """)
  }

  var choices: ListContent {
    ListContent {
      Section(id: "form") {
        Row(id: "seg", FormFixtures.size())
        Row(id: "menu", FormFixtures.size(.menu))
        Row(id: "off", FormFixtures.size(isEnabled: false))
      }
    }
  }

  @Test func choicesShowSegmentsWhenTheyFitElseTheValue() throws {
    #expect(
      try grid(choices, width: 40, height: 3) == """
        ▌Size   Small  [Medium]  Large
         Size                         Medium ›
         Size   Small  [Medium]  Large
        """)
    #expect(
      try grid(choices, width: 20, height: 3, glyphs: .ascii) == """
        >Size     Medium >
         Size     Medium >
         Size     Medium >
        """)
    #expect(
      try grid(choices, width: 10, height: 3) == """
        ▌… Me… ›
         … Me… ›
         … Me… ›
        """)
  }

  @Test func steppersShowTheValueBetweenTheirButtons() throws {
    let content = ListContent {
      Section(id: "form") {
        Row(id: "low", FormFixtures.guests(1))
        Row(id: "mid", FormFixtures.guests(5))
        Row(id: "high", StepperItem("Volume", value: 10, in: 0...10, isEnabled: false))
      }
    }
    #expect(
      try grid(content, width: 30, height: 3) == """
        ▌Guests                − 1 +
         Guests                − 5 +
         Volume               − 10 +
        """)
    #expect(
      try grid(content, width: 10, height: 3, glyphs: .ascii) == """
        >. - 1 +
         . - 5 +
          - 10 +
        """)
  }

  @Test func aDisabledButtonTakesNoCursor() throws {
    let content = ListContent {
      Section(id: "form") {
        Row(id: "off", ButtonItem("Sign In", isEnabled: false))
        Row(id: "out", ButtonItem("Log Out", role: .destructive))
        Row(id: "help", ButtonItem("Forgot your password?"))
      }
    }
    #expect(
      try grid(content, width: 30, height: 3) == """
         Sign In
        ▌Log Out
         Forgot your password?
        """)
    // ↑ from the second row stays: the disabled button above cannot take the cursor.
    #expect(
      try grid(content, width: 10, height: 3, glyphs: .ascii, keys: [KeyEvent(.down)]) == """
         Sign In
         Log Out
        >Forg...
        """)
    #expect(
      try grid(content, width: 10, height: 3, glyphs: .ascii, keys: [KeyEvent(.up)]) == """
         Sign In
        >Log Out
         Forg...
        """)
  }

  @Test func colourMarksTheChosenSegmentAndDimsWhatIsDisabled() throws {
    let content = ListContent {
      Section(id: "form") {
        Row(id: "go", ButtonItem("Go"))
        Row(id: "size", FormFixtures.size())
        Row(id: "off", ButtonItem("Off", isEnabled: false))
      }
    }
    let controller = try ListController(content: content)
    let list = ListView(controller: controller, width: 40, height: 3)
    var buffer = Buffer(width: 40, height: 3)
    list.draw(into: &buffer, x: 0, y: 0)
    let lines = FrameWriter(capability: .ansi16).ansiText(buffer).split(separator: "\n")
    // The chosen segment in the accent (bold blue); the disabled button dim; the field area
    // underlined.
    #expect(lines[1].contains("\u{1B}[0;1;34m[Medium]"))
    #expect(lines[2].contains("\u{1B}[0;2mOff"))
  }
}
