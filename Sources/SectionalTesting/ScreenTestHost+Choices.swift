import Foundation
import Sectional

extension ScreenTestHost {
  /// Chooses `option` of the choice (`ChoiceItem`) at `address` as a user does: a choice shown
  /// as segments at the table's width has that segment tapped; one shown as a value row is
  /// tapped, which pushes its checklist (as on every renderer), and the option is tapped there,
  /// which pops it. The row hears `RowEvent.valueChanged` with the option's id either way.
  ///
  /// ```swift
  /// try app.choose(option: "large", in: .id("size"))
  /// ```
  ///
  /// - Parameters:
  ///   - option: The option's id.
  ///   - address: The choice's row.
  /// - Throws: ``Failure`` when the row is not an enabled choice, has no such option, or the
  ///   option is chosen already.
  public func choose(option: some Hashable & Sendable, in address: RowAddress) throws {
    let id = ListID(option)
    guard let path = table.path(of: address), let row = table.shown[path],
      let choice = row.component as? ChoiceItem, choice.isEnabled
    else {
      throw Failure(interaction: "choose \(id)", problem: "no enabled choice at \(address)")
    }
    guard let title = choice.options.first(where: { $0.id == id })?.title else {
      let ids = choice.options.map { "\($0.id)" }.joined(separator: ", ")
      throw Failure(
        interaction: "choose \(id)", problem: "the choice \"\(choice.label)\" has only \(ids)")
    }
    guard choice.selection != id else {
      throw Failure(interaction: "choose \(id)", problem: "\"\(title)\" is chosen already")
    }
    if choice.showsSegments(inWidth: table.viewportWidth) {
      host.controller.choose(id, at: path)
    } else {
      try tap(.at(path))
      try tap(.id(id))
    }
  }

  /// Chooses `date` in the date item (`DateItem`) at `address` as a person does with the
  /// item's picker (UIKit's `UIDatePicker`, the terminal's date editor): the row hears
  /// `RowEvent.valueChanged` with the date, and the host rebuilds.
  ///
  /// ```swift
  /// try app.choose(date: Date(timeIntervalSince1970: 86_400), in: .id("due"))
  /// ```
  ///
  /// - Parameters:
  ///   - date: The date chosen.
  ///   - address: The date item's row.
  /// - Throws: ``Failure`` when the row is not an enabled date item, `date` is outside its
  ///   range (no picker offers it), or it is the item's date already.
  public func choose(date: Date, in address: RowAddress) throws {
    let interaction = "choose date \(date)"
    guard let path = table.path(of: address), let row = table.shown[path],
      let item = row.component as? DateItem, item.isEnabled
    else {
      throw Failure(interaction: interaction, problem: "no enabled date item at \(address)")
    }
    guard item.allows(date) else {
      let from = item.earliest.map { "\($0)" } ?? "any time"
      let to = item.latest.map { "\($0)" } ?? "any time"
      throw Failure(
        interaction: interaction, problem: "\"\(item.label)\" allows \(from) to \(to) only")
    }
    guard date != item.value else {
      throw Failure(interaction: interaction, problem: "\"\(item.label)\" shows that date already")
    }
    host.controller.chooseDate(date, at: path)
  }
}
