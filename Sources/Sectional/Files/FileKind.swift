import Foundation

/// What a path names, as `stat` says after following symbolic links: a regular file, which can
/// be read whole, or something that cannot (a read of a FIFO waits for a writer for ever, a
/// device such as `/dev/zero` never ends).
package enum FileKind: Equatable, Sendable {
  /// A regular file.
  case regular
  /// A folder.
  case folder
  /// A FIFO (a named pipe).
  case fifo
  /// A character or block device.
  case device
  /// A socket.
  case socket
  /// Anything else `stat` may report.
  case other

  /// The kind of a file whose `st_mode` is `mode`.
  ///
  /// - Parameter mode: The mode `stat` or `fstat` gave.
  package init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .fifo
    case S_IFCHR, S_IFBLK: self = .device
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  /// The kind in words, after "is": `a folder`, `a FIFO (a named pipe)`.
  package var phrase: String {
    switch self {
    case .regular: "a file"
    case .folder: "a folder"
    case .fifo: "a FIFO (a named pipe)"
    case .device: "a device"
    case .socket: "a socket"
    case .other: "a special file"
    }
  }
}
