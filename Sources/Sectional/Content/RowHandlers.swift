/// A row's event handlers, in the order they were attached, with the set of events they handle
/// as bits: whether a row handles an event is one test, with no hashing, and a row's handlers
/// take one allocation, not a dictionary and an array per event.
///
/// Every renderer asks, for each row a change inserts, removes, moves or reloads, whether it
/// handles that event; a search that hides 1,960 of 2,000 rows asks 1,960 times.
///
/// The first handler is stored inline: most rows that have a handler have one (a delete, a
/// selection), and a row then takes no array (one allocation fewer to make, and to free when
/// a new content replaces the row: a filter frees thousands).
struct RowHandlers: Sendable {
  /// Bit `event.rawValue` is set when some handler is for `event`.
  private var events: UInt32 = 0
  /// The event of ``first``.
  private var firstEvent: RowEvent = .configure
  /// The first handler attached.
  private var first: RowHandler?
  /// The handlers attached after the first, in order.
  private var rest: [(event: RowEvent, handler: RowHandler)] = []

  /// No handlers.
  static let none = RowHandlers()

  /// Whether some handler is for `event`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func handles(_ event: RowEvent) -> Bool {
    events & Self.bit(event) != 0
  }

  /// The handlers of `event`, in the order they were attached.
  ///
  /// - Complexity: O(h) for h handlers of the row.
  subscript(event: RowEvent) -> [RowHandler] {
    guard handles(event), let first else { return [] }
    var found: [RowHandler] = firstEvent == event ? [first] : []
    for entry in rest where entry.event == event { found.append(entry.handler) }
    return found
  }

  /// Counts `event` as handled with no handler of its own (see ``FollowsDisplay``): the row
  /// gets the event, for those who follow it.
  mutating func mark(_ event: RowEvent) {
    events |= Self.bit(event)
  }

  /// Adds `handler` for `event`, after the ones already there.
  mutating func append(_ handler: @escaping RowHandler, for event: RowEvent) {
    if first == nil {
      first = handler
      firstEvent = event
    } else {
      rest.append((event, handler))
    }
    events |= Self.bit(event)
  }

  /// The events some handler is for, as bit `event.rawValue` of 31 (every ``RowEvent``'s raw
  /// value is below 31: `RowHandlersTests` checks).
  var eventMask: UInt32 { events }

  /// The bit of `event` in ``eventMask``.
  static func bit(_ event: RowEvent) -> UInt32 {
    1 << UInt32(event.rawValue)
  }
}
