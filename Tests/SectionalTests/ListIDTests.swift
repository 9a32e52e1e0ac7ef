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
    #expect(ListID(1) != ListID(1.0))
  }

  /// Issue 17, item 12: an `Int32` 30 from a database column and an `Int` 30 from a literal
  /// name the same row.
  @Test func integersOfEveryWidthAreEqualByValue() {
    #expect(ListID(30) == ListID(Int32(30)))
    #expect(ListID(30).hashValue == ListID(Int32(30)).hashValue)
    #expect(ListID(UInt8(30)) == ListID(Int64(30)))
    #expect(ListID(UInt(30)) == ListID(Int16(30)))
    #expect(ListID(UInt32(30)) == ListID(UInt64(30)))
    #expect(ListID(-1) == ListID(Int8(-1)))
    #expect(ListID(30) != ListID(UInt16(31)))
    #expect(Set([ListID(30), ListID(Int32(30)), ListID(UInt(30))]).count == 1)
    // Beyond `Int64`: still an id, equal only to the same value.
    #expect(ListID(UInt64.max) == ListID(UInt64.max))
    #expect(ListID(UInt64.max) != ListID(-1))
    #expect(ListID(UInt64.max) != ListID(Int.max))
  }

  @Test func anIntegerIDReadsBackAsAnyWidthThatHoldsItsValue() {
    let id = ListID(Int32(30))
    #expect(id.as(Int32.self) == 30)
    #expect(id.as(Int.self) == 30)
    #expect(id.as(UInt8.self) == 30)
    #expect(ListID(300).as(UInt8.self) == nil)
    #expect(ListID(-1).as(UInt.self) == nil)
    #expect(ListID(UInt64.max).as(UInt64.self) == UInt64.max)
    #expect(ListID(UInt64.max).as(Int.self) == nil)
    // `base` and the description keep the type the id was made from.
    #expect(id.base as? Int32 == 30)
    #expect(id.debugDescription == "ListID(Int32.30)")
  }

  @Test func rowsWithTheSameIntegerInTwoWidthsAreDuplicates() {
    let content = ListContent {
      Section(id: 0) {
        Row(id: 30, TextItem("From a literal"))
        Row(id: Int32(30), TextItem("From a database column"))
      }
    }
    #expect(throws: ContentError.self) { try content.validate() }
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

  @Test func integerAndUUIDHashesSpreadAndMatchEquality() throws {
    // Sequential integers and UUIDs one bit apart get distinct hashes, and so do their low
    // bits (the diff's table positions) for most of them.
    let integers = (0..<4_096).map { ListID($0).hash }
    #expect(Set(integers).count == integers.count)
    // 4,096 random words fill about 2,590 of 4,096 positions; the hash must do as well for
    // every process's keys (a weaker one left some processes a few hundred).
    #expect(Set(integers.map { $0 & 4_095 }).count > 2_400)
    let spaced = (0..<4_096).map { ListID($0 << 32).hash }
    #expect(Set(spaced.map { $0 & 4_095 }).count > 2_200)
    let uuids = (0..<128).map { bit in
      var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      withUnsafeMutableBytes(of: &bytes) { $0[bit / 8] = 1 << (bit % 8) }
      return ListID(UUID(uuid: bytes)).hash
    }
    #expect(Set(uuids).count == uuids.count)
    let uuid = UUID()
    #expect(ListID(uuid).hash == ListID(try #require(UUID(uuidString: uuid.uuidString))).hash)
    #expect(ListID(Int64(-5)).hash == ListID(-5).hash)
  }
}
