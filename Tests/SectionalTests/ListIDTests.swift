import Testing

@testable import Sectional

@Suite struct ListIDTests {
  enum Kind: Hashable, Sendable { case a, b }

  @Test func equalValuesOfTheSameTypeAreEqual() {
    #expect(ListID(Kind.a) == ListID(Kind.a))
    #expect(ListID("x") == ListID("x"))
    #expect(ListID(Kind.a) != ListID(Kind.b))
  }

  @Test func valuesOfDifferentTypesDiffer() {
    #expect(ListID(1) != ListID("1"))
    #expect(ListID(1) != ListID(Int64(1)))
  }

  @Test func wrappingAnIDReturnsItUnchanged() {
    let id = ListID(Kind.b)
    #expect(ListID(id) == id)
    #expect(ListID(id).as(Kind.self) == .b)
  }

  @Test func descriptionQuotesStrings() {
    #expect(ListID("1").description == "\"1\"")
    #expect(ListID(1).description == "1")
    #expect(ListID(Kind.a).description == "a")
  }
}
