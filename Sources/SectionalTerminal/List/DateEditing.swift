import Foundation
import Sectional

/// The date a ``ListView`` is editing in a `DateItem`'s row: the date as the person has changed
/// it so far (not yet the row's), the field that has focus and the digits typed into it. It
/// lives in the view, not in the row, so an update that reloads the row keeps it; Enter hands
/// the draft to the controller, Esc drops it.
struct DateEditing: Equatable, Sendable {
  /// The row being edited.
  var rowID: ListID
  /// The row's value when editing began, or when the app last changed it.
  var original: Date
  /// The date as edited so far, always within the item's range.
  var draft: Date
  /// The focused field's index in `DateItem.fields`.
  var field = 0
  /// The digits typed into the focused field that do not make a whole number of it yet (`"2"`
  /// of a year, `"0"` of a month); empty when none.
  var typed = ""
  /// The draft before the first digit of ``typed``: each digit counts from it, so that a number
  /// typed through a date the range clamps (the 3rd on the way to the 31st, when the 6th is the
  /// earliest) keeps the fields the clamp changed.
  var typingBase: Date?

  /// Starts editing `item` in the row with `id`, on its first field.
  init(rowID: ListID, item: DateItem) {
    self.rowID = rowID
    self.original = item.value
    self.draft = item.value
  }

  /// The focused field, or `nil` when the item has none at `field`.
  func focusedField(of item: DateItem) -> DateItem.Field? {
    let fields = item.fields
    return fields.indices.contains(field) ? fields[field] : nil
  }

  /// Focuses the field `offset` places away, stopping at the first and the last; digits typed
  /// into the field being left are dropped.
  mutating func moveField(by offset: Int, in item: DateItem) {
    field = min(max(0, field + offset), max(0, item.fields.count - 1))
    typed = ""
    typingBase = nil
  }

  /// Steps the focused field (see `DateItem.stepping(_:by:in:)`).
  mutating func step(by steps: Int, in item: DateItem) {
    guard let focused = focusedField(of: item) else { return }
    typed = ""
    typingBase = nil
    draft = item.stepping(focused, by: steps, in: draft)
  }

  /// Types a digit into the focused field. The field takes the typed number as soon as it is
  /// one it can show (a year once it has four digits); once no further digit could make a
  /// number it can show (`4` in a day: 40 is none), or the field has all its digits, the next
  /// field takes the focus.
  mutating func type(_ digit: Int, in item: DateItem) {
    guard let focused = focusedField(of: item), (0...9).contains(digit) else { return }
    if typed.isEmpty { typingBase = draft }
    let base = typingBase ?? draft
    typed.append(String(digit))
    let number = Int(typed) ?? 0
    let isWhole = typed.count >= focused.digits
    if focused != .year || isWhole, let changed = item.setting(focused, to: number, in: base) {
      draft = changed
    }
    let mayGrow = item.accepts(number * 10, in: focused, of: base)
    guard isWhole || (focused != .year && !mayGrow && number > 0) else { return }
    typed = ""
    typingBase = nil
    if field < item.fields.count - 1 { field += 1 }
  }

  /// Takes back the last digit typed into the focused field: the field shows what the digits
  /// left make of it, or, with none left, what it showed before the typing began.
  mutating func deleteDigit(in item: DateItem) {
    guard !typed.isEmpty, let base = typingBase else { return }
    typed.removeLast()
    guard !typed.isEmpty else {
      draft = base
      typingBase = nil
      return
    }
    if let focused = focusedField(of: item), focused != .year, let number = Int(typed),
      let changed = item.setting(focused, to: number, in: base)
    {
      draft = changed
    }
  }

  /// The app changed the row's item: a new value the app gave restarts the draft from it
  /// (the app's value wins, as a field shows text the screen sets), a new range clamps it.
  mutating func follow(_ item: DateItem) {
    if item.value != original {
      original = item.value
      draft = item.value
      typed = ""
      typingBase = nil
    }
    draft = item.clamped(draft)
    field = min(field, max(0, item.fields.count - 1))
  }

  /// The draft as the row shows it: `DateItem.format(_:)`'s text with the digits typed so
  /// far in the focused field (`20__` of a year begun), and the columns of the focused field.
  func shown(in item: DateItem) -> (text: String, focus: Range<Int>?) {
    var text = Array(item.format(draft))
    let columns = item.fieldColumns
    guard columns.indices.contains(field) else { return (String(text), nil) }
    let focus = columns[field]
    if !typed.isEmpty {
      let digits = Array(typed.prefix(focus.count))
      for (offset, column) in focus.enumerated() where column < text.count {
        text[column] = offset < digits.count ? digits[offset] : "_"
      }
    }
    return (String(text), focus)
  }
}
