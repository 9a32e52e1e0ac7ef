#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import MessageUI
    import StoreKit
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The `Presenter` of a UIKit host: navigation, alerts and action sheets, links, the share
  /// sheet, the mail composer and the review prompt, each with its fallback when the device cannot. A
  /// handler never hunts the responder chain for a view controller: its context carries this.
  @MainActor
  public final class UIKitPresenter: NSObject, Presenter {
    /// The view controller that presents, and whose navigation controller pushes.
    public private(set) weak var host: UIViewController?

    /// Creates a presenter for `host`.
    ///
    /// - Parameter host: The view controller showing the list.
    public init(host: UIViewController) {
      self.host = host
      super.init()
    }

    /// The view controller to present from: the host, or what it already presents.
    var presenting: UIViewController? {
      var top = host
      while let presented = top?.presentedViewController {
        top = presented
      }
      return top
    }

    /// Pushes a ``ScreenViewController`` for `screen`, prepared by ``preparePushedScreen`` (this
    /// presenter's own, inherited by the pushed screen's presenter). The screen shows in a
    /// collection view when its first content has a grid, flow or carousel section, otherwise
    /// in a table view (where forms edit). A screen whose first content breaks the identity
    /// rules is not pushed: an alert says why, as in every host.
    ///
    /// A `SplitScreen` is not pushed: UIKit refuses to push a split view controller on a
    /// navigation stack. Its ``SplitViewController`` is presented instead, full screen, with
    /// Cancel in its first pane's navigation bar, which dismisses it.
    ///
    /// - Parameter screen: The screen.
    public func push(_ screen: any Screen) {
      if let split = screen as? any SplitScreen {
        present(split: split, done: nil)
        return
      }
      let next = ScreenViewController(screen: screen)
      if next.controller.content.sections.contains(where: { !$0.layout.isList }) {
        next.container = .collectionView
      }
      if let refusal = Alert.refusingPush(of: next.host) {
        present(refusal)
        return
      }
      next.screenTable.preparePushedScreen = preparePushedScreen
      preparePushedScreen?(next)
      push(next)
    }

    /// Presents a ``ScreenViewController`` for `screen` modally, in a navigation controller of
    /// its own (so the screens it pushes stay in the presentation): its navigation bar has
    /// Cancel on the left, which dismisses it, and, when `done` is given, Done on the right,
    /// which runs `done` and then dismisses it. The pushed screen's preparation
    /// (``preparePushedScreen``) prepares it too. A screen whose first content breaks the
    /// identity rules is not presented: an alert says why.
    ///
    /// A `SplitScreen` is presented as a ``SplitViewController``, full screen (a split needs
    /// the whole width to show its columns side by side), not in a navigation controller: its
    /// first pane's navigation bar has Cancel and, when `done` is given, Done.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - done: What Done runs before the screen is dismissed; `nil` for no Done button.
    public func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {
      if let split = screen as? any SplitScreen {
        present(split: split, done: done)
        return
      }
      let next = ScreenViewController(screen: screen)
      if let refusal = Alert.refusingPush(of: next.host) {
        present(refusal)
        return
      }
      next.screenTable.preparePushedScreen = preparePushedScreen
      preparePushedScreen?(next)
      next.navigationItem.leftBarButtonItem = UIBarButtonItem(
        systemItem: .cancel,
        primaryAction: UIAction { [weak next] _ in next?.presenter?.dismiss() }, menu: nil)
      if let done {
        next.navigationItem.rightBarButtonItem = UIBarButtonItem(
          systemItem: .done,
          primaryAction: UIAction { [weak next] _ in
            done()
            next?.presenter?.dismiss()
          }, menu: nil)
      }
      present(UINavigationController(rootViewController: next))
    }

    /// Presents a ``SplitViewController`` for `screen`, full screen, with Cancel (and Done, when
    /// `done` is given) in its first pane's navigation bar; its panes are prepared as pushed
    /// screens are (``preparePushedScreen``).
    private func present(split screen: any SplitScreen, done: (@MainActor () -> Void)?) {
      let split = SplitViewController(screen: screen, preparingPanes: preparePushedScreen)
      split.modalPresentationStyle = .fullScreen
      if let first = split.paneControllers.first {
        first.navigationItem.leftBarButtonItem = UIBarButtonItem(
          systemItem: .cancel,
          primaryAction: UIAction { [weak split] _ in split?.dismiss(animated: true) }, menu: nil)
        if let done {
          first.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak split] _ in
              done()
              split?.dismiss(animated: true)
            }, menu: nil)
        }
      }
      present(split)
    }

    /// The view controller presented modally that the host is in: its navigation controller
    /// when that was presented, else the host itself when it was; `nil` when neither was.
    var presentation: UIViewController? {
      if let navigation = host?.navigationController, navigation.presentingViewController != nil {
        return navigation
      }
      return host?.presentingViewController == nil ? nil : host
    }

    /// Dismisses the presented screen the host is in (with every screen pushed in its
    /// navigation controller), as its Cancel button does.
    ///
    /// - Returns: `DismissOutcome.notPresented` when the host was not presented,
    ///   `DismissOutcome.notShown` when it is gone.
    @discardableResult
    public func dismiss() -> DismissOutcome {
      guard host != nil else { return .notShown }
      guard let presentation, let presenting = presentation.presentingViewController else {
        return .notPresented
      }
      presenting.dismiss(animated: true, completion: nil)
      return .dismissed
    }

    /// Pushes a view controller of the app's own, made now; an object that is not a view
    /// controller is not pushed: an alert names its type.
    ///
    /// - Parameter screen: The view controller.
    public func push(_ screen: NativeScreen) {
      guard let viewController = screen.make() as? UIViewController else {
        present(Alert(title: SectionalStrings.current.nativeScreenUnavailable(screen.typeName)))
        return
      }
      push(viewController)
    }

    /// Presents a view controller of the app's own modally, as it is, made now; an object that
    /// is not a view controller is not presented: an alert names its type.
    ///
    /// - Parameter screen: The view controller.
    public func present(_ screen: NativeScreen) {
      guard let viewController = screen.make() as? UIViewController else {
        present(Alert(title: SectionalStrings.current.nativeScreenUnavailable(screen.typeName)))
        return
      }
      present(viewController)
    }

    /// Pushes any view controller on the host's navigation controller. A handler reaches this
    /// presenter through the one its context holds (see `Presenter.underlying(_:)`); a
    /// `NativeScreen` (`context.presenter.push(NativeScreen(MapViewController()))`) reaches it
    /// too, and is recorded by `ScreenTestHost` where this call is skipped:
    ///
    /// ```swift
    /// Row(id: "map", TextItem("Map", accessory: .disclosure)).onSelect { context in
    ///   context.presenter.underlying(UIKitPresenter.self)?.push(MapViewController())
    /// }
    /// ```
    ///
    /// - Parameter viewController: The view controller to push.
    public func push(_ viewController: UIViewController) {
      host?.navigationController?.pushViewController(viewController, animated: true)
    }

    /// Presents any view controller modally from the host (or what it already presents). A
    /// row's handler reaches this presenter with
    /// `context.presenter.underlying(UIKitPresenter.self)`.
    ///
    /// - Parameter viewController: The view controller to present.
    public func present(_ viewController: UIViewController) {
      guard let presenting else { return }
      anchorPopover(of: viewController, in: presenting)
      presenting.present(viewController, animated: true, completion: nil)
    }

    /// Prepares every ``ScreenViewController`` this presenter pushes for a screen, and those
    /// their presenters push: register your own cells here so pushed screens can use them.
    ///
    /// ```swift
    /// root.presenter?.preparePushedScreen = { pushed in
    ///   pushed.liaison.register(ProfileHeader.self, cell: ProfileHeaderCell.self) { cell, item, _ in
    ///     cell.show(item)
    ///   }
    /// }
    /// ```
    public var preparePushedScreen: (@MainActor (ScreenViewController) -> Void)?

    /// Pops the top view controller of the host's navigation controller.
    public func pop() {
      host?.navigationController?.popViewController(animated: true)
    }

    /// Presents a `UIAlertController`, with the alert's preferred action as its
    /// `preferredAction` unless that action is destructive; an action sheet is anchored to the
    /// host's view, as iPad requires.
    ///
    /// The alert's text fields are the controller's (`addTextField(configurationHandler:)`),
    /// with the placeholder, initial text and input traits of their kind; the action chosen
    /// receives their texts, each cleaned as its field admits it. With text fields, Return
    /// chooses what it chooses on every renderer: the preferred action, else the first ordinary
    /// one.
    ///
    /// - Parameter alert: What to present.
    public func present(_ alert: Alert) {
      guard let presenting else { return }
      let style: UIAlertController.Style = alert.style == .alert ? .alert : .actionSheet
      let controller = UIAlertController(
        title: alert.title, message: alert.message, preferredStyle: style)
      for field in alert.textFields {
        controller.addTextField { textField in
          textField.placeholder = field.placeholder
          textField.text = field.text
          field.kind.apply(to: textField)
        }
      }
      for action in alert.actions {
        let button = UIAlertAction(title: action.title, style: Self.style(action.role)) {
          [weak controller] _ in
          let entered = controller?.textFields?.map { $0.text ?? "" }
          action.perform(texts: alert.texts(entered: entered))
        }
        button.isEnabled = action.isEnabled
        controller.addAction(button)
      }
      let preferred =
        alert.textFields.isEmpty ? alert.effectivePreferredAction : alert.returnAction
      if let preferred, controller.actions.indices.contains(preferred) {
        controller.preferredAction = controller.actions[preferred]
      }
      anchorPopover(of: controller, in: presenting)
      presenting.present(controller, animated: true, completion: nil)
    }

    static func style(_ role: AlertAction.Role) -> UIAlertAction.Style {
      switch role {
      case .normal: .default
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }

    /// On iPad, action sheets and the share sheet are popovers and need a source.
    func anchorPopover(of controller: UIViewController, in presenting: UIViewController) {
      guard let popover = controller.popoverPresentationController, let view = presenting.view
      else { return }
      popover.sourceView = view
      popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
    }

    /// Whether the system can open `url`.
    ///
    /// - Parameter url: A link.
    public func canOpen(_ url: URL) -> Bool {
      UIApplication.shared.canOpenURL(url)
    }

    /// Opens `url` with `UIApplication.open`.
    ///
    /// - Parameter url: A link.
    public func open(_ url: URL) {
      UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }

    /// Presents a `UIActivityViewController` with the items (links already percent-encoded by
    /// `ShareItem/link(_:)`).
    ///
    /// - Parameter items: What to share.
    public func share(_ items: [ShareItem]) {
      guard let presenting else { return }
      let activityItems: [Any] = items.map { item -> Any in
        switch item {
        case .text(let text): text
        case .url(let url): url
        }
      }
      let applicationActivities: [UIActivity]? = nil
      let controller = UIActivityViewController(
        activityItems: activityItems, applicationActivities: applicationActivities)
      anchorPopover(of: controller, in: presenting)
      presenting.present(controller, animated: true, completion: nil)
    }

    /// Whether this device is set up to send mail (`MFMailComposeViewController.canSendMail()`).
    public var canSendMail: Bool {
      MFMailComposeViewController.canSendMail()
    }

    /// Presents an `MFMailComposeViewController` with the draft. Use `Presenter/sendMail(_:)`
    /// to fall back to an alert when ``canSendMail`` is `false`: Apple says not to use the
    /// composer then.
    ///
    /// - Parameter draft: The email.
    public func composeMail(_ draft: MailDraft) {
      guard let presenting, MFMailComposeViewController.canSendMail() else {
        present(draft.unavailableAlert)
        return
      }
      let composer = MFMailComposeViewController()
      composer.mailComposeDelegate = self
      composer.setToRecipients(draft.recipients)
      composer.setSubject(draft.subject)
      composer.setMessageBody(draft.body, isHTML: false)
      presenting.present(composer, animated: true, completion: nil)
    }

    /// The window scene the review prompt appears in, when the host is on screen.
    var windowScene: UIWindowScene? {
      host?.view.window?.windowScene
    }

    /// Whether the review prompt can be requested: the host is in a window scene. Otherwise
    /// `Presenter/requestReview(orPresent:)` presents its fallback alert.
    public var canRequestReview: Bool {
      windowScene != nil
    }

    /// Asks StoreKit to show the review prompt in the host's window scene with
    /// `AppStore.requestReview(in:)` (the package's iOS 16 minimum has it; the older
    /// `SKStoreReviewController` is deprecated in the iOS 18 SDK). StoreKit decides whether it
    /// appears.
    public func requestReview() {
      guard let windowScene else { return }
      AppStore.requestReview(in: windowScene)
    }
  }

  // The delegate protocol is documented without `@MainActor`; UIKit calls it on the main thread.
  extension UIKitPresenter: @preconcurrency MFMailComposeViewControllerDelegate {
    /// Dismisses the mail composer, as its delegate must.
    public func mailComposeController(
      _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
      error: (any Error)?
    ) {
      controller.dismiss(animated: true, completion: nil)
    }
  }
#endif
