/// What the Return key of a field says and does.
///
/// With ``automatic`` a field that another field follows in content order shows ``next`` and
/// moves focus there; the last field shows ``done`` and submits. Any other label only changes
/// what the key says (the iOS return key, the terminal footer); focus still moves on when a
/// field follows.
public enum SubmitLabel: Equatable, Hashable, Sendable {
  /// ``next`` when a field follows, else ``done``.
  case automatic
  /// "Next": moves to the next field.
  case next
  /// "Done".
  case done
  /// "Go".
  case go
  /// "Send".
  case send
  /// "Search".
  case search
  /// "Join".
  case join
}
