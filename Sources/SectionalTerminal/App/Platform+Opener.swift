import Foundation

extension Platform {
  /// The system's link opener on `PATH`: `xdg-open` (Linux) or `open` (macOS), if installed.
  static let opener: String? = {
    #if os(macOS)
      let names = ["open"]
    #else
      let names = ["xdg-open"]
    #endif
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      for name in names {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()
}
