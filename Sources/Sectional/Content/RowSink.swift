import Foundation

/// The rows this thread's ``RowBuilder``s have made and not yet handed to a section, in the
/// order they were written: one growing buffer per thread, so that a `for` loop of rows writes
/// each row once, where its section's array is then made at its exact size.
///
/// A builder's closure runs on one thread from start to end (it is synchronous), and builders
/// nest (a row's component may build content of its own): the rows of the innermost unfinished
/// builder are always the last ones in the buffer, so a ``RowBuilder/Part`` is only the position
/// where its rows start. Finishing a builder takes the rows from its start to the end.
///
/// The buffer grows with `realloc` (rows move bitwise, as every Swift value without a weak
/// reference does), which moves a large buffer's pages rather than copying them. When a builder
/// takes every row and the buffer is large, it is freed, so a thread keeps at most a small one
/// between builds.
enum RowSink {
  /// The buffer of a thread: its rows, how many, and how many fit.
  struct Buffer {
    var rows: UnsafeMutablePointer<Row>?
    var count: Int
    var capacity: Int
  }

  /// Rows a thread keeps room for between builds; a larger buffer is freed once emptied.
  static let keptCapacity = 1_024

  /// The key of each thread's buffer; the thread's exit frees it.
  private static let key: pthread_key_t? = {
    var key = pthread_key_t()
    #if canImport(Darwin)
      let created = pthread_key_create(&key) { RowSink.free(UnsafeMutableRawPointer($0)) }
    #else
      let created = pthread_key_create(&key) { RowSink.free($0) }
    #endif
    return created == 0 ? key : nil
  }()

  /// Frees a thread's buffer and the rows it still holds (a builder left unfinished).
  private static func free(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    let buffer = raw.assumingMemoryBound(to: Buffer.self)
    if let rows = buffer.pointee.rows {
      rows.deinitialize(count: buffer.pointee.count)
      Foundation.free(rows)
    }
    buffer.deinitialize(count: 1)
    Foundation.free(raw)
  }

  /// This thread's buffer, made on first use; `nil` only when the system has no thread-local
  /// slot to give (the builders then join arrays instead).
  static var current: UnsafeMutablePointer<Buffer>? {
    guard let key else { return nil }
    if let raw = pthread_getspecific(key) {
      return raw.assumingMemoryBound(to: Buffer.self)
    }
    guard let raw = malloc(MemoryLayout<Buffer>.stride) else { return nil }
    let buffer = raw.bindMemory(to: Buffer.self, capacity: 1)
    buffer.initialize(to: Buffer(rows: nil, count: 0, capacity: 0))
    guard pthread_setspecific(key, raw) == 0 else {
      buffer.deinitialize(count: 1)
      Foundation.free(raw)
      return nil
    }
    return buffer
  }
}

extension RowSink.Buffer {
  /// Makes room for `extra` more rows, at least doubling the capacity so that appends take
  /// amortised constant time. Returns `false` when the memory could not be had (the builders
  /// then keep those rows in arrays of their own).
  mutating func reserve(_ extra: Int) -> Bool {
    let (needed, overflow) = count.addingReportingOverflow(extra)
    guard !overflow else { return false }
    guard needed > capacity else { return true }
    var newCapacity = Swift.max(16, capacity)
    while newCapacity < needed {
      let (doubled, overflow) = newCapacity.multipliedReportingOverflow(by: 2)
      guard !overflow else { return false }
      newCapacity = doubled
    }
    let (bytes, tooLarge) = newCapacity.multipliedReportingOverflow(by: MemoryLayout<Row>.stride)
    guard !tooLarge, let grown = realloc(rows, bytes) else { return false }
    rows = grown.bindMemory(to: Row.self, capacity: newCapacity)
    capacity = newCapacity
    return true
  }

  /// Adds `row` after the others; `false` when there was no room.
  mutating func append(_ row: Row) -> Bool {
    guard reserve(1), let rows else { return false }
    (rows + count).initialize(to: row)
    count += 1
    return true
  }

  /// Adds `newRows` after the others; `false` when there was no room.
  mutating func append(contentsOf newRows: [Row]) -> Bool {
    guard !newRows.isEmpty else { return true }
    guard reserve(newRows.count), let rows else { return false }
    newRows.withUnsafeBufferPointer { source in
      if let first = source.baseAddress {
        (rows + count).initialize(from: first, count: source.count)
      }
    }
    count += newRows.count
    return true
  }

  /// The rows from `start` to the end, moved out into an array of their exact count; the buffer
  /// ends at `start` then (and is freed when it is large and now empty).
  mutating func take(from start: Int) -> [Row] {
    let start = Swift.min(Swift.max(0, start), count)
    let taken = count - start
    var result: [Row] = []
    if taken > 0, let rows {
      result = [Row](unsafeUninitializedCapacity: taken) { destination, initialized in
        // A buffer of `taken` rows has an address.
        if let target = destination.baseAddress {
          target.moveInitialize(from: rows + start, count: taken)
          initialized = taken
        } else {
          (rows + start).deinitialize(count: taken)
        }
      }
    }
    count = start
    if count == 0 && capacity > RowSink.keptCapacity {
      free(rows)
      rows = nil
      capacity = 0
    }
    return result
  }
}
