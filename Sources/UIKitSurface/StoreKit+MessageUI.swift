/// https://developer.apple.com/documentation/storekit/appstore (StoreKit; only the review
/// request)
public enum AppStore {
  /// https://developer.apple.com/documentation/storekit/appstore/requestreview(in:)-1q8qs
  /// (iOS 16 and later; records the request in the scene; whether a prompt would appear is
  /// StoreKit's choice)
  @MainActor public static func requestReview(in scene: UIWindowScene) {
    scene.surfaceReviewRequests += 1
  }
}

/// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller (MessageUI)
@MainActor open class MFMailComposeViewController: UINavigationController {
  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/cansendmail()
  /// (`false` unless a test sets up a mail account)
  open class func canSendMail() -> Bool { surfaceCanSendMail }

  internal static var surfaceCanSendMail = false
  internal var surfaceRecipients: [String]?
  internal var surfaceSubject = ""
  internal var surfaceBody = ""

  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/mailcomposedelegate
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/settorecipients(_:)
  open func setToRecipients(_ toRecipients: [String]?) { surfaceRecipients = toRecipients }

  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/setsubject(_:)
  open func setSubject(_ subject: String) { surfaceSubject = subject }

  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/setmessagebody(_:ishtml:)
  open func setMessageBody(_ body: String, isHTML: Bool) { surfaceBody = body }
}

/// https://developer.apple.com/documentation/messageui/mfmailcomposeresult (MessageUI)
public enum MFMailComposeResult: Int, Sendable {
  /// https://developer.apple.com/documentation/messageui/mfmailcomposeresult/cancelled
  case cancelled
}

/// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate
/// (documented without `@MainActor`; its one method is optional on Apple platforms).
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate/mailcomposecontroller(_:didfinishwith:error:)
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: (any Error)?)
}
