/// Turns the bytes a terminal sends into input events: a pure state machine, no I/O.
///
/// Feed it bytes as they arrive; a sequence split across reads is completed by the next feed.
/// A lone Esc cannot be told apart from the start of a sequence, so it stays pending until the
/// caller, after ``escapeTimeout`` of silence, calls ``flush()``. Unknown or malformed sequences
/// are dropped (they never appear as text); invalid UTF-8 becomes U+FFFD.
///
/// Decodes: UTF-8 text, Enter, Esc, Tab and Shift-Tab, Backspace (DEL and BS), arrows, Home, End,
/// Page Up and Down, Insert, Delete, F1–F12, Ctrl+letter, Alt+key (an Esc prefix), CSI and SS3
/// forms with xterm modifiers (`ESC [ 1 ; 5 A` is Ctrl+Up), SGR mouse (`ESC [ < b ; x ; y M`),
/// bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`, one ``InputEvent/paste(_:)`` of at most
/// ``maximumPasteBytes``) and focus in/out.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[1;5".utf8))  // []: incomplete
/// decoder.feed(Array("Aq".utf8))  // [Ctrl+Up, "q"]
/// decoder.feed([0x1B])  // []: Esc or the start of a sequence?
/// decoder.flush()  // [Esc], after the timeout
/// ```
package struct KeyDecoder: Sendable {
  /// How long to wait after a lone Esc before calling ``flush()``.
  package static let escapeTimeout: Duration = .milliseconds(50)

  /// The longest escape sequence accepted; longer ones are dropped.
  static let maximumSequenceLength = 64
  /// The most bytes of one unfinished sequence kept waiting for its end; beyond, it is dropped.
  static let maximumPendingLength = 4096

  /// The most bytes of one bracketed paste kept (1 MiB); the rest of the paste is dropped, cut
  /// at a character boundary, so memory stays bounded whatever is pasted.
  package static let maximumPasteBytes = 1 << 20

  private var pending: [UInt8] = []
  /// Whether a bracketed paste is in progress.
  private var isPasting = false
  /// The bytes of the paste in progress, at most ``maximumPasteBytes``.
  private var pasted: [UInt8] = []
  /// Whether the paste in progress was cut at ``maximumPasteBytes``.
  private var pasteIsCut = false

  /// Creates a decoder with nothing pending.
  package init() {}

  /// Whether bytes are waiting for more input or a ``flush()`` (not counting a paste in progress).
  package var hasPending: Bool { !isPasting && !pending.isEmpty }

  /// Decodes `bytes`, keeping an incomplete trailing sequence for the next call.
  ///
  /// - Parameter bytes: Bytes read from the terminal.
  /// - Returns: The events completed by these bytes, in order.
  /// - Complexity: O(n) in the bytes fed (plus any kept from earlier calls).
  @discardableResult
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    return drain(final: false)
  }

  /// Resolves what is pending as if no more input will follow it soon.
  ///
  /// Call it after ``escapeTimeout`` of silence: a pending Esc becomes `Key/escape`, an
  /// incomplete sequence is dropped, an incomplete UTF-8 character becomes U+FFFD. A bracketed
  /// paste in progress stays open.
  ///
  /// - Returns: The events resolved.
  @discardableResult
  package mutating func flush() -> [InputEvent] {
    drain(final: true)
  }

  /// Ends the input: resolves everything pending, including an unterminated paste.
  ///
  /// - Returns: The events resolved.
  package mutating func finish() -> [InputEvent] {
    var events = drain(final: true)
    if isPasting {
      appendToPaste(pending[...])
      events.append(endPaste())
      pending = []
    }
    return events
  }

  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  private mutating func drain(final: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    var start = 0
    parsing: while start < pending.count {
      if isPasting {
        let rest = pending[start...]
        if let end = Self.find(Self.pasteEnd, in: rest) {
          appendToPaste(pending[start..<end])
          events.append(endPaste())
          start = end + Self.pasteEnd.count
          continue
        }
        let keep = Self.suffixStartingPrefix(of: rest, prefix: Self.pasteEnd)
        appendToPaste(pending[start..<pending.count - keep])
        start = pending.count - keep
        break
      }
      switch parse(pending[start...], final: final) {
      case .incomplete:
        break parsing
      case .event(let event, let length):
        events.append(event)
        start += length
      case .startPaste(let length):
        isPasting = true
        pasted = []
        pasteIsCut = false
        start += length
      case .skip(let length):
        start += length
      }
    }
    pending.removeFirst(start)
    return events
  }

  private enum Parsed {
    case event(InputEvent, Int)
    case startPaste(Int)
    case skip(Int)
    case incomplete
  }

  private func parse(_ bytes: ArraySlice<UInt8>, final: Bool) -> Parsed {
    guard let first = bytes.first else { return .incomplete }
    switch first {
    case 0x1B: return parseEscape(bytes, final: final)
    case 0x0D, 0x0A: return .event(.key(KeyEvent(.enter)), 1)
    case 0x09: return .event(.key(KeyEvent(.tab)), 1)
    case 0x7F, 0x08: return .event(.key(KeyEvent(.backspace)), 1)
    case 0x00: return .event(.key(KeyEvent(.character(" "), .control)), 1)
    case 0x01...0x1A:
      return .event(.key(KeyEvent(.character(Self.character(0x60 + first)), .control)), 1)
    case 0x1C...0x1F:
      return .event(.key(KeyEvent(.character(Self.character(0x40 + first)), .control)), 1)
    case 0x20...0x7E: return .event(.key(KeyEvent(.character(Self.character(first)))), 1)
    default: return parseUTF8(bytes, final: final)
    }
  }

  private func parseEscape(_ bytes: ArraySlice<UInt8>, final: Bool) -> Parsed {
    let start = bytes.startIndex
    guard bytes.count >= 2 else {
      return final ? .event(.key(KeyEvent(.escape)), 1) : .incomplete
    }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      return parseCSI(bytes, final: final)
    case UInt8(ascii: "O"):
      return parseSS3(bytes, final: final)
    case 0x1B:
      return .event(.key(KeyEvent(.escape)), 1)
    default:
      switch parse(bytes.dropFirst(), final: final) {
      case .event(.key(var key), let length):
        key.modifiers.insert(.alt)
        return .event(.key(key), length + 1)
      case .incomplete:
        return .incomplete
      default:
        return .event(.key(KeyEvent(.escape)), 1)
      }
    }
  }

  private func parseSS3(_ bytes: ArraySlice<UInt8>, final: Bool) -> Parsed {
    var index = bytes.startIndex + 2
    while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else {
      if !final { return .incomplete }
      if bytes.count == 2 { return .event(.key(KeyEvent(.character("O"), .alt)), 2) }
      return .skip(bytes.count)
    }
    let byte = bytes[index]
    let length = index - bytes.startIndex + 1
    guard (0x40...0x7E).contains(byte) else { return .skip(length - 1) }
    let digits = bytes[(bytes.startIndex + 2)..<index]
    let modifier = Int(String(decoding: digits, as: UTF8.self)).map(Self.modifiers) ?? []
    if let key = Self.rxvtControlArrow(byte) {
      return .event(.key(KeyEvent(key, .control)), length)
    }
    guard let key = Self.letterKey(byte) else { return .skip(length) }
    return .event(.key(KeyEvent(key, modifier)), length)
  }

  private func parseCSI(_ bytes: ArraySlice<UInt8>, final: Bool) -> Parsed {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      if (0x40...0x7E).contains(byte) { break }
      guard (0x20...0x3F).contains(byte) else { return .skip(index - start) }
      if index - start >= Self.maximumPendingLength { return .skip(index - start) }
      index += 1
    }
    guard index < bytes.endIndex else {
      if !final { return .incomplete }
      if bytes.count == 2 { return .event(.key(KeyEvent(.character("["), .alt)), 2) }
      return .skip(bytes.count)
    }
    let finalByte = bytes[index]
    let parameters = Array(bytes[(start + 2)..<index])
    let length = index - start + 1
    if length > Self.maximumSequenceLength { return .skip(length) }
    if parameters.isEmpty && finalByte == UInt8(ascii: "M") {
      // Legacy X10 mouse report: three more bytes, not requested, dropped.
      guard bytes.count >= length + 3 else { return final ? .skip(bytes.count) : .incomplete }
      return .skip(length + 3)
    }
    if finalByte == UInt8(ascii: "~") && parameters == Array("200".utf8) {
      return .startPaste(length)
    }
    guard let event = Self.interpretCSI(parameters, finalByte) else { return .skip(length) }
    return .event(event, length)
  }

  private func parseUTF8(_ bytes: ArraySlice<UInt8>, final: Bool) -> Parsed {
    let start = bytes.startIndex
    let lead = bytes[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return .event(Self.replacement, 1)
    }
    for offset in 1..<length {
      guard start + offset < bytes.endIndex else {
        return final ? .event(Self.replacement, offset) : .incomplete
      }
      let byte = bytes[start + offset]
      guard byte & 0xC0 == 0x80 else { return .event(Self.replacement, offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else {
      return .event(Self.replacement, length)
    }
    return .event(.key(KeyEvent(.character(Character(scalar)))), length)
  }

  private static let replacement = InputEvent.key(KeyEvent(.character("\u{FFFD}")))

  private static func character(_ byte: UInt8) -> Character {
    Character(Unicode.Scalar(byte))
  }

  /// The modifiers of an xterm modifier parameter (1 + bits).
  private static func modifiers(_ parameter: Int) -> Modifiers {
    guard parameter > 1, parameter <= 16 else { return [] }
    return Modifiers(rawValue: UInt8(parameter - 1))
  }

  /// The key of a CSI or SS3 sequence ending in a letter.
  private static func letterKey(_ byte: UInt8) -> TerminalKey? {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    case UInt8(ascii: "M"): .enter  // keypad Enter in application mode
    default: nil
    }
  }

  /// The arrow of rxvt's Ctrl+arrow (`ESC O a` to `ESC O d`).
  private static func rxvtControlArrow(_ byte: UInt8) -> TerminalKey? {
    switch byte {
    case UInt8(ascii: "a"): .up
    case UInt8(ascii: "b"): .down
    case UInt8(ascii: "c"): .right
    case UInt8(ascii: "d"): .left
    default: nil
    }
  }

  /// The key of a `CSI n ~` sequence.
  private static func tildeKey(_ number: Int) -> TerminalKey? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23, 24: .function(number - 12)
    default: nil
    }
  }

  private static func interpretCSI(_ parameters: [UInt8], _ finalByte: UInt8) -> InputEvent? {
    if parameters.first == UInt8(ascii: "<") {
      return mouse(parameters.dropFirst(), release: finalByte == UInt8(ascii: "m"))
    }
    if let marker = parameters.first, (0x3C...0x3F).contains(marker) { return nil }
    guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
    let numbers = numbers(parameters[...])
    let modifier = modifiers(numbers.count > 1 ? numbers[1] ?? 1 : 1)
    switch finalByte {
    case UInt8(ascii: "Z"):
      return .key(KeyEvent(.backTab, modifier.subtracting(.shift)))
    case UInt8(ascii: "I") where parameters.isEmpty:
      return .focus(true)
    case UInt8(ascii: "O") where parameters.isEmpty:
      return .focus(false)
    case UInt8(ascii: "~"):
      guard let number = numbers.first ?? nil, let key = tildeKey(number) else { return nil }
      return .key(KeyEvent(key, modifier))
    case UInt8(ascii: "u"):
      guard let code = numbers.first ?? nil else { return nil }
      return codepointKey(code).map { .key(KeyEvent($0, modifier)) }
    case UInt8(ascii: "R") where !(numbers.first == 1 && numbers.count == 2):
      return nil  // a cursor position report, not F3
    default:
      guard numbers.count <= 2, let key = letterKey(finalByte), finalByte != UInt8(ascii: "M")
      else { return nil }
      return .key(KeyEvent(key, modifier))
    }
  }

  /// The key of a `CSI code ; modifiers u` sequence (the fixterms / kitty form).
  private static func codepointKey(_ code: Int) -> TerminalKey? {
    switch code {
    case 13: return .enter
    case 9: return .tab
    case 27: return .escape
    case 127, 8: return .backspace
    default:
      guard code >= 0x20, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
      return .character(Character(scalar))
    }
  }

  private static func mouse(_ parameters: ArraySlice<UInt8>, release: Bool) -> InputEvent? {
    let fields = numbers(parameters)
    guard fields.count == 3, let code = fields[0], let column = fields[1], let row = fields[2],
      column >= 1, row >= 1
    else { return nil }
    var modifiers: Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let base = code & ~(4 | 8 | 16)
    let button = MouseEvent.Button(rawValue: base & 3)
    let kind: MouseEvent.Kind
    if base & 64 != 0 {
      switch base & 3 {
      case 0: kind = .scrollUp
      case 1: kind = .scrollDown
      default: return nil  // horizontal wheel
      }
    } else if base & 32 != 0 {
      kind = button.map { .drag($0) } ?? .move
    } else if let button {
      kind = release ? .release(button) : .press(button)
    } else {
      kind = .release(.left)  // a legacy release with no button number
    }
    return .mouse(MouseEvent(kind, x: column - 1, y: row - 1, modifiers: modifiers))
  }

  /// The numbers of `;`-separated parameters; an empty one is `nil`, sub-parameters are ignored.
  private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int?] {
    guard !parameters.isEmpty else { return [] }
    return parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      field in
      let main = field.prefix { $0 != UInt8(ascii: ":") }
      guard !main.isEmpty, main.count <= 9 else { return nil }
      return Int(String(decoding: main, as: UTF8.self))
    }
  }

  /// Adds `bytes` to the paste in progress, up to ``maximumPasteBytes``; once full, the paste is
  /// cut after its last whole UTF-8 character and later bytes are dropped.
  private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
    guard !pasteIsCut else { return }
    let room = Self.maximumPasteBytes - pasted.count
    guard bytes.count > room else {
      pasted.append(contentsOf: bytes)
      return
    }
    pasted.append(contentsOf: bytes.prefix(room))
    pasteIsCut = true
    Self.dropIncompleteCharacter(at: &pasted)
  }

  /// Ends the paste in progress: its event.
  private mutating func endPaste() -> InputEvent {
    let event = InputEvent.paste(Self.pasteText(pasted))
    isPasting = false
    pasted = []
    pasteIsCut = false
    return event
  }

  /// Removes a UTF-8 character that `bytes` ends in the middle of.
  static func dropIncompleteCharacter(at bytes: inout [UInt8]) {
    var lead = bytes.count - 1
    while lead >= 0 && lead >= bytes.count - 4 && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
    guard lead >= 0 else { return }
    let needed: Int
    switch bytes[lead] {
    case 0xC0...0xDF: needed = 2
    case 0xE0...0xEF: needed = 3
    case 0xF0...0xF7: needed = 4
    default: needed = 1
    }
    if bytes.count - lead < needed { bytes.removeSubrange(lead...) }
  }

  private static func pasteText(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
      .replacingCRLF()
  }

  private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var index = haystack.startIndex
    while index + needle.count <= haystack.endIndex {
      if haystack[index] == needle[0]
        && haystack[index..<index + needle.count].elementsEqual(needle)
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The length of the longest suffix of `bytes` that is a proper prefix of `prefix`.
  private static func suffixStartingPrefix(of bytes: ArraySlice<UInt8>, prefix: [UInt8]) -> Int {
    for length in stride(from: min(bytes.count, prefix.count - 1), to: 0, by: -1)
    where bytes.suffix(length).elementsEqual(prefix.prefix(length)) {
      return length
    }
    return 0
  }
}

extension String {
  /// The text with `\r\n` and `\r` turned into `\n` (terminals paste newlines as `\r`).
  fileprivate func replacingCRLF() -> String {
    var result = ""
    for character in self {
      if character == "\r\n" || character == "\r" {
        result.append("\n")
      } else {
        result.append(character)
      }
    }
    return result
  }
}
