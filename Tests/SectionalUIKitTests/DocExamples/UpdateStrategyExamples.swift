import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Liaison/UpdateStrategy.swift.
@MainActor
@Suite struct UpdateStrategyExamples {
  /// UpdateStrategy.swift
  @Test func chooseAStrategy() throws {
    let controller = try ListController(content: ListContent(sections: [Section(id: "s") {}]))
    let liaison = TableViewLiaison(controller: controller)
    liaison.updateStrategy = .nonAnimated
    #expect(liaison.updateStrategy == UpdateStrategy(animates: false))
  }
}
