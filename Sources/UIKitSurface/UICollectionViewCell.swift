/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init(frame: .zero) }

  /// Not UIKit API (surface-only): how the surface's collection view creates a view of a class
  /// registered for a reuse identifier (or through a registration). UIKit calls
  /// `init(frame:)` through the Objective-C runtime; Swift can call an initializer on a class
  /// known only at run time only when it is `required`. Subclasses that override
  /// `init(frame:)` and `init(coder:)` (or neither) inherit it, as UIKit requires of a
  /// class-registered cell or supplementary view.
  public required convenience init(surfaceRegisteredWithReuseIdentifier identifier: String?) {
    self.init(frame: .zero)
    surfaceReuseIdentifier = identifier
  }

  internal var surfaceReuseIdentifier: String?

  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
  open var reuseIdentifier: String? { surfaceReuseIdentifier }

  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  /// (called before a view from the reuse queue is dequeued again)
  open func prepareForReuse() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
    surfaceAddPlainContentView(surfacePlainContentView)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    surfaceAddPlainContentView(surfacePlainContentView)
  }

  /// The content view the cell was made with: the one it shows without a content
  /// configuration.
  internal let surfacePlainContentView = UIView(frame: .zero)
  /// The content view it shows: the plain one, or the one its content configuration made.
  internal lazy var surfaceContentView = surfacePlainContentView
  internal var surfaceSelected = false

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  open var contentView: UIView { surfaceContentView }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
  open var isSelected: Bool {
    get { surfaceSelected }
    set { surfaceSelected = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
  /// (iOS 14)
  /// (iOS 14; setting one hands it, updated for the cell's state, to the content view when
  /// that view supports it, and otherwise replaces the content view with one the
  /// configuration makes)
  @available(iOS 14.0, tvOS 14.0, *)
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { surfaceUpdateContent() }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationstate
  /// (iOS 14; what the cell is now: editing while its collection view edits. A subclass
  /// overrides it to add to the state, and the content configuration is updated for what it
  /// returns)
  @available(iOS 14.0, tvOS 14.0, *)
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isEditing = (superview as? UICollectionView)?.isEditing ?? false
    return state
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/setneedsupdateconfiguration()
  /// (iOS 14; UIKit updates the cell's configuration for its state before the next layout;
  /// the surface does it at once)
  @available(iOS 14.0, tvOS 14.0, *)
  open func setNeedsUpdateConfiguration() {
    surfaceUpdateContent()
  }

  /// Shows the content configuration, updated for the cell's state (UIKit's default,
  /// `automaticallyUpdatesContentConfiguration`).
  internal func surfaceUpdateContent() {
    surfaceContentView = surfaceShowContent(
      contentConfiguration, state: configurationState, in: surfaceContentView,
      plain: surfacePlainContentView)
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell (iOS 14)
@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration(surfaceStyle: "cell")
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel
  /// (UIKit indents the content view and the leading accessories by `indentationLevel` times
  /// `indentationWidth`; the surface keeps the level and draws nothing)
  open var indentationLevel: Int = 0

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationwidth
  /// (UIKit's default is its own; the surface starts at 10 points, UITableViewCell's
  /// documented default, and keeps what is set)
  open var indentationWidth: CGFloat = 10
}
