#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// How a cell or header/footer view class is registered with a table view: by class, or from
  /// a nib.
  ///
  /// ```swift
  /// liaison.register(PostItem.self, cell: PostCell.self, registration: .nib(of: PostCell.self)) {
  ///   cell, post, _ in cell.show(post)
  /// }
  /// ```
  public enum ViewRegistration {
    /// The class itself; the table view calls its `init(style:reuseIdentifier:)` or
    /// `init(reuseIdentifier:)`.
    case `class`
    /// A nib whose top-level object is the cell or view.
    case nib(UINib)

    /// The nib named after `type`: `PostCell.xib` for `PostCell`.
    ///
    /// - Parameters:
    ///   - type: The cell or view class.
    ///   - bundle: The bundle holding the nib; the main bundle when `nil`.
    @MainActor
    public static func nib(of type: AnyClass, bundle: Bundle? = nil) -> ViewRegistration {
      .nib(UINib(nibName: ReuseIdentifier.default(for: type), bundle: bundle))
    }
  }

  /// Reuse identifiers of registered cells and views.
  public enum ReuseIdentifier {
    /// The default reuse identifier of a class: its type name without module, such as
    /// `"PostCell"`.
    ///
    /// - Parameter type: A cell or view class.
    public static func `default`(for type: AnyClass) -> String {
      String(describing: type)
    }
  }
#endif
