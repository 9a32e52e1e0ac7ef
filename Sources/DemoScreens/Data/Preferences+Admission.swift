import Sectional

extension Preferences {
  /// These preferences with every comment admitted as the comment field admits text typed or
  /// pasted into it (``CommentsScreen/admit(_:)``: control characters dropped, cut to
  /// ``CommentsScreen/maximumLength`` characters), a comment that is blank once admitted left
  /// out (the Post button never posts one: it would show as an empty row, and be counted), and
  /// a note for each comment that changed or was left out, naming `file`, the comment and what
  /// was done. Everything else is kept as it is.
  ///
  /// A state file is the demo's own, but a person or another program may have written it: a
  /// comment the field could never hold must not reach the screen as it is.
  ///
  /// - Parameter file: The file's name or path, for the notes.
  /// - Returns: The admitted preferences, and the notes (empty when nothing changed), by post
  ///   id and then in order.
  /// - Complexity: O(*n*) in the length of the comments.
  func admittingComments(file: String) -> (preferences: Preferences, notes: [DemoDataError]) {
    var admitted = self
    var notes: [DemoDataError] = []
    for postID in comments.keys.sorted() {
      guard let texts = comments[postID] else { continue }
      var kept: [String] = []
      for (index, text) in texts.enumerated() {
        let admission = CommentsScreen.admit(text)
        let place = #"key "comments", key "\#(postID)", comment \#(index + 1)"#
        guard CommentsScreen.canPost(admission.text) else {
          // Blank once admitted: no comment at all.
          notes.append(
            DemoDataError(
              file: file, place: place,
              problem: text.isEmpty
                ? "it is empty, so it was left out"
                : "it is blank once its control characters are dropped, so it was left out"))
          continue
        }
        kept.append(admission.text)
        guard admission.text != text else { continue }
        let problem =
          if case .tooLong(let maximum) = admission.refusal {
            "it has \(text.count) characters, more than the \(maximum) a comment may have, so "
              + "it was cut to \(maximum)"
          } else {
            "it holds control characters, which a comment may not have, so they were dropped"
              + " (tabs and carriage returns turned into spaces and line breaks)"
          }
        notes.append(DemoDataError(file: file, place: place, problem: problem))
      }
      if kept != texts { admitted.comments[postID] = kept.isEmpty ? nil : kept }
    }
    return (admitted, notes)
  }

  /// These preferences as the demo may hold them: comments admitted as the comment field
  /// admits them (`admittingComments(file:)`) and only the filters the Settings screen offers
  /// (`keepingKnownFilters(file:)`); and a note for each change, naming `file`.
  ///
  /// - Parameter file: The file's name or path, for the notes.
  /// - Returns: The admitted preferences and the notes (empty when nothing changed).
  func admitted(file: String) -> (preferences: Preferences, notes: [DemoDataError]) {
    let (filtered, note) = keepingKnownFilters(file: file)
    let (admitted, notes) = filtered.admittingComments(file: file)
    return (admitted, (note.map { [$0] } ?? []) + notes)
  }
}
