/// An email to compose: recipients, subject and body.
///
/// ```swift
/// context.presenter.sendMail(MailDraft(to: ["scribe.language@gmail.com"], subject: "Hey Scribe!"))
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
  /// from elsewhere (article 000's fallback).
  public var unavailableAlert: Alert {
    let addresses = recipients.joined(separator: ", ")
    return Alert(
      title: "Send us an email",
      message: "Mail is not set up here. Write to \(addresses) from your email app.")
  }
}
