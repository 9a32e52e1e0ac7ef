import BenchmarkSupport
import Foundation
import Sectional
import SectionalTesting

/// The search of the contacts app (issue 27): 2,000 contacts in sections by letter, a query that
/// hides all but 40 of them, then the empty query that shows them again. The whole path a
/// keystroke takes (the state changes, the screen builds its content, the controller diffs it
/// into a staged changeset, a headless table applies it and reports what it shows, the events
/// reach the rows) against the diff of the same two contents alone. Each contact row has a
/// user's delete handler and nothing else, as in the app: no row is made, and no event built,
/// for an event nobody handles (the line counts the rows a `ForEach` section made).
@MainActor
enum FilterComparison {
  final class ContactsScreen: Screen {
    struct Contact: Equatable, Sendable {
      var id: Int
      var name: String
      /// The name in lower case, for the search: the app's own work, kept small here so that
      /// the figures are the library's.
      var key: String
      var phone: String
    }

    let title = "Contacts"
    /// The contacts by the first letter of their name, in order.
    let groups: [(letter: String, contacts: [Contact])]
    var query = ""
    var deleted = 0
    /// Whether each letter's rows come from a `ForEach` (made on demand) or a `for` loop.
    let lazy: Bool
    let rowsMade = RowsMade()

    /// How many rows the screen's row function made (a `ForEach` calls it off the screen's
    /// isolation, though on the main thread).
    final class RowsMade: @unchecked Sendable {
      private let lock = NSLock()
      private var value = 0
      var count: Int {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
      }
      func add() { lock.withLock { value += 1 } }
    }

    init(count: Int, lazy: Bool) {
      self.lazy = lazy
      let first = ["Ada", "Alan", "Barbara", "Claude", "Donald", "Edsger", "Frances", "Grace"]
      let last = ["Lovelace", "Turing", "Liskov", "Shannon", "Knuth", "Dijkstra", "Allen"]
      var contacts: [Contact] = []
      for index in 0..<count {
        // Every 50th contact matches the query "zoe": 40 of 2,000.
        let given = index % 50 == 0 ? "Zoe" : first[index % first.count]
        let family = last[(index / first.count) % last.count]
        contacts.append(
          Contact(
            id: index, name: "\(given) \(family) \(index)",
            key: "\(given) \(family) \(index)".lowercased(), phone: "+1 555 \(1000 + index)"))
      }
      contacts.sort { $0.name < $1.name }
      groups = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
        .sorted { $0.key < $1.key }.map { (letter: $0.key, contacts: $0.value) }
    }

    nonisolated static func row(_ contact: Contact, of screen: ContactsScreen) -> Row {
      screen.rowsMade.add()
      return Row(id: contact.id, TextItem(contact.name, subtitle: contact.phone))
        .onDelete { [weak screen] _ in screen?.deleted += 1 }
    }

    /// The content to show instead of building it, for measuring the library's part of a
    /// keystroke alone.
    var prepared: ListContent?

    var content: ListContent { prepared ?? built }

    @ListBuilder var built: ListContent {
      for (letter, contacts) in groups {
        let rows = query.isEmpty ? contacts : contacts.filter { $0.key.contains(query) }
        if lazy {
          Section(id: letter, header: letter) {
            ForEach(rows, id: \.id) { [unowned self] contact in Self.row(contact, of: self) }
          }
        } else {
          Section(id: letter, header: letter) {
            for contact in rows { Self.row(contact, of: self) }
          }
        }
      }
    }
  }

  static func run() {
    if CommandLine.arguments.contains("--profile") {
      profile()
      return
    }
    print(
      "# filter: 2,000 contacts by letter; the query \"zoe\" shows 40, the empty query all"
        + " again. filter_ms is both keystrokes' whole path (state, content, diff, staged"
        + " changeset, headless apply, display and row events); diff_ms the diff alone as the"
        + " path diffs: from the content shown to contents built fresh (diff_again_ms: the same"
        + " contents diffed again, their ids kept from the first time); app_ms the app's own"
        + " part (its content for both queries, built and freed, and for a ForEach the rows the"
        + " library asked its row function for); library_ms the library's part, measured alone:"
        + " both keystrokes given contents built beforehand and kept alive (untimed), less the"
        + " app's row function for the rows made; its target is against the diff."
        + " library_with_free_ms is the same with the path freeing the app's old contents as an"
        + " app's does, and free_ms freeing them alone (app_ms counts it);"
        + " filter_less_app_ms is filter_ms - app_ms, the library's part by subtraction")
    for lazy in [false, true] {
      let screen = ContactsScreen(count: 2_000, lazy: lazy)
      let host = ScreenHost(screen: screen)
      let table = HeadlessTableView(controller: host.controller, viewportHeight: 800)
      // UIKit keeps no batch it performed: neither does the table here, so old contents are
      // freed in the path as they are in an app (kept, they would grow memory without bound).
      table.recordsBatches = false
      let full = screen.content
      screen.query = "zoe"
      let filtered = screen.content
      screen.query = ""
      guard filtered.rowCount == 40, full.rowCount == 2_000 else {
        print("filter error=content rows \(filtered.rowCount) of \(full.rowCount)")
        return
      }
      var sink = 0
      // Both keystrokes, each on the whole path: state, content, diff, apply, events.
      func roundTrip() {
        for query in ["zoe", ""] {
          screen.query = query
          host.setNeedsUpdate()
          host.updateIfNeeded()
        }
      }
      // Both keystrokes' contents, built fresh.
      func contents() -> (some: ListContent, all: ListContent) {
        screen.query = "zoe"
        let some = screen.content
        screen.query = ""
        return (some, screen.content)
      }
      // The rows made by one round trip, before the measured ones.
      screen.rowsMade.count = 0
      roundTrip()
      let made = screen.rowsMade.count
      let contacts = screen.groups.flatMap(\.contacts)
      // The contents of the last two rounds of the library's part measured with the app's
      // contents kept alive.
      var keptAlive: [(some: ListContent, all: ListContent)] = []
      // The content the fresh diffs start from, shown (and diffed) before, as in the path.
      var shown = full
      _ = try? StagedChangeset(from: filtered, to: full)
      let times = interleavedMedianMilliseconds(
        iterations: 41,
        prepared: [
          {
            {
              // The screen's content for both queries, nothing else: what the app builds.
              let (some, all) = contents()
              sink &+= some.rowCount + all.rowCount
            }
          },
          {
            {
              roundTrip()
              sink &+= table.shown.rowCount
            }
          },
          {
            // The diff alone, as the path diffs: from the content shown to contents built
            // fresh (a content's ids are read, or made for a `ForEach`, the first time).
            let (some, all) = contents()
            let before = shown
            shown = all
            return {
              let hide = (try? StagedChangeset(from: before, to: some))?.count ?? 0
              let show = (try? StagedChangeset(from: some, to: all))?.count ?? 0
              sink &+= hide + show
            }
          },
          {
            {
              // The same two contents diffed again and again.
              let hide = (try? StagedChangeset(from: full, to: filtered))?.count ?? 0
              let show = (try? StagedChangeset(from: filtered, to: full))?.count ?? 0
              sink &+= hide + show
            }
          },
          {
            {
              // The rows a `ForEach` made during a round trip, made by the app's row function
              // alone (a `for` loop's rows are made in the content, counted above).
              guard lazy else { return }
              for index in 0..<made {
                sink &+=
                  ContactsScreen.row(contacts[index % 2_000], of: screen).traits.isDeletable
                  ? 1 : 0
              }
            }
          },
          {
            // Both keystrokes' contents, built fresh and untimed: the library's part alone. Each
            // is given up once handed over, so that the path frees the old contents as an app's
            // does (the last round's full content, then the filtered one).
            let (some, all) = contents()
            var queue = [all, some]
            return {
              while let content = queue.popLast() {
                screen.prepared = content
                host.setNeedsUpdate()
                host.updateIfNeeded()
              }
              screen.prepared = nil
              sink &+= table.shown.rowCount
            }
          },
          {
            // The library's part alone, as above, with the contents the app built kept alive
            // until a later round: the path frees none of the app's rows (app_ms counts their
            // freeing), and nothing is subtracted to leave the free out. Untimed first: the host
            // shows the last round's full content, kept alive, and frees what it showed before.
            if let last = keptAlive.last {
              screen.prepared = last.all
              host.setNeedsUpdate()
              host.updateIfNeeded()
              screen.prepared = nil
            }
            let (some, all) = contents()
            keptAlive.append((some, all))
            if keptAlive.count > 2 { keptAlive.removeFirst() }
            return {
              for content in [some, all] {
                screen.prepared = content
                host.setNeedsUpdate()
                host.updateIfNeeded()
              }
              screen.prepared = nil
              sink &+= table.shown.rowCount
            }
          },
          {
            // Freeing both contents the app built, alone: what the path spends on the app's old
            // rows when a new content replaces theirs, as app_ms counts it.
            var built: (some: ListContent, all: ListContent)? = contents()
            sink &+= built?.all.rowCount ?? 0
            return {
              built = nil
              sink &+= built == nil ? 1 : 0
            }
          },
        ])
      let app = times[0] + times[4]
      // The host's part with the contents given, less the app's row function for the rows it
      // made (a `ForEach`'s; a `for` loop's rows were made with the content): with the app's
      // contents kept alive (freeing them is the app's, and app_ms counts it), and freeing them
      // as the path does.
      let library = max(0, times[6] - times[4])
      let withFree = max(0, times[5] - times[4])
      let name = lazy ? "filter_2000_to_40_and_back_foreach" : "filter_2000_to_40_and_back"
      print(
        ContentComparison.ratioLine(
          name, ("library_ms", library), ("diff_ms", times[2]), ratio: "library_per_diff",
          target: "<=3")
          + " free_ms=\(format(times[7])) library_with_free_ms=\(format(withFree))"
          + " with_free_per_diff=\(format(withFree / times[2]))"
          + " diff_again_ms=\(format(times[3]))"
          + " filter_ms=\(format(times[1])) app_ms=\(format(app))"
          + " filter_per_diff=\(format(times[1] / times[2]))"
          + " filter_less_app_ms=\(format(times[1] - app))"
          + " rows_made=\(made) deletes_run=\(screen.deleted)")
      if sink == 42 { print("") }
    }
  }

  /// Runs the library's part of both keystrokes many times, for `perf record`: the contents are
  /// built beforehand, in batches, so that the profile is mostly the library's. What follows
  /// `--profile` picks the variant (`foreach`, else the `for` loop); `kept` after it keeps each
  /// batch's contents alive until the batch is done, so that the path frees none of the app's
  /// rows.
  static func profile() {
    let arguments = CommandLine.arguments
    let lazy =
      arguments.firstIndex(of: "--profile").map { index in
        arguments.indices.contains(index + 1) && arguments[index + 1] == "foreach"
      } ?? false
    let kept = arguments.contains("kept")
    let screen = ContactsScreen(count: 2_000, lazy: lazy)
    let host = ScreenHost(screen: screen)
    let table = HeadlessTableView(controller: host.controller, viewportHeight: 800)
    table.recordsBatches = false
    var sink = 0
    for _ in 0..<20 {
      var contents: [ListContent] = []
      for _ in 0..<100 {
        screen.query = "zoe"
        contents.append(screen.content)
        screen.query = ""
        contents.append(screen.content)
      }
      // Last first, so that each content's only references are the host's, as in the path
      // (unless kept).
      contents.reverse()
      let batch = kept ? contents : []
      while let content = contents.popLast() {
        screen.prepared = content
        host.setNeedsUpdate()
        host.updateIfNeeded()
        sink &+= table.shown.rowCount
      }
      screen.prepared = nil
      sink &+= batch.count
    }
    print("profiled keystrokes: \(sink) rows shown")
  }
}
