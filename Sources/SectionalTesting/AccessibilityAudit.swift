import Sectional

/// Checks a list for what an accessibility reviewer would reject (``AccessibilityProblem``):
/// pictures without alt text, buttons without labels, controls that do not say their value,
/// custom components that say nothing, labels without words, actions reachable only by sight.
///
/// ```swift
/// let host = ScreenTestHost(GalleryScreen())
/// #expect(AccessibilityAudit.problems(in: host.content).isEmpty)
/// ```
public enum AccessibilityAudit {
  /// Every problem in `content`, in reading order.
  ///
  /// - Parameter content: What a list shows.
  /// - Returns: The problems; empty when the list passes.
  /// - Complexity: O(rows): every row is made.
  public static func problems(in content: ListContent) -> [AccessibilityProblem] {
    var problems: [AccessibilityProblem] = []
    for section in content.sections {
      if let header = section.header, let description = section.headerAccessibilityDescription {
        problems += check(
          description, component: header.component, place: "header of section \(section.id)")
      }
      for row in section.rows {
        let description = row.accessibilityDescription
        let place = "row \(row.id)"
        if description.isHidden {
          if !description.actions.isEmpty {
            problems.append(AccessibilityProblem(place: place, kind: .actionsOnlyBySight))
          }
          continue
        }
        problems += check(description, component: row.component, place: place)
      }
      if let footer = section.footer, let description = section.footerAccessibilityDescription {
        problems += check(
          description, component: footer.component, place: "footer of section \(section.id)")
      }
    }
    return problems
  }

  /// The problems of one element and its parts.
  static func check(
    _ description: AccessibilityDescription, component: any Component, place: String
  ) -> [AccessibilityProblem] {
    guard !description.isHidden else { return [] }
    // Nothing said and no kind given: a component that does not describe itself.
    if description.isSilent && description.traits.isDisjoint(with: [.image, .button]) {
      return [
        AccessibilityProblem(place: place, kind: .silentComponent("\(type(of: component))"))
      ]
    }
    var problems: [AccessibilityProblem] = []
    let unlabeled = (description.label ?? "").isEmpty
    if description.traits.contains(.image) && unlabeled {
      problems.append(AccessibilityProblem(place: place, kind: .imageWithoutAltText))
    } else if description.traits.contains(.button) && unlabeled {
      problems.append(AccessibilityProblem(place: place, kind: .buttonWithoutLabel))
    }
    if let label = description.label, !unlabeled,
      !label.unicodeScalars.contains(where: {
        $0.properties.isAlphabetic || ("0"..."9").contains($0)
      })
    {
      problems.append(AccessibilityProblem(place: place, kind: .labelWithoutWords(label)))
    }
    if !description.traits.isDisjoint(with: [.toggle, .adjustable]),
      (description.value ?? "").isEmpty
    {
      problems.append(AccessibilityProblem(place: place, kind: .controlWithoutValue))
    }
    for (index, part) in description.elements.enumerated() {
      problems += check(part, component: component, place: "\(place), part \(index + 1)")
    }
    return problems
  }
}
