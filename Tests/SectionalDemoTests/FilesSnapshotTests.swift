import DemoScreens
import Foundation
import Testing

/// The Files screen as the user sees it, through the built demo: `snapshot files --data-dir
/// DIR` over a folder made for the test: the tree, a folder opened, a file's contents, marks
/// copied, and folders and files that fight back.
@Suite(.serialized) struct FilesSnapshotTests {
  /// A data folder with a folder of two files, a text file, a picture and a binary file.
  struct Folder {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "files-snapshot-\(UUID().uuidString)")
      let files: [(String, Data)] = [
        ("docs/guide.md", Data("# Guide\n\nRead me first.\n".utf8)),
        ("docs/intro.md", Data("Hello.\n".utf8)),
        ("notes.txt", Data("Shopping:\n  - bread\n  - olives\n".utf8)),
        (
          "kea.png",
          try Data(contentsOf: DataDirectory.bundled.url.appendingPathComponent("images/kea.png"))
        ),
        ("blob.bin", Data((0..<2_048).map { UInt8($0 % 256) })),
      ]
      for (path, data) in files {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
      }
    }

    func remove() {
      for path in (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [] {
        chmod(url.appendingPathComponent(path).path, 0o755)
      }
      chmod(url.appendingPathComponent("locked").path, 0o755)
      try? FileManager.default.removeItem(at: url)
    }
  }

  func frame(
    _ folder: Folder, width: Int = 60, height: Int = 12, keys: String = "",
    extra: [String] = [], prefix: [String] = []
  ) throws -> DemoProcess.Result {
    var arguments = [
      "snapshot", "files", "--data-dir", folder.url.path, "--width", "\(width)", "--height",
      "\(height)",
    ]
    if !keys.isEmpty { arguments += ["--keys", keys] }
    let demo = try DemoProcess()
    let running = try demo.start(arguments + extra, prefix: prefix)
    running.process.waitUntilExit()
    let result = running.result()
    #expect(result.status == 0, "\(result.error)")
    return result
  }

  @Test func theTreeShowsFoldersFirstThenFilesWithTheirSizes() throws {
    let folder = try Folder()
    defer { folder.remove() }
    #expect(
      try frame(folder).output == """
                                   Files
        ▌ ▸ docs
            blob.bin                                      2.0 kB ›
            kea.png                                       4.0 kB ›
            notes.txt                                   31 bytes ›






         ↑↓ move   . actions   ? help   q quit

        """)
  }

  @Test func aFolderOpensWithItsItemsInASCII() throws {
    let folder = try Folder()
    defer { folder.remove() }
    #expect(
      try frame(folder, keys: "right down", extra: ["--ascii"]).output == """
                                   Files
          - docs                                           2 items
        >     guide.md                                  24 bytes >
              intro.md                                   7 bytes >
            blob.bin                                      2.0 kB >
            kea.png                                       4.0 kB >
            notes.txt                                   31 bytes >




         up/down move   enter open   . actions   ? help   q quit

        """)
  }

  @Test func enterShowsAFilesLinesAPictureOrWhatItIs() throws {
    let folder = try Folder()
    defer { folder.remove() }
    #expect(
      try frame(folder, height: 8, keys: "end enter").output == """
         ‹ Files                 notes.txt
         31 bytes, 3 lines.
         Shopping:
         \u{00A0}\u{00A0}- bread
         \u{00A0}\u{00A0}- olives


         esc back   ? help   q quit

        """)
    let picture = try frame(folder, height: 8, keys: "end up enter").output
    #expect(picture.contains("PNG, 48 by 32 pixels, 4.0 kB."), "\(picture)")
    #expect(picture.contains("[image 1.5:1]"), "\(picture)")
    let binary = try frame(folder, height: 8, keys: "down enter").output
    #expect(binary.contains("Binary file, 2,048 bytes."), "\(binary)")
  }

  @Test func marksCopyTheirNamesOneALine() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let sheet = try frame(folder, height: 14, keys: "space end space c").output
    #expect(
      sheet == """
                                   Files
        ✓ ▸ ╭──────────────────────────────────────────────────╮
            │ Share                                            │ ›
            │                                                  │ ›
        ✓   │ docs                                             │ ›
            │ notes.txt                                        │
            │                                                  │
            │ [>Copy text<]                                    │
            │ [ Show text ]                                    │
            │ [ Cancel ]                                       │
            ╰──────────────────────────────────────────────────╯

         2 items marked
         ↑↓ choose   ⏎ copy text   esc cancel

        """)
    // The marked row's own action says how many it copies.
    let menu = try frame(folder, height: 14, keys: "space end space .").output
    #expect(menu.contains("[>Copy 2 names<]"), "\(menu)")
  }

  /// A folder that cannot be read names itself and why: as a user other than root, whom
  /// permissions bind (through `setpriv` when the tests run as root).
  @Test func aFolderWithoutPermissionSaysSoAndListsOnceItIsGiven() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let locked = folder.url.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    try Data("x".utf8).write(to: locked.appendingPathComponent("inside.txt"))
    var prefix: [String] = []
    if geteuid() == 0 {
      let setpriv = "/usr/bin/setpriv"
      try #require(
        FileManager.default.isExecutableFile(atPath: setpriv),
        "running as root, and without setpriv to run the demo as another user")
      prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
      // The other user reads the folder and its files.
      for path in [folder.url.path]
        + (try FileManager.default.subpathsOfDirectory(atPath: folder.url.path)).map({
          folder.url.appendingPathComponent($0).path
        })
      {
        chmod(path, 0o755)
      }
    }
    #expect(chmod(locked.path, 0) == 0)
    let refused = try frame(folder, width: 200, height: 8, keys: "down right", prefix: prefix)
    let message = "Could not load: \(locked.path): the folder cannot be read: Permission denied"
    // The tree's pane wraps the message: its lines, joined, without the pane's edge.
    let joined = refused.output.split(separator: "\n").map {
      $0.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "┃│")))
    }.joined(separator: " ")
    #expect(joined.contains(message), "\(refused.output)")
    #expect(chmod(locked.path, 0o755) == 0)
    let listed = try frame(folder, width: 60, height: 8, keys: "down right", prefix: prefix)
    #expect(listed.output.contains("inside.txt"), "\(listed.output)")
    #expect(listed.output.contains("1 item"), "\(listed.output)")
  }

  /// A FIFO, a link to itself and a 6 MB file: each detail comes at once, saying what it is
  /// or what is shown.
  @Test func filesThatFightBackAreNamedAndNeverWaitedOn() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    #expect(mkfifo(folder.url.appendingPathComponent("pipe").path, 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("round").path, withDestinationPath: "round")
    let line = String(repeating: "z", count: 99) + "\n"
    try Data(String(repeating: line, count: 60_000).utf8).write(
      to: folder.url.appendingPathComponent("huge.log"))
    let cases = [
      ("pipe", "pipe is a FIFO (a named pipe), not a file: there is nothing to show."),
      ("round", "round links to round, which leads back to itself: there is nothing to show."),
      ("huge.log", "6.0 MB, 60,000 lines: the first 2,000 are shown."),
    ]
    for (name, expected) in cases {
      // The rows after docs: blob.bin, huge.log, kea.png, notes.txt, pipe, round.
      let order = ["blob.bin", "huge.log", "kea.png", "notes.txt", "pipe", "round"]
      let downs = Array(repeating: "down", count: (order.firstIndex(of: name) ?? 0) + 1)
      let run = try await DemoProcess().run(
        [
          // One pane at a time (narrower than 100 columns): the detail's whole width.
          "snapshot", "files", "--data-dir", folder.url.path, "--width", "99", "--height", "6",
          "--keys", (downs + ["enter"]).joined(separator: " "),
        ], deadline: .seconds(20), attempts: 3)
      #expect(!run.timedOut, "\(name)")
      #expect(run.result.status == 0, "\(name): \(run.result.error)")
      #expect(run.result.output.contains(expected), "\(run.result.output)")
    }
  }

  @Test func from100ColumnsTheContentsShowBesideTheTreeAndFollowItsCursor() throws {
    let folder = try Folder()
    defer { folder.remove() }
    #expect(
      try frame(folder, width: 100, height: 8, keys: "end", extra: ["--ascii"]).output == """
                                                       Files
        > Data folder                             |  notes.txt
          + docs                                  | 31 bytes, 3 lines.
            blob.bin                    2.0 kB >  | Shopping:
            kea.png                     4.0 kB >  | - bread
        >   notes.txt                 31 bytes >  | - olives
                                                  |
         up/down move   enter open   . actions   tab pane   ? help   q quit

        """)
    // Enter focuses the contents; Esc the tree again.
    let focused = try frame(folder, width: 100, height: 8, keys: "end enter", extra: ["--ascii"])
    #expect(focused.output.contains("  Data folder                             |> notes.txt"))
    let back = try frame(folder, width: 100, height: 8, keys: "end enter esc", extra: ["--ascii"])
    #expect(back.output.contains("> Data folder                             |  notes.txt"))
  }

  @Test func theBundledDataShowsItsRecords() throws {
    let result = try demoFrame("files", width: 60, height: 8, keys: "down enter")
    #expect(
      result.output == """
         ‹ Files               Animals.plist
         7.7 kB, 204 lines.                                        ┃
         Animals                                                   │
        ▌Red fox                                                 › │
         Vulpes vulpes                                             │
         Snow leopard                                            › │
         Panthera uncia                                            │
         ↑↓ move   ⏎ open   esc back   ? help   q quit

        """)
  }
}
