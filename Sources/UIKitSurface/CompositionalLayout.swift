// The compositional layout's description objects. The surface's collection view reads them to
// place items (see Behaviour/CollectionPlacement.swift for how it reads them).

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {
  internal weak var surfaceCollectionView: UICollectionView?

}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
  Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  internal let surfaceSectionProvider: UICollectionViewCompositionalLayoutSectionProvider

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    surfaceSectionProvider = sectionProvider
    super.init()
  }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/container
  var container: any NSCollectionLayoutContainer { get }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentsize
  var effectiveContentSize: CGSize { get }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/none
  case none = 0
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/continuous
  case continuous = 1
}

/// https://developer.apple.com/documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/nsrectalignment/top
  case top = 1
  /// https://developer.apple.com/documentation/uikit/nsrectalignment/bottom
  case bottom = 5
}

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/top
  public var top: CGFloat
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/leading
  public var leading: CGFloat
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/bottom
  public var bottom: CGFloat
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/trailing
  public var trailing: CGFloat

  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@MainActor open class NSCollectionLayoutSection: NSObject {
  internal var surfaceGroup: NSCollectionLayoutGroup?
  internal var surfaceList: UICollectionLayoutListConfiguration?

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
  public convenience init(group: NSCollectionLayoutGroup) {
    self.init()
    surfaceGroup = group
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
  /// (iOS 14; one item per row, with the configuration's header, footer and swipe actions)
  @available(iOS 14.0, tvOS 14.0, *)
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection()
    section.surfaceList = configuration
    return section
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
  open var interGroupSpacing: CGFloat = 0

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
  /// (the section's groups are laid out inside them; its boundary supplementary items inside
  /// the leading and trailing insets)
  open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@MainActor open class NSCollectionLayoutItem: NSObject {
  /// Not UIKit API (surface-only): the initializer the factories returning `Self` call (Swift
  /// can create `Self` only through a `required` initializer).
  public required init(surfaceLayoutSize layoutSize: NSCollectionLayoutSize) {
    surfaceLayoutSize = layoutSize
    super.init()
  }

  internal let surfaceLayoutSize: NSCollectionLayoutSize

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(surfaceLayoutSize: layoutSize)
  }

}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  internal var surfaceSubitems: [NSCollectionLayoutItem] = []
  internal var surfaceRepeatCount: Int?
  internal var surfaceAxis = GroupAxis.horizontal

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    let group = self.init(surfaceLayoutSize: layoutSize)
    group.surfaceSubitems = subitems
    return group
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
  /// (iOS 16)
  @available(iOS 16.0, tvOS 16.0, *)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    let group = self.init(surfaceLayoutSize: layoutSize)
    group.surfaceSubitems = [subitem]
    group.surfaceRepeatCount = count
    return group
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    let group = self.init(surfaceLayoutSize: layoutSize)
    group.surfaceSubitems = subitems
    group.surfaceAxis = .vertical
    return group
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing
  open var interItemSpacing: NSCollectionLayoutSpacing?
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  internal var surfaceElementKind = ""

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/elementkind
  open var elementKind: String { surfaceElementKind }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem:
  NSCollectionLayoutSupplementaryItem
{
  internal var surfaceAlignment = NSRectAlignment.top

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(surfaceLayoutSize: layoutSize)
    surfaceElementKind = elementKind
    surfaceAlignment = alignment
  }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@MainActor open class NSCollectionLayoutSize: NSObject {
  internal let surfaceWidth: NSCollectionLayoutDimension
  internal let surfaceHeight: NSCollectionLayoutDimension

  internal init(surfaceWidth: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
    self.surfaceWidth = surfaceWidth
    surfaceHeight = height
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    self.init(surfaceWidth: width, height: height)
  }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@MainActor open class NSCollectionLayoutDimension: NSObject {
  /// Not UIKit API (surface-only): the initializer the factories returning `Self` call.
  public required init(surfaceDimension dimension: CGFloat) {
    surfaceDimension = dimension
    super.init()
  }

  internal let surfaceDimension: CGFloat
  internal var surfaceKind = DimensionKind.absolute

  private static func make(_ kind: DimensionKind, _ value: CGFloat) -> Self {
    let dimension = self.init(surfaceDimension: value)
    dimension.surfaceKind = kind
    return dimension
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    make(.fractionalWidth, fractionalWidth)
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    make(.absolute, absoluteDimension)
  }

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
  /// (an estimated height is the estimate until the cell or supplementary view measures
  /// itself; an estimated width is taken as the width)
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    make(.estimated, estimatedDimension)
  }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
@MainActor open class NSCollectionLayoutSpacing: NSObject {
  /// Not UIKit API (surface-only): the initializer the factories returning `Self` call.
  public required init(surfaceSpacing spacing: CGFloat) {
    surfaceSpacing = spacing
    super.init()
  }

  internal let surfaceSpacing: CGFloat

  /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)
  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    self.init(surfaceSpacing: fixedSpacing)
  }
}
