/// The records of one of the demo's own data files, read by the loader its screen uses: the
/// animals of `Animals.plist`, the posts of a feed page, the days of `heart-rate.csv`. The
/// Files screen's detail shows them above the file's text.
enum DataRecords: Equatable, Sendable {
  /// The animals, in file order.
  case animals([Animal])
  /// The posts of a feed page, in file order.
  case posts([Post])
  /// The days with heart-rate samples, in day order, and the samples the Day screen takes.
  case days([DayRecord], samples: [HeartRateSample])
  /// The file is one of the data files, and its loader refused it: why, naming the file and
  /// the place.
  case problem(DemoDataError)

  /// The records of the file with id `id` (its path from the data folder), when it is one of
  /// the demo's data files, at the top of the data folder; `nil` for any other file.
  ///
  /// - Parameters:
  ///   - id: The file's id in the Files screen's tree.
  ///   - directory: The data folder.
  static func read(_ id: String, in directory: DataDirectory) -> DataRecords? {
    do throws(DemoDataError) {
      if id == Animal.fileName { return .animals(try Animal.load(from: directory)) }
      if id == HeartRateSample.fileName {
        let samples = try HeartRateSample.load(from: directory)
        return .days(DayRecord.days(from: samples), samples: samples)
      }
      if let page = feedPage(id) {
        return .posts(try FeedPage.load(page: page, from: directory).posts)
      }
      return nil
    } catch {
      return .problem(error)
    }
  }

  /// The page number of a feed page's file name (`feed-2.json`: 2), or `nil`.
  static func feedPage(_ id: String) -> Int? {
    guard id.hasPrefix("feed-"), id.hasSuffix(".json") else { return nil }
    let digits = id.dropFirst("feed-".count).dropLast(".json".count)
    guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isASCII),
      let page = Int(digits), page >= 1, FeedPage.fileName(page: page) == id
    else { return nil }
    return page
  }
}
