import Sectional

extension ListView {
  /// Keys on a form control under the cursor (not being edited): on a choice shown as segments
  /// ←/→ (h/l) choose the previous or next option; on a choice shown as a row, Enter, Space and
  /// → push its checklist (the controller's `openChoices`, through the screen's presenter); on
  /// a stepper ←/→ (h/l) or -/+ step; on a date Enter and Space open its editor
  /// (`beginEditingDate`); on a field, Enter starts editing. What changes reaches
  /// the row as `.valueChanged`, through the controller (`choose`, `step`), as on every renderer.
  /// Returns `nil` for keys these rows leave to the list.
  func handleFormKey(_ event: KeyEvent) -> Bool? {
    guard let (path, row) = cursorRow else { return nil }
    let key = event.key
    if let choice = row.component as? ChoiceItem {
      let width = itemWidth(section: path.section)
      if ChoiceRenderer.showsSegments(choice, width: width, flat: glyphs.isFlat) {
        switch key {
        case .left, .character("h"): choose(step: -1, in: choice, at: path)
        case .right, .character("l"): choose(step: 1, in: choice, at: path)
        case .enter, .character(" "): break
        default: return nil
        }
        return true
      }
      switch key {
      case .enter, .character(" "), .right, .character("l"):
        if let target = controllerPath(for: path) { controller.openChoices(at: target) }
      default: return nil
      }
      return true
    }
    if let stepper = row.component as? StepperItem {
      let steps: Int
      switch key {
      case .left, .character("h"), .character("-"): steps = -1
      case .right, .character("l"), .character("+"), .character("="): steps = 1
      case .enter, .character(" "): return true
      default: return nil
      }
      _ = stepper
      if let target = controllerPath(for: path) { controller.step(at: target, by: steps) }
      return true
    }
    if row.component is DateItem {
      guard key == .enter || key == .character(" ") else { return nil }
      beginEditingDate()
      return true
    }
    if row.component.isFocusable, key == .enter {
      controller.focus(row.id)
      return true
    }
    return nil
  }

  /// The row under the cursor and its path in the drawn list.
  var cursorRow: (path: RowPath, row: Row)? {
    guard let path = selectedPath, let row = layout.content[path] else { return nil }
    return (path, row)
  }

  /// Chooses the option `step` places from the chosen one (the first when none is), staying
  /// at the ends.
  func choose(step: Int, in choice: ChoiceItem, at path: RowPath) {
    guard !choice.options.isEmpty, let target = controllerPath(for: path) else { return }
    let current = ChoiceRenderer.selectedIndex(choice)
    let index =
      current.map { min(max(0, $0 + step), choice.options.count - 1) }
      ?? (step > 0 ? 0 : choice.options.count - 1)
    guard index != current else { return }
    controller.choose(choice.options[index].id, at: target)
  }
}

extension ListView {
  /// A click on a form control at (`x`, `y`) of its row: a segment chooses its option, a
  /// choice shown as a row pushes its checklist, a stepper's − or + steps, a date opens its
  /// editor. Returns `false` for
  /// other rows.
  func clickControl(_ row: Row, path: RowPath, x: Int, y: Int) -> Bool {
    let width = itemWidth(section: path.section)
    guard let target = controllerPath(for: path) else { return false }
    if let choice = row.component as? ChoiceItem {
      guard ChoiceRenderer.showsSegments(choice, width: width, flat: glyphs.isFlat) else {
        controller.openChoices(at: target)
        return true
      }
      var left = ChoiceRenderer.segmentStart(choice)
      for (index, label) in ChoiceRenderer.segments(choice, flat: glyphs.isFlat).enumerated() {
        let segmentWidth = DisplayWidth.of(label)
        if x >= left && x < left + segmentWidth {
          controller.choose(choice.options[index].id, at: target)
          break
        }
        left += segmentWidth + 1
      }
      return true
    }
    if let stepper = row.component as? StepperItem {
      let buttons = StepperRenderer.buttonColumns(stepper, width: width)
      let steps = x == buttons?.minus ? -1 : x == buttons?.plus ? 1 : 0
      if steps != 0 { controller.step(at: target, by: steps) }
      return true
    }
    if row.component is DateItem {
      beginEditingDate()
      return true
    }
    return false
  }
}
