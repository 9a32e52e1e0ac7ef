import Sectional

/// One screen on the terminal app's navigation stack: an entry of the core's navigator, whose
/// view is the screen's list view.
typealias Page = Navigator<ListView>.Entry

extension Navigator<ListView>.Entry {
  /// The screen's list view.
  var list: ListView { view }
  /// The screen's controller.
  var controller: ListController { host.controller }
}
