/// Why a terminal could not be used.
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file descriptor is not a terminal (output redirected to a file or a pipe).
  case notATerminal(fileDescriptor: Int32)
  /// Reading or setting the terminal's attributes failed with `errno`.
  case attributes(errno: Int32)
  /// The self-pipe for signals could not be created.
  case pipe(errno: Int32)

  /// A message for the user.
  public var description: String {
    switch self {
    case .notATerminal(let fd):
      "not a terminal: file descriptor \(fd) is not a TTY (use a snapshot to render without one)"
    case .attributes(let code): "cannot read or set the terminal's attributes (errno \(code))"
    case .pipe(let code): "cannot create the signal pipe (errno \(code))"
    }
  }
}
