#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // A table view draws list sections only. A grid, flow or carousel section is refused: the
  // liaison shows it without its rows (its header and footer stay, so the other sections keep
  // their index paths and every event resolves), reloads while such a section is in the
  // content, and reports each refused section once.
  extension TableViewLiaison {
    /// `content` as a table view can show it: grid, flow and carousel sections without rows.
    func showable(_ content: ListContent) -> ListContent {
      var shown = content
      for index in shown.sections.indices where !shown.sections[index].layout.isList {
        shown.sections[index].rows = []
      }
      return shown
    }

    /// Whether `content` has a section a table view refuses.
    static func hasRefusedSections(_ content: ListContent) -> Bool {
      content.sections.contains { !$0.layout.isList }
    }

    /// Reports each section of `content` a table view refuses and that was not refused in the
    /// content shown before: to ``refusedLayout`` when a screen host set it, otherwise as
    /// ``RenderProblem/unsupportedLayout(section:layout:)``.
    func reportRefusedSections(of content: ListContent) {
      var refused: Set<ListID> = []
      for section in content.sections where !section.layout.isList {
        refused.insert(section.id)
        guard !refusedSectionIDs.contains(section.id) else { continue }
        let id = String(describing: section.id.base)
        let layout = section.layout.name
        if let refusedLayout {
          refusedLayout(id, layout)
        } else {
          report(.unsupportedLayout(section: id, layout: layout))
        }
      }
      refusedSectionIDs = refused
    }
  }

  extension SectionLayout {
    /// The layout in words, for problems: "a grid of 3 columns", "a flow".
    var name: String {
      switch kind {
      case .list: "a list"
      case .grid(let columns): "a grid of \(columns) columns"
      case .adaptiveGrid(let width): "a grid of items at least \(width) points wide"
      case .flow: "a flow"
      case .carousel: "a carousel"
      }
    }
  }
#endif
