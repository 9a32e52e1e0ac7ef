import Sectional
import TestSupport
import Testing

/// `Row.replaces(_:)` and `Changeset.successor(of:)`: the row a change brings in place of the
/// row with the cursor, which renderers move the cursor to; none when no row names it, when the
/// named row is not brought by the change, or when the cursor's row stays.
@Suite struct RowSuccessionTests {
  /// The successor of `id` through every stage of the change from `old` to `new`, as a
  /// renderer finds it: the id of the row at the path the first stage that has one gives.
  static func successor(of id: String, from old: ListContent, to new: ListContent) throws
    -> ListID?
  {
    for stage in try StagedChangeset(from: old, to: new) {
      if let path = stage.successor(of: ListID(id)) { return stage.content[path]?.id }
    }
    return nil
  }

  @Test func theCursorGoesToTheRowThatNamesItsRow() throws {
    let posts = ["p1", "p2", "p3", "p4"]
    let list = postsContent(posts, grid: false)
    let grid = postsContent(posts, grid: true)
    #expect(try Self.successor(of: "p3/actions", from: list, to: grid) == ListID("p3/picture"))
    #expect(try Self.successor(of: "p2/picture", from: grid, to: list) == ListID("p2/actions"))
  }

  @Test func aRowInsertedInASurvivingSectionTakesTheCursor() throws {
    let old = ListContent {
      Section(id: "s") { for id in ["a", "b", "c"] { Row(id: id, TextItem(id)) } }
    }
    let new = ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("a"))
        Row(id: "b2", TextItem("b, edited")).replaces("b")
        Row(id: "c", TextItem("c"))
      }
    }
    #expect(try Self.successor(of: "b", from: old, to: new) == ListID("b2"))
    // Only the cursor's row: the others stay.
    #expect(try Self.successor(of: "a", from: old, to: new) == nil)
  }

  @Test func withoutANamedSuccessorThereIsNone() throws {
    let posts = ["p1", "p2", "p3"]
    let list = postsContent(posts, grid: false)
    // No row names it: renderers fall back to a neighbour, as before.
    let unnamed = postsContent(posts, grid: true, names: false)
    #expect(try Self.successor(of: "p2/actions", from: list, to: unnamed) == nil)
    // The named row is not in the new content (its post is gone).
    let fewer = postsContent(["p1", "p3"], grid: true)
    #expect(try Self.successor(of: "p2/actions", from: list, to: fewer) == nil)
  }

  @Test func aRowThatStaysKeepsTheCursorAndARowThatWasThereTakesNothing() throws {
    let old = ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("a"))
        Row(id: "b", TextItem("b"))
      }
    }
    // "b" stays: "c" names it, but the cursor follows its own row.
    let stays = ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("a"))
        Row(id: "b", TextItem("b"))
        Row(id: "c", TextItem("c")).replaces("b")
      }
    }
    #expect(try Self.successor(of: "b", from: old, to: stays) == nil)
    // "a" was there before the change that removes "b": it does not come with it.
    let kept = ListContent {
      Section(id: "s") { Row(id: "a", TextItem("a")).replaces("b") }
    }
    #expect(try Self.successor(of: "b", from: old, to: kept) == nil)
  }

  @Test func anUnselectableRowTakesNothingAndTheFirstInContentOrderWins() throws {
    let old = ListContent { Section(id: "s") { Row(id: "a", TextItem("a")) } }
    let unselectable = ListContent {
      Section(id: "s") { Row(id: "b", TextItem("b")).replaces("a").selectable(false) }
    }
    #expect(try Self.successor(of: "a", from: old, to: unselectable) == nil)
    let two = ListContent {
      Section(id: "t") { Row(id: "c", TextItem("c")).replaces("x").replaces("a") }
      Section(id: "s") { Row(id: "b", TextItem("b")).replaces("a") }
    }
    #expect(try Self.successor(of: "a", from: old, to: two) == ListID("c"))
  }
}
