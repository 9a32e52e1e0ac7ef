extension Preferences {
  /// How many of the dropped filter names a note quotes; the rest are counted.
  static let quotedFilterNames = 3

  /// These preferences with only the filters the Settings screen offers
  /// (``Preferences/allFilters``), each once, in their order; and a note naming `file` and what
  /// was dropped, when something was.
  ///
  /// A filter the screen does not offer is never shown, and it cannot be chosen: keeping it
  /// would keep, and write back at every change, whatever a file holds — millions of names, in
  /// a file that someone else wrote.
  ///
  /// - Parameter file: The file's name or path, for the note.
  /// - Returns: The preferences, and the note (`nil` when nothing was dropped).
  /// - Complexity: O(*n*) in the number of filter names.
  func keepingKnownFilters(file: String) -> (preferences: Preferences, note: DemoDataError?) {
    let known = Preferences.allFilters.filter { filters.contains($0) }
    guard known != filters else { return (self, nil) }
    var kept = self
    kept.filters = known
    let unknown = filters.filter { !Preferences.allFilters.contains($0) }
    var quoted = unknown.prefix(Preferences.quotedFilterNames).map { "\"\($0.prefix(40))\"" }
      .joined(separator: ", ")
    if unknown.count > Preferences.quotedFilterNames {
      quoted += " and \(unknown.count - Preferences.quotedFilterNames) more"
    }
    let problem =
      unknown.isEmpty
      ? "it names a filter more than once; each is kept once"
      : "it names \(unknown.count) filter\(unknown.count == 1 ? "" : "s") the demo does not "
        + "offer (\(quoted)), which were dropped"
    return (kept, DemoDataError(file: file, place: #"key "filters""#, problem: problem))
  }
}
