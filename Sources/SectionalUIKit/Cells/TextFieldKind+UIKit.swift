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
      switch self {
      case .plain, .secure:
        field.textContentType = nil
        field.keyboardType = .default
      case .email:
        field.textContentType = .emailAddress
        field.keyboardType = .emailAddress
      case .username:
        field.textContentType = .username
        field.keyboardType = .default
      case .password:
        field.textContentType = .password
        field.keyboardType = .default
      case .newPassword:
        field.textContentType = .newPassword
        field.keyboardType = .default
      case .number:
        field.textContentType = nil
        field.keyboardType = .numberPad
      case .decimal:
        field.textContentType = nil
        field.keyboardType = .decimalPad
      case .url:
        field.textContentType = .URL
        field.keyboardType = .URL
      case .phone:
        field.textContentType = .telephoneNumber
        field.keyboardType = .phonePad
      }
    }
  }
#endif
