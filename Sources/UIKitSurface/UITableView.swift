/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }

  /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  open weak var dataSource: (any UITableViewDataSource)?

  /// https://developer.apple.com/documentation/uikit/uitableview/delegate
  open weak var delegate: (any UITableViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
  open var allowsMultipleSelection: Bool = false

  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
  open var indexPathsForSelectedRows: [IndexPath]? { nil }

  /// https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
  public static let automaticDimension: CGFloat = -1

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-5q6bo
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:) (the class overload)
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:) (the nib overload)
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: identifier) }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  { nil }

  /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {}

  /// https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {}

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
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic
    case automatic = 100
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition
  public enum ScrollPosition: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition/none
    case none
  }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
  open var contentView: UIView { UIView(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  open var accessoryType: UITableViewCell.AccessoryType = .none

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
  open var accessoryView: UIView?

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  open var selectionStyle: UITableViewCell.SelectionStyle = .default

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
  open var contentConfiguration: (any UIContentConfiguration)?

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() {}

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
  public init(reuseIdentifier: String?) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(coder:)
  public required init?(coder: NSCoder) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration
  open var contentConfiguration: (any UIContentConfiguration)?

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-swift.protocol
public protocol UIContentConfiguration {}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration {
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?

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
