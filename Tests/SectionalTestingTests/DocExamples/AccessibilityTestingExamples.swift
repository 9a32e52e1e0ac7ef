import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The examples in the doc comments of Sources/SectionalTesting/AccessibilitySnapshot.swift
/// and AccessibilityAudit.swift.
@MainActor
@Suite struct AccessibilityTestingExamples {
  @MainActor final class AccountScreen: Screen {
    let title = "Settings"
    var content: ListContent {
      Section(id: "account", header: "Account") {
        Row(id: "login", TextItem("Log In", accessory: .disclosure)).onSelect { _ in }
      }
    }
  }

  @MainActor final class GalleryScreen: Screen {
    let title = "Gallery"
    var content: ListContent {
      Section(id: "photos") {
        Row(id: "fox", ImageItem(source: .named("fox"), aspectRatio: 1.5, altText: "A red fox"))
      }
    }
  }

  /// Sources/SectionalTesting/AccessibilitySnapshot.swift
  @Test func snapshot() {
    let host = ScreenTestHost(AccountScreen())
    #expect(
      AccessibilitySnapshot.lines(of: host.content) == [
        "Account, heading", "Log In, button. Opens a screen",
      ])
    host.teardown()
  }

  /// Sources/SectionalTesting/AccessibilityAudit.swift
  @Test func audit() {
    let host = ScreenTestHost(GalleryScreen())
    #expect(AccessibilityAudit.problems(in: host.content).isEmpty)
    host.teardown()
  }

  @MainActor final class SavedNetworks: Screen {
    let title = "Saved"
    var names = ["home", "office"]
    var content: ListContent {
      Section(id: "saved") {
        for name in names {
          Row(id: name, TextItem(name)).movable()
            .onMove { [unowned self] context in
              guard case .moved(let from) = context.detail else { return }
              names.insert(names.remove(at: from.row), at: context.indexPath.row)
            }
        }
      }
    }
  }

  /// Sources/SectionalTesting/ScreenTestHost.swift (performAccessibilityAction)
  @Test func performAccessibilityAction() throws {
    let screen = SavedNetworks()
    let app = ScreenTestHost(screen)
    try app.performAccessibilityAction("Move down", onRow: .id("home"))
    #expect(screen.names == ["office", "home"])
    app.teardown()
  }
}
