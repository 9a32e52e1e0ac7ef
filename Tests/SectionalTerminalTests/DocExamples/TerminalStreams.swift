import Foundation

/// Whether standard input or output is not a terminal, so that an example that opens the
/// process's own terminal (`TTYTerminal()`) fails at once instead of taking the terminal over.
/// When `swift test` runs in a terminal such examples are skipped; CI runs them.
let standardStreamsAreNotATerminal = isatty(0) == 0 || isatty(1) == 0
