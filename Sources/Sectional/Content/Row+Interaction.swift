extension Row {
  /// Calls `handler` when the row's component reports an interaction of type `type` (see
  /// ``ComponentInteraction``), with the interaction; other selections of the row do not call
  /// it. It runs among the row's ``RowEvent/didSelect`` handlers, and the host rebuilds after it
  /// as after any user action.
  ///
  /// ```swift
  /// Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: wifi)))
  ///   .onInteraction(TextItem.Toggled.self) { [unowned self] toggled, _ in wifi = toggled.isOn }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The interaction's type, declared by the component.
  ///   - handler: Receives the interaction and the event's context.
  /// - Returns: The row with the handler added.
  public func onInteraction<Interaction: ComponentInteraction>(
    _ type: Interaction.Type,
    perform handler: @escaping @MainActor @Sendable (Interaction, RowContext) -> Void
  ) -> Row {
    on(.didSelect) { context in
      if let interaction = context.interaction(type) { handler(interaction, context) }
    }
  }
}
