import Sectional
import Testing

/// The core's split: how panes share a width, which pane has the focus, and a detail that
/// follows the cursor before it, made once per row and only when read.
@MainActor
@Suite struct SplitPanesTests {
  @MainActor final class Names: Screen {
    let title = "Names"
    var attached = 0
    var detached = 0
    var content: ListContent {
      ListContent { Section(id: "names") { Row(id: "a", TextItem("a")) } }
    }
    func attach(_ context: ScreenContext) { attached += 1 }
    func detach() { detached += 1 }
  }

  /// A split whose detail closure is given by the test.
  @MainActor final class Split: SplitScreen {
    let title = "Split"
    let names = Names()
    var declared: [Pane]?
    var make: (ListID) -> (any Screen)? = { _ in nil }
    var panes: [Pane] {
      declared ?? [
        Pane(names, id: "names", minimumWidth: 10),
        .detail(id: "detail", minimumWidth: 20, weight: 3) { [unowned self] in make($0) },
      ]
    }
  }

  /// A view whose cursor the test sets.
  @MainActor final class View {
    var cursor: ListID?
  }

  /// A navigator showing `split`, and its panes (the navigator keeps them).
  func show(_ split: Split) throws -> (Navigator<View>, SplitPanes<View>) {
    let navigator = Navigator<View>(
      platform: UnattachedPresenter(), cursor: { $0.cursor }, makeView: { _ in View() })
    navigator.push(split)
    return (navigator, try #require(navigator.top?.split))
  }

  @Test func theWidthBeyondTheMinimumsIsSharedByWeightWithALineBetween() {
    let split = Split()
    let arranged = SplitArrangement(split.panes, width: 51, collapseWidth: nil)
    // 10 + 20 + 1 line = 31; 20 left: 5 and 15.
    #expect(arranged.columns == [0..<15, 16..<51])
    #expect(SplitArrangement(split.panes, width: 30, collapseWidth: nil).isCollapsed)
    #expect(SplitArrangement(split.panes, width: 60, collapseWidth: 100).isCollapsed)
    #expect(!SplitArrangement(split.panes, width: 100, collapseWidth: 100).isCollapsed)
  }

  /// A split's arrangement is its own panes' at the width asked, and follows a collapse width
  /// the screen changes.
  @Test func aSplitArrangesItsOwnPanesForTheWidthAsked() throws {
    final class Collapsing: SplitScreen {
      let title = "Collapsing"
      let names = Names()
      var collapseWidth: Int? = nil
      var panes: [Pane] { [Pane(names, id: "a", minimumWidth: 10), Pane(Names(), id: "b")] }
    }
    let screen = Collapsing()
    let navigator = Navigator<View>(
      platform: UnattachedPresenter(), cursor: { $0.cursor }, makeView: { _ in View() })
    navigator.push(screen)
    let split = try #require(navigator.top?.split)
    #expect(split.arrangement(width: 51).columns == [0..<20, 21..<51])
    #expect(split.arrangement(width: 41).columns == [0..<15, 16..<41])
    screen.collapseWidth = 60
    #expect(split.arrangement(width: 41).isCollapsed)
    #expect(!split.arrangement(width: 60).isCollapsed)
  }

  @Test func theDetailIsMadeOncePerRowAndOnlyWhenRead() throws {
    let split = Split()
    var made: [ListID] = []
    split.make = { id in
      made.append(id)
      return Names()
    }
    let (navigator, panes) = try show(split)
    panes.pane(at: 0).view.cursor = ListID("a")
    #expect(made.isEmpty)
    let first = panes.pane(at: 1).host
    _ = panes.pane(at: 1)
    _ = panes.shown
    #expect(made == [ListID("a")])
    panes.pane(at: 0).view.cursor = ListID("b")
    let second = panes.pane(at: 1).host
    #expect(made == [ListID("a"), ListID("b")])
    // The detail that left is detached; the entry's host is the focused pane's.
    #expect((first.screen as? Names)?.detached == 1)
    #expect(second !== first && navigator.top?.host === panes.pane(at: 0).host)
  }

  @Test func selectingARowFocusesItsDetailButNotAPlaceholder() throws {
    let split = Split()
    split.make = { id in id == ListID("a") ? Names() : nil }
    let (navigator, panes) = try show(split)
    let names = panes.pane(at: 0)
    names.view.cursor = ListID("x")
    #expect(!panes.rowSelected(in: names.host) && panes.focus == 0)
    names.view.cursor = ListID("a")
    #expect(panes.rowSelected(in: names.host) && panes.focus == 1)
    // Back goes to the pane before, then back from the screen.
    navigator.back()
    #expect(panes.focus == 0 && navigator.entries.count == 1)
  }

  @Test func aScreenShownInAnotherPaneIsNotShownTwice() throws {
    let split = Split()
    split.make = { [unowned split] _ in split.names }
    let (_, panes) = try show(split)
    panes.pane(at: 0).view.cursor = ListID("a")
    #expect(panes.pane(at: 1).host.screen !== split.names)
    #expect(split.names.attached == 1)
  }

  @Test func aSplitWithoutPanesShowsOneThatSaysSo() throws {
    let split = Split()
    split.declared = []
    let (navigator, panes) = try show(split)
    #expect(panes.count == 1)
    #expect(navigator.top?.host.controller.content.rowCount == 1)
    #expect(!panes.moveFocus(forward: true))
  }

  @Test func panesAfterTheThirdAreNotShown() throws {
    let split = Split()
    split.declared = (0..<4).map { Pane(Names(), id: $0) }
    let (_, panes) = try show(split)
    #expect(panes.count == 3)
  }

  @Test func popAndTeardownDetachEveryPane() throws {
    let split = Split()
    split.make = { _ in Names() }
    let navigator = Navigator<View>(
      platform: UnattachedPresenter(), cursor: { $0.cursor }, makeView: { _ in View() })
    navigator.push(Names())
    navigator.push(split)
    let panes = try #require(navigator.top?.split)
    panes.pane(at: 0).view.cursor = ListID("a")
    let detail = try #require(panes.pane(at: 1).host.screen as? Names)
    navigator.pop()
    #expect(split.names.detached == 1 && detail.detached == 1)
  }
}

/// Widths an app gives that no terminal has: the arithmetic never traps, the split shows one
/// pane at a time.
@MainActor
@Suite struct SplitArrangementExtremeTests {
  @Test func hugeMinimumsAndWeightsCollapseWithoutTrapping() {
    let huge = [
      Pane(SplitPanesTests.Names(), id: "a", minimumWidth: Int.max, weight: .infinity),
      Pane(SplitPanesTests.Names(), id: "b", minimumWidth: Int.max, weight: .nan),
    ]
    #expect(SplitArrangement(huge, width: 200, collapseWidth: nil).isCollapsed)
    // However wide, the columns stay within the width.
    let widest = SplitArrangement(huge, width: Int.max, collapseWidth: Int.max)
    #expect(widest.columns.last.map { $0.upperBound <= Int.max } == true)
    let heavy = [
      Pane(SplitPanesTests.Names(), id: "a", weight: 1e300),
      Pane(SplitPanesTests.Names(), id: "b", weight: 1e300),
    ]
    let arranged = SplitArrangement(heavy, width: 100, collapseWidth: nil)
    #expect(arranged.columns.map(\.count).reduce(0, +) == 99)
  }
}
