/// The content view a list content configuration makes: the surface draws no text, and keeps
/// the configuration for whoever reads it.
final class SurfaceListContentView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }
}
