#if os(Linux)
  import Sectional
  import Testing

  /// The pane script on SectionalUIKit's split view controller: the same focus, shown panes,
  /// selection and detail after every step as the headless host.
  @MainActor
  @Suite struct PaneConformanceUIKitTests {
    @Test func sectionalUIKitsSplitAndTheHeadlessTableGiveTheSameLog() async throws {
      let headless = try await PaneConformanceTests.run {
        HeadlessDriver($0, viewport: PaneConformanceTests.viewport, width: 120)
      }
      let uikit = try await PaneConformanceTests.run {
        UIKitSplitDriver($0, viewport: PaneConformanceTests.viewport)
      }
      #expect(uikit.contains(#"focus detail shown ["detail"] names cursor a"#))
      RendererConformanceTests.compare(headless, uikit, "UIKit")
    }
  }
#endif
