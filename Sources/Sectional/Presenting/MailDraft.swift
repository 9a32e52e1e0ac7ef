/// An email to compose: recipients, subject and body.
///
/// ```swift
/// context.presenter.sendMail(MailDraft(to: ["team@example.org"], subject: "Hello"))
/// ```
public struct MailDraft: Sendable, Equatable {
  /// The recipients' addresses.
  public var recipients: [String]
  /// The subject line.
  public var subject: String
  /// The body text.
  public var body: String

  /// Creates a draft.
  ///
  /// - Parameters:
  ///   - recipients: The recipients' addresses.
  ///   - subject: The subject line.
  ///   - body: The body text.
  public init(to recipients: [String], subject: String = "", body: String = "") {
    self.recipients = recipients
    self.subject = subject
    self.body = body
  }

  /// The alert shown when the host cannot send mail: it names the address so the user can write
  /// from elsewhere. Its words are ``SectionalStrings/mailUnavailableTitle`` and
  /// ``SectionalStrings/mailUnavailableMessage``.
  public var unavailableAlert: Alert {
    let strings = SectionalStrings.current
    return Alert(
      title: strings.mailUnavailableTitle,
      message: strings.mailUnavailableMessage(recipients.joined(separator: ", ")))
  }
}
