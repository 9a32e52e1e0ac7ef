import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// Issue 29, item 2: under Reduce Motion rows fade instead of sliding (a collection view's
/// items come and go without moving); what appears without
/// focus moving there (a field's validation message, a page loading or failing) is announced
/// to VoiceOver.
@MainActor
@Suite struct ReduceMotionAndAnnouncementTests {
  @Test func underReduceMotionRowsFade() throws {
    let host = try LiaisedTable(ListContent(sections: [Section(id: "s") {}]))
    UIAccessibility.setReduceMotion(true)
    defer { UIAccessibility.setReduceMotion(false) }
    try host.controller.appendRows([Row(id: "a", TextItem("A"), height: .fixed(44))], to: 0)
    #expect(host.table.rowAnimationsUsed.last == .fade)
    UIAccessibility.setReduceMotion(false)
    try host.controller.appendRows([Row(id: "b", TextItem("B"), height: .fixed(44))], to: 0)
    #expect(host.table.rowAnimationsUsed.last == .automatic)
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test func underReduceMotionItemsComeAndGoWithoutMoving() throws {
    let host = try LiaisedCollection(ListContent(sections: [Section(id: "s") {}]))
    UIAccessibility.setReduceMotion(true)
    defer { UIAccessibility.setReduceMotion(false) }
    try host.controller.appendRows([Row(id: "a", TextItem("A"))], to: 0)
    #expect(host.collection.batchesAnimated.last == false)
    UIAccessibility.setReduceMotion(false)
    try host.controller.appendRows([Row(id: "b", TextItem("B"))], to: 0)
    #expect(host.collection.batchesAnimated.last == true)
    #expect(host.collection.raisedExceptions.isEmpty)
  }

  @Test func aNewMessageAndAPageLoadingAreAnnounced() throws {
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "email", TextFieldItem("Email", text: "ada@"), height: .fixed(44))
        }
      ]))
    let announced = UIAccessibility.announcementsPosted.count
    try host.controller.replaceRow(
      .id("email"),
      with: Row(
        id: "email", TextFieldItem("Email", text: "ada@", message: "Enter a whole address"),
        height: .fixed(44)))
    try host.controller.appendRows(
      [Row(id: "more", LoadingItem(.loading("Loading older mail")), height: .fixed(44))], to: 0)
    let new = UIAccessibility.announcementsPosted.dropFirst(announced)
    #expect(new.contains("Enter a whole address"))
    #expect(new.contains("Loading older mail"))
    // The same message again is not news.
    let before = UIAccessibility.announcementsPosted.count
    try host.controller.replaceRow(
      .id("email"),
      with: Row(
        id: "email", TextFieldItem("Email", text: "ada@x", message: "Enter a whole address"),
        height: .fixed(44)))
    #expect(
      !UIAccessibility.announcementsPosted.dropFirst(before).contains("Enter a whole address"))
  }
}

/// Issue 29, item 2: a rebuild that replaces the selected row (`Row.replaces`) moves VoiceOver's
/// focus to the row that took its place, as the selection moves.
@MainActor
@Suite struct VoiceOverFocusTests {
  @Test func theRowThatReplacedTheSelectedOneTakesTheFocus() throws {
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "draft", TextItem("Draft"), height: .fixed(44)).onSelect { _ in }
          Row(id: "other", TextItem("Other"), height: .fixed(44))
        }
      ]))
    try host.table.tapRow(at: path(0, 0))
    try host.controller.update(
      to: ListContent(sections: [
        Section(id: "s") {
          Row(id: "sent", TextItem("Sent"), height: .fixed(44)).replaces("draft")
          Row(id: "other", TextItem("Other"), height: .fixed(44))
        }
      ]))
    host.table.finishAnimations()
    let cell = try #require(host.table.cellForRow(at: path(0, 0)))
    #expect(cell.accessibilityLabel == "Sent")
    #expect(UIAccessibility.voiceOverFocus === cell)
  }
}
