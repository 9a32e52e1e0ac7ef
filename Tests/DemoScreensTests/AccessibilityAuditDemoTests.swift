import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// Issue 29: every demo screen passes the accessibility audit (nothing an accessibility
/// reviewer would reject), and what a screen reader reads on it, as first shown, is this text.
@MainActor
@Suite struct AccessibilityAuditDemoTests {
  static func host(_ kind: DemoCatalog.Kind) async throws -> ScreenTestHost {
    let catalog = DemoCatalog(directory: .bundled, store: PreferenceStore(url: nil))
    let app = ScreenTestHost(try catalog.make(kind), viewportHeight: 2_000)
    await app.idle()
    return app
  }

  @Test(arguments: DemoCatalog.Kind.allCases)
  func everyDemoScreenPassesTheAudit(kind: DemoCatalog.Kind) async throws {
    let app = try await Self.host(kind)
    defer { app.teardown() }
    let problems = AccessibilityAudit.problems(in: app.content)
    #expect(problems.isEmpty, "\(kind): \(problems.map(\.description).joined(separator: "; "))")
  }

  @Test(arguments: DemoCatalog.Kind.allCases)
  func everyDemoScreenReadsAsItsSnapshot(kind: DemoCatalog.Kind) async throws {
    let app = try await Self.host(kind)
    defer { app.teardown() }
    #expect(AccessibilitySnapshot.text(of: app.content) == Self.snapshots[kind])
  }

  static let snapshots: [DemoCatalog.Kind: String] = [
    .about: """
    Community, heading
    See the code on GitHub, button
    Chat with the team on Matrix, button
    Wikimedia and Scribe, button
    Share Scribe, button
    Feedback and support, heading
    Rate Scribe, button
    Report a bug, button
    Send us an email, button
    Legal, heading
    Privacy Policy, button. Opens a screen
    Third Party Licenses, button. Opens a screen
    App settings, heading
    Double space for a period, On, toggle, button
    Autosuggest emojis, On, toggle, button
    """,
    .settings: """
    Account, heading
    Log In, button. Opens a screen
    Connect Third Party, button
    About, heading
    Terms and Conditions, button. Opens a screen
    Privacy Policy, button. Opens a screen
    Debug Settings, button. Opens a screen
    Notifications, heading
    Daily digest, 08:00, adjustable
    Filters, Expanded, heading, button
    Vegan, button, selected
    Open now, button, selected
    Under $20, button, selected
    Outdoor seating, button, selected
    """,
    .animals: """
    Red fox, Vulpes vulpes, button. Opens a screen
    Snow leopard, Panthera uncia, button. Opens a screen
    Axolotl, Ambystoma mexicanum, button. Opens a screen
    Atlantic puffin, Fratercula arctica, button. Opens a screen
    Ground pangolin, Smutsia temminckii, button. Opens a screen
    Common octopus, Octopus vulgaris, button. Opens a screen
    Capybara, Hydrochoerus hydrochaeris, button. Opens a screen
    Kea, Nestor notabilis, button. Opens a screen
    Narwhal, Monodon monoceros, button. Opens a screen
    """,
    .feed: """
    (S) scribe_org
    Photo by scribe_org, image
      Like, button
      Comment, button
      Share, button
      Save, button
    348 likes
    scribe_org Morning light over the harbour
    87 comments
    JUST NOW
    (T) tundra.tales
    Photo by tundra.tales, image
      Like, button
      Comment, button
      Share, button
      Save, button
    2 likes
    tundra.tales Found this little one on the trail today 🦔
    87 comments
    1 MINUTE AGO
    (F) fieldnotes
    Photo by fieldnotes, image
      Like, button
      Comment, button
      Share, button
      Save, button
    1203 likes
    fieldnotes First snow of the year ❄️ and the dog has opinions
    87 comments
    1 MINUTE AGO
    (M) mika_draws
    Photo by mika_draws, image
      Like, button
      Comment, button
      Share, button
      Save, button
    348 likes
    mika_draws Sketchbook page 41: foxes again
    2 MINUTES AGO
    (H) harbourlight
    Photo by harbourlight, image
      Like, button
      Comment, button
      Share, button
      Save, button
    2 likes
    harbourlight Trying out the new lens. Thoughts?
    87 comments
    59 MINUTES AGO
    (O) oakandash
    Photo by oakandash, image
      Like, button
      Comment, button
      Share, button
      Save, button
    1 like
    oakandash Sunday market haul 🍅🥬
    12 comments
    1 HOUR AGO
    Loading failed: the network is unavailable, button. Tap to retry
    """,
    .day: """
      Nov 1, button
      Nov 2, button
      Nov 3, button
      Nov 4, button
      Nov 5, button
      Nov 6, button
      Nov 7, button
      Nov 8, button
      Nov 9, button
      Nov 10, button
      Nov 11, button
      Nov 12, button
      Nov 13, button
      Nov 14, button
      Nov 15, button, selected
    Heart rate, heading
    Average, 71 bpm
    Minimum, 48 bpm
    Maximum, 148 bpm
    Sleep, heading
    Duration, 7 h 0 min
    Heart rate while asleep, 48 to 60 bpm
    Workouts, heading
    Cycle, 08:00–09:30, avg 138 bpm
    """,
    .files: """
    images, Collapsed. Actions: Copy name, Expand
    Animals.plist, 7.7 kB, button. Opens a screen. Actions: Copy name
    feed-1.json, 1.8 kB, button. Opens a screen. Actions: Copy name
    feed-2.json, 1.9 kB, button. Opens a screen. Actions: Copy name
    feed-3.json, 1.8 kB, button. Opens a screen. Actions: Copy name
    heart-rate.csv, 17.5 kB, button. Opens a screen. Actions: Copy name
    """,
    .processes: """
    PID, Name, S, CPU%, MEM, heading
    PID 3142, Name swift-frontend, S R, CPU% 93.9, MEM 1.5G, button. Actions: Send SIGTERM, Show details
    PID 3143, Name swift-frontend, S R, CPU% 89.2, MEM 1.4G, button. Actions: Send SIGTERM, Show details
    PID 4410, Name python3, S R, CPU% 45.0, MEM 172.0M, button. Actions: Send SIGTERM, Show details
    PID 4096, Name node, S S, CPU% 8.8, MEM 380.0M, button. Actions: Send SIGTERM, Show details
    PID 3110, Name swift-build, S S, CPU% 3.8, MEM 393.0M, button. Actions: Send SIGTERM, Show details
    PID 3301, Name sourcekit-lsp, S S, CPU% 3.5, MEM 714.0M, button. Actions: Send SIGTERM, Show details
    PID 1377, Name redis-server, S S, CPU% 2.2, MEM 64.0M, button. Actions: Send SIGTERM, Show details
    PID 5120, Name htop, S R, CPU% 1.5, MEM 4.8M, button. Actions: Send SIGTERM, Show details
    PID 901, Name postgres, S S, CPU% 1.2, MEM 209.0M, button. Actions: Send SIGTERM, Show details
    PID 2048, Name tmux: server, S S, CPU% 0.5, MEM 6.3M, button. Actions: Send SIGTERM, Show details
    PID 902, Name postgres: writer, S S, CPU% 0.4, MEM 18.0M, button. Actions: Send SIGTERM, Show details
    PID 1204, Name nginx, S S, CPU% 0.4, MEM 9.5M, button. Actions: Send SIGTERM, Show details
    PID 311, Name systemd-journald, S S, CPU% 0.3, MEM 47.5M, button. Actions: Send SIGTERM, Show details
    PID 402, Name dbus-daemon, S S, CPU% 0.2, MEM 5.0M, button. Actions: Send SIGTERM, Show details
    PID 688, Name cron, S S, CPU% 0.1, MEM 2.8M, button. Actions: Send SIGTERM, Show details
    PID 1, Name systemd, S S, CPU% 0.0, MEM 12.0M, button. Actions: Send SIGTERM, Show details
    PID 2, Name kthreadd, S S, CPU% 0.0, MEM 0K, button. Actions: Send SIGTERM, Show details
    PID 517, Name sshd, S S, CPU% 0.0, MEM 7.8M, button. Actions: Send SIGTERM, Show details
    PID 2051, Name zsh, S S, CPU% 0.0, MEM 5.5M, button. Actions: Send SIGTERM, Show details
    PID 5002, Name vim, S S, CPU% 0.0, MEM 14.0M, button. Actions: Send SIGTERM, Show details
    """,
  ]
}
