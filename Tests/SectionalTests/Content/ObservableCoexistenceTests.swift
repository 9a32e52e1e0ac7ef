import Observation
import Sectional
import Testing

/// A model an app keeps with Swift's `@Observable`, in a file that imports Sectional too.
@MainActor @Observable final class SearchModel {
  var query = ""
}

/// An app that imports Sectional can use Swift's `@Observable` in the same file: Sectional
/// declares no type that shadows the Observation module (the macro's expansion names
/// `Observation.ObservationRegistrar`, and a Sectional type named `Observation` broke it).
@MainActor
@Suite struct ObservableCoexistenceTests {
  final class Flag: @unchecked Sendable {
    var isSet = false
  }

  @Test func anObservableModelBuildsNextToSectional() {
    let model = SearchModel()
    let changed = Flag()
    withObservationTracking {
      _ = model.query
    } onChange: {
      changed.isSet = true
    }
    model.query = "zoe"
    #expect(changed.isSet)
  }
}
