import Foundation

/// The presenter a ``ScreenHost`` gives its screen: it forwards everything to the renderer's
/// presenter and makes every alert action refresh the host after its handler ran, so a
/// confirmed "Delete" shows without the screen asking for it.
@MainActor
final class RefreshingPresenter: ForwardingPresenter {
  let base: any Presenter
  weak var host: ScreenHost?
  var forwardee: any Presenter { base }

  init(base: any Presenter, host: ScreenHost) {
    // Never wrap twice: keep the innermost presenter.
    self.base = (base as? RefreshingPresenter)?.base ?? base
    self.host = host
  }

  /// Presents the screen; its Done action refreshes the host after it ran, as alert actions do.
  func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {
    guard let done else {
      base.present(screen, done: nil)
      return
    }
    base.present(screen) { [weak host] in
      done()
      host?.updateAfterUserAction()
    }
  }

  func present(_ alert: Alert) {
    var alert = alert
    alert.actions = alert.actions.map { action in
      action.followed { [weak host] in host?.updateAfterUserAction() }
    }
    base.present(alert)
  }

}
