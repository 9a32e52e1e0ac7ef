import Sectional

extension TerminalApp {
  /// Runs a screen command the user's key chose, with the cursor row as its selection; a
  /// disabled command runs nothing and says so.
  func perform(_ command: ScreenCommand, on page: Page) {
    if !page.host.perform(command, selection: page.list.selectedID) {
      toast("“\(command.title)” is not available now")
    }
  }

  /// Presents an alert for each command of `host`'s screen that has no key for a reason not
  /// presented before: when the screen shows, and after a rebuild that changed its commands.
  func presentKeyProblems(of host: ScreenHost) {
    let problems = CommandKeys(of: host).problems
    let id = ObjectIdentifier(host)
    let presented = presentedKeyProblems[id] ?? []
    presentedKeyProblems[id] = problems
    for problem in problems where !presented.contains(problem) {
      let alert = Alert(
        title: "A command of \(host.screen.title) has no key", message: problem.description)
      if alert != navigator.presentedAlert { navigator.present(alert) }
    }
  }
}
