import Sectional

/// Something an accessibility reviewer would reject in a list, found by
/// ``AccessibilityAudit/problems(in:)``: where it is and what is wrong.
public struct AccessibilityProblem: Sendable, Equatable, CustomStringConvertible {
  /// Where: "row <id>", "header of section <id>" or "footer of section <id>".
  public var place: String
  /// What is wrong.
  public var kind: Kind

  /// What an accessibility reviewer rejects.
  public enum Kind: Sendable, Equatable {
    /// A picture with no alt text: a screen reader says nothing, or the file name.
    case imageWithoutAltText
    /// A button, or a row that does something when selected, with nothing to call it by.
    case buttonWithoutLabel
    /// A control (a toggle, a stepper) whose state is not said.
    case controlWithoutValue
    /// A component that describes nothing at all (a custom component that does not implement
    /// `accessibilityDescription`), named by its type.
    case silentComponent(String)
    /// A row hidden from assistive technologies that has actions: they are reachable only by
    /// swiping or looking.
    case actionsOnlyBySight
    /// A label with no letter or digit (a chart of block characters, a row of symbols): read
    /// aloud, it says nothing, or a list of symbol names.
    case labelWithoutWords(String)
  }

  /// A problem.
  ///
  /// - Parameters:
  ///   - place: Where it is.
  ///   - kind: What is wrong.
  public init(place: String, kind: Kind) {
    self.place = place
    self.kind = kind
  }

  /// The place and the problem, in words.
  public var description: String {
    let problem =
      switch kind {
      case .imageWithoutAltText: "a picture without alt text"
      case .buttonWithoutLabel: "a button without a label"
      case .controlWithoutValue: "a control that does not say its value"
      case .silentComponent(let type):
        "\(type) says nothing to assistive technologies: implement accessibilityDescription"
      case .actionsOnlyBySight: "hidden from assistive technologies, but it has actions"
      case .labelWithoutWords(let label): "the label \"\(label)\" has no words: describe it"
      }
    return "\(place): \(problem)"
  }
}
