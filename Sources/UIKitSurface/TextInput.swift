// Text input: UITextField, UITextView, their delegates and input traits. Behaviour:
// Behaviour/TextStorage.swift; what a user does (tap, type, paste, compose, Return):
// Drivers/TextInput+Driving.swift.

/// https://developer.apple.com/documentation/uikit/uitextfield (calls its delegate as UIKit
/// does: `textFieldShouldBeginEditing(_:)` before it becomes first responder,
/// `textFieldDidBeginEditing(_:)` after; `textFieldDidEndEditing(_:)` when it resigns, also when
/// it leaves the window; `textField(_:shouldChangeCharactersIn:replacementString:)` before each
/// change the user makes, then `.editingChanged` actions. Setting `text` calls nothing and puts
/// the caret at the end.)
@MainActor open class UITextField: UIControl {
  internal var surfaceStorage = SurfaceTextStorage()

  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String? {
    get { surfaceStorage.text }
    set { surfaceStorage.set(newValue ?? "") }
  }

  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String?

  /// https://developer.apple.com/documentation/uikit/uitextfield/font
  open var font: UIFont?

  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory = false

  /// https://developer.apple.com/documentation/uikit/uitextfield/delegate
  open weak var delegate: (any UITextFieldDelegate)?

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  open var isSecureTextEntry: Bool = false

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textContentType: UITextContentType!

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
  open var keyboardType: UIKeyboardType = .default

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype
  open var autocorrectionType: UITextAutocorrectionType = .default

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
  open var returnKeyType: UIReturnKeyType = .default

  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder (an
  /// enabled text field can)
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() (asks
  /// `textFieldShouldBeginEditing(_:)` first and tells `textFieldDidBeginEditing(_:)` after)
  open override func becomeFirstResponder() -> Bool {
    surfaceBecomeFirstResponder { super.becomeFirstResponder() }
  }

  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder() (ends
  /// marked text and tells `textFieldDidEndEditing(_:)`)
  open override func resignFirstResponder() -> Bool {
    surfaceResignFirstResponder { super.resignFirstResponder() }
  }

  /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange (UTF-16
  /// offsets, as UIKit's text positions count)
  open var selectedTextRange: UITextRange? {
    get { surfaceStorage.selectedTextRange }
    set { surfaceStorage.select(newValue) }
  }

  /// https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange (`nil` when no
  /// text is being composed)
  open var markedTextRange: UITextRange? { surfaceStorage.markedTextRange }

  /// https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
  open var beginningOfDocument: UITextPosition { SurfaceTextPosition(0) }

  /// https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:) (`nil`
  /// outside the text)
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    surfaceStorage.position(from: position, offset: offset)
  }

  /// https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    SurfaceTextStorage.distance(from: from, to: toPosition)
  }

  /// https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { SurfaceTextStorage.range(fromPosition, toPosition) }
}

/// https://developer.apple.com/documentation/uikit/uitextfielddelegate (the requirements the
/// renderer implements; optional in UIKit)
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldbeginediting(_:)
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)
  func textFieldDidBeginEditing(_ textField: UITextField)

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
  func textFieldShouldReturn(_ textField: UITextField) -> Bool

  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)
  func textFieldDidEndEditing(_ textField: UITextField)
}

/// https://developer.apple.com/documentation/uikit/uitextview (calls its delegate as UIKit
/// does: should/did begin editing around becoming first responder,
/// `textView(_:shouldChangeTextIn:replacementText:)` before each change the user makes and
/// `textViewDidChange(_:)` after it, `textViewDidEndEditing(_:)` when it resigns. Its
/// `sizeThatFits(_:)` wraps the text at the width given: a character is 0.6 of the font's
/// point size wide, a line 1.2 of it tall, as the surface's labels measure.)
@MainActor open class UITextView: UIScrollView {
  internal var surfaceStorage = SurfaceTextStorage()

  /// https://developer.apple.com/documentation/uikit/uitextview/text
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var text: String! {
    get { surfaceStorage.text }
    set { surfaceStorage.set(newValue ?? "") }
  }

  /// https://developer.apple.com/documentation/uikit/uitextview/font
  open var font: UIFont?

  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory = false

  /// https://developer.apple.com/documentation/uikit/uitextview/iseditable
  open var isEditable: Bool = true

  /// https://developer.apple.com/documentation/uikit/uitextview/delegate
  open weak var delegate: (any UITextViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
  open var returnKeyType: UIReturnKeyType = .default

  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder (an
  /// editable text view can)
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  open override func becomeFirstResponder() -> Bool {
    surfaceBecomeFirstResponder { super.becomeFirstResponder() }
  }

  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  open override func resignFirstResponder() -> Bool {
    surfaceResignFirstResponder { super.resignFirstResponder() }
  }

  /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
  open var selectedTextRange: UITextRange? {
    get { surfaceStorage.selectedTextRange }
    set { surfaceStorage.select(newValue) }
  }

  /// https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange
  open var markedTextRange: UITextRange? { surfaceStorage.markedTextRange }

  /// https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
  open var beginningOfDocument: UITextPosition { SurfaceTextPosition(0) }

  /// https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    surfaceStorage.position(from: position, offset: offset)
  }

  /// https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    SurfaceTextStorage.distance(from: from, to: toPosition)
  }

  /// https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { SurfaceTextStorage.range(fromPosition, toPosition) }

  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) (the wrapped
  /// text's height at the width given, at least one line)
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let pointSize = font?.pointSize ?? 17
    let perLine = max(1, Int(size.width / (pointSize * 0.6)))
    let lines = surfaceStorage.text.split(separator: "\n", omittingEmptySubsequences: false)
      .reduce(0) { total, line in total + max(1, (line.count + perLine - 1) / perLine) }
    return CGSize(width: size.width, height: (CGFloat(lines) * pointSize * 1.2).rounded(.up))
  }
}

/// https://developer.apple.com/documentation/uikit/uitextviewdelegate (the requirements the
/// renderer implements; optional in UIKit)
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewshouldbeginediting(_:)
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool

  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidbeginediting(_:)
  func textViewDidBeginEditing(_ textView: UITextView)

  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:)
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool

  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)
  func textViewDidChange(_ textView: UITextView)

  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidendediting(_:)
  func textViewDidEndEditing(_ textView: UITextView)
}

/// https://developer.apple.com/documentation/uikit/uitextposition
@MainActor open class UITextPosition: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitextrange
@MainActor open class UITextRange: NSObject {
  internal init(surfaceStart start: UITextPosition, end: UITextPosition) {
    surfaceStart = start
    surfaceEnd = end
    super.init()
  }
  internal let surfaceStart: UITextPosition
  internal let surfaceEnd: UITextPosition

  /// https://developer.apple.com/documentation/uikit/uitextrange/start
  open var start: UITextPosition { surfaceStart }

  /// https://developer.apple.com/documentation/uikit/uitextrange/end
  open var end: UITextPosition { surfaceEnd }

  /// https://developer.apple.com/documentation/uikit/uitextrange/isempty
  open var isEmpty: Bool { SurfaceTextStorage.offset(start) == SurfaceTextStorage.offset(end) }
}

/// https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/rawvalue
  public let rawValue: String
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/username
  public static let username = UITextContentType(rawValue: "username")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/password
  public static let password = UITextContentType(rawValue: "password")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/newpassword
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress
  public static let emailAddress = UITextContentType(rawValue: "email")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/url
  public static let URL = UITextContentType(rawValue: "url")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/telephonenumber
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
}

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uikeyboardtype/default
  case `default` = 0
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// https://developer.apple.com/documentation/uikit/uikeyboardtype/url
  case URL = 3
  /// https://developer.apple.com/documentation/uikit/uikeyboardtype/numberpad
  case numberPad = 4
  /// https://developer.apple.com/documentation/uikit/uikeyboardtype/phonepad
  case phonePad = 5
  /// https://developer.apple.com/documentation/uikit/uikeyboardtype/emailaddress
  case emailAddress = 7
  /// https://developer.apple.com/documentation/uikit/uikeyboardtype/decimalpad
  case decimalPad = 8
}

/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/none
  case none = 0
  /// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/sentences
  case sentences = 2
}

/// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
public enum UITextAutocorrectionType: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype/default
  case `default` = 0
  /// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype/no
  case no = 1
}

/// https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uireturnkeytype/default
  case `default` = 0
  /// https://developer.apple.com/documentation/uikit/uireturnkeytype/go
  case go = 1
  /// https://developer.apple.com/documentation/uikit/uireturnkeytype/join
  case join = 3
  /// https://developer.apple.com/documentation/uikit/uireturnkeytype/next
  case next = 4
  /// https://developer.apple.com/documentation/uikit/uireturnkeytype/search
  case search = 6
  /// https://developer.apple.com/documentation/uikit/uireturnkeytype/send
  case send = 7
  /// https://developer.apple.com/documentation/uikit/uireturnkeytype/done
  case done = 9
}
