import BenchmarkSupport
import Foundation
import Sectional

/// The `validate` scenarios: `ListContent.validate()` (the diff's identity table) against the
/// dictionary version it replaced, on one section of UUID rows; and creating a `ListController`
/// over a million rows (which validates) against what creating one cost before (the dictionary
/// validation). Both sides must report the same duplicates, or the line says so.
enum ValidateComparison {
  static func run() {
    print(
      "# validate baseline: the former dictionary validation ([ListID: RowPath]);"
        + " controller_init baseline: that validation alone, the former cost of the initializer")
    var rng = SplitMix64(seed: 7)
    let ids100k = (0..<100_000).map { _ in DiffScenarios.uuid(&rng) }
    compare("validate_100k", content(ids100k), iterations: 21)
    // 1,000 ids used twice, scattered over 10 sections.
    var repeated = ids100k
    for index in 0..<1_000 { repeated[index * 97 + 50] = repeated[index * 89] }
    compare("validate_100k_duplicates", content(repeated, sections: 10), iterations: 21)
    let ids1M = (0..<1_000_000).map { _ in DiffScenarios.uuid(&rng) }
    let big = content(ids1M)
    compare("validate_1M", big, iterations: 7)
    MainActor.assumeIsolated {
      let sectional = medianMilliseconds(iterations: 7) {
        withExtendedLifetime(try? ListController(content: big)) {}
      }
      let baseline = medianMilliseconds(iterations: 5) {
        withExtendedLifetime(DictionaryValidation.error(in: big)) {}
      }
      print(comparisonLine("controller_init_1M", sectional: sectional, baseline: baseline))
    }
  }

  static func content(_ ids: [UUID], sections: Int = 1) -> ListContent {
    let size = (ids.count + sections - 1) / sections
    return ListContent(
      sections: (0..<sections).map { section in
        let rows = ids[section * size..<min(ids.count, (section + 1) * size)]
        return Section(id: section, rows: rows.map { Row(id: $0, DiffItem(revision: 0)) })
      })
  }

  static func compare(_ name: String, _ content: ListContent, iterations: Int) {
    var found: ContentError?
    let sectional = medianMilliseconds(iterations: iterations) {
      do throws(ContentError) {
        try content.validate()
        found = nil
      } catch {
        found = error
      }
    }
    var baselineError: ContentError?
    let baseline = medianMilliseconds(iterations: iterations) {
      baselineError = DictionaryValidation.error(in: content)
    }
    print(
      comparisonLine(
        name, sectional: sectional, baseline: baseline,
        extra: [
          "duplicates": "\(found?.duplicates.count ?? 0)",
          "same_error":
            "\(found == baselineError && found?.description == baselineError?.description)",
        ]))
  }
}
