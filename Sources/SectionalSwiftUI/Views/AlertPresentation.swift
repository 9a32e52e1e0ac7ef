#if canImport(SwiftUI) && canImport(UIKit)
  import Sectional
  import SwiftUI

  /// The alert or action sheet of a ``ScreenNavigation`` as SwiftUI's: shown by the top stack,
  /// its text fields and buttons, each button choosing its action. Every way it closes is a
  /// button (an alert without actions gets OK, an action sheet without a cancel action gets
  /// Cancel, which a tap outside it chooses), so the model always hears how it closed.
  @MainActor
  struct AlertPresentation: ViewModifier {
    @ObservedObject var navigation: ScreenNavigation
    /// Whether the stack this modifies is the top one: only it presents.
    let isTop: Bool
    @State private var texts: [String] = []

    func body(content: Content) -> some View {
      let alert = isTop ? navigation.alert : nil
      return actionSheet(alert, over: asAlert(alert, over: content))
        .onChange(of: alert) { alert in
          texts = alert?.textFields.map(\.text) ?? []
        }
    }

    private func asAlert(_ alert: Sectional.Alert?, over content: Content) -> some View {
      content.alert(
        alert?.title ?? "", isPresented: shows(alert, as: .alert), presenting: alert,
        actions: { alert in
          fields(of: alert)
          buttons(of: alert)
        },
        message: message)
    }

    private func actionSheet(_ alert: Sectional.Alert?, over content: some View) -> some View {
      content.confirmationDialog(
        alert?.title ?? "", isPresented: shows(alert, as: .actionSheet),
        titleVisibility: .visible, presenting: alert, actions: buttons(of:), message: message)
    }

    @ViewBuilder
    private func message(_ alert: Sectional.Alert) -> some View {
      if let message = alert.message { Text(message) }
    }

    /// Whether `alert` shows in the given style. SwiftUI's setting it to `false` is ignored:
    /// a button chose already, and the model closed the alert.
    private func shows(_ alert: Sectional.Alert?, as style: Sectional.Alert.Style) -> Binding<Bool>
    {
      Binding(get: { alert?.style == style }, set: { _ in })
    }

    @ViewBuilder
    private func fields(of alert: Sectional.Alert) -> some View {
      ForEach(alert.textFields.indices, id: \.self) { index in
        let field = alert.textFields[index]
        if field.kind.isSecure {
          SecureField(field.placeholder, text: text(at: index, of: alert))
        } else {
          TextField(field.placeholder, text: text(at: index, of: alert))
        }
      }
    }

    @ViewBuilder
    private func buttons(of alert: Sectional.Alert) -> some View {
      ForEach(alert.actions.indices, id: \.self) { index in
        let action = alert.actions[index]
        Button(action.title, role: Self.role(action.role)) {
          navigation.chooseAlertAction(at: index, texts: currentTexts(of: alert))
        }
        .disabled(!action.isEnabled)
      }
      if alert.actions.isEmpty {
        Button(SectionalStrings.current.ok) { navigation.dismissAlert() }
      } else if alert.style == .actionSheet
        && !alert.actions.contains(where: { $0.role == .cancel })
      {
        Button(SectionalStrings.current.cancel, role: .cancel) { navigation.dismissAlert() }
      }
    }

    /// The texts typed into `alert`'s fields; its fields' own texts until something is typed
    /// (an alert already up when the view appears has had no change to fill them from).
    private func currentTexts(of alert: Sectional.Alert) -> [String] {
      texts.count == alert.textFields.count ? texts : alert.textFields.map(\.text)
    }

    private func text(at index: Int, of alert: Sectional.Alert) -> Binding<String> {
      Binding(
        get: { currentTexts(of: alert)[index] },
        set: { text in
          var current = currentTexts(of: alert)
          current[index] = text
          texts = current
        })
    }

    private static func role(_ role: AlertAction.Role) -> ButtonRole? {
      switch role {
      case .normal: nil
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
