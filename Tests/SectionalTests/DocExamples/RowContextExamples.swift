import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Controller/RowContext.swift.
@MainActor
@Suite struct RowContextExamples {
  enum SettingsRow: Hashable, Sendable { case logIn, privacy }

  /// RowContext.swift
  final class TextScreen: Screen {
    let title: String
    init(title: String) { self.title = title }
    static var privacyPolicy: TextScreen { TextScreen(title: "Privacy Policy") }
    var content: ListContent { Section(id: "text") }
  }

  @Test func aHandlerPresentsThroughItsContext() throws {
    let content = ListContent {
      Section(id: "about") {
        Row(id: SettingsRow.privacy, TextItem("Privacy Policy", accessory: .disclosure))
          .onSelect { context in
            context.presenter.push(TextScreen.privacyPolicy)
          }
      }
    }
    let controller = try ListController(content: content)
    let presenter = RecordingPresenter()
    controller.presenter = presenter
    let table = HeadlessTableView(controller: controller)
    try table.tap(.id(SettingsRow.privacy))
    #expect(presenter.requests == [.push(title: "Privacy Policy")])
  }
}
