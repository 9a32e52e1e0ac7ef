#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``TextFieldItem``: its label, a `UITextField` with the input traits of its kind and
  /// the Return key the controller resolves, and its validation message under the field.
  ///
  /// Every edit goes through the item's `admit` (control characters, the kind's characters, the
  /// maximum length) and reaches the row as `.valueChanged`. While the field is editing, drawing
  /// a new item updates it in place: the text changes only when the screen changed it (the
  /// user's own edit echoed back changes nothing), keeping the caret where it was (clamped).
  final class TextFieldContentView: ComponentContentView, FieldView, UITextFieldDelegate {
    let titleLabel = UILabel()
    let field = UITextField()
    let messageLabel = UILabel()
    private let stack = UIStackView()
    private let line = UIStackView()
    /// The item drawn.
    private var item: TextFieldItem { component(TextFieldItem.self) ?? TextFieldItem("", text: "") }
    private let textEditing = TextEditing()
    /// Why the last keystroke or paste was refused (letters in a number field, past the maximum
    /// length), shown under the field until the next accepted edit.
    private var refusal: String?

    var textInput: any EditableTextInput { field }

    override func setUp() {
      field.delegate = self
      field.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
      messageLabel.styleAsMessage()
      titleLabel.useTextStyle(.body)
      field.useTextStyle(.body)
      line.axis = .horizontal
      line.spacing = 8
      line.addArrangedSubview(titleLabel)
      line.addArrangedSubview(field)
      stack.axis = .vertical
      stack.spacing = 4
      stack.addArrangedSubview(line)
      stack.addArrangedSubview(messageLabel)
      Layout.pin(stack, to: layoutMarginsGuide, in: self)
    }

    override func configure() {
      guard let item = component(TextFieldItem.self), let context else { return }
      titleLabel.text = item.label
      // At accessibility text sizes the label goes above its field, which keeps the width.
      line.axis =
        traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        ? .vertical : .horizontal
      field.placeholder = item.placeholder
      field.isEnabled = item.isEnabled && !cellIsEditing
      item.kind.apply(to: field)
      field.returnKeyType = context.returnKey
      if !field.isFirstResponder { refusal = nil }
      showMessage()
      textEditing.show(item.text, in: field)
    }

    /// After a change the field accepted: composition in progress waits; otherwise the text is
    /// admitted (what was refused goes) and sent to the row.
    private func textDidChange() {
      guard field.markedTextRange == nil else { return }
      let text = field.currentText
      let admitted = item.admit(text).text
      if admitted != text {
        field.replaceText(with: admitted, caretShift: admitted.utf16.count - text.utf16.count)
      }
      textEditing.report(admitted, to: context)
    }

    /// The item's validation message, or the reason of a refusal when it has none; whether
    /// what shows changed.
    @discardableResult
    private func showMessage() -> Bool {
      messageLabel.showMessage(item.message ?? refusal, hint: item.hint)
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      item.isEnabled
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      context?.didBeginEditing()
    }

    /// Refuses a keystroke or paste whose result the item would not admit as it is, and puts
    /// the admitted text in the field itself (a paste keeps what it may; letters typed into a
    /// number field change nothing). Marked text (an input method composing) is admitted when
    /// it is committed.
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      TextEditing.admitEdit(
        in: textField, range: range, replacement: string,
        admit: { proposed in
          let admission = item.admit(proposed)
          // A refusal says why under the field; an accepted edit clears it.
          refusal = admission.refusal?.message
          if showMessage() { context?.liaison?.remeasureRows() }
          return admission
        },
        changed: { textEditing.report($0, to: context) })
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      context?.submit()
      return false
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
      context?.didEndEditing()
    }
  }
#endif
