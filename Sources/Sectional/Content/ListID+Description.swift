extension ListID: CustomStringConvertible, CustomDebugStringConvertible {
  /// The wrapped value as text; strings are quoted so that `"1"` and `1` read differently.
  public var description: String {
    if let string = base as? String {
      return String(reflecting: string)
    }
    if let substring = base as? Substring {
      return String(reflecting: String(substring))
    }
    return String(describing: base)
  }

  /// The id with its wrapped type, for diagnostics: `ListID(SettingsRow.terms)`.
  public var debugDescription: String {
    "ListID(\(type(of: base)).\(description))"
  }
}
