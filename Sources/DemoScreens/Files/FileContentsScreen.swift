import Foundation
import Sectional

/// The detail of a file of the Files screen: its first lines of text, its picture, or what it
/// is when it is neither ("Binary file, 12,345 bytes"), under a line that says what is shown
/// of it. A file that cannot be shown (unreadable, gone, a FIFO, a damaged PNG) says why, by
/// name.
///
/// The demo's own data files (`Animals.plist`, the feed's pages, `heart-rate.csv`, at the top
/// of the data folder) show their records above their text, read by the loaders their screens
/// use: an animal opens its page, a post its text, a day the Day screen on that day. A file
/// the loader refuses says why, naming the place, and its text follows.
///
/// The file is read when the screen is first shown, off the main actor, in bounded time and
/// memory whatever its size (see ``FilePreviewReader``): a loading row shows meanwhile.
@MainActor
public final class FileContentsScreen: Screen {
  /// The file.
  public let entry: FileEntry
  /// The data folder, whose loaders read the demo's own data files.
  public let directory: DataDirectory
  /// Whether the screen's own text keeps to ASCII (`--ascii`).
  public let isASCII: Bool
  /// What the file holds; `nil` until it is read.
  public private(set) var contents: FileContents?
  /// The records of one of the demo's data files; `nil` for another file, or until read.
  private(set) var records: DataRecords?

  /// The title: the file's name.
  public var title: String { entry.name }

  /// Creates the detail of `entry`; it is read when the screen is first shown.
  ///
  /// - Parameters:
  ///   - entry: The file.
  ///   - directory: The data folder.
  ///   - isASCII: Whether the screen's own text keeps to ASCII; `false` by default.
  public init(entry: FileEntry, directory: DataDirectory, isASCII: Bool = false) {
    self.entry = entry
    self.directory = directory
    self.isASCII = isASCII
  }

  /// Reads the file, off the main actor; the host rebuilds when it is read.
  ///
  /// - Parameter context: The host's context.
  public func attach(_ context: ScreenContext) {
    guard contents == nil else { return }
    let entry = entry
    let directory = directory
    context.task { [weak self] in
      let read = await Task.detached {
        (
          FilePreviewReader.read(entry.url, name: entry.name),
          DataRecords.read(entry.id, in: directory)
        )
      }.value
      self?.contents = read.0
      self?.records = read.1
    }
  }

  /// What is shown of the file, then its records, then its lines (or its picture).
  public var content: ListContent {
    if let contents {
      Section(id: "summary") {
        Row(id: "summary", ParagraphItem(Self.summary(of: contents, name: entry.name), style: .dim))
          .selectable(false)
      }
      if let records { recordsSection(records) }
      if case .text(let preview) = contents {
        linesSection(preview)
      } else if case .picture(let width, let height, _) = contents {
        Section(id: "picture") {
          Row(
            id: "picture",
            ImageItem(
              source: .path(entry.url.path),
              aspectRatio: min(max(Double(width) / Double(height), 0.1), 10),
              altText: "\(entry.name), \(width) by \(height) pixels")
          )
          .selectable(false)
        }
      }
    } else {
      Section(id: "loading") {
        Row(id: "loading", LoadingItem(.loading("Reading \(entry.name)"))).selectable(false)
      }
    }
  }

  /// The file's lines, one unselectable paragraph each (a long one wraps), then what was left
  /// out.
  func linesSection(_ preview: TextPreview) -> Section {
    let lines = preview.lines
    let more = preview.lineCount.map { $0 - lines.count }
    return Section(id: "text", header: records == nil ? nil : TextItem("Text")) {
      ForEach(lines.indices, id: { "line-\($0)" }) { index in
        // An empty line keeps its line.
        Row(id: "line-\(index)", ParagraphItem(lines[index].isEmpty ? " " : lines[index]))
          .selectable(false)
      }
      if preview.isCut {
        Row(
          id: "more",
          ParagraphItem(
            more.map {
              "\(ByteCount.grouped($0)) more \($0 == 1 ? "line is" : "lines are") not shown."
            }
              ?? "The rest of the file is not shown.",
            style: .dim)
        )
        .selectable(false)
      }
    }
  }

  /// The records of one of the demo's data files, each opening what its screen shows, or why
  /// the loader refused the file.
  func recordsSection(_ records: DataRecords) -> Section {
    let isASCII = isASCII
    return switch records {
    case .animals(let animals):
      Section(id: "records", header: "Animals") {
        for animal in animals {
          Row(
            id: "animal-\(animal.id)",
            TextItem(animal.name, subtitle: animal.latinName, accessory: .disclosure)
          )
          .onSelect { $0.presenter.push(AnimalDetailScreen(animal: animal)) }
        }
      }
    case .posts(let posts):
      Section(id: "records", header: "Posts") {
        for post in posts {
          Row(
            id: "post-\(post.id)",
            TextItem(
              post.username, subtitle: post.caption, detail: Self.likes(post.likes),
              accessory: .disclosure)
          )
          .onSelect { $0.presenter.push(Self.postScreen(post)) }
        }
      }
    case .days(let days, let samples):
      Section(id: "records", header: "Days") {
        for day in days {
          Row(
            id: "day-\(day.day)",
            TextItem(
              CalendarStrip.label(day.day),
              detail: day.summary.map { "average \($0.average) bpm" }, accessory: .disclosure)
          )
          .onSelect { context in
            let screen = DayScreen(samples: samples, isASCII: isASCII)
            screen.select(day: day.day)
            context.presenter.push(screen)
          }
        }
      }
    case .problem(let error):
      Section(id: "records") {
        Row(
          id: "records-problem",
          ParagraphItem(
            "The demo cannot use this file: \(error).", style: TextStyle(color: .red))
        )
        .selectable(false)
      }
    }
  }

  /// `1 like`, `348 likes`.
  nonisolated static func likes(_ count: Int) -> String {
    count == 1 ? "1 like" : "\(count) likes"
  }

  /// A post's text on a screen of its own: who posted it and the caption, the counts, what
  /// the photo shows.
  static func postScreen(_ post: Post) -> TextScreen {
    TextScreen(
      title: post.username,
      paragraphs: [
        post.caption,
        "\(likes(post.likes)), \(post.comments == 1 ? "1 comment" : "\(post.comments) comments").",
        "Photo: \(post.imageAlt)",
      ])
  }

  /// The line above the contents: what the file is and how much of it is shown.
  ///
  /// - Parameters:
  ///   - contents: What the file holds.
  ///   - name: The file's name.
  nonisolated static func summary(of contents: FileContents, name: String) -> String {
    switch contents {
    case .text(let preview):
      return textSummary(preview)
    case .picture(let width, let height, let size):
      return "PNG, \(width) by \(height) pixels, \(ByteCount.words(size))."
    case .binary(let size):
      return "Binary file, \(ByteCount.grouped(size)) \(size == 1 ? "byte" : "bytes")."
    case .problem(let message):
      return message
    }
  }

  /// `17.5 kB, 742 lines.`, and when lines are left out, which are shown.
  nonisolated static func textSummary(_ preview: TextPreview) -> String {
    guard preview.size > 0 else { return "Empty file." }
    let size = ByteCount.words(preview.size)
    let shown = ByteCount.grouped(preview.lines.count)
    var summary: String
    switch preview.lineCount {
    case let count? where preview.isCut:
      summary = "\(size), \(ByteCount.grouped(count)) lines: the first \(shown) are shown."
    case let count?:
      summary = "\(size), \(count == 1 ? "1 line" : "\(ByteCount.grouped(count)) lines")."
    case nil:
      summary =
        "\(size): the first \(shown) lines are shown; the file is too large to count them all."
    }
    if preview.cutsLongLines {
      summary +=
        " Lines longer than \(ByteCount.grouped(FilePreviewReader.lineLengthLimit)) characters are cut."
    }
    if let place = preview.invalidUTF8Place {
      summary += " Not UTF-8 text from \(place): the bytes that are not show as \u{FFFD}."
    }
    return summary
  }
}
