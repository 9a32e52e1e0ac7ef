#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which version of a file is at a path: its device, inode, size and modification time. A save
/// replaces the state file by renaming a new file over it, so every save, this process's or
/// another's, gives the path a new identity.
struct FileIdentity: Equatable, Sendable {
  var device: Int64
  var inode: Int64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  /// The identity `info` describes.
  ///
  /// - Parameter info: What `stat` or `fstat` said.
  init(_ info: stat) {
    // Signed on some systems, unsigned on others: compared, never computed with.
    device = Int64(truncatingIfNeeded: info.st_dev)
    inode = Int64(truncatingIfNeeded: info.st_ino)
    size = Int64(truncatingIfNeeded: info.st_size)
    #if canImport(Darwin)
      seconds = Int(info.st_mtimespec.tv_sec)
      nanoseconds = Int(info.st_mtimespec.tv_nsec)
    #else
      seconds = Int(info.st_mtim.tv_sec)
      nanoseconds = Int(info.st_mtim.tv_nsec)
    #endif
  }

  /// The identity of what is at `path` now, following symbolic links; `nil` when nothing is.
  ///
  /// - Parameter path: The path.
  static func of(path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(info)
  }

  /// The identity of the open file `descriptor`; `nil` when it cannot be asked.
  ///
  /// - Parameter descriptor: An open file.
  static func of(descriptor: Int32) -> FileIdentity? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return FileIdentity(info)
  }
}
