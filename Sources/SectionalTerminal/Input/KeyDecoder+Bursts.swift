extension KeyDecoder {
  /// The fewest plain characters arriving in one read that are taken for a paste.
  package static let minimumBurst = 32

  /// `events` with every run of at least `minimum` plain characters (no modifiers, no control
  /// characters, not all one character) turned into one ``InputEvent/paste(_:)``.
  ///
  /// A terminal without bracketed paste sends a paste as keys. Nobody types 32 characters
  /// within one read, so such a run is a paste (or a long IME commit): as one event it costs one
  /// edit instead of one per character, and pasted text never runs as command keys. Enter, Tab
  /// and escape sequences end a run and stay keys; so does a key held down (one character
  /// repeated), which must keep moving a list however fast it repeats.
  ///
  /// - Parameters:
  ///   - events: The events decoded from one read.
  ///   - minimum: The shortest run turned into a paste.
  /// - Returns: The events, runs joined.
  /// - Complexity: O(n).
  package static func joiningBursts(_ events: [InputEvent], minimum: Int = minimumBurst)
    -> [InputEvent]
  {
    guard events.count >= minimum else { return events }
    var result: [InputEvent] = []
    result.reserveCapacity(events.count)
    var run: [Character] = []
    func endRun() {
      if run.count >= minimum, run.contains(where: { $0 != run[0] }) {
        result.append(.paste(String(run)))
      } else {
        for character in run { result.append(.key(KeyEvent(.character(character)))) }
      }
      run.removeAll(keepingCapacity: true)
    }
    for event in events {
      if case .key(let key) = event, key.modifiers.isEmpty,
        case .character(let character) = key.key,
        !character.unicodeScalars.contains(where: VisibleText.isControl)
      {
        run.append(character)
      } else {
        endRun()
        result.append(event)
      }
    }
    endRun()
    return result
  }
}
