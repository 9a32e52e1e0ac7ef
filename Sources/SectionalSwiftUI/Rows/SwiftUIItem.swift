#if canImport(SwiftUI) && canImport(UIKit)
  import Sectional
  import SwiftUI

  /// A SwiftUI view as a row's content: the view a value makes, drawn in a cell with
  /// `UIHostingConfiguration`.
  ///
  /// ```swift
  /// Row(id: contact.id, SwiftUIItem(contact) { contact in ContactRow(contact: contact) })
  /// ```
  ///
  /// The value is what the row shows: when a rebuild gives an equal value, the row is left as
  /// it is; when the value changes, the cell draws the new view in place (SwiftUI's state in it
  /// is kept). Each row's view has the row's id as its identity, so a reused cell never shows
  /// one row's `@State` in another. The view sizes the row unless the row gives a height.
  /// ``ScreenStack`` draws these rows; elsewhere register them with
  /// `registerSwiftUIItems()` on the liaison.
  public struct SwiftUIItem: Component {
    private let value: any Equatable & Sendable
    private let contentType: ObjectIdentifier
    private let make: @MainActor @Sendable () -> AnyView
    /// What VoiceOver says of the row beyond what the view says itself.
    public var accessibilityDescription: AccessibilityDescription

    /// A row content made by `content` from `value`.
    ///
    /// - Parameters:
    ///   - value: What the view shows: rows with equal values draw the same.
    ///   - accessibility: What assistive technologies read besides the view's own
    ///     accessibility (nothing by default: SwiftUI describes the view).
    ///   - content: Makes the view, on the main actor, when the cell is configured.
    public init<Value: Equatable & Sendable, Content: View>(
      _ value: Value, accessibility: AccessibilityDescription = AccessibilityDescription(),
      @ViewBuilder content: @escaping @MainActor @Sendable (Value) -> Content
    ) {
      self.value = value
      contentType = ObjectIdentifier(Content.self)
      make = { AnyView(content(value)) }
      accessibilityDescription = accessibility
    }

    /// The view, made now.
    @MainActor
    var view: AnyView { make() }

    /// Equal when the values are equal and the views are of one type.
    public static func == (lhs: SwiftUIItem, rhs: SwiftUIItem) -> Bool {
      lhs.contentType == rhs.contentType
        && lhs.accessibilityDescription == rhs.accessibilityDescription
        && Self.equal(lhs.value, rhs.value)
    }

    private static func equal<Value: Equatable>(_ lhs: Value, _ rhs: any Equatable) -> Bool {
      (rhs as? Value) == lhs
    }
  }
#endif
