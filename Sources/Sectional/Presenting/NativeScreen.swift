/// A screen the app built with the platform's own views — a UIKit view controller — for a
/// handler to push or present through `Presenter.push(_:)` and
/// `Presenter.present(_:)`.
///
/// It is made when a host shows it, so a host that cannot show it never makes it: the screen
/// test host records it by its ``typeName``, and the terminal says it cannot be shown there.
///
/// ```swift
/// Row(id: "map", TextItem("Map", accessory: .disclosure)).onSelect { context in
///   context.presenter.push(NativeScreen(MapViewController()))
/// }
/// ```
///
/// A test asserts on what was pushed:
///
/// ```swift
/// try app.tap(.id("map"))
/// #expect(app.presenter.requests.last == .pushNative(typeName: "MapViewController"))
/// ```
@MainActor
public struct NativeScreen {
  /// The name of the type `make` returns, as written in the app (`"MapViewController"`).
  public let typeName: String
  /// Makes the view controller; a host calls it once, when it shows it.
  public let make: @MainActor () -> AnyObject

  /// A screen made by `make` when a host shows it.
  ///
  /// - Parameter make: Makes the view controller, such as `MapViewController()`.
  public init<Controller: AnyObject>(_ make: @autoclosure @escaping @MainActor () -> Controller) {
    typeName = String(describing: Controller.self)
    self.make = make
  }
}
