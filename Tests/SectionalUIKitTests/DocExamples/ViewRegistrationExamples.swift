import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Registration/ViewRegistration.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct ViewRegistrationExamples {
  struct PostItem: Component {
    var text: String
  }

  final class PostCell: UITableViewCell {
    var text: String?
    func show(_ post: PostItem) { text = post.text }
  }

  /// Registration/ViewRegistration.swift: UIKit loads PostCell.xib; the surface cannot load
  /// nibs, so the liaison reports the cell it got instead and shows a describing cell.
  @Test func aCellFromANib() throws {
    let (_, tableView) = tableViewInWindow()
    let content = ListContent {
      Section(id: "s") { Row(id: "p", PostItem(text: "Hello"), height: .fixed(44)) }
    }
    let liaison = TableViewLiaison(controller: try ListController(content: content))
    var problems: [RenderProblem] = []
    liaison.onProblem = { problems.append($0) }
    liaison.register(PostItem.self, cell: PostCell.self, registration: .nib(of: PostCell.self)) {
      cell, post, _ in cell.show(post)
    }
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    #expect(
      problems == [
        .unexpectedCell(
          reuseIdentifier: "PostCell", expected: "PostCell", received: "UITableViewCell")
      ])
    #expect(tableView.raisedExceptions.isEmpty)
  }
}
