import Foundation
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

  @Test func inlineIDTypesKeepTheirValueAndType() {
    let uuid = UUID()
    #expect(ListID(uuid) == ListID(uuid))
    #expect(ListID(uuid) != ListID(UUID()))
    #expect(ListID(uuid).as(UUID.self) == uuid)
    #expect(ListID(uuid).base as? UUID == uuid)
    #expect(ListID(uuid).hashValue == ListID(uuid.self).hashValue)
    #expect(ListID(7).as(Int.self) == 7)
    #expect(ListID("seven").as(String.self) == "seven")
    #expect(ListID(uuid) != ListID(uuid.uuidString))
    #expect(ListID(7).debugDescription == "ListID(Int.7)")
    #expect(ListID(Kind.a).debugDescription.hasSuffix("Kind.a)"))
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
