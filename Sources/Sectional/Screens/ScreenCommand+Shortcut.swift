extension ScreenCommand {
  /// What a command means, so each renderer can offer it its own way: the terminal binds
  /// ``previous`` and ``next`` to ← and → (and h, l, Shift-Tab, Tab), a mnemonic to its
  /// character, and a chord, a function key or Delete to that key.
  ///
  /// The library keeps these keys for itself; a command bound to one has no key and the host
  /// reports ``ScreenProblem/reservedShortcut(screen:command:key:use:)``:
  ///
  /// | Key | What it does |
  /// | --- | --- |
  /// | `q` | quit |
  /// | `?` | help |
  /// | `/` | find |
  /// | `h` `l` | back, open; on a row of pills, the focus (use ``previous`` and ``next``) |
  /// | `j` `k` | move the cursor |
  /// | `g` `G` | first row, last row |
  /// | Ctrl-C, Ctrl-Z, Ctrl-L | quit, suspend, redraw |
  /// | Ctrl-R | refresh, on a ``RefreshableScreen`` only |
  /// | Ctrl-S | Done, on a presented screen (``Presenter/present(_:done:)``) |
  /// | Ctrl-F, Ctrl-B, Ctrl-D, Ctrl-U | a page, half a page |
  ///
  /// Esc, Enter, Tab, Backspace, the arrows, Page Up/Down, Home and End cannot be named by a
  /// shortcut at all. Keys the list uses on some rows only (`d` and Delete on a deletable row,
  /// `i` on a row with an info button, `m` on a movable row, `.` on a row with actions
  /// (``RowAction``), space on a switch, pill or button,
  /// `+` `-` `=` on a stepper, `n` `N` while a find is open) run the command on the other rows:
  /// the row's own use comes first. Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive as Backspace,
  /// Tab and Enter, and there is no F13: such a shortcut is reported as
  /// ``ScreenProblem/unreachableShortcut(screen:command:key:)``.
  ///
  /// While a field or a find is taking text, printable keys type and never run a command; a
  /// Ctrl or Alt chord, a function key or Delete runs its command unless the line editor uses
  /// that key (Ctrl-A, E, B, F, D, H, W, U, K, Y; Alt-B, F, D; Delete).
  public enum Shortcut: Hashable, Sendable {
    /// Go to the previous item of what the screen shows (a day, a page, a photo).
    case previous
    /// Go to the next item of what the screen shows.
    case next
    /// A printable character that names the command, such as "a" for "Add". Case matters:
    /// `.mnemonic("M")` is Shift-M.
    case mnemonic(Character)
    /// A letter with Ctrl held, such as Ctrl-R: `.control("r")`. Case does not matter.
    case control(Character)
    /// A printable character with Alt (Option) held, such as Alt-S: `.alt("s")`.
    case alt(Character)
    /// A function key, F1 to F12: `.function(5)` is F5.
    case function(Int)
    /// Delete (forward delete, ⌦).
    case delete

    /// The key as help and problem reports write it: `←`, `→`, `a`, `space`, `Ctrl-R`,
    /// `Alt-S`, `F5`, `Delete`.
    public var keyName: String {
      switch self {
      case .previous: "←"
      case .next: "→"
      case .mnemonic(" "): "space"
      case .mnemonic(let character): String(character)
      case .control(let character): "Ctrl-\(character.uppercased())"
      case .alt(" "): "Alt-space"
      case .alt(let character): "Alt-\(character)"
      case .function(let number): "F\(number)"
      case .delete: "Delete"
      }
    }
  }
}
