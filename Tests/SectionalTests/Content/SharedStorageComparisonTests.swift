import Foundation
import Testing

@testable import Sectional

/// A `ForEach` given the very same array again (a search cleared gives back the whole
/// collection) holds equal elements at equal offsets: they are not compared one by one.
@Suite struct SharedStorageComparisonTests {
  /// An element that counts how often it is compared.
  struct Counted: Equatable, Sendable {
    final class Count: @unchecked Sendable {
      private let lock = NSLock()
      private var value = 0
      var count: Int { lock.withLock { value } }
      func add() { lock.withLock { value += 1 } }
    }
    var id: Int
    let count: Count

    static func == (lhs: Counted, rhs: Counted) -> Bool {
      lhs.count.add()
      return lhs.id == rhs.id
    }
  }

  static func source(_ elements: [Counted]) -> RowSource {
    ForEach(elements, id: \.id) { Row(id: $0.id, TextItem("\($0.id)")) }.source
  }

  @Test func theSameStorageIsEqualAtEqualOffsetsWithoutComparing() throws {
    let count = Counted.Count()
    let elements = (0..<100).map { Counted(id: $0, count: count) }
    let compare = try #require(Self.source(elements).elementComparator(with: Self.source(elements)))
    #expect((0..<100).allSatisfy { compare($0, $0) })
    #expect(count.count == 0)
    // Other offsets are still compared.
    #expect(!compare(1, 2))
    #expect(count.count == 1)
  }

  @Test func equalElementsInOtherStorageAreCompared() throws {
    let count = Counted.Count()
    let elements = (0..<100).map { Counted(id: $0, count: count) }
    var copy = elements
    copy.append(Counted(id: 100, count: count))
    copy.removeLast()  // equal elements, another buffer
    let compare = try #require(Self.source(elements).elementComparator(with: Self.source(copy)))
    #expect((0..<100).allSatisfy { compare($0, $0) })
    #expect(count.count == 100)
  }

  @Test func aChangedCopyIsNeverTakenForTheOriginal() throws {
    let count = Counted.Count()
    let elements = (0..<10).map { Counted(id: $0, count: count) }
    let old = Self.source(elements)
    var changed = elements
    changed[3] = Counted(id: 33, count: count)  // copied first: `old` still holds the storage
    let compare = try #require(Self.source(changed).elementComparator(with: old))
    #expect(!compare(3, 3))
    #expect(compare(4, 4))
  }
}
