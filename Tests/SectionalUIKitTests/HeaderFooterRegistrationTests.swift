import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A header component of the test's own: a title with a count beside it.
struct CountedHeader: Component {
  var title: String
  var count: Int
}

final class CountedHeaderView: UITableViewHeaderFooterView {
  let titleLabel = UILabel()
  let countLabel = UILabel()
}

@MainActor
@Suite("Headers and footers in UIKit: the app's own header views and paragraph footers")
struct HeaderFooterRegistrationTests {
  func content(_ count: Int) -> ListContent {
    ListContent(sections: [
      Section(
        id: "inbox", header: CountedHeader(title: "Inbox", count: count),
        footer: ParagraphItem(runs: [TextRun("Synced "), TextRun("now", style: .bold)])
      ) {
        for index in 0..<count {
          Row(id: "m\(index)", TextItem("Message \(index)"), height: .fixed(44))
        }
      }
      .headerHeight(.fixed(30)).footerHeight(.fixed(30))
    ])
  }

  @Test("A header view registered for the app's component is dequeued, drawn and redrawn")
  func registeredHeader() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .grouped)
    window.addSubview(table)
    let controller = try ListController(content: content(2))
    let liaison = TableViewLiaison(controller: controller)
    var problems: [RenderProblem] = []
    liaison.onProblem = { problems.append($0) }
    liaison.liaise(table)
    // Registered after the liaison drives the table: the table view learns it at once.
    liaison.registerHeaderFooter(CountedHeader.self, view: CountedHeaderView.self) { view, item in
      view.titleLabel.text = item.title
      view.countLabel.text = "\(item.count)"
    }
    table.reloadData()
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0) as? CountedHeaderView)
    #expect(header.reuseIdentifier == "CountedHeaderView")
    #expect(header.titleLabel.text == "Inbox")
    #expect(header.countLabel.text == "2")
    try controller.update(to: content(3))
    table.layoutIfNeeded()
    let redrawn = try #require(table.headerView(forSection: 0) as? CountedHeaderView)
    #expect(redrawn.countLabel.text == "3")
    // The paragraph footer is drawn as its plain text by the standard header/footer view.
    let footer = try #require(table.footerView(forSection: 0))
    let text = (footer.contentConfiguration as? UIListContentConfiguration)?.text
    #expect(text == "Synced now")
    #expect(problems.isEmpty)
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test("A header component no view is registered for shows no header and is reported")
  func unregisteredHeader() throws {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .grouped)
    window.addSubview(table)
    let controller = try ListController(
      content: ListContent(sections: [
        content(1).sections[0].onHeader(.willDisplay) { _ in log.entries.append("header") }
      ]))
    let liaison = TableViewLiaison(controller: controller)
    var problems: [RenderProblem] = []
    liaison.onProblem = { problems.append($0) }
    liaison.liaise(table)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) == nil)
    #expect(problems == [.unregisteredComponent("CountedHeader")])
    #expect(log.take().isEmpty)
    #expect(table.cellForRow(at: path(0, 0)) != nil)
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test("A header view registered from a nib, which the surface cannot load, is reported")
  func nibHeader() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .grouped)
    window.addSubview(table)
    let controller = try ListController(content: content(1))
    let liaison = TableViewLiaison(controller: controller)
    var problems: [RenderProblem] = []
    liaison.onProblem = { problems.append($0) }
    liaison.registerHeaderFooter(
      CountedHeader.self, view: CountedHeaderView.self,
      registration: .nib(of: CountedHeaderView.self)
    ) { view, item in view.titleLabel.text = item.title }
    liaison.liaise(table)
    table.layoutIfNeeded()
    // UIKit would load CountedHeaderView.xib; the surface gives a plain header view, which the
    // liaison reports instead of drawing into a view of the wrong class.
    #expect(
      problems == [
        .unexpectedHeaderFooterView(
          reuseIdentifier: "CountedHeaderView", expected: "CountedHeaderView")
      ])
    #expect(!(table.headerView(forSection: 0) is CountedHeaderView))
    #expect(table.cellForRow(at: path(0, 0)) != nil)
    #expect(table.raisedExceptions.isEmpty)
  }
}
