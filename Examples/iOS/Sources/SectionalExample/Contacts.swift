import Sectional
import SectionalSwiftUI
import SectionalUIKit
import SwiftUI

/// A person in the address book.
struct Contact: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
  var isFavorite = false
}

/// The contacts, kept by the app: screens read them and change them.
@MainActor
final class ContactStore {
  private(set) var contacts: [Contact]

  init(contacts: [Contact]) {
    self.contacts = contacts
  }

  func remove(_ id: Int) {
    contacts.removeAll { $0.id == id }
  }

  func toggleFavorite(_ id: Int) {
    guard let index = contacts.firstIndex(where: { $0.id == id }) else { return }
    contacts[index].isFavorite.toggle()
  }
}

/// The contacts by letter, with an index and a search field: a swipe deletes one, a tap
/// opens it.
@MainActor
final class ContactsScreen: SearchableScreen {
  let title = "Contacts"
  let store: ContactStore
  var searchQuery = ""

  init(store: ContactStore) {
    self.store = store
  }

  var content: ListContent {
    let shown = store.contacts.filter {
      searchQuery.isEmpty || $0.name.localizedStandardContains(searchQuery)
    }
    let byLetter = Dictionary(grouping: shown) { String($0.name.prefix(1)) }
    for letter in byLetter.keys.sorted() {
      Section(id: letter, header: letter) {
        for contact in byLetter[letter] ?? [] {
          Row(id: contact.id, SwiftUIItem(contact) { contact in ContactRow(contact: contact) })
            .deletable()
            .onDelete { [store] _ in store.remove(contact.id) }
            .onSelect { [store] context in
              context.presenter.push(ContactScreen(contact: contact, store: store))
            }
        }
      }
      .indexTitle(letter)
    }
  }
}

/// A contact's row, drawn by SwiftUI.
struct ContactRow: View {
  let contact: Contact

  var body: some View {
    HStack {
      Text(contact.name)
      Spacer()
      if contact.isFavorite {
        Image(systemName: "star.fill").foregroundStyle(.yellow)
      }
    }
  }
}

/// One contact: a favourite switch, and a button that deletes the contact once confirmed.
@MainActor
final class ContactScreen: Screen {
  let contact: Contact
  let store: ContactStore
  var title: String { contact.name }

  init(contact: Contact, store: ContactStore) {
    self.contact = contact
    self.store = store
  }

  var isFavorite: Bool {
    store.contacts.first { $0.id == contact.id }?.isFavorite ?? false
  }

  var content: ListContent {
    Section(id: "details") {
      Row(id: "favorite", TextItem("Favorite", accessory: .toggle(isOn: isFavorite)))
        .onSelect { [store, contact] _ in store.toggleFavorite(contact.id) }
      Row(id: "delete", ButtonItem("Delete Contact", role: .destructive))
        .onSelect { [store, contact] context in
          context.presenter.present(
            Sectional.Alert(
              title: "Delete \(contact.name)?",
              actions: [
                AlertAction("Cancel", role: .cancel),
                AlertAction("Delete", role: .destructive) {
                  store.remove(contact.id)
                  context.presenter.pop()
                },
              ]))
        }
    }
  }
}

/// The contacts tab of an app.
struct ContactsTab: View {
  let store: ContactStore

  var body: some View {
    ScreenStack(root: ContactsScreen(store: store))
      .tabItem { Label("Contacts", systemImage: "person.2") }
  }
}
