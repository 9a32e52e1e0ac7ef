import Sectional

/// The screen of the section-layout conformance script: action rows in a list, tags in a flow,
/// a shelf in a carousel, 45 movable photos in three columns (15 lines) and rows one a line
/// after them; every row is one unit tall. With `layouts: false` every section is a list, for
/// renderers that only draw lists (the table liaison).
///
/// The widths are chosen so that every renderer lines the items up alike at 320 points (40
/// terminal columns): the three short tags share a line, each long tag is wider than half the
/// width and takes a line of its own, and the shelf's three 96-point items fit without sideways
/// scrolling.
@MainActor
final class GridConformanceScreen: Screen {
  let title = "Layouts"
  let log: ConformanceLog
  let layouts: Bool
  var photos = (0..<45).map { "p\($0)" }
  var added = 0
  var reloadCount = 0
  var spareDeleted = false

  init(log: ConformanceLog, layouts: Bool = true) {
    self.log = log
    self.layouts = layouts
  }

  func layout(_ layout: SectionLayout) -> SectionLayout { layouts ? layout : .list }

  var content: ListContent {
    Section(id: "actions") {
      Row(id: "reload", TextItem("Reloaded \(reloadCount)")).onSelect { [unowned self] _ in
        reloadCount += 1
      }
      .deselectsAfterSelection()
      // New photos at the front and one removed: every item after them moves to another
      // line or column.
      Row(id: "add", TextItem("Add photos")).onSelect { [unowned self] _ in
        photos.insert(contentsOf: (0..<4).map { "n\(added + $0)" }, at: 0)
        photos.removeAll { $0 == "p7" }
        added += 4
      }
      .deselectsAfterSelection()
      // Deleted with a swipe, which UIKit offers in list sections only.
      if !spareDeleted {
        Row(id: "spare", TextItem("Spare")).deletable().onDelete { [unowned self] _ in
          spareDeleted = true
        }
      }
    }
    .recording(log)
    Section(id: "tags", header: "Tags") {
      for tag in [
        "swift", "ios", "tui", "a-rather-long-tag-name-one", "a-rather-long-tag-name-two",
      ] {
        Row(id: tag, TextItem(tag))
      }
    }
    .layout(layout(.flow))
    .headerHeight(.fixed(1))
    .recording(log)
    Section(id: "shelf", header: "Shelf") {
      for id in ["s0", "s1", "s2"] { Row(id: id, TextItem(id)) }
    }
    .layout(layout(.carousel(itemWidth: .points(96))))
    .headerHeight(.fixed(1))
    .recording(log)
    Section(id: "photos", header: "Photos", footer: "End of photos") {
      for id in photos {
        Row(id: id, TextItem(id))
          .movable()
          .onMove { [unowned self] context in
            guard let id = context.id(as: String.self), let from = photos.firstIndex(of: id)
            else { return }
            photos.remove(at: from)
            photos.insert(id, at: min(photos.count, max(0, context.indexPath.row)))
          }
      }
    }
    .layout(layout(.grid(columns: 3)))
    .headerHeight(.fixed(1))
    .footerHeight(.fixed(1))
    .recording(log)
    // One item a line, as a list, but laid out by the renderer from the rows' heights: a
    // UICollectionView's list section has no per-item height (its items size themselves, and
    // those never on screen count at UIKit's estimate), so a list here would put fewer of these
    // rows in the collection view's prefetch window than in the others' (see
    // `LayoutConformanceTests`).
    Section(id: "after", header: "After") {
      for index in 0..<10 { Row(id: "a\(index)", TextItem("a\(index)")) }
    }
    .layout(layout(.grid(columns: 1)))
    .headerHeight(.fixed(1))
    .recording(log)
  }
}
