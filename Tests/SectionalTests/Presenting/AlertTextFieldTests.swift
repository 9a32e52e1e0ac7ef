import Sectional
import Testing

/// Alerts that ask for text, as `UIAlertController.addTextField`: the texts reach the action's
/// handler one per field, cleaned as the field admits them.
@MainActor
@Suite struct AlertTextFieldTests {
  @MainActor final class Answers {
    var received: [[String]] = []
    var plain = 0
    var order: [String] = []
  }

  func prompt(_ answers: Answers, fields: [AlertTextField], style: Alert.Style = .alert) -> Alert {
    Alert(
      title: "Signal", style: style, textFields: fields,
      actions: [
        AlertAction("Cancel", role: .cancel) { answers.plain += 1 },
        AlertAction("Send") { texts in answers.received.append(texts) },
      ])
  }

  @Test func theHandlerReceivesOneTextPerFieldAndAFieldLeftAloneKeepsItsText() {
    let answers = Answers()
    let alert = prompt(
      answers,
      fields: [
        AlertTextField(placeholder: "Process", text: "1234"),
        AlertTextField(placeholder: "Signal", text: "TERM"),
      ])
    alert.actions[1].perform(texts: alert.texts(entered: ["99"]))
    alert.actions[1].perform(texts: alert.texts(entered: nil))
    #expect(answers.received == [["99", "TERM"], ["1234", "TERM"]])
  }

  @Test func enteredTextsAreCleanedAsTheFieldAdmitsThem() {
    let alert = prompt(
      Answers(),
      fields: [
        AlertTextField(placeholder: "PID", kind: .number),
        AlertTextField(placeholder: "Name"),
      ])
    #expect(alert.texts(entered: ["12ab3", "two\nlines\u{7}"]) == ["123", "two lines"])
  }

  @Test func anActionWithoutATextsHandlerRunsItsPlainHandler() {
    let answers = Answers()
    let alert = prompt(answers, fields: [AlertTextField(placeholder: "Name")])
    alert.actions[0].perform(texts: ["ignored"])
    #expect(answers.plain == 1)
    #expect(answers.received.isEmpty)
  }

  @Test func followedByRunsAfterEitherKindOfHandler() {
    let answers = Answers()
    let alert = prompt(answers, fields: [AlertTextField(placeholder: "Name")])
    let send = alert.actions[1].followed { answers.order.append("after send \(answers.received)") }
    let cancel = alert.actions[0].followed { answers.order.append("after cancel \(answers.plain)") }
    send.perform(texts: ["x"])
    cancel.perform(texts: ["x"])
    #expect(answers.order == ["after send [[\"x\"]]", "after cancel 1"])
  }

  @Test func anActionSheetHasNoTextFields() {
    let alert = prompt(
      Answers(), fields: [AlertTextField(placeholder: "Name")], style: .actionSheet)
    #expect(alert.textFields.isEmpty)
    #expect(alert.texts(entered: ["a"]) == [])
  }

  @Test func returnChoosesThePreferredActionElseTheFirstOrdinaryOne() {
    let cancel = AlertAction("Cancel", role: .cancel)
    let erase = AlertAction("Erase", role: .destructive)
    let save = AlertAction("Save")
    let later = AlertAction("Later")
    #expect(Alert(title: "?", actions: [cancel, save, later]).returnAction == 1)
    #expect(
      Alert(title: "?", actions: [cancel, save, later], preferredAction: 2).returnAction == 2)
    #expect(Alert(title: "?", actions: [cancel, erase], preferredAction: 1).returnAction == nil)
  }
}
