/// Processes as a tree by their parents' pids (PPID), for the Processes screen's tree view.
///
/// A process is under its parent. It is a root when its parent is not in the list (PID 1 and
/// kthreadd, whose parent is 0; a process whose parent ended between two reads) or when its
/// chain of parents comes back to itself: a damaged read can make a process its own parent, or
/// two processes each other's, and each process of such a loop is a root. A process whose chain
/// leads into a loop stays under its parent, which is one of those roots. Whatever the pids
/// say, every process is in the tree once and the tree is finite.
///
/// - Complexity: Building one is O(n) in the records.
struct ProcessTree: Sendable {
  /// The processes at the top, in the order given.
  private(set) var roots: [ProcessRecord] = []
  /// The processes under each process that has some, by its pid, in the order given.
  private(set) var children: [Int: [ProcessRecord]] = [:]
  /// The parent of each process that is not a root, by pid.
  private(set) var parents: [Int: Int] = [:]

  /// The tree of `records`; of records with one pid (which `/proc` never gives), the first.
  ///
  /// - Parameter records: The processes, in the order roots and siblings take.
  init(_ records: [ProcessRecord]) {
    var byPID: [Int: ProcessRecord] = [:]
    var unique: [ProcessRecord] = []
    for record in records where byPID[record.pid] == nil {
      byPID[record.pid] = record
      unique.append(record)
    }
    // A process's parent when the parent is listed and is not the process itself.
    func parent(of pid: Int) -> Int? {
      guard let parentPID = byPID[pid]?.parentPID, parentPID != pid, byPID[parentPID] != nil
      else { return nil }
      return parentPID
    }
    let looped = Self.processesInLoops(unique.map(\.pid), parent: parent(of:))
    for record in unique {
      if let parentPID = parent(of: record.pid), !looped.contains(record.pid) {
        parents[record.pid] = parentPID
        children[parentPID, default: []].append(record)
      } else {
        roots.append(record)
      }
    }
  }

  /// The pids of the processes whose chain of parents comes back to themselves.
  ///
  /// Each chain is walked once: a walk stops at a process an earlier walk went through, or at
  /// one this walk went through already, which closes a loop of those walked since.
  ///
  /// - Complexity: O(n) in the pids.
  static func processesInLoops(_ pids: [Int], parent: (Int) -> Int?) -> Set<Int> {
    var walked: Set<Int> = []
    var looped: Set<Int> = []
    for start in pids where !walked.contains(start) {
      var path: [Int] = []
      var onPath: [Int: Int] = [:]
      var next: Int? = start
      while let pid = next, !walked.contains(pid) {
        walked.insert(pid)
        onPath[pid] = path.count
        path.append(pid)
        next = parent(pid)
      }
      if let pid = next, let index = onPath[pid] {
        looped.formUnion(path[index...])
      }
    }
    return looped
  }

  /// The pids above `pid` in the tree, its root first; empty for a root or a pid not in it.
  func ancestors(of pid: Int) -> [Int] {
    var above: [Int] = []
    var current = pid
    // The tree has no loop; the bound only guards against a mistake making one.
    while let parentPID = parents[current], above.count < parents.count {
      above.append(parentPID)
      current = parentPID
    }
    return above.reversed()
  }

  /// The pids of the processes that have children, each after its parent: the order in which
  /// to expand every node, top-down (reversed, to collapse them, bottom-up).
  var parentsTopDown: [Int] {
    var order: [Int] = []
    var level = roots
    while !level.isEmpty {
      var below: [ProcessRecord] = []
      for record in level {
        guard let under = children[record.pid] else { continue }
        order.append(record.pid)
        below += under
      }
      level = below
    }
    return order
  }
}
