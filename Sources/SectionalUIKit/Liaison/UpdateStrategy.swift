#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  import Sectional

  /// How a liaison shows a change of its content: as animated batch updates, as batch updates
  /// without animation, or by reloading the view's data.
  ///
  /// Batch updates keep the view where it is and move only what changed, at a cost UIKit pays
  /// per changed row (it animates each); reloading costs the rows on screen whatever changed,
  /// without animation and without keeping cells of rows that stayed. Above
  /// ``reloadThreshold`` changes a reload is the cheaper, and a change that large is not one a
  /// person follows anyway. A view not in a window is always reloaded.
  ///
  /// ```swift
  /// liaison.updateStrategy = .nonAnimated
  /// ```
  public struct UpdateStrategy: Sendable, Equatable {
    /// Whether batch updates animate (rows slide; under Reduce Motion they fade).
    public var animates: Bool
    /// The most changed rows and sections a change may have and still be shown as batch
    /// updates; above it the view reloads its data. `nil`: always batch updates.
    public var reloadThreshold: Int?

    /// A strategy.
    ///
    /// - Parameters:
    ///   - animates: Whether batch updates animate; `true` by default.
    ///   - reloadThreshold: The most changes shown as batch updates; 1,000 by default.
    public init(animates: Bool = true, reloadThreshold: Int? = 1_000) {
      self.animates = animates
      self.reloadThreshold = reloadThreshold
    }

    /// Animated batch updates up to 1,000 changes, a reload above: the default.
    public static let animated = UpdateStrategy()
    /// Batch updates without animation up to 1,000 changes, a reload above.
    public static let nonAnimated = UpdateStrategy(animates: false)
    /// A reload for every change.
    public static let reloadData = UpdateStrategy(animates: false, reloadThreshold: 0)

    /// Whether `changes` are shown by reloading the data.
    ///
    /// - Complexity: O(stages).
    func reloads(_ changes: StagedChangeset) -> Bool {
      guard let reloadThreshold else { return false }
      var count = 0
      for stage in changes {
        count +=
          stage.sectionDeletes.count + stage.sectionInserts.count
          + stage.sectionReloads.count + stage.sectionMoves.count + stage.rowDeletes.count
          + stage.rowInserts.count + stage.rowReloads.count + stage.rowMoves.count
        if count > reloadThreshold { return true }
      }
      return false
    }
  }
#endif
