#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A cell holding a stack of buttons, each reporting a choice to its row: pills
  /// (``PillsItem``), an action bar (``ActionBarItem``) and an embedded list
  /// (``EmbeddedListItem``, one button per inner row under an optional heading).
  final class ButtonStackContentView: ComponentContentView {
    /// One button: what it shows and what it reports.
    struct Button {
      var title: String?
      var symbol: String?
      var isSelected: Bool
      var detail: EventDetail
    }

    private let stack = UIStackView()

    override func setUp() {
      // Icon-only buttons (an action bar) show their title large under a long press at large
      // text sizes.
      addInteraction(UILargeContentViewerInteraction())
      stack.spacing = 8
      Layout.pin(stack, to: layoutMarginsGuide, in: self)
    }

    /// Shows the pills, the action bar or the embedded list; while the cell is editing, the
    /// buttons take no taps.
    override func configure() {
      guard let context else { return }
      if let item = component(PillsItem.self) {
        show(item, context: context)
      } else if let item = component(ActionBarItem.self) {
        show(item, context: context)
      } else if let item = component(EmbeddedListItem.self) {
        show(item, context: context)
      }
      for case let button as UIButton in stack.arrangedSubviews {
        button.isEnabled = !cellIsEditing
      }
    }

    func show(
      _ buttons: [Button], heading: String? = nil, axis: NSLayoutConstraint.Axis,
      context: CellContext
    ) {
      stack.axis = axis
      stack.alignment = axis == .vertical ? .leading : .center
      for view in stack.arrangedSubviews {
        stack.removeArrangedSubview(view)
        view.removeFromSuperview()
      }
      if let heading {
        let label = UILabel()
        label.text = heading
        label.useTextStyle(.headline)
        stack.addArrangedSubview(label)
      }
      for button in buttons {
        stack.addArrangedSubview(Self.makeButton(button, context: context))
      }
    }

    static func makeButton(_ button: Button, context: CellContext) -> UIButton {
      let view = UIButton(type: .system)
      view.setTitle(button.title, for: .normal)
      if let symbol = button.symbol {
        view.setImage(UIImage(systemName: symbol), for: .normal)
      }
      view.isSelected = button.isSelected
      let detail = button.detail
      view.addAction(UIAction { _ in context.send(detail) }, for: .touchUpInside)
      return view
    }

    /// The pills of ``PillsItem/shown(around:)``: a row with a window shows that many around
    /// the chosen pill.
    func show(_ item: PillsItem, context: CellContext) {
      show(
        item.pills[item.shown()].map {
          Button(title: $0.title, symbol: nil, isSelected: $0.isSelected, detail: .pill($0.id))
        }, axis: .horizontal, context: context)
    }

    func show(_ item: ActionBarItem, context: CellContext) {
      show(
        item.actions.map { action in
          Button(
            title: nil, symbol: action.isOn ? "\(action.symbol).fill" : action.symbol,
            isSelected: action.isOn, detail: .action(action.id))
        }, axis: .horizontal, context: context)
      for (view, action) in zip(stack.arrangedSubviews, item.actions) {
        view.accessibilityLabel = action.title
        view.showsLargeContentViewer = true
        view.largeContentTitle = action.title
      }
    }

    func show(_ item: EmbeddedListItem, context: CellContext) {
      show(
        item.items.enumerated().map { index, inner in
          Button(
            title: inner.title, symbol: inner.icon, isSelected: false,
            detail: .embeddedRow(index))
        }, heading: item.title, axis: .vertical, context: context)
    }
  }
#endif
