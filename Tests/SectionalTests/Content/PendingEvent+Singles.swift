@testable import Sectional

extension [PendingEvent] {
  /// The single events of these events and runs, in the order they fire: what a test compares.
  var singles: [PendingEvent] {
    var singles: [PendingEvent] = []
    for event in self { event.forEachSingle { singles.append($0) } }
    return singles
  }
}
