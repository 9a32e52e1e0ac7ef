import Sectional
import Testing

/// Where a keyboard's focus starts on an alert: its preferred action, never a destructive one.
@Suite struct AlertPreferredActionTests {
  let cancel = AlertAction("Cancel", role: .cancel)
  let erase = AlertAction("Erase", role: .destructive)
  let keep = AlertAction("Keep")

  @Test func aDeleteConfirmationStartsOnCancel() {
    #expect(Alert(title: "Erase?", actions: [erase, cancel]).initialFocus == 1)
  }

  @Test func thePreferredActionWinsUnlessItIsDestructive() {
    #expect(Alert(title: "?", actions: [keep, cancel], preferredAction: 1).initialFocus == 1)
    let alert = Alert(title: "?", actions: [erase, keep, cancel], preferredAction: 0)
    #expect(alert.effectivePreferredAction == nil)
    #expect(alert.initialFocus == 1)
    #expect(Alert(title: "?", actions: [keep], preferredAction: 5).effectivePreferredAction == nil)
  }

  @Test func anAlertOfDestructiveActionsOnlyHasNoInitialFocus() {
    #expect(Alert(title: "?", actions: [erase]).initialFocus == nil)
  }
}
