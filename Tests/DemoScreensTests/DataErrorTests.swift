import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// Opening a screen whose data file is malformed shows the error and offers nothing that
/// cannot help: the file will be as malformed on a second try.
@MainActor
@Suite struct DataErrorTests {
  @Test(arguments: [
    (DemoCatalog.Kind.animals, "Animals.plist", "<plist><array><dict></dict></array></plist>"),
    (DemoCatalog.Kind.day, "heart-rate.csv", "date,time,bpm,activity\n2026-11-01,25:00,60,\n"),
  ])
  func aMalformedFileIsNamedAndNoRetryIsOffered(
    kind: DemoCatalog.Kind, file: String, text: String
  ) throws {
    let data = try ScratchData()
    try data.write(file, text)
    let presenter = RecordingPresenter()
    let home = HomeScreen(
      catalog: DemoCatalog(directory: data.directory, store: PreferenceStore(url: nil)))
    let harness = try Harness(home, presenter: presenter)
    try harness.tap(kind)
    guard case .alert(let alert)? = presenter.requests.last else {
      Issue.record("expected an alert, got \(presenter.requests)")
      return
    }
    #expect(alert.message?.contains(file) == true, "\(alert.message ?? "")")
    #expect(alert.actions.count <= 1, "\(alert.actions.map(\.title))")
    #expect(!alert.actions.contains { $0.title.lowercased().contains("retry") })
    #expect(!alert.actions.contains { $0.title.lowercased().contains("try again") })
  }
}
