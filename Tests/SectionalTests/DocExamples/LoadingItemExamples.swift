import Sectional
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Components/LoadingItem.swift.
@Suite struct LoadingItemExamples {
  /// Sources/Sectional/Components/LoadingItem.swift
  @Test func loadingItem() {
    let values = collect {
      LoadingItem()  // a spinner
      LoadingItem(.failed(message: "The network is down"))  // a retry row
      LoadingItem(.unavailable(message: "The page is malformed"))  // no retry
    }
    #expect(
      values.compactMap { ($0 as? LoadingItem)?.state } == [
        .loading(nil), .failed(message: "The network is down"),
        .unavailable(message: "The page is malformed"),
      ])
  }
}
