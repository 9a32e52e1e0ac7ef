import Sectional
import Testing
import UIKitSurface

@testable import SectionalUIKit

/// Issue 29, item 2: every text a standard cell draws follows the user's text size (a text
/// style's font that adjusts itself), and when the size changes the rows are drawn and
/// measured again.
@MainActor
@Suite struct DynamicTypeTests {
  func content(_ log: EventLog) -> ListContent {
    ListContent(sections: [
      Section(id: "s") {
        Row(id: "text", TextItem("Storage", detail: "12 GB", accessory: .badge("2")))
          .logged(to: log, [.configure])
        Row(
          id: "choice",
          ChoiceItem(
            "Size", options: [.init(id: "s", title: "S"), .init(id: "m", title: "M")],
            selection: ListID("m"), style: .menu))
        Row(id: "field", TextFieldItem("Email", text: "ada@", message: "Incomplete"))
        Row(id: "area", TextAreaItem("Note", text: "Hello", message: "Too short"))
        Row(id: "para", ParagraphItem("A paragraph of text"))
        Row(
          id: "cols",
          ColumnsItem(["1", "init"], columns: [ColumnSpec("PID"), ColumnSpec("Name")]))
      }
    ])
  }

  /// Every view under `view`, itself first.
  func views(in view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap { views(in: $0) }
  }

  @Test func everyTextFollowsTheTextSize() throws {
    let host = try LiaisedTable(content(EventLog()), height: 900)
    var texts = 0
    for indexPath in host.visible {
      let cell = try #require(host.table.cellForRow(at: indexPath))
      let all = views(in: cell) + (cell.accessoryView.map { views(in: $0) } ?? [])
      for view in all {
        let id = "row \(indexPath.row): \(type(of: view))"
        if let label = view as? UILabel, label.text != nil || label.attributedText != nil {
          texts += 1
          #expect(label.adjustsFontForContentSizeCategory, "\(id)")
          if label.attributedText == nil {
            #expect(label.font?.followsTextStyle == true, "\(id)")
          }
        } else if let field = view as? UITextField {
          texts += 1
          #expect(field.adjustsFontForContentSizeCategory && field.font?.followsTextStyle == true)
        } else if let area = view as? UITextView {
          texts += 1
          #expect(area.adjustsFontForContentSizeCategory && area.font?.followsTextStyle == true)
        }
      }
    }
    #expect(texts >= 10)
  }

  @Test func aLabelAlwaysHasAFontThatFollowsNoTextStyleUntilOneIsSet() {
    // UIKit declares `UILabel.font` implicitly unwrapped: a label always has one.
    let label = UILabel(frame: .zero)
    let font: UIFont = label.font
    #expect(!font.followsTextStyle)
    label.useTextStyle(.body)
    #expect(label.font.followsTextStyle)
  }

  @Test func aNewTextSizeDrawsTheRowsAgain() throws {
    let log = EventLog()
    let host = try LiaisedTable(content(log), height: 900)
    _ = log.take()
    // What the liaison's observer of UIKit's text-size notification runs (posting the
    // notification itself would reach the lists of the tests running beside this one).
    #expect(host.liaison.state.textSizeObservation != nil)
    host.liaison.textSizeDidChange()
    host.table.layoutIfNeeded()
    #expect(log.take().contains("configure \"text\""))
  }

  /// At accessibility text sizes a label and its value or field stack, as in Settings: side
  /// by side there is no room for either.
  @Test func atAccessibilitySizesLabelsAndFieldsStack() throws {
    let host = try LiaisedTable(content(EventLog()), height: 900)
    func axes() throws -> [NSLayoutConstraint.Axis] {
      try [1, 2].map { row in
        let cell = try #require(host.table.cellForRow(at: path(0, row)))
        let line = try #require(
          views(in: cell.contentView).compactMap { $0 as? UIStackView }.last {
            $0.arrangedSubviews.contains { $0 is UILabel }
          })
        return line.axis
      }
    }
    #expect(try axes() == [.horizontal, .horizontal])
    // Synchronous, so no other test sees the size before it is set back.
    UIContentSizeCategory.setForTesting(.surfaceAccessibilityExtraExtraExtraLarge)
    defer { UIContentSizeCategory.setForTesting(.surfaceLarge) }
    host.liaison.textSizeDidChange()
    host.table.layoutIfNeeded()
    #expect(try axes() == [.vertical, .vertical])
  }

  /// An action bar's icon-only buttons show their titles large under a long press (the large
  /// content viewer), as a tab bar's items do.
  @Test func actionBarButtonsShowTheirTitleLarge() throws {
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") {
          Row(
            id: "bar",
            ActionBarItem([
              .init(id: "like", symbol: "heart", title: "Like"),
              .init(id: "share", symbol: "square.and.arrow.up", title: "Share"),
            ]))
        }
      ]))
    let cell = try #require(host.table.cellForRow(at: path(0, 0)))
    #expect(cell.contentView.interactions.contains { $0 is UILargeContentViewerInteraction })
    let buttons = views(in: cell.contentView).filter(\.showsLargeContentViewer)
    #expect(buttons.map(\.largeContentTitle) == ["Like", "Share"])
  }
}
