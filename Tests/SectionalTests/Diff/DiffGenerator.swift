import SectionalTesting
import TestSupport

/// Random old and new contents from a seed: 0–12 sections of 0–300 rows (mostly small), and a
/// new content made by one of several kinds of change.
enum DiffGenerator {
  enum Mode: CaseIterable {
    case mixed, mixedHeavy, shuffle, sectionShuffle, everythingDeleted, everythingNew, identical
    case contentOnly, crossSection
  }

  static func rowCount(_ rng: inout SplitMix64) -> Int {
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 15 { return 0 }
    if roll < 80 { return Int.random(in: 1...12, using: &rng) }
    if roll < 96 { return Int.random(in: 13...60, using: &rng) }
    return Int.random(in: 61...300, using: &rng)
  }

  static func sectionCount(_ rng: inout SplitMix64) -> Int {
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 5 { return 0 }
    if roll < 75 { return Int.random(in: 1...4, using: &rng) }
    return Int.random(in: 5...12, using: &rng)
  }

  static func make(seed: UInt64) -> (old: Model, new: Model, mode: Mode) {
    var rng = SplitMix64(seed: seed)
    var nextRow = 0
    var nextSection = 0
    func newRows(_ count: Int) -> [Model.Pair] {
      (0..<count).map { _ in
        nextRow += 1
        return Model.Pair(id: nextRow, version: 0)
      }
    }
    var old = Model(sections: [])
    for _ in 0..<sectionCount(&rng) {
      nextSection += 1
      let header = Int.random(in: 0..<3, using: &rng)
      old.sections.append(
        Model.Part(id: nextSection, header: header, rows: newRows(rowCount(&rng))))
    }
    let mode = Mode.allCases.randomElement(using: &rng) ?? .mixed
    var new = old
    switch mode {
    case .identical:
      break
    case .everythingDeleted:
      new.sections =
        Bool.random(using: &rng)
        ? [] : new.sections.map { Model.Part(id: $0.id, header: $0.header, rows: []) }
    case .everythingNew:
      new.sections = (0..<sectionCount(&rng)).map { _ in
        nextSection += 1
        return Model.Part(id: nextSection, header: 0, rows: newRows(rowCount(&rng)))
      }
    case .shuffle:
      for index in new.sections.indices { new.sections[index].rows.shuffle(using: &rng) }
    case .sectionShuffle:
      new.sections.shuffle(using: &rng)
    case .contentOnly:
      mutateContent(&new, rate: 30, &rng)
    case .crossSection:
      moveAcross(&new, count: Int.random(in: 1...20, using: &rng), &rng)
    case .mixed, .mixedHeavy:
      let heavy = mode == .mixedHeavy
      let rate = heavy ? 40 : 10
      // Section deletes and inserts.
      new.sections.removeAll { _ in Int.random(in: 0..<100, using: &rng) < rate / 2 }
      for _ in 0..<Int.random(in: 0...(heavy ? 4 : 2), using: &rng) {
        nextSection += 1
        let part = Model.Part(
          id: nextSection, header: Int.random(in: 0..<2, using: &rng), rows: newRows(rowCount(&rng))
        )
        new.sections.insert(part, at: Int.random(in: 0...new.sections.count, using: &rng))
      }
      // Row deletes and inserts.
      for index in new.sections.indices {
        new.sections[index].rows.removeAll { _ in Int.random(in: 0..<100, using: &rng) < rate }
        let inserts = Int.random(in: 0...(new.sections[index].rows.count / 4 + 2), using: &rng)
        for pair in newRows(inserts) {
          let rows = new.sections[index].rows
          new.sections[index].rows.insert(pair, at: Int.random(in: 0...rows.count, using: &rng))
        }
      }
      // Moves within sections.
      for index in new.sections.indices where !new.sections[index].rows.isEmpty {
        for _ in 0..<Int.random(in: 0...(heavy ? 8 : 2), using: &rng) {
          let count = new.sections[index].rows.count
          let row = new.sections[index].rows.remove(at: Int.random(in: 0..<count, using: &rng))
          new.sections[index].rows.insert(row, at: Int.random(in: 0..<count, using: &rng))
        }
      }
      moveAcross(&new, count: Int.random(in: 0...(heavy ? 12 : 3), using: &rng), &rng)
      // Section moves.
      for _ in 0..<Int.random(in: 0...(heavy ? 4 : 1), using: &rng) where new.sections.count > 1 {
        let count = new.sections.count
        let part = new.sections.remove(at: Int.random(in: 0..<count, using: &rng))
        new.sections.insert(part, at: Int.random(in: 0..<count, using: &rng))
      }
      mutateContent(&new, rate: rate, &rng)
      // Rows of deleted sections may reappear elsewhere.
      let kept = Set(new.sections.map(\.id))
      let orphans = old.sections.filter { !kept.contains($0.id) }.flatMap(\.rows)
      for pair in orphans where !new.sections.isEmpty && Int.random(in: 0..<100, using: &rng) < 30 {
        let index = Int.random(in: 0..<new.sections.count, using: &rng)
        let rows = new.sections[index].rows
        new.sections[index].rows.insert(pair, at: Int.random(in: 0...rows.count, using: &rng))
      }
    }
    return (old, new, mode)
  }

  static func mutateContent(_ model: inout Model, rate: Int, _ rng: inout SplitMix64) {
    for index in model.sections.indices {
      if Int.random(in: 0..<100, using: &rng) < rate {
        model.sections[index].header = (model.sections[index].header + 1) % 3
      }
      for row in model.sections[index].rows.indices
      where Int.random(in: 0..<100, using: &rng) < rate {
        model.sections[index].rows[row].version += 1
      }
    }
  }

  static func moveAcross(_ model: inout Model, count: Int, _ rng: inout SplitMix64) {
    guard model.sections.count > 1 else { return }
    for _ in 0..<count {
      let from = Int.random(in: 0..<model.sections.count, using: &rng)
      guard !model.sections[from].rows.isEmpty else { continue }
      let to = Int.random(in: 0..<model.sections.count, using: &rng)
      let rows = model.sections[from].rows
      let row = model.sections[from].rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
      let target = model.sections[to].rows.count
      model.sections[to].rows.insert(row, at: Int.random(in: 0...target, using: &rng))
    }
  }
}
