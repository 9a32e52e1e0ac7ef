#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The content view of a standard component (see ``ComponentContent``): it builds its views
  /// once, in ``setUp()``, and draws each configuration it is given in ``configure()``, in
  /// place, so that what the person is doing in it (editing, picking) goes on.
  class ComponentContentView: UIView, UIContentView {
    /// The configuration shown; setting one draws it.
    var configuration: any UIContentConfiguration {
      didSet { configure() }
    }

    required init(configuration: any UIContentConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
      setUp()
      configure()
    }

    /// Content views are made by their configurations, never from an archive.
    required init?(coder: NSCoder) { nil }

    /// Builds the view's subviews and wires its controls; a subclass overrides it (this does
    /// nothing).
    func setUp() {}

    /// Draws ``configuration``; a subclass overrides it (this does nothing).
    func configure() {}

    /// Whether this view can draw `configuration` in place: a configuration of the same type,
    /// drawn by this view's class.
    func supports(_ configuration: any UIContentConfiguration) -> Bool {
      type(of: configuration) == type(of: self.configuration)
        && (configuration as? any ComponentConfiguration)?.viewType == type(of: self)
    }

    /// The height the view needs at `width`, when it decides it itself rather than through
    /// Auto Layout (a text area between its line limits); `nil` by default.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat? { nil }

    /// The size of a cell whose content view is `contentView`, at `targetSize`'s width, when
    /// that view is a component's that decides its height; `nil` otherwise (Auto Layout's).
    static func fittingSize(of contentView: UIView, _ targetSize: CGSize) -> CGSize? {
      guard let view = contentView as? ComponentContentView,
        let height = view.fittingHeight(forWidth: targetSize.width)
      else { return nil }
      return CGSize(width: targetSize.width, height: height)
    }

    /// The row's context, or `nil` when the configuration is not a component's.
    var context: CellContext? { (configuration as? any ComponentConfiguration)?.context }

    /// Whether the cell is editing: controls take no taps then.
    var cellIsEditing: Bool { (configuration as? any ComponentConfiguration)?.isEditing ?? false }

    /// The component drawn, when it is an `Item`.
    func component<Item: Component>(_: Item.Type) -> Item? {
      (configuration as? ComponentContent<Item>)?.item
    }
  }
#endif
