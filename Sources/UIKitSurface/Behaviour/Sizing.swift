// How the surface's views size themselves (`sizeToFit()`, `bounds`). Not UIKit API.

extension UIView {
  /// What `sizeThatFits(_:)` answers: a plain view's current size (UIKit's default), a label's
  /// text size. The surface has no font metrics: a character is taken as wide as 0.6 of the
  /// font's point size and a line as tall as 1.2 of it, so a longer text is wider and an empty
  /// label has no size, as in UIKit.
  func surfaceSizeThatFits() -> CGSize {
    guard let label = self as? UILabel else { return bounds.size }
    let text = label.attributedText?.string ?? label.text ?? ""
    guard !text.isEmpty else { return .zero }
    let pointSize = label.font?.pointSize ?? 17
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let longest = lines.map(\.count).max() ?? 0
    return CGSize(
      width: (CGFloat(longest) * pointSize * 0.6).rounded(.up),
      height: (CGFloat(lines.count) * pointSize * 1.2).rounded(.up))
  }

  /// The frame with `size` and the same center: how UIKit applies a change of the bounds' size.
  func surfaceFrame(keepingCenterWithSize size: CGSize) -> CGRect {
    CGRect(
      x: surfaceFrame.midX - size.width / 2, y: surfaceFrame.midY - size.height / 2,
      width: size.width, height: size.height)
  }
}
