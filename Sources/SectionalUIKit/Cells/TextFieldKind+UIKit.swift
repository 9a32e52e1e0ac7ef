#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension TextFieldKind {
    /// Sets the text input traits iOS uses for this kind: content type (AutoFill), keyboard,
    /// capitalization, correction and secure entry.
    @MainActor
    func apply(to field: UITextField) {
      field.isSecureTextEntry = isSecure
      field.autocapitalizationType = self == .plain ? .sentences : .none
      field.autocorrectionType = self == .plain ? .default : .no
      let traits = inputTraits
      field.textContentType = traits.contentType
      field.keyboardType = traits.keyboard
    }

    /// The content type (for AutoFill) and the keyboard iOS uses for this kind.
    private var inputTraits: (contentType: UITextContentType?, keyboard: UIKeyboardType) {
      switch self {
      case .plain, .secure: (nil, .default)
      case .email: (.emailAddress, .emailAddress)
      case .username: (.username, .default)
      case .password: (.password, .default)
      case .newPassword: (.newPassword, .default)
      case .number: (nil, .numberPad)
      case .decimal: (nil, .decimalPad)
      case .url: (.URL, .URL)
      case .phone: (.telephoneNumber, .phonePad)
      }
    }
  }
#endif
