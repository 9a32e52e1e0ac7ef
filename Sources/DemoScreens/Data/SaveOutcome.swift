/// What a save that did not simply succeed has to tell the main actor.
enum SaveOutcome: Equatable, Sendable {
  /// The save failed; the message names the file and the reason.
  case failed(String)
  /// Another process wrote the file since this store last read or wrote it, so nothing was
  /// written: `theirs` is what the file holds now (with `identity`), `base` what this store
  /// last read or wrote. The saver writes nothing more until the store merges and saves again.
  case changedUnderneath(theirs: Preferences, base: Preferences, identity: FileIdentity?)
  /// Another process held the state file's lock (``StateFileLock``), so nothing was written:
  /// the saver tries again a little later, and the owner hears nothing of it.
  case busy

  /// Whether the saver must wait for the store before writing again.
  var holdsWrites: Bool {
    if case .changedUnderneath = self { return true }
    return false
  }
}
