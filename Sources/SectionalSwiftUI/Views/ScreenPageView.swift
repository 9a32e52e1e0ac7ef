#if canImport(SwiftUI) && canImport(UIKit)
  import Sectional
  import SectionalUIKit
  import SwiftUI
  import UIKit

  /// One page of a ``ScreenNavigation``: the screen's list (a ``ScreenViewController`` whose
  /// host navigates through SwiftUI), its title as the navigation title, its commands in the
  /// toolbar, and Cancel and Done on a presented screen.
  @MainActor
  struct ScreenPageView: View {
    @ObservedObject var page: ScreenPage
    let navigation: ScreenNavigation
    let container: ScreenViewController.Container

    var body: some View {
      ScreenPageController(page: page, container: container)
        .ignoresSafeArea()
        .modifier(SearchField(page: page))
        .navigationTitle(page.title)
        .toolbar {
          if page.isPresented {
            ToolbarItem(placement: .cancellationAction) {
              Button(SectionalStrings.current.cancel) { navigation.dismissStack(of: page) }
            }
            if page.hasDone {
              ToolbarItem(placement: .confirmationAction) {
                Button(SectionalStrings.current.done) { navigation.done() }
              }
            }
          }
          ToolbarItemGroup(placement: .primaryAction) {
            CommandButtons(page: page)
          }
        }
    }
  }

  /// A searchable screen's search field (`.searchable`), its text the screen's query.
  @MainActor
  struct SearchField: ViewModifier {
    @ObservedObject var page: ScreenPage

    @ViewBuilder
    func body(content: Content) -> some View {
      if page.isSearchable {
        content.searchable(
          text: Binding(get: { page.searchQuery }, set: { page.search($0) }),
          prompt: Text(page.searchPrompt ?? SectionalStrings.current.search))
      } else {
        content
      }
    }
  }

  /// A screen's commands as toolbar buttons, and a menu of the rest (the placement rule of the
  /// UIKit navigation bar: `ScreenCommand.Placement`).
  @MainActor
  struct CommandButtons: View {
    @ObservedObject var page: ScreenPage

    var body: some View {
      let commands = page.commands
      let places = ScreenCommand.barPlaces(of: commands)
      ForEach(places.buttons, id: \.self) { index in
        button(commands[index])
      }
      if !places.menu.isEmpty {
        Menu {
          ForEach(places.menu, id: \.self) { index in
            button(commands[index])
          }
        } label: {
          Label(SectionalStrings.current.moreActions, systemImage: "ellipsis.circle")
        }
      }
    }

    private func button(_ command: ScreenCommand) -> some View {
      Button(command.title, role: command.role == .destructive ? .destructive : nil) {
        page.perform(command)
      }
      .disabled(!command.isEnabled)
    }
  }

  /// The view controller that draws a page: made once per page, and kept by it.
  @MainActor
  struct ScreenPageController: UIViewControllerRepresentable {
    let page: ScreenPage
    let container: ScreenViewController.Container

    func makeUIViewController(context: Context) -> ScreenViewController {
      if let drawn = page.drawnBy as? ScreenViewController {
        drawn.removeFromParent()
        return drawn
      }
      let controller = ScreenViewController(host: page.host, container: container)
      controller.liaison.registerSwiftUIItems()
      controller.collectionLiaison.registerSwiftUIItems()
      controller.loadViewIfNeeded()
      page.drawnBy = controller
      page.platform = controller.presenter
      page.selection = { [weak controller] in
        controller?.liaison.selectedRowIDs.first
          ?? controller?.collectionLiaison.selectedRowIDs.first
      }
      return controller
    }

    func updateUIViewController(_ controller: ScreenViewController, context: Context) {}
  }
#endif
