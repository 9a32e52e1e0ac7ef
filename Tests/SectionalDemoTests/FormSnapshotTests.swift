import Foundation
import Testing

/// The Sign In form and a post's comments as `snapshot settings --keys …` and
/// `snapshot feed --keys …` print them, typing included (issue 16, item 8): literal frames at
/// 40×20, 80×24 and 120×40, and with `--ascii` where the glyphs differ. (`snapshot` prints
/// plain text unless asked for colour, so NO_COLOR changes nothing here; FormTmuxTests runs
/// the flows in colour and with NO_COLOR.)
@Suite(.serialized) struct FormSnapshotTests {
  /// A frame, its trailing new lines dropped.
  func frame(
    _ screen: String, width: Int, height: Int, keys: String, ascii: Bool = false
  ) throws -> String {
    let result = try demoFrame(screen, width: width, height: height, keys: keys, ascii: ascii)
    var output = result.output
    while output.hasSuffix("\n") { output.removeLast() }
    return output
  }

  @Test func theSignInFormOpensWithTheFocusInTheUsername() throws {
    #expect(
      try frame("settings", width: 40, height: 20, keys: "enter") == #"""
         Cancel         Sign In

        ▌Username    Required
         Password    Required
         Demo account: username demo, password
         sectional. The username offline
         simulates a network failure.

         Sign In










         ⏎ next   esc stop editing
        """#)
    #expect(
      try frame("settings", width: 80, height: 24, keys: "enter") == #"""
         Cancel                             Sign In

        ▌Username       Required
         Password       Required
         Demo account: username demo, password sectional. The username offline
         simulates a network failure.

         Sign In















         ⏎ next   tab next field   esc stop editing   ctrl-w/u/k delete
        """#)
    #expect(
      try frame("settings", width: 120, height: 40, keys: "enter") == #"""
         Cancel                                                 Sign In

        ▌Username       Required
         Password       Required
         Demo account: username demo, password sectional. The username offline simulates a network failure.

         Sign In
































         ⏎ next   tab next field   esc stop editing   ctrl-w/u/k delete
        """#)
  }

  @Test func typedValuesShowAndThePasswordIsMasked() throws {
    #expect(
      try frame("settings", width: 80, height: 24, keys: "enter type:demo enter type:sectional")
        == #"""
         Cancel                             Sign In

         Username       demo
        ▌Password       •••••••••
         Demo account: username demo, password sectional. The username offline
         simulates a network failure.

         Sign In















         ⏎ go   tab next field   esc stop editing   ctrl-w/u/k delete
        """#)
    #expect(
      try frame(
        "settings", width: 80, height: 24, keys: "enter type:demo enter type:sectional", ascii: true
      ) == #"""
         Cancel                             Sign In

         Username       demo
        >Password       *********
         Demo account: username demo, password sectional. The username offline
         simulates a network failure.

         Sign In















         enter go   tab next field   esc stop editing   ctrl-w/u/k delete
        """#)
  }

  @Test func aWrongPasswordIsRefusedUnderThePassword() throws {
    #expect(
      try frame("settings", width: 40, height: 20, keys: "enter type:demo enter type:wrong enter")
        == #"""
         Cancel         Sign In

         Username    demo
        ▌Password    •••••
                     Wrong username or
                     password.
         Demo account: username demo, password
         sectional. The username offline
         simulates a network failure.

         Sign In








         ⏎ go  tab next field  esc stop editing
        """#)
    #expect(
      try frame(
        "settings", width: 120, height: 40, keys: "enter type:demo enter type:wrong enter",
        ascii: true) == #"""
           Cancel                                                 Sign In

           Username       demo
          >Password       *****
                          Wrong username or password.
           Demo account: username demo, password sectional. The username offline simulates a network failure.

           Sign In































           enter go   tab next field   esc stop editing   ctrl-w/u/k delete
          """#)
  }

  @Test func aNetworkFailureOffersTryAgain() throws {
    #expect(
      try frame("settings", width: 80, height: 24, keys: "enter type:offline enter type:x enter")
        == #"""
         Cancel                             Sign In

         Username       offline
        ▌Password       •
         Demo account: username demo, password sectional. The username offline
         simulates a network failure.

         Sign In╭──────────────────────────────────────────────────────────────╮
                │ Cannot Sign In                                               │
                │                                                              │
                │ The network is unavailable. Check your connection and try    │
                │ again.                                                       │
                │                                                              │
                │ [ Cancel ]  [>Try Again<]                                    │
                ╰──────────────────────────────────────────────────────────────╯








         ←→ choose   ⏎ try again   esc cancel
        """#)
    #expect(
      try frame(
        "settings", width: 40, height: 20, keys: "enter type:offline enter type:x enter",
        ascii: true) == #"""
           Cancel         Sign In

           Username    offline
          >Password    *
           Demo account: username demo, password
           sec+------------------------------+
           sim| Cannot Sign In               |
              |                              |
           Sig| The network is unavailable.  |
              | Check your connection and    |
              | try again.                   |
              |                              |
              | [ Cancel ]  [>Try Again<]    |
              +------------------------------+





           enter try again   esc cancel
          """#)
  }

  @Test func signingInGoesBackToLogOut() throws {
    let settings = try frame(
      "settings", width: 80, height: 24, keys: "enter type:demo enter type:sectional enter")
    // Down to the filters' header: the pills under it are Settings' own business.
    #expect(
      settings.components(separatedBy: "\n").prefix(15).joined(separator: "\n") == #"""
                                            Settings

         ACCOUNT
        ▌Log Out                                                                  demo
         Connect Third Party

         ABOUT
         Terms and Conditions                                                        ›
         Privacy Policy                                                              ›
         Debug Settings                                                              ›

         NOTIFICATIONS
         Daily digest                                                            08:00

          ▾ FILTERS
        """#, "\(settings)")
    #expect(settings.hasSuffix("⏎ log out   ? help   q quit"), "\(settings)")
  }

  @Test func commentOpensTheFieldAndPostAppends() throws {
    #expect(
      try frame("feed", width: 40, height: 20, keys: "right enter") == #"""
         ‹ Feed         Comments

         scribe_org Morning light over the
         harbour

         COMMENTS
         87 earlier comments, not in the
         demo's data

        ▌Comment
          Add a comment…

         Post






         ⏎ send   alt-⏎ new line
        """#)
    // The comment is the screen's only field: the footer offers no Tab, which would go nowhere.
    #expect(
      try frame("feed", width: 80, height: 24, keys: "right enter 'Nice light' enter") == #"""
         ‹ Feed                             Comments

         scribe_org Morning light over the harbour

         COMMENTS
         87 earlier comments, not in the demo's data
         you Nice light

        ▌Comment
          Add a comment…

         Post











         ⏎ send  alt-⏎ new line  ↑↓ stop editing  esc stop editing  ctrl-w/u/k delete
        """#)
    #expect(
      try frame("feed", width: 120, height: 40, keys: "right enter 'Nice light' enter", ascii: true)
        == #"""
         < Feed                                                 Comments

         scribe_org Morning light over the harbour

         COMMENTS
         87 earlier comments, not in the demo's data
         you Nice light

        >Comment
          Add a comment...

         Post



























         enter send   alt-enter new line   up/down stop editing   esc stop editing   ctrl-w/u/k delete
        """#)
  }

  @Test func theSignInSheetSaysEscCancelsAndEscDismissesIt() throws {
    // The first Esc stops editing the username; the footer then says Esc cancels the sheet.
    #expect(
      try frame("settings", width: 40, height: 12, keys: "enter esc") == #"""
         Cancel         Sign In

        ▌Username    Required
         Password    Required
         Demo account: username demo, password
         sectional. The username offline
         simulates a network failure.

         Sign In


         ⏎ edit   esc cancel   ? help   q quit
        """#)
    #expect(
      try frame("settings", width: 40, height: 12, keys: "enter esc esc") == #"""
                        Settings
                                               ┃
         ACCOUNT                               ┃
        ▌Log In                              › ┃
         Connect Third Party                   ┃
                                               ┃
         ABOUT                                 ┃
         Terms and Conditions                › │
         Privacy Policy                      › │
         Debug Settings                      › │
                                               │
         ↑↓ move   ⏎ open   ? help   q quit
        """#)
  }
}
