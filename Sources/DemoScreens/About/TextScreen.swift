import Sectional

/// A screen of readable text: paragraphs that wrap to the width, a blank line apart (privacy
/// policy, licenses, terms).
@MainActor
public final class TextScreen: Screen {
  /// The title.
  public let title: String
  /// The paragraphs.
  public let paragraphs: [String]

  /// Creates a text screen.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - paragraphs: The paragraphs, in order.
  public init(title: String, paragraphs: [String]) {
    self.title = title
    self.paragraphs = paragraphs
  }

  /// One unselectable, self-sizing row per paragraph, each in its own grouped section so that
  /// the spacing renderers put above grouped sections keeps paragraphs a blank line apart.
  public var content: ListContent {
    for (index, paragraph) in paragraphs.enumerated() {
      Section(id: "paragraph-\(index)", style: .grouped) {
        Row(id: "paragraph-\(index)", ParagraphItem(paragraph)).selectable(false)
      }
    }
  }
}

extension TextScreen {
  /// The privacy policy of the About screen.
  public static let privacyPolicy = TextScreen(
    title: "Privacy Policy",
    paragraphs: [
      "Scribe collects no data. The keyboards work offline, send nothing over the network and keep no record of what you type.",
      "Links on the About screen open in your browser where the system has a link opener (xdg-open, or open on macOS); otherwise, and always in snapshots, they show the address. \"Send us an email\" shows the address to write to: the demo opens no mail app. What happens on those sites is governed by their own policies.",
      "This demo stores its settings in a small file in your configuration directory. Delete the file to forget them.",
    ])

  /// The third party licenses of the About screen.
  public static let licenses = TextScreen(
    title: "Third Party Licenses",
    paragraphs: [
      "Sectional's demo uses swift-argument-parser (Apache License 2.0 with Runtime Library Exception), copyright Apple Inc. and the Swift project authors.",
      "Icon names follow SF Symbols naming; the terminal draws its own glyphs for them.",
      "Animal texts, feed posts and heart-rate data were written or generated for this project.",
    ])

  /// The privacy policy of the Settings screen (the demo's own, not Scribe's).
  public static let settingsPrivacyPolicy = TextScreen(
    title: "Privacy Policy",
    paragraphs: [
      "The Settings screen sends nothing anywhere. Logging in and connecting the third party service are simulated: no account, password or network is involved.",
      "This demo keeps your log-in state, the third party connection, your filters and the About screen's switches, the comments you post on the Feed, the posts you like and save there, and whether the Feed and the Animals show as grids in state.json, in the sectional-demo folder of your configuration directory ($XDG_CONFIG_HOME, or ~/.config).",
      "Delete that file to forget them. Snapshots (sectional-demo snapshot) never write it, and read a state file only when you name one with --state.",
    ])

  /// The terms and conditions of the Settings screen.
  public static let terms = TextScreen(
    title: "Terms and Conditions",
    paragraphs: [
      "These terms are a demonstration. By using the demo you agree that nothing here is binding.",
      "The software is provided as is, without warranty of any kind.",
    ])
}
