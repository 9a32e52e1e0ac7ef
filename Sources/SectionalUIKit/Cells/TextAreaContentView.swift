#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``TextAreaItem``: its label, a `UITextView` that grows with its text between the
  /// item's minimum and maximum number of lines and scrolls inside beyond it, and the validation
  /// message.
  ///
  /// The view says its height (``fittingHeight(forWidth:)``): when an edit changes the number
  /// of lines, it asks the liaison to measure the rows again with an empty batch update, which
  /// resizes the row without reloading it, so the keyboard stays up.
  final class TextAreaContentView: ComponentContentView, FieldView, UITextViewDelegate {
    let titleLabel = UILabel()
    let textView = UITextView()
    let messageLabel = UILabel()
    private let stack = UIStackView()
    /// The item drawn.
    private var item: TextAreaItem { component(TextAreaItem.self) ?? TextAreaItem("", text: "") }
    private let textEditing = TextEditing()

    /// Space around the label, the text and the message (the content view's margins and the
    /// stack's spacing).
    static let padding: CGFloat = 24

    var textInput: any EditableTextInput { textView }

    override func setUp() {
      textView.delegate = self
      textView.useTextStyle(.body)
      titleLabel.useTextStyle(.headline)
      messageLabel.styleAsMessage()
      stack.axis = .vertical
      stack.spacing = 4
      stack.addArrangedSubview(titleLabel)
      stack.addArrangedSubview(textView)
      stack.addArrangedSubview(messageLabel)
      Layout.pin(stack, to: layoutMarginsGuide, in: self)
    }

    override func configure() {
      guard let item = component(TextAreaItem.self) else { return }
      titleLabel.text = item.label
      textView.isEditable = item.isEnabled && !cellIsEditing
      messageLabel.showMessage(item.message, hint: item.hint)
      textEditing.show(item.text, in: textView)
    }

    /// The text's height between the item's line limits; the text view scrolls inside beyond
    /// the maximum.
    func textHeight(forWidth width: CGFloat) -> CGFloat {
      let lineHeight = (textView.font ?? UIFont.preferredFont(forTextStyle: .body)).lineHeight
      let fitting = textView.sizeThatFits(
        CGSize(width: width, height: .greatestFiniteMagnitude)
      ).height
      let lower = CGFloat(max(1, item.lines.lowerBound)) * lineHeight
      let upper = CGFloat(max(1, item.lines.upperBound)) * lineHeight
      textView.isScrollEnabled = fitting > upper
      return min(max(fitting, lower), max(lower, upper))
    }

    /// The label, the text between its line limits and the message, stacked.
    override func fittingHeight(forWidth width: CGFloat) -> CGFloat? {
      let body = UIFont.preferredFont(forTextStyle: .body).lineHeight
      let message = messageLabel.isHidden ? 0 : body
      return (body + textHeight(forWidth: max(1, width - 32)) + message + Self.padding)
        .rounded(.up)
    }

    // MARK: UITextViewDelegate

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      item.isEnabled
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
      context?.didBeginEditing()
    }

    /// Refuses a change whose result the item would not admit as it is and puts the admitted
    /// text in the view itself.
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      TextEditing.admitEdit(
        in: textView, range: range, replacement: text, admit: item.admit,
        changed: { _ in textDidChange() })
    }

    func textViewDidChange(_ textView: UITextView) {
      guard textView.markedTextRange == nil else { return }
      textDidChange()
    }

    func textViewDidEndEditing(_ textView: UITextView) {
      context?.didEndEditing()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Sends the text, then has the row measured again if its height changed (an empty batch
    /// update: no reload, the keyboard stays).
    private func textDidChange() {
      textEditing.report(textView.currentText, to: context)
      if fittingHeight(forWidth: bounds.width) != bounds.height {
        context?.liaison?.remeasureRows()
      }
    }
  }
#endif
