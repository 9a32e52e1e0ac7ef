// Behaviour: Behaviour/TableView+*.swift; what a test does as a user: Drivers/.

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) {
    surfaceStyle = style
    super.init(frame: frame)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) { super.init(frame: .zero) }

  internal var surface = ListState<UITableViewCell>()
  internal var surfaceTable = TableState()
  internal var surfaceStyle = UITableView.Style.plain

  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  open weak var dataSource: (any UITableViewDataSource)?

  /// https://developer.apple.com/documentation/uikit/uitableview/delegate
  open weak var delegate: (any UITableViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset (tells the
  /// delegate `scrollViewDidScroll(_:)` when it changes, as UIKit does)
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      let old = super.contentOffset
      super.contentOffset = newValue
      if newValue != old { delegate?.scrollViewDidScroll(self) }
    }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
  open var style: UITableView.Style { surfaceStyle }

  /// https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
  open var allowsMultipleSelection: Bool = false

  /// https://developer.apple.com/documentation/uikit/uitableview/allowsselection (recorded;
  /// the drivers tap regardless)
  open var allowsSelection: Bool = true

  /// https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting
  /// (while editing, a tap selects or deselects rows, several at once)
  open var allowsMultipleSelectionDuringEditing: Bool = false

  /// https://developer.apple.com/documentation/uikit/uitableview/isediting
  open var isEditing: Bool {
    get { surface.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
  /// (sets `isEditing` of every cell it shows, as UIKit does)
  open func setEditing(_ editing: Bool, animated: Bool) {
    surface.isEditing = editing
    for case let cell as UITableViewCell in subviews { cell.isEditing = editing }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
  /// (`nil` when no row is selected)
  open var indexPathsForSelectedRows: [IndexPath]? {
    surfaceSortedSelection()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
  open var indexPathForSelectedRow: IndexPath? { surface.selected.sorted().first }

  /// https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
  public static let automaticDimension: CGFloat = -1

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    surface.cellClasses[identifier] = cellClass.map { .type($0) } ?? .unregistered
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-5q6bo
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    surface.cellClasses[identifier] = nib.map { .nib($0) } ?? .unregistered
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:) (the class overload)
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    surfaceTable.headerFooterClasses[identifier] = aClass.map { .type($0) } ?? .unregistered
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:) (the nib overload)
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    surfaceTable.headerFooterClasses[identifier] = nib.map { .nib($0) } ?? .unregistered
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  /// (only for the index path `tableView(_:cellForRowAt:)` is asked for, once, and only for a
  /// registered identifier; otherwise UIKit raises, and the surface records the exception)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { surfaceDequeueCell(identifier, for: indexPath) }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
  /// (`nil` for an identifier that was never registered)
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  { surfaceDequeueHeaderFooter(identifier) }

  /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  /// (validates the batch by UIKit's rules when `updates` returns and applies it at once; as in
  /// UIKit, the completion runs later, when the animations end: at the next user gesture a test
  /// driver makes, or `finishAnimations()`; the rows on screen are measured again, so an empty
  /// batch changes row heights without reloading cells, as `beginUpdates()` documents)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    surfacePerformBatch { updates?() }
    if let completion { surface.completions.append(completion) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    surfaceRecord { $0.sectionInserts += sections }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    surfaceRecord { $0.sectionDeletes += sections }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    surfaceRecord { $0.sectionReloads += sections }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) {
    surfaceRecord { $0.sectionMoves.append((section, newSection)) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    surfaceTable.rowAnimations.append(animation)
    surfaceRecord { $0.rowInserts += indexPaths }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    surfaceTable.rowAnimations.append(animation)
    surfaceRecord { $0.rowDeletes += indexPaths }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    surfaceRecord { $0.rowReloads += indexPaths }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
  /// (asks the data source again for the cells of the rows on screen at `indexPaths`, and the
  /// dequeue in `tableView(_:cellForRowAt:)` returns the existing cell, not prepared for reuse:
  /// no cell leaves or comes, no display ends or starts. Dequeuing another identifier, or
  /// returning another cell, is recorded as the exception UIKit raises. Rows off screen have no
  /// cell to configure. The rows are measured again. In a batch, the index paths are those
  /// before it, and the rows are configured once it is applied)
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    surfaceRecord { $0.rowReconfigures += indexPaths }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    surfaceRecord { $0.rowMoves.append((indexPath, newIndexPath)) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata() (asks the data
  /// source for its counts at once, ends the display of every row, header and footer, clears
  /// the selection; cells come at the next layout pass)
  open func reloadData() { surfaceReloadData() }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (shows the rows,
  /// headers and footers in the viewport, with the display and prefetch calls UIKit makes)
  open override func layoutSubviews() { surfaceLayout() }

  /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections
  open var numberOfSections: Int { surfaceCounts().count }

  /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  open func numberOfRows(inSection section: Int) -> Int {
    surfaceCount(inSection: section)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:) (`nil` unless
  /// the row is on screen)
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    surface.cells[indexPath]
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
  open var indexPathsForVisibleRows: [IndexPath]? { surfaceVisiblePaths() }

  /// https://developer.apple.com/documentation/uikit/uitableview/rect(forsection:) (the
  /// section's own place, header to footer, where a floating header's view may have moved away
  /// from it; `.zero` for a section that does not exist)
  open func rect(forSection section: Int) -> CGRect {
    let frames = surfaceFrames()
    guard frames.indices.contains(section) else { return .zero }
    let frame = frames[section]
    return CGRect(x: 0, y: frame.top, width: bounds.width, height: frame.bottom - frame.top)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()
  /// (asks the data source for its section index titles again; the table shows them along its
  /// trailing edge, and nothing when there are none)
  open func reloadSectionIndexTitles() {
    surfaceTable.sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    surfaceTable.headers[section] as? UITableViewHeaderFooterView
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    surfaceTable.footers[section] as? UITableViewHeaderFooterView
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
  /// (calls no delegate method, as UIKit documents; `nil` clears the selection; with
  /// `.none` the surface does not scroll)
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) { surfaceSelect(indexPath) }

  /// https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
  /// (puts the row at the position, clamped to the content; `.none` scrolls the least that
  /// shows it whole within the content inset, as UIKit documents; a row that does not exist is
  /// the exception UIKit raises)
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    if scrollPosition == .none {
      surfaceScrollToRow(indexPath)
    } else {
      surfaceScroll(to: indexPath, at: scrollPosition)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  /// (calls no delegate method)
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    surfaceDeselect(indexPath)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
    case plain
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
    case grouped
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
    case insetGrouped
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/fade
    case fade = 0
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic
    case automatic = 100
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition
  public enum ScrollPosition: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition/none
    case none
    /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition/top
    case top
    /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition/middle
    case middle
    /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition/bottom
    case bottom
  }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    surfaceReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    surfaceAddPlainContentView(surfacePlainContentView)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    surfaceAddPlainContentView(surfacePlainContentView)
  }

  /// Not UIKit API (surface-only): how the surface's table view creates a cell of a class
  /// registered with `register(_:forCellReuseIdentifier:)`. UIKit calls
  /// `init(style:reuseIdentifier:)` through the Objective-C runtime; Swift can call an
  /// initializer on a class known only at run time only when it is `required`. Subclasses that
  /// override `init(style:reuseIdentifier:)` and `init(coder:)` (or neither) inherit it, as
  /// UIKit requires of a class-registered cell.
  public required convenience init(surfaceRegisteredWithReuseIdentifier identifier: String?) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// The content view the cell was made with: the one it shows without a content
  /// configuration.
  internal let surfacePlainContentView = UIView(frame: .zero)
  /// The content view it shows: the plain one, or the one its content configuration made.
  internal lazy var surfaceContentView = surfacePlainContentView
  internal var surfaceReuseIdentifier: String?
  internal var surfaceSelected = false

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
  open var reuseIdentifier: String? { surfaceReuseIdentifier }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
  open var isSelected: Bool {
    get { surfaceSelected }
    set { surfaceSelected = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/isediting
  /// (a table view sets it on its cells as it enters and leaves editing mode; the content
  /// configuration is updated for the new state)
  open var isEditing: Bool = false {
    didSet { if isEditing != oldValue { surfaceUpdateContent() } }
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/isediting
  ///
  /// Objective-C's name of `isEditing` (`@property(getter=isEditing) BOOL editing`). Swift
  /// imports it too, and a subclass that declares a member named `editing` fails to compile
  /// against the real SDK ("cannot override a property with type 'Bool'"). Deprecated rather
  /// than unavailable: Swift leaves an unavailable member out of override checking, so only
  /// this spelling makes such a subclass fail here as it does there.
  @available(*, deprecated, renamed: "isEditing")
  open var editing: Bool { isEditing }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
  open var contentView: UIView { surfaceContentView }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  open var accessoryType: UITableViewCell.AccessoryType = .none

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
  open var accessoryView: UIView?

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  open var selectionStyle: UITableViewCell.SelectionStyle = .default

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/indentationlevel
  /// (kept; UIKit's own layout indents the classic text label and image by it, and a cell
  /// that lays out its own content honours it itself: the surface moves nothing)
  open var indentationLevel: Int = 0

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth
  /// (10 points unless set)
  open var indentationWidth: CGFloat = 10

  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (a table view
  /// cell lays its content view out over its bounds; a subclass that overrides it calls it
  /// first, then moves what it lays out itself)
  open override func layoutSubviews() { surfaceLayOutContentView() }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
  /// (iOS 14; setting one hands it, updated for the cell's state, to the content view when
  /// that view supports it, and otherwise replaces the content view with one the
  /// configuration makes)
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { surfaceUpdateContent() }
  }

  /// The cell's state as a content configuration sees it.
  internal var surfaceConfigurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isEditing = isEditing
    return state
  }

  /// Shows the content configuration, updated for the cell's state (UIKit's default,
  /// `automaticallyUpdatesContentConfiguration`).
  internal func surfaceUpdateContent() {
    surfaceContentView = surfaceShowContent(
      contentConfiguration, state: surfaceConfigurationState, in: surfaceContentView,
      plain: surfacePlainContentView)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() {}

  /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
  /// (how a table view measures a self-sizing row; without an Auto Layout engine the surface's
  /// cell answers its table's self-sizing row height unless a subclass overrides this)
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let table = superview as? UITableView
    return CGSize(width: targetSize.width, height: table?.surfaceTable.selfSizingRowHeight ?? 44)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default
    case `default`
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  public enum AccessoryType: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/none
    case none
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/disclosureindicator
    case disclosureIndicator
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detailbutton
    case detailButton = 4
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/checkmark
    case checkmark = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
  public enum SelectionStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/none
    case none
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/default
    case `default` = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
  public enum EditingStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/none
    case none
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/delete
    case delete
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/insert
    case insert
  }
}

/// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@MainActor open class UITableViewHeaderFooterView: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
  public init(reuseIdentifier: String?) {
    surfaceReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// Not UIKit API (surface-only): how the surface's table view creates a registered header or
  /// footer view class (see `UITableViewCell.init(surfaceRegisteredWithReuseIdentifier:)`).
  public required convenience init(surfaceRegisteredWithReuseIdentifier identifier: String?) {
    self.init(reuseIdentifier: identifier)
  }

  internal var surfaceReuseIdentifier: String?

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/reuseidentifier
  open var reuseIdentifier: String? { surfaceReuseIdentifier }

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(coder:)
  public required init?(coder: NSCoder) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration
  open var contentConfiguration: (any UIContentConfiguration)?

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration(surfaceStyle: "header")
  }
}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: @preconcurrency UIContentConfiguration {
  /// Which of Apple's configurations this one started as: what the cell's layout follows.
  internal var surfaceStyle: String

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/makecontentview()
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    SurfaceListContentView(configuration: self)
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/updated(for:)
  /// (the surface keeps the configuration's look in every state)
  @MainActor public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration
  {
    self
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(surfaceStyle: "cell")
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(surfaceStyle: "subtitleCell")
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(surfaceStyle: "valueCell")
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/header()
  /// (iOS 14; a list section's header)
  public static func header() -> UIListContentConfiguration {
    UIListContentConfiguration(surfaceStyle: "header")
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/footer()
  /// (iOS 14; a list section's footer)
  public static func footer() -> UIListContentConfiguration {
    UIListContentConfiguration(surfaceStyle: "footer")
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/attributedtext
  /// (UIKit shows it instead of `text` when it is set)
  public var attributedText: NSAttributedString?

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image
  public var image: UIImage?

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property
  public var textProperties = UIListContentConfiguration.TextProperties()

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct
  public struct TextProperties {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color
    public var color: UIColor?
  }
}
