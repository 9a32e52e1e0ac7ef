import Foundation
import Sectional

/// The About screen of Scribe's menu (article 000): grouped sections of icon rows,
/// call-to-action rows with their fallbacks, and an app-settings group of toggles that persist.
///
/// Only the rows that open a screen (the privacy policy, the licenses) show a disclosure `›`;
/// links, sharing, rating and mail act at once, so they show none.
@MainActor
public final class AboutScreen: Screen {
  /// The rows, by kind.
  public enum RowKind: String, Hashable, Sendable, CaseIterable {
    /// See the code on GitHub.
    case github
    /// Chat with the team on Matrix.
    case matrix
    /// Wikimedia and Scribe.
    case wikimedia
    /// Share Scribe.
    case share
    /// Rate Scribe.
    case rate
    /// Report a bug.
    case bug
    /// Send us an email.
    case email
    /// Privacy Policy.
    case privacy
    /// Third Party Licenses.
    case licenses
    /// App setting: double space for a period.
    case doubleSpacePeriod
    /// App setting: autosuggest emojis.
    case autosuggestEmojis
  }

  /// The links the rows open.
  public enum Links {
    /// The code.
    public static let github = "https://github.com/scribe-org/Scribe-iOS"
    /// The chat.
    public static let matrix = "https://matrix.to/#/#scribe_community:matrix.org"
    /// Wikimedia's page about Scribe.
    public static let wikimedia = "https://www.wikimedia.de/scribe"
    /// Where bugs are reported.
    public static let bugs = "https://github.com/scribe-org/Scribe-iOS/issues"
    /// The App Store page (with a space, percent-encoded when shared).
    public static let appStore =
      "https://apps.apple.com/app/scribe - language keyboards/id1596613886"
    /// The team's address.
    public static let email = "scribe.language@gmail.com"
  }

  /// The title.
  public let title = "About"
  let store: PreferenceStore

  /// Creates the screen.
  ///
  /// - Parameter store: Where the toggles persist.
  public init(store: PreferenceStore) {
    self.store = store
  }

  /// Rebuilds when another instance's saved changes are merged into the store.
  ///
  /// - Parameter context: The host's context.
  public func attach(_ context: ScreenContext) {
    store.follow(self, context: context)
  }

  func isOn(_ kind: RowKind) -> Bool { store.preferences.toggles[kind.rawValue] ?? true }

  func link(_ kind: RowKind, _ title: String, icon: String, url: String) -> Row {
    Row(id: kind, TextItem(title, icon: icon))
      // What Enter does, for the footer ("⏎ open link"): the browser, or the address shown.
      .selectionTitle("Open link")
      .onSelect { context in
        if let url = URL(string: url) { context.presenter.openOrShow(url) }
      }
  }

  func toggle(_ kind: RowKind, _ title: String, icon: String) -> Row {
    Row(id: kind, TextItem(title, icon: icon, accessory: .toggle(isOn: isOn(kind))))
      .onSelect { [store] _ in
        store.preferences.toggles[kind.rawValue] =
          !(store.preferences.toggles[kind.rawValue] ?? true)
      }
  }

  /// The screen's sections.
  public var content: ListContent {
    Section(id: "community", header: "Community", style: .inset) {
      link(.github, "See the code on GitHub", icon: "github", url: Links.github)
      link(.matrix, "Chat with the team on Matrix", icon: "matrix", url: Links.matrix)
      link(.wikimedia, "Wikimedia and Scribe", icon: "wikimedia", url: Links.wikimedia)
      Row(
        id: RowKind.share,
        TextItem("Share Scribe", icon: "square.and.arrow.up")
      )
      .selectionTitle("Share")
      .onSelect { context in
        context.presenter.share(ShareItem.link(Links.appStore).map { [$0] } ?? [])
      }
    }
    Section(id: "feedback", header: "Feedback and support", style: .inset) {
      Row(id: RowKind.rate, TextItem("Rate Scribe", icon: "star"))
        .selectionTitle("Rate")
        .onSelect { context in
          let presenter = context.presenter
          let fallback = Alert(
            title: "Enjoying Scribe?", message: "Rate Scribe on the App Store.",
            actions: [
              AlertAction("Continue") {
                if let url = ShareItem.link(Links.appStore), case .url(let link) = url {
                  presenter.openOrShow(link)
                }
              },
              AlertAction("Cancel", role: .cancel),
            ])
          presenter.requestReview(orPresent: fallback)
        }
      link(.bug, "Report a bug", icon: "ant", url: Links.bugs)
      Row(id: RowKind.email, TextItem("Send us an email", icon: "envelope"))
        .selectionTitle("Write to us")
        .onSelect { context in
          context.presenter.sendMail(MailDraft(to: [Links.email], subject: "Hey Scribe!"))
        }
    }
    Section(id: "legal", header: "Legal", style: .inset) {
      Row(
        id: RowKind.privacy, TextItem("Privacy Policy", icon: "lock.shield", accessory: .disclosure)
      )
      .onSelect { $0.presenter.push(TextScreen.privacyPolicy) }
      Row(
        id: RowKind.licenses,
        TextItem("Third Party Licenses", icon: "thirdPartyLicenses", accessory: .disclosure)
      )
      .onSelect { $0.presenter.push(TextScreen.licenses) }
    }
    Section(id: "app-settings", header: "App settings", style: .inset) {
      toggle(.doubleSpacePeriod, "Double space for a period", icon: "keyboard")
      toggle(.autosuggestEmojis, "Autosuggest emojis", icon: "face.smiling")
    }
  }
}
