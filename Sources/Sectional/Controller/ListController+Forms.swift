import Foundation

/// What renderers call when the user edits a field, steps a stepper, chooses an option or a
/// date: one implementation of cleaning and reporting for the terminal, UIKit and the headless
/// host.
extension ListController {
  /// The user proposes `proposed` as the whole text of the field at `path`: the component admits
  /// what it keeps, and when that differs from the field's text the row hears
  /// ``RowEvent/valueChanged`` with a ``ValueChanged`` of `String`.
  ///
  /// - Returns: The admission (what the renderer shows, and why it refused the rest), or `nil`
  ///   when the row at `path` is not an enabled text field.
  @discardableResult
  package func editText(_ proposed: String, at path: RowPath) -> TextAdmission? {
    guard let component = content[path]?.component, component.isEnabled,
      let current = component.fieldText, let admission = component.admitFieldText(proposed)
    else { return nil }
    if admission.text != current {
      send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: admission.text)))
    }
    return admission
  }

  /// Steps the stepper at `path` by `steps` (negative: down) and reports the new value with
  /// ``RowEvent/valueChanged``.
  ///
  /// - Returns: `false` when there is no enabled stepper at `path` or the value would not change.
  @discardableResult
  package func step(at path: RowPath, by steps: Int) -> Bool {
    guard let stepper = content[path]?.component as? StepperItem, stepper.isEnabled else {
      return false
    }
    let value = stepper.stepped(by: steps)
    guard value != stepper.value else { return false }
    send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: value)))
    return true
  }

  /// Sets the date of the date item at `path` to `date`, clamped into its range, and reports
  /// it with ``RowEvent/valueChanged`` (a ``ValueChanged`` of `Date`).
  ///
  /// - Returns: `false` when there is no enabled date item at `path` or its value would not
  ///   change.
  @discardableResult
  package func chooseDate(_ date: Date, at path: RowPath) -> Bool {
    guard let item = content[path]?.component as? DateItem, item.isEnabled else { return false }
    let chosen = item.clamped(date)
    guard chosen != item.value else { return false }
    send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: chosen)))
    return true
  }

  /// Chooses `option` in the choice at `path` and reports it with ``RowEvent/valueChanged``.
  ///
  /// - Returns: `false` when there is no enabled choice at `path`, it has no such option, or the
  ///   option is already chosen.
  @discardableResult
  package func choose(_ option: ListID, at path: RowPath) -> Bool {
    guard let choice = content[path]?.component as? ChoiceItem, choice.isEnabled,
      choice.options.contains(where: { $0.id == option }), choice.selection != option
    else { return false }
    send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: option)))
    return true
  }

  /// Pushes the checklist of the choice at `path` through the presenter; choosing an option
  /// reports it to the choice's row (found again by id) and pops.
  ///
  /// - Returns: `false` when there is no enabled choice at `path`.
  @discardableResult
  package func openChoices(at path: RowPath) -> Bool {
    guard let row = content[path], let choice = row.component as? ChoiceItem, choice.isEnabled
    else { return false }
    let id = row.id
    presenter.push(
      choice.checklistScreen { [weak self] option in
        guard let self, let now = content.path(of: id) else { return }
        choose(option, at: now)
      })
    return true
  }
}
