import Sectional
import SectionalTesting
import Testing

/// Invalidations made in one turn rebuild the screen once.
@MainActor
@Suite struct CoalescingTests {
  @MainActor final class Counter: Screen {
    let title = "Counter"
    var count = 0
    var builds = 0
    var content: ListContent {
      builds += 1
      return ListContent {
        Section(id: "main") {
          Row(id: "count", TextItem("Count \(count)")).onSelect { [unowned self] context in
            count += 1
            // State changed by a handler: asking again is harmless, the host rebuilds once.
            context.controller.setNeedsUpdate()
            context.controller.setNeedsUpdate()
          }
        }
      }
    }
  }

  @Test func threeRequestsInOneTurnRebuildOnce() async {
    let screen = Counter()
    let app = ScreenTestHost(screen)
    let before = app.host.updateCount
    app.host.setNeedsUpdate()
    app.host.setNeedsUpdate()
    app.host.controller.setNeedsUpdate()
    await app.host.idle()
    #expect(app.host.updateCount == before + 1)
  }

  @Test func aTapWhoseHandlerAlsoAsksRebuildsOnceAndAtOnce() throws {
    let screen = Counter()
    let app = ScreenTestHost(screen)
    let builds = screen.builds
    try app.tap(.id("count"))
    // Synchronous after the outermost event: the table shows the new state right away.
    #expect((app.content.sections[0].rows[0].component as? TextItem)?.title == "Count 1")
    #expect(screen.builds == builds + 1)
  }
}
