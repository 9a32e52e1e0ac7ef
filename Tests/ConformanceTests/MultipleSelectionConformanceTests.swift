import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// One screen that selects rows, one script, every host: start selecting, select two photos,
/// deselect one and select it again, delete the selection, stop selecting. The test host's taps,
/// the terminal's Enter and UIKit's taps in editing mode (table and collection view) select the
/// same rows, run no row handler, and the command deletes the same photos.
@MainActor
@Suite struct MultipleSelectionConformanceTests {
  @MainActor final class Photos: MultipleSelectionScreen {
    let title = "Photos"
    var photos = ["beach", "forest", "city", "lake"]
    var isSelectingRows = false
    var selectedRows: Set<ListID> = []
    var opened: [String] = []

    var content: ListContent {
      Section(id: "photos") {
        for photo in photos {
          Row(id: photo, TextItem(photo)).onSelect { [unowned self] _ in
            opened.append(photo)
          }
        }
      }
    }

    var commands: [ScreenCommand] {
      var commands = [
        ScreenCommand(isSelectingRows ? "Done" : "Select", shortcut: .mnemonic("s")) {
          [unowned self] _ in isSelectingRows.toggle()
        }
      ]
      if isSelectingRows && !selectedRows.isEmpty {
        commands.append(
          ScreenCommand(
            "Delete \(selectedRows.count)", shortcut: .mnemonic("x"), role: .destructive
          ) { [unowned self] context in
            photos.removeAll { context.selectedRows.contains(ListID($0)) }
          })
      }
      return commands
    }
  }

  @MainActor
  protocol Driver {
    var screen: Photos { get }
    func run(_ command: String) throws
    func tap(_ id: String) throws
  }

  static func script(_ driver: some Driver) throws -> [String] {
    var log: [String] = []
    let screen = driver.screen
    func note(_ step: String) {
      let selected = screen.selectedRows.compactMap { $0.as(String.self) }.sorted()
      log.append(
        "\(step): selecting \(screen.isSelectingRows), selected \(selected), "
          + "photos \(screen.photos), opened \(screen.opened)")
    }
    try driver.run("Select")
    note("select")
    try driver.tap("beach")
    try driver.tap("city")
    try driver.tap("city")
    try driver.tap("lake")
    note("taps")
    try driver.run("Delete 2")
    note("delete")
    try driver.run("Done")
    note("done")
    try driver.tap("forest")
    note("tap")
    return log
  }

  static let expected = [
    "select: selecting true, selected [], photos [\"beach\", \"forest\", \"city\", \"lake\"], opened []",
    "taps: selecting true, selected [\"beach\", \"lake\"], photos [\"beach\", \"forest\", \"city\", \"lake\"], opened []",
    "delete: selecting true, selected [], photos [\"forest\", \"city\"], opened []",
    "done: selecting false, selected [], photos [\"forest\", \"city\"], opened []",
    "tap: selecting false, selected [], photos [\"forest\", \"city\"], opened [\"forest\"]",
  ]

  final class TestHostDriver: Driver {
    let screen = Photos()
    let app: ScreenTestHost
    init() { app = ScreenTestHost(screen) }
    func run(_ command: String) throws { try app.perform(command: command) }
    func tap(_ id: String) throws { try app.tap(.id(id)) }
  }

  final class TerminalDriver: Driver {
    let screen = Photos()
    let app: TerminalApp
    init() { app = TerminalApp(root: screen, width: 56, height: 12) }
    func run(_ command: String) throws {
      guard let key = screen.commands.first(where: { $0.title == command })?.shortcut,
        case .mnemonic(let character) = key
      else { throw ConformanceFailure(description: "no key for \(command)") }
      app.handle(.key(KeyEvent(.character(character))))
    }
    func tap(_ id: String) throws {
      guard let list = app.navigator.top?.view, list.placeCursor(on: ListID(id)) else {
        throw ConformanceFailure(description: "no row \(id) in the terminal")
      }
      app.handle(.key(KeyEvent(.enter)))
    }
  }

  @Test func theTestHostSelectsWithTaps() throws {
    #expect(try Self.script(TestHostDriver()) == Self.expected)
  }

  @Test func theTerminalSelectsWithEnter() throws {
    #expect(try Self.script(TerminalDriver()) == Self.expected)
  }

  @Test func theTerminalMarksTheSelectedRows() throws {
    let driver = TerminalDriver()
    let app = driver.app
    try driver.run("Select")
    // Enter and Space select the cursor row; the mark shows without colour.
    app.handle(.key(KeyEvent(.enter)))
    for _ in 0..<3 { app.handle(.key(KeyEvent(.down))) }
    app.handle(.key(KeyEvent(.character(" "))))
    app.handle(.key(KeyEvent(.up)))
    #expect(
      app.render().plainText() == """
        """ + String(repeating: " ", count: 25) + """
          Photos
          ✓beach
           forest
          ▌city
          ✓lake






           ↑↓ move  ⏎ select  s done  x delete 2  ? help  q quit
          """)
    app.handle(.key(KeyEvent(.down)))
    #expect(
      app.render().plainText().hasSuffix(" ⏎ deselect   s done   x delete 2   ? help   q quit"))
    #expect(driver.screen.opened.isEmpty)
  }

  #if os(Linux)
    final class UIKitDriver: Driver {
      let screen = Photos()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let root: ScreenViewController
      init(container: ScreenViewController.Container) {
        root = ScreenViewController(screen: screen, container: container)
        window.rootViewController = UINavigationController(rootViewController: root)
        window.layoutIfNeeded()
      }
      func run(_ title: String) throws {
        let items = root.navigationItem.rightBarButtonItems ?? []
        if let button = items.first(where: { $0.title == title }) {
          button.userTap()
          return
        }
        guard let more = items.first(where: { $0.menu != nil }) else {
          throw ConformanceFailure(description: "no \(title) in the bar")
        }
        try more.userChooseFromMenu(title)
      }
      func tap(_ id: String) throws {
        guard let path = root.controller.content.path(of: ListID(id)) else {
          throw ConformanceFailure(description: "no row \(id) in UIKit")
        }
        if let table = root.view as? UITableView {
          try table.tapRow(at: path.indexPath)
        } else if let collection = root.view as? UICollectionView {
          try collection.tapItem(at: path.indexPath)
        }
      }
    }

    @Test func aTableViewSelectsInEditingMode() throws {
      let driver = UIKitDriver(container: .tableView)
      #expect(try Self.script(driver) == Self.expected)
    }

    @Test func aCollectionViewSelectsInEditingMode() throws {
      let driver = UIKitDriver(container: .collectionView)
      #expect(try Self.script(driver) == Self.expected)
    }

    @Test func theViewFollowsTheSelection() throws {
      for container in [ScreenViewController.Container.tableView, .collectionView] {
        let driver = UIKitDriver(container: container)
        try driver.run("Select")
        try driver.tap("beach")
        if let table = driver.root.view as? UITableView {
          #expect(table.isEditing && table.allowsMultipleSelectionDuringEditing)
          #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        } else if let collection = driver.root.view as? UICollectionView {
          #expect(collection.isEditing && collection.allowsMultipleSelectionDuringEditing)
          #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
          let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
          let list = try #require(cell as? UICollectionViewListCell)
          #expect(list.shownAccessories(editing: true) == ["multiselect"])
        }
        // A selection the screen makes itself shows too; Done leaves editing, selecting nothing.
        driver.screen.selectedRows = [ListID("beach"), ListID("city")]
        driver.root.refresh()
        if let table = driver.root.view as? UITableView {
          #expect(table.indexPathsForSelectedRows?.count == 2)
        }
        try driver.run("Done")
        if let table = driver.root.view as? UITableView {
          #expect(!table.isEditing && table.indexPathsForSelectedRows == nil)
        } else if let collection = driver.root.view as? UICollectionView {
          #expect(!collection.isEditing && (collection.indexPathsForSelectedItems ?? []).isEmpty)
        }
      }
    }
  #endif
}
