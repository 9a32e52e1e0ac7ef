extension DataFile {
  /// Reads a data file's records, one value each, after the checks every file's records share:
  /// at least one, at most ``maximumRecords``, and ids unique in the file.
  ///
  /// - Parameters:
  ///   - records: The file's records.
  ///   - file: The file's name, for messages.
  ///   - noun: What one record is called in messages ("animal"); `plural`, what several are.
  ///   - make: Makes the value from the record's reader and its id (the record's `id` key).
  /// - Returns: The values, in the file's order.
  /// - Throws: ``DemoDataError`` naming the record and key of the first problem.
  static func read<Value>(
    _ records: [DataValue], file: String, noun: String, plural: String,
    _ make: (RecordReader, String) throws(DemoDataError) -> Value
  ) throws(DemoDataError) -> [Value] {
    guard !records.isEmpty else {
      throw DemoDataError(file: file, problem: "the file lists no \(plural)")
    }
    guard records.count <= maximumRecords else {
      throw DemoDataError(
        file: file, problem: "the file lists \(records.count) \(plural), at most \(maximumRecords)")
    }
    var values: [Value] = []
    var places: [String: Int] = [:]
    for (index, record) in records.enumerated() {
      let reader = try RecordReader(record, file: file, place: "\(noun) \(index + 1)")
      let id = try reader.text("id", maximumLength: shortText)
      if let earlier = places[id] {
        throw reader.problem("id", "\"\(id)\" is also the id of \(noun) \(earlier)")
      }
      places[id] = index + 1
      values.append(try make(reader, id))
    }
    return values
  }
}
