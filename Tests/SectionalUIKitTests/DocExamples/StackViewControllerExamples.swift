import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Screens/StackViewController.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct StackViewControllerExamples {
  final class CalendarViewController: UIViewController {}

  final class SummaryScreen: Screen {
    let title = "Summary"
    var content: ListContent { Section(id: "summary") { Row(id: "total", TextItem("3 tasks")) } }
  }

  final class WorkoutScreen: Screen {
    let title = "Workout"
    var content: ListContent { Section(id: "workout") { Row(id: "run", TextItem("Run")) } }
  }

  /// StackViewController.swift
  @Test func aStackOfViewControllers() {
    let day = StackViewController()
    day.add(CalendarViewController())
    day.add(ScreenViewController(screen: SummaryScreen()))
    let workout = ScreenViewController(screen: WorkoutScreen())
    day.add(workout)
    day.setHidden(true, for: workout, animated: true)
    #expect(day.stackedChildren.count == 3)
    #expect(workout.view.isHidden)
    #expect(workout.parent === day)
  }
}
