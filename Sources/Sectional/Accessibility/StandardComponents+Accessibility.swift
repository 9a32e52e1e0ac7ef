// How each standard component describes itself to assistive technologies (see
// `Component.accessibilityDescription`). Words for states come from
// `SectionalStrings.current.accessibility`.

extension TextItem {
  /// The title and subtitle as the label; the detail, badge or toggle's state as the value; a
  /// checkmark as selected; a row that opens a screen says so in its hint.
  public var accessibilityDescription: AccessibilityDescription {
    let words = SectionalStrings.current.accessibility
    var description = AccessibilityDescription(
      label: [title, subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", "),
      value: detail)
    switch accessory {
    case .none: break
    case .disclosure: description.hint = words.opensScreen
    case .checkmark: description.traits.insert(.selected)
    case .toggle(let isOn):
      description.traits.insert(.toggle)
      description.value = isOn ? words.on : words.off
    case .detailButton:
      description.actions.append(AccessibilityAction(name: words.moreInfo, kind: .showDetails))
    case .badge(let badge):
      description.value = [detail, badge].compactMap { $0 }.joined(separator: ", ")
    }
    return description
  }
}

extension ButtonItem {
  /// The title, as a button; dimmed when disabled.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(
      label: title, traits: isEnabled ? .button : [.button, .notEnabled])
  }
}

extension ChoiceItem {
  /// The label, with the chosen option's title as the value; a menu or segments are buttons,
  /// each segment read on its own.
  public var accessibilityDescription: AccessibilityDescription {
    var description = AccessibilityDescription(
      label: label, value: selectedTitle, traits: isEnabled ? .button : [.button, .notEnabled])
    // Segments that always show are read one by one; elsewhere the row reads as a button whose
    // value is the chosen option (the renderer decides where `.automatic` shows segments).
    if style == .segmented {
      description.traits = isEnabled ? [] : .notEnabled
      description.elements = options.map { option in
        var traits: AccessibilityTraits = .button
        if option.id == selection { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDescription(label: option.title, traits: traits)
      }
    }
    return description
  }
}

extension ImageItem {
  /// The alt text, as an image; an image without alt text says nothing (the audit reports it).
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(label: altText, traits: .image)
  }
}

extension AsyncImageItem {
  /// The accessibility label, as an image, whether the image is loaded or its placeholder
  /// shows; an image without a label says nothing (the audit reports it).
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(label: accessibilityLabel, traits: .image)
  }
}

extension PillsItem {
  /// Each pill read on its own, as a button, selected when it is.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(
      elements: pills.map { pill in
        AccessibilityDescription(
          label: pill.title, traits: pill.isSelected ? [.button, .selected] : .button)
      })
  }
}

extension StepperItem {
  /// The label, with the number as the value, adjustable.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(
      label: label, value: String(value),
      traits: isEnabled ? .adjustable : [.adjustable, .notEnabled])
  }
}

extension DateItem {
  /// The label, with the date as the value (``formattedValue``), adjustable.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(
      label: label, value: formattedValue,
      traits: isEnabled ? .adjustable : [.adjustable, .notEnabled])
  }
}

extension TextFieldItem {
  /// The label, the text as the value (never masked text), and the message or hint.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(
      label: label, value: kind.isSecure ? nil : text, hint: message ?? hint,
      traits: isEnabled ? .textEntry : [.textEntry, .notEnabled])
  }
}

extension TextAreaItem {
  /// The label, the text as the value, and the message or hint.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(
      label: label, value: text, hint: message ?? hint,
      traits: isEnabled ? .textEntry : [.textEntry, .notEnabled])
  }
}

extension ActionBarItem {
  /// Each action read on its own, as a button, selected when it is on.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(
      elements: actions.map { action in
        AccessibilityDescription(
          label: action.title, traits: action.isOn ? [.button, .selected] : .button)
      })
  }
}

extension ColumnsItem {
  /// The cells, each after its column's title, as one label; the header line as a heading.
  public var accessibilityDescription: AccessibilityDescription {
    if isHeader {
      return AccessibilityDescription(
        label: cells.filter { !$0.isEmpty }.joined(separator: ", "), traits: .header)
    }
    let parts = zip(columns, cells).map { column, cell in
      column.title.isEmpty ? cell : "\(column.title) \(cell)"
    }
    return AccessibilityDescription(
      label: (parts + cells.dropFirst(parts.count)).joined(separator: ", "))
  }
}

extension ParagraphItem {
  /// The text.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(label: plainText)
  }
}

extension LoadingItem {
  /// "Loading…" or the label; a failure's message, a button that retries when it can.
  public var accessibilityDescription: AccessibilityDescription {
    let strings = SectionalStrings.current
    switch state {
    case .loading(let label):
      return AccessibilityDescription(label: label ?? strings.loading)
    case .failed(let message):
      return AccessibilityDescription(label: message, hint: strings.tapToRetry, traits: .button)
    case .unavailable(let message):
      return AccessibilityDescription(label: message)
    }
  }
}

extension EmbeddedListItem {
  /// The title, then each item read on its own.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(
      label: title, elements: items.map { $0.accessibilityDescription })
  }
}
