import ArgumentParser

/// The demo's exit statuses, one for each kind of failure, the same in `run` and `snapshot`:
///
/// - 0: done.
/// - 1: a data file, or the state file named with `--state`, is missing or cannot be used (the
///   message names the file and what is wrong with it). A snapshot reads the `--state` file and
///   never creates it, so a missing one is a missing input, as a missing data file is; the
///   interactive demo's own state file is created when first saved, so its absence is no error.
/// - 2: the interactive demo cannot run here (standard input or output is not a terminal, or
///   `TERM=dumb`); `snapshot` prints a frame anywhere.
/// - 64 (`EX_USAGE`): a usage error — an option's value (`--width 0`, `--color sometimes`, a
///   `--data-dir` that is no folder), a key `--keys` cannot press (`pgdn`), an unknown screen.
enum ExitStatus {
  /// A data or state file cannot be used.
  static let dataProblem = ExitCode(1)
  /// The interactive demo needs a terminal this is not.
  static let noTerminal = ExitCode(2)
  /// A usage error, as ArgumentParser reports a failed validation.
  static let usage = ExitCode.validationFailure
  /// The text `--help` shows about them.
  static let help = """
    Exit status: 0 done; 1 a data file, or the --state file, is missing or cannot be used; \
    2 the interactive demo needs a terminal; 64 a usage error (an option's value, a key \
    --keys cannot press, a screen's name).
    """
}
