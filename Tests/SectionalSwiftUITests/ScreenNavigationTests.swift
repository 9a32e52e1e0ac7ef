import Sectional
import SectionalSwiftUI
import SectionalTesting
import Testing

/// The navigation model SwiftUI shows: the screens' pushes, presentations, pops, dismissals and
/// alerts become stacks, paths, sheets and an alert; what a person does in SwiftUI (Back, a
/// swipe down) comes back and leaves those screens. Platform-neutral, so it runs here.
@MainActor
@Suite("Screens navigating in SwiftUI: the navigation model")
struct ScreenNavigationTests {
  /// A contacts list whose rows push a contact, with an Add command that presents a form.
  @MainActor final class Contacts: Screen {
    var title = "Contacts"
    var added: [String] = []
    var content: ListContent {
      Section(id: "people") {
        for name in ["Ada", "Grace"] + added {
          Row(id: name, TextItem(name)).onSelect { context in
            context.presenter.push(Contact(name: name))
          }
        }
      }
    }
    var commands: [ScreenCommand] {
      [
        ScreenCommand("Add", placement: .primary) { [unowned self] context in
          let form = NewContact()
          context.presenter.present(form) { [unowned self] in added.append(form.name) }
        }
      ]
    }
  }

  @MainActor final class Contact: Screen {
    let name: String
    var title: String { name }
    init(name: String) { self.name = name }
    var content: ListContent {
      Section(id: "details") {
        Row(id: "delete", ButtonItem("Delete", role: .destructive)).onSelect { context in
          context.presenter.present(
            Alert(
              title: "Delete \(self.name)?",
              actions: [
                AlertAction("Cancel", role: .cancel),
                AlertAction("Delete", role: .destructive) { context.presenter.pop() },
              ]))
        }
      }
    }
  }

  @MainActor final class NewContact: Screen {
    let title = "New Contact"
    var name = "Katherine"
    var content: ListContent {
      Section(id: "form") {
        Row(id: "cancel", TextItem("Never mind")).onSelect { context in
          context.presenter.dismiss()
        }
      }
    }
  }

  func tap(_ page: ScreenPage?, row: Int, in section: Int = 0) throws {
    let page = try #require(page)
    page.host.controller.tap(at: RowPath(section: section, row: row), deselecting: nil)
  }

  @Test("The root is the first stack's page; a tap that pushes adds to the stack's path")
  func pushAndPop() throws {
    let navigation = ScreenNavigation(root: Contacts())
    #expect(navigation.stacks.map { $0.map(\.title) } == [["Contacts"]])
    #expect(navigation.path(ofStack: 0).isEmpty)
    try tap(navigation.top, row: 1)
    #expect(navigation.path(ofStack: 0).map(\.title) == ["Grace"])
    #expect(navigation.top?.title == "Grace")

    // The Back button: SwiftUI sets the shorter path, and the contact's screen leaves.
    let contact = try #require(navigation.top)
    navigation.setPath([], ofStack: 0)
    #expect(navigation.stacks.map { $0.map(\.title) } == [["Contacts"]])
    #expect(navigation.stacks[0][0] !== contact)
  }

  @Test("A screen's pop, after an alert's action, pops its page")
  func popFromAnAlert() throws {
    let navigation = ScreenNavigation(root: Contacts())
    try tap(navigation.top, row: 0)
    try tap(navigation.top, row: 0)
    let alert = try #require(navigation.alert)
    #expect(alert.title == "Delete Ada?")
    navigation.chooseAlertAction(at: 0)
    #expect(navigation.alert == nil)
    #expect(navigation.top?.title == "Ada")

    try tap(navigation.top, row: 0)
    navigation.chooseAlertAction(at: 1)
    #expect(navigation.alert == nil)
    #expect(navigation.stacks.map { $0.map(\.title) } == [["Contacts"]])
  }

  @Test("A command presents a sheet: a stack of its own, with Cancel and Done")
  func presentAndDone() throws {
    let screen = Contacts()
    let navigation = ScreenNavigation(root: screen)
    let root = try #require(navigation.top)
    #expect(root.commands.map(\.title) == ["Add"])
    #expect(!root.isPresented)
    #expect(root.perform(root.commands[0]))
    #expect(navigation.stacks.map { $0.map(\.title) } == [["Contacts"], ["New Contact"]])
    let sheet = try #require(navigation.root(ofStack: 1))
    #expect(sheet.isPresented && sheet.hasDone)
    navigation.done()
    #expect(navigation.stacks.count == 1)
    #expect(screen.added == ["Katherine"])
    // The list rebuilt on return: the new contact is a row, and the root's title is the same.
    #expect(root.host.controller.content.rowCount == 3)
  }

  @Test("A swipe down closes the sheet without Done; the screen's dismiss() closes it too")
  func dismissals() throws {
    let screen = Contacts()
    let navigation = ScreenNavigation(root: screen)
    let root = try #require(navigation.top)
    root.perform(root.commands[0])
    navigation.dismissStack(1)
    #expect(navigation.stacks.count == 1)
    #expect(screen.added.isEmpty)

    root.perform(root.commands[0])
    try tap(navigation.top, row: 0)
    #expect(navigation.stacks.count == 1)
    #expect(screen.added.isEmpty)
    // The root stack never closes.
    navigation.dismissStack(0)
    #expect(navigation.stacks.count == 1)
  }

  @Test("Popping a stack with a sheet over it closes the sheet first")
  func popUnderASheet() throws {
    let navigation = ScreenNavigation(root: Contacts())
    try tap(navigation.top, row: 0)
    let contact = try #require(navigation.top)
    contact.host.presenter.present(NewContact())
    #expect(navigation.stacks.count == 2)
    navigation.setPath([], ofStack: 0)
    #expect(navigation.stacks.map { $0.map(\.title) } == [["Contacts"]])
    // A path with pages it does not know keeps what it knows.
    try tap(navigation.top, row: 1)
    let grace = try #require(navigation.top)
    navigation.setPath(
      [grace, ScreenNavigation(root: Contact(name: "X")).stacks[0][0]], ofStack: 0)
    #expect(navigation.path(ofStack: 0) == [grace])
  }

  @Test("SwiftUI hears of a change before it happens, and only of real changes")
  func willChange() throws {
    let screen = Contacts()
    let navigation = ScreenNavigation(root: screen)
    let root = try #require(navigation.top)
    var heard: [String] = []
    navigation.willChange.observe { heard.append("stacks \(navigation.stacks.count)") }
    root.willChange.observe { heard.append("page \(root.title)") }
    try tap(root, row: 0)
    #expect(heard == ["stacks 1"])
    // A rebuild with the same title and commands tells nothing; a new title does.
    root.host.setNeedsUpdate()
    root.host.updateIfNeeded()
    screen.title = "People"
    root.host.setNeedsUpdate()
    root.host.updateIfNeeded()
    #expect(heard == ["stacks 1", "page Contacts"])
    #expect(root.title == "People")
    // An alert is a change too (the stacks stay one stack of two pages).
    try tap(navigation.top, row: 0)
    #expect(navigation.alert != nil)
    #expect(heard == ["stacks 1", "page Contacts", "stacks 1"])
  }

  @MainActor final class Fruit: SearchableScreen {
    let title = "Fruit"
    var searchQuery = ""
    var searchPrompt: String { "Search fruit" }
    var content: ListContent {
      Section(id: "fruit") {
        for name in ["apple", "banana"] where searchQuery.isEmpty || name.contains(searchQuery) {
          Row(id: name, TextItem(name))
        }
      }
    }
  }

  @Test("A searchable screen's page is SwiftUI's search field: its text is the screen's query")
  func search() throws {
    let screen = Fruit()
    let navigation = ScreenNavigation(root: screen)
    let page = try #require(navigation.top)
    #expect(page.isSearchable && page.searchPrompt == "Search fruit")
    var heard = 0
    page.willChange.observe { heard += 1 }
    page.search("an")
    #expect(screen.searchQuery == "an" && page.searchQuery == "an")
    #expect(page.host.controller.content.rowCount == 1)
    page.search("an")
    #expect(heard == 1)
    let plain = try #require(ScreenNavigation(root: Contact(name: "Ada")).top)
    #expect(!plain.isSearchable && plain.searchPrompt == nil && plain.searchQuery == "")
  }

  @Test("Teardown leaves every screen: no stack, no alert")
  func teardown() throws {
    let navigation = ScreenNavigation(root: Contacts())
    try tap(navigation.top, row: 0)
    try tap(navigation.top, row: 0)
    navigation.teardown()
    #expect(navigation.stacks.isEmpty)
    #expect(navigation.alert == nil)
  }
}
