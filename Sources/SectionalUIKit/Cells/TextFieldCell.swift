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
  final class TextFieldCell: UITableViewCell, FieldCell, UITextFieldDelegate {
    let titleLabel = UILabel()
    let field = UITextField()
    let messageLabel = UILabel()
    private let stack = UIStackView()
    private let line = UIStackView()
    private var item = TextFieldItem("", text: "")
    private var context: CellContext?
    /// The text last shown from the item or sent to the row: what the row holds.
    private var committed = ""
    /// Why the last keystroke or paste was refused (letters in a number field, past the maximum
    /// length), shown under the field until the next accepted edit.
    private var refusal: String?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      setUp()
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      selectionStyle = .none
      field.delegate = self
      field.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
      messageLabel.textColor = .systemRed
      messageLabel.numberOfLines = 0
      line.axis = .horizontal
      line.spacing = 8
      line.addArrangedSubview(titleLabel)
      line.addArrangedSubview(field)
      stack.axis = .vertical
      stack.spacing = 4
      stack.addArrangedSubview(line)
      stack.addArrangedSubview(messageLabel)
      Layout.pin(stack, to: contentView.layoutMarginsGuide, in: contentView)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      context = nil
    }

    func show(_ item: TextFieldItem, context: CellContext) {
      self.item = item
      self.context = context
      titleLabel.text = item.label
      field.placeholder = item.placeholder
      field.isEnabled = item.isEnabled
      item.kind.apply(to: field)
      field.returnKeyType = context.returnKey
      if !field.isFirstResponder { refusal = nil }
      showMessage()
      accessibilityLabel = item.label
      showText(item.text)
    }

    /// Shows the row's text; while editing, only a text the screen changed replaces the
    /// field's, and the caret stays where it was (clamped to the new text).
    private func showText(_ text: String) {
      defer { committed = text }
      guard field.isFirstResponder else {
        if field.text != text { field.text = text }
        return
      }
      guard text != committed, text != field.text else { return }
      let caret = Caret.offset(in: field)
      field.text = text
      if let caret { Caret.place(caret, in: field) }
    }

    /// After a change the field accepted: composition in progress waits; otherwise the text is
    /// admitted (what was refused goes) and sent to the row.
    private func textDidChange() {
      guard field.markedTextRange == nil else { return }
      let text = field.text ?? ""
      let admitted = item.admit(text).text
      if admitted != text {
        let caret = Caret.offset(in: field).map { $0 - (text.utf16.count - admitted.utf16.count) }
        field.text = admitted
        if let caret { Caret.place(caret, in: field) }
      }
      report(admitted)
    }

    /// The item's validation message, or the reason of a refusal when it has none; whether
    /// what shows changed.
    @discardableResult
    private func showMessage() -> Bool {
      let message = item.message ?? refusal
      let changed = messageLabel.text != message || messageLabel.isHidden != (message == nil)
      messageLabel.text = message
      messageLabel.isHidden = message == nil
      return changed
    }

    private func report(_ text: String) {
      guard text != committed else { return }
      committed = text
      context?.edited(text)
    }

    // MARK: FieldCell

    var isEditingText: Bool { field.isFirstResponder }

    @discardableResult
    func beginEditing() -> Bool { field.becomeFirstResponder() }

    func endEditing() {
      if field.isFirstResponder { _ = field.resignFirstResponder() }
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
      guard textField.markedTextRange == nil else { return true }
      let current = textField.text ?? ""
      guard let swiftRange = Range(range, in: current) else { return false }
      let proposed = current.replacingCharacters(in: swiftRange, with: string)
      let admission = item.admit(proposed)
      let admitted = admission.text
      // A refusal says why under the field; an accepted edit clears it.
      refusal = admission.refusal?.message
      if showMessage() { context?.liaison?.remeasureRows() }
      guard admitted != proposed else { return true }
      if admitted != current {
        // The admitted text keeps everything after the edit: the caret goes before it.
        let tail = current.utf16.count - (range.location + range.length)
        textField.text = admitted
        Caret.place(admitted.utf16.count - tail, in: textField)
        report(admitted)
      }
      return false
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
