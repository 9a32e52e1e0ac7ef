import Foundation
import Sectional

/// What a ``ScreenNavigation``'s screens ask of the platform beyond navigation (native screens,
/// links, share sheets, mail, review prompts), passed to the presenter of the page on top: a
/// share sheet shows over the screen that asked. Navigation never reaches it: the navigation
/// model does that.
@MainActor
final class PlatformRelay: ForwardingPresenter {
  /// The platform presenter of the page on top, when it shows.
  var resolve: (@MainActor () -> (any Presenter)?)?
  private let unattached = UnattachedPresenter()

  var forwardee: any Presenter { resolve?() ?? unattached }
}
