import Foundation
import Testing

/// The home list at any width: every summary whole, wrapped under its title, never cut.
@Suite(.serialized) struct HomeTextTests {
  @Test(arguments: [40, 64, 80])
  func homeSubtitlesWrapInsteadOfBeingCut(width: Int) throws {
    let result = try DemoProcess().snapshot("home", width: width, height: 30)
    #expect(result.status == 0, "\(result.error)")
    let text = result.output
    #expect(!text.contains("…"), "\(text)")
    // Every word of the longest summary is on screen.
    for word in ["Posts", "sections,", "paged", "scroll,", "likes", "and", "comments"] {
      #expect(text.contains(word), "\(word) missing in\n\(text)")
    }
  }
}
