import Sectional
import SectionalTesting
import Testing

/// A screen whose rows a person selects several of and acts on together: while selecting, a tap
/// selects or deselects (the row's handlers do not run), the commands act on the selection, and
/// the host keeps the selection to rows that are shown and can be selected.
@MainActor
@Suite struct MultipleSelectionTests {
  @MainActor final class PhotosScreen: MultipleSelectionScreen {
    let title = "Photos"
    var photos = ["beach", "forest", "city"]
    var isSelectingRows = false
    var selectedRows: Set<ListID> = []

    var content: ListContent {
      Section(id: "photos") {
        for photo in photos { Row(id: photo, TextItem(photo)) }
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
          ScreenCommand("Delete \(selectedRows.count)", role: .destructive) {
            [unowned self] context in
            photos.removeAll { context.selectedRows.contains(ListID($0)) }
          })
      }
      return commands
    }
  }

  /// Photos that open when tapped, with one row that cannot be selected.
  @MainActor final class Opening: MultipleSelectionScreen {
    let title = "Opening"
    var isSelectingRows = false
    var selectedRows: Set<ListID> = []
    var opened: [String] = []
    var photos = ["beach", "forest"]

    var content: ListContent {
      Section(id: "photos") {
        for photo in photos {
          Row(id: photo, TextItem(photo)).onSelect { [unowned self] _ in opened.append(photo) }
        }
        Row(id: "footer", TextItem("2 photos")).selectable(false)
      }
    }
  }

  @Test func selectedPhotosAreDeletedTogether() throws {
    let screen = PhotosScreen()
    let app = ScreenTestHost(screen)
    try app.perform(command: "Select")
    #expect(app.host.isSelectingRows)
    try app.tap(.id("beach"))
    try app.tap(.id("city"))
    #expect(screen.selectedRows == [ListID("beach"), ListID("city")])
    #expect(app.host.selectedRows == screen.selectedRows)
    try app.perform(command: "Delete 2")
    #expect(screen.photos == ["forest"])
    // The deleted rows left the selection with the content.
    #expect(screen.selectedRows.isEmpty)
    #expect(app.content.sections[0].rows.map(\.id) == [ListID("forest")])
    try app.perform(command: "Done")
    #expect(!app.host.isSelectingRows)
  }

  @Test func aTapWhileSelectingSelectsAndRunsNoHandler() throws {
    let screen = Opening()
    let app = ScreenTestHost(screen)
    try app.tap(.id("beach"))
    #expect(screen.opened == ["beach"])
    screen.isSelectingRows = true
    try app.tap(.id("forest"))
    try app.tap(.id("footer"))
    #expect(screen.opened == ["beach"])
    #expect(screen.selectedRows == [ListID("forest")])
    // A second tap deselects.
    try app.tap(.id("forest"))
    #expect(screen.selectedRows.isEmpty)
    try app.tap(.id("forest"))
    // A rebuild that removes a selected row drops it; ending selecting empties the selection.
    screen.photos = ["beach"]
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(screen.selectedRows.isEmpty)
    try app.tap(.id("beach"))
    screen.isSelectingRows = false
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(screen.selectedRows.isEmpty)
    try app.tap(.id("beach"))
    #expect(screen.opened == ["beach", "beach"])
  }

  @Test func theHostRefusesRowsThatCannotBeSelected() throws {
    let screen = Opening()
    let app = ScreenTestHost(screen)
    let host = app.host
    host.setRow(ListID("beach"), selected: true)
    #expect(screen.selectedRows.isEmpty)  // not selecting
    screen.isSelectingRows = true
    host.setRow(ListID("beach"), selected: true)
    host.setRow(ListID("footer"), selected: true)
    host.setRow(ListID("nowhere"), selected: true)
    #expect(screen.selectedRows == [ListID("beach")])
    // A selection the screen set itself is kept to selectable rows it shows.
    screen.selectedRows = [ListID("beach"), ListID("footer"), ListID("nowhere")]
    host.setNeedsUpdate()
    host.updateIfNeeded()
    #expect(screen.selectedRows == [ListID("beach")])
  }
}

extension MultipleSelectionTests {
  @Test func aRangeIsSelectedInOneChangeKeepingWhatCanBeSelected() throws {
    let screen = PhotosScreen()
    screen.isSelectingRows = true
    let host = ScreenHost(screen: screen)
    var updates = 0
    let observation = host.observeUpdates { updates += 1 }
    defer { observation.cancel() }
    host.setRows([ListID("beach"), ListID("city"), ListID("nowhere")], selected: true)
    #expect(screen.selectedRows == [ListID("beach"), ListID("city")])
    #expect(updates == 1)
    // Nothing to change: no rebuild.
    host.setRows([ListID("beach")], selected: true)
    #expect(updates == 1)
    host.setRows([ListID("beach"), ListID("forest")], selected: false)
    #expect(screen.selectedRows == [ListID("city")])
    #expect(updates == 2)
  }
}
