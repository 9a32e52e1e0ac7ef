import Sectional

/// An alert or action sheet on screen, with the button under the cursor.
struct Modal {
  var alert: Alert
  var focus: Int

  init(_ alert: Alert) {
    self.alert = alert
    self.focus = alert.actions.firstIndex { $0.role != .cancel } ?? 0
  }

  /// The action Esc chooses: the cancel action, if any.
  var cancelIndex: Int? { alert.actions.firstIndex { $0.role == .cancel } }

  /// Where a button is on screen: its line and columns, and the action it chooses.
  struct Hit: Equatable {
    var line: Int
    var columns: Range<Int>
    var action: Int
  }

  /// Draws the box centred in `width` × `height`: title, message, then the buttons (one per
  /// line for an action sheet, side by side for an alert).
  ///
  /// - Returns: Where each button landed, for mouse clicks.
  func draw(into buffer: inout Buffer, width: Int, height: Int, glyphs: Glyphs, theme: Theme)
    -> [Hit]
  {
    let boxWidth = min(max(24, width - 8), 64, width)
    let inner = max(1, boxWidth - 4)
    let title = StyledText([(text: alert.title, style: Style(attributes: .bold))]).wrapped(
      width: inner)
    let message =
      alert.message.map {
        StyledText([(text: $0, style: theme.text)]).wrapped(width: inner)
      } ?? []
    let buttons = alert.actions.map { action -> String in
      "[ \(action.title) ]"
    }
    let buttonLines = alert.style == .actionSheet ? buttons.count : 1
    let contentLines = title.count + (message.isEmpty ? 0 : message.count + 1) + 1 + buttonLines
    let boxHeight = min(height, contentLines + 2)
    let left = max(0, (width - boxWidth) / 2)
    let top = max(0, (height - boxHeight) / 2)
    var box = Canvas(width: boxWidth, height: boxHeight)
    let bar = String(repeating: glyphs.horizontal, count: max(0, boxWidth - 2))
    box.write(glyphs.topLeft + bar + glyphs.topRight, x: 0, y: 0, style: theme.border)
    box.write(
      glyphs.bottomLeft + bar + glyphs.bottomRight, x: 0, y: boxHeight - 1, style: theme.border)
    for y in 1..<max(1, boxHeight - 1) {
      box.write(glyphs.vertical, x: 0, y: y, style: theme.border)
      box.write(glyphs.vertical, x: boxWidth - 1, y: y, style: theme.border)
    }
    var y = 1
    for line in title {
      box.draw(line, x: 2, y: y, maxWidth: inner)
      y += 1
    }
    if !message.isEmpty {
      y += 1
      for line in message {
        box.draw(line, x: 2, y: y, maxWidth: inner)
        y += 1
      }
    }
    y += 1
    var hits: [Hit] = []
    var x = 2
    for (index, label) in buttons.enumerated() {
      let action = alert.actions[index]
      var style = action.role == .destructive ? theme.destructive : theme.text
      if action.role == .cancel { style = style.merged(over: theme.secondary) }
      if index == focus { style = style.merged(over: theme.selected) }
      if alert.style == .actionSheet {
        box.write(label, x: 2, y: y, style: style, maxWidth: inner)
        hits.append(Hit(line: top + y, columns: left..<left + boxWidth, action: index))
        y += 1
      } else {
        let end = box.write(label, x: x, y: y, style: style, maxWidth: max(0, boxWidth - 2 - x))
        hits.append(Hit(line: top + y, columns: left + x..<left + end, action: index))
        x = end + 2
      }
    }
    buffer.blit(box.buffer, x: left, y: top)
    return hits
  }
}
