import Sectional

// Fixtures that several documentation-example suites of this folder share.

/// A controller of one section with two movable rows, "Apples" and "Bananas" (the ListView,
/// FindState and ReorderState examples).
@MainActor func applesAndBananas() throws -> ListController {
  try ListController {
    Section(id: "s") {
      Row(id: "a", TextItem("Apples")).movable()
      Row(id: "b", TextItem("Bananas")).movable()
    }
  }
}
