import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("Problem reporting of a screen shown in the app's own view controller")
struct ProblemReportingTests {
  @Test("An app adds its own problem reporting to one installed before, keeping both")
  func chainedProblemReporting() throws {
    var first: [RenderProblem] = []
    var second: [RenderProblem] = []
    let table = ScreenTable(screen: DuplicateScreen())
    table.onProblem = { first.append($0) }
    let earlier = table.onProblem
    table.onProblem = { problem in
      earlier?(problem)
      second.append(problem)
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let owner = UIViewController()
    window.rootViewController = owner
    let tableView = UITableView(frame: owner.view.bounds, style: .plain)
    owner.view.addSubview(tableView)
    table.show(in: tableView, of: owner)
    #expect(first.count == 1)
    #expect(second == first)
  }
}
