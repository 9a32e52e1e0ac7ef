/// https://developer.apple.com/documentation/storekit/skstorereviewcontroller (StoreKit)
open class SKStoreReviewController: NSObject {
  /// https://developer.apple.com/documentation/storekit/skstorereviewcontroller/requestreview(in:)
  @MainActor open class func requestReview(in windowScene: UIWindowScene) {}
}

/// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller (MessageUI)
@MainActor open class MFMailComposeViewController: UINavigationController {
  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/cansendmail()
  open class func canSendMail() -> Bool { false }

  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/mailcomposedelegate
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/settorecipients(_:)
  open func setToRecipients(_ toRecipients: [String]?) {}

  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/setsubject(_:)
  open func setSubject(_ subject: String) {}

  /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/setmessagebody(_:ishtml:)
  open func setMessageBody(_ body: String, isHTML: Bool) {}
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
