import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/Sectional/Controller/ObserverRegistration.swift and
/// ListController.swift (`observeVisibleRegion`).
@MainActor
@Suite struct ObserverRegistrationExamples {
  @MainActor final class Plain: Screen {
    let title = "Plain"
    var content: ListContent { Section(id: "main") { Row(id: "a", TextItem("A")) } }
  }

  /// ObserverRegistration.swift
  @Test func anObservationIsCancelled() {
    let host = ScreenHost(screen: Plain())
    let observation = host.observeUpdates { print("updated") }
    observation.cancel()  // no longer called
    host.setNeedsUpdate()
    host.updateIfNeeded()
  }

  /// ListController.swift
  @Test func observingTheVisibleRegion() {
    let controller = ListController()
    controller.observeVisibleRegion { region in print(region.distanceToEnd) }
    _ = HeadlessTableView(controller: controller)
  }
}
