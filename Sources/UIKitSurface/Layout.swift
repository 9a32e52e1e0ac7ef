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
