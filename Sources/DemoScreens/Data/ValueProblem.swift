/// Why a value of the saved state cannot be used, in the user's words (`must be a time of day
/// from "00:00" to "23:59" …, found text "8am"`): the underlying error of the `DecodingError`
/// a value's decoder throws, which ``DemoDataError`` then quotes after the file and the key.
struct ValueProblem: Error, Equatable, Sendable {
  /// What is wrong, as a ``DemoDataError/problem``.
  var problem: String
}
