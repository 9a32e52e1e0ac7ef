import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A content configuration of the surface's own, for the surface's rules.
@MainActor
private struct Tint: @preconcurrency UIContentConfiguration {
  var name: String
  func makeContentView() -> any UIView & UIContentView { TintView(configuration: self) }
  func updated(for state: any UIConfigurationState) -> Tint {
    var updated = self
    if (state as? UICellConfigurationState)?.isEditing == true { updated.name += " (editing)" }
    return updated
  }
}

@MainActor
private final class TintView: UIView, UIContentView {
  var configuration: any UIContentConfiguration
  init(configuration: Tint) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  var name: String? { (configuration as? Tint)?.name }
}

/// Every standard component, one row each.
@MainActor
private func everyComponent() -> [Row] {
  [
    Row(id: "text", TextItem("Text")),
    Row(id: "image", ImageItem(source: .named("photo"), aspectRatio: 2, altText: "A photo")),
    Row(id: "async", AsyncImageItem(.key("k"), aspectRatio: 2, accessibilityLabel: "A fox")),
    Row(id: "pills", PillsItem([.init(id: "a", title: "A", isSelected: true)])),
    Row(id: "bar", ActionBarItem([.init(id: "like", symbol: "heart", title: "Like")])),
    Row(id: "embedded", EmbeddedListItem(title: "More", items: [.init("One")])),
    Row(id: "field", TextFieldItem("Name", text: "Ann")),
    Row(id: "area", TextAreaItem("Notes", text: "Hi")),
    Row(id: "choice", ChoiceItem("Sort", options: [.init(id: "a", title: "A")], selection: nil)),
    Row(id: "stepper", StepperItem("Guests", value: 1, in: 0...3)),
    Row(
      id: "date",
      DateItem("Due", value: Date(timeIntervalSince1970: 1_796_567_400), mode: .date)),
    Row(id: "columns", ColumnsItem(["1", "swift", "2"], columns: ColumnsCellTests.columns)),
  ]
}

/// Every view under `view`, depth first.
@MainActor
private func descendants(of view: UIView) -> [UIView] {
  view.subviews.flatMap { [$0] + descendants(of: $0) }
}

@MainActor
@Suite("Standard components draw through content configurations, in table and collection cells")
struct ContentViewTests {
  @Test("A cell configures its content view again for a configuration of the same type")
  func surfaceReconfiguresInPlace() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let plain = cell.contentView
    cell.contentConfiguration = Tint(name: "red")
    let view = cell.contentView
    #expect(view !== plain && (view as? TintView)?.name == "red")
    #expect(cell.subviews.contains { $0 === view } && !cell.subviews.contains { $0 === plain })
    cell.contentConfiguration = Tint(name: "blue")
    #expect(cell.contentView === view && (view as? TintView)?.name == "blue")
    // Another type of configuration: another content view.
    cell.contentConfiguration = UIListContentConfiguration.cell()
    #expect(cell.contentView !== view && !(cell.contentView is TintView))
    cell.contentConfiguration = nil
    #expect(cell.contentView === plain)
  }

  @Test("The configuration is updated for the cell's state when set and when it changes")
  func surfaceUpdatesForState() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentConfiguration = Tint(name: "red")
    cell.isEditing = true
    #expect((cell.contentView as? TintView)?.name == "red (editing)")
    cell.isEditing = false
    #expect((cell.contentView as? TintView)?.name == "red")
    let item = UICollectionViewListCell(frame: .zero)
    item.contentConfiguration = Tint(name: "green")
    #expect((item.contentView as? TintView)?.name == "green")
  }

  @Test("In a collection view no standard component is drawn by a table cell")
  func noTableCellInACollectionView() throws {
    for layout in [SectionLayout.list, .grid(columns: 2)] {
      var section = Section(id: "s") { for row in everyComponent() { row } }
      section.layout = layout
      let host = try LiaisedCollection(
        ListContent(sections: [section]), height: 4000)
      let cells = host.visible.compactMap { host.collection.cellForItem(at: $0) }
      #expect(cells.count == everyComponent().count)
      for cell in cells {
        #expect(!descendants(of: cell).contains { $0 is UITableViewCell })
        // A list content configuration or a component's own content view, made by UIKit.
        #expect(cell.contentView is any UIContentView)
      }
      #expect(host.collection.raisedExceptions == [])
    }
  }

  @Test("A table and a collection view draw a component with the same content view class")
  func sameContentViewEverywhere() throws {
    let content = ListContent(sections: [Section(id: "s") { for row in everyComponent() { row } }])
    let table = try LiaisedTable(content, height: 4000)
    let collection = try LiaisedCollection(content, height: 4000)
    for index in everyComponent().indices {
      let tableView = table.table.cellForRow(at: path(0, index))?.contentView
      let itemView = collection.collection.cellForItem(at: path(0, index))?.contentView
      let names = [tableView, itemView].map { $0.map { String(describing: type(of: $0)) } }
      #expect(names[0] != nil && names[0] == names[1], "row \(index): \(names)")
    }
  }

  @Test("In a collection view, a rebuild that changes the edited field's message keeps editing")
  func collectionReconfiguresTheField() throws {
    let host = CollectionForm()
    let field = try #require(host.field("password"))
    let path = try #require(host.root.controller.content.path(of: ListID("password")))
    let cell = try #require(host.collection?.cellForItem(at: path.indexPath))
    let contentView = cell.contentView
    try field.userTapToEdit()
    try field.userType("pw")
    host.form.passwordMessage = "Wrong password"
    host.root.refresh()
    #expect(host.collection?.cellForItem(at: path.indexPath) === cell)
    #expect(cell.contentView === contentView)
    #expect(field.isFirstResponder && field.text == "pw")
    #expect(HostedForm.labels(in: cell).contains("Wrong password"))
    #expect(host.collection?.raisedExceptions == [])
  }

  @Test("While the table edits, a row's controls take no taps; they do again after")
  func controlsRestWhileEditing() throws {
    let host = HostedForm()
    let cell = try #require(host.cell("guests", as: UITableViewCell.self))
    let stepper = try #require(HostedForm.firstView(of: UIStepper.self, in: cell))
    #expect(stepper.isEnabled)
    host.table.setEditing(true, animated: false)
    #expect(!stepper.isEnabled)
    #expect(throws: SurfaceDriverError.controlDisabled) { try stepper.userIncrement() }
    host.table.setEditing(false, animated: false)
    #expect(stepper.isEnabled)
    try stepper.userIncrement()
    #expect(host.form.log == ["guests 2"])
  }

  @Test("VoiceOver adjusts a stepper row in a table and in a collection view, within its range")
  func voiceOverAdjustsAStepper() throws {
    let table = HostedForm()
    try #require(table.cell("guests", as: UITableViewCell.self)).voiceOverAdjust(by: 5)
    #expect(table.form.log == ["guests 2", "guests 3"])
    let collection = CollectionForm()
    let path = try #require(collection.root.controller.content.path(of: ListID("guests")))
    let cell = try #require(collection.collection?.cellForItem(at: path.indexPath))
    try cell.voiceOverAdjust(by: 1)
    try cell.voiceOverAdjust(by: -1)
    #expect(collection.form.log == ["guests 2", "guests 1"])
    // A text row is not adjustable.
    let username = try #require(table.cell("signIn", as: UITableViewCell.self))
    #expect(throws: SurfaceDriverError.notAdjustable) { try username.voiceOverAdjust(by: 1) }
  }
}
