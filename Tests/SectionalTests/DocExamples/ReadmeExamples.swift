import Sectional
import SectionalTesting
import Testing

/// README.md's screen runs as the README says.
@MainActor
@Suite struct ReadmeScreenTests {
  @Test func theReadmeScreenRuns() throws {
    let screen = ReadmeExamples.SettingsScreen()
    screen.isThirdPartyConnected = true
    let app = ScreenTestHost(screen)
    #expect(app.content.sections[0].rows.count == 2)
    try app.tap(.id(ReadmeExamples.SettingsRow.thirdPartyLogOut))
    #expect(app.content.sections[0].rows.count == 1)
    try app.tap(.id(ReadmeExamples.SettingsRow.terms))
    #expect(app.presenter.requests == [.push(title: "Terms and Conditions")])
    #expect(app.table.violations.isEmpty)
  }
}
