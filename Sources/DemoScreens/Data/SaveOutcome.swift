/// What a save that did not simply succeed has to tell the main actor.
enum SaveOutcome: Equatable, Sendable {
  /// The save failed; the message names the file and the reason.
  case failed(String)
}
