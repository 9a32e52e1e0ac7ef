/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  open class func activate(_ constraints: [NSLayoutConstraint]) {}

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  open var isActive: Bool = false

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
    case horizontal
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
    case vertical
  }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

  /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

  /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

  /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

  /// https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
  public let rawValue: Float
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
  public static let required = UILayoutPriority(rawValue: 1000)
  /// UIKit's `fittingSizeLevel`, what a table view measures a self-sizing cell with.
  internal static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  public var top: CGFloat
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  public var left: CGFloat
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  public var bottom: CGFloat
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  public var right: CGFloat

  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
