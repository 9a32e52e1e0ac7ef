import Sectional
import SectionalUIKit
import UIKitSurface

// The code of SectionalUIKit.docc/YourFirstScreenInUIKit.md, exactly as the article shows it
// (FirstScreenArticleTests checks that every code block of the article appears here). On Linux
// it builds against UIKitSurface; the article imports UIKit.

// MARK: A custom component and its cell

struct ProfileHeader: Component {
  var name: String
  var handle: String
}

final class ProfileHeaderCell: UITableViewCell {
  let nameLabel = UILabel()
  let handleLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nameLabel)
    contentView.addSubview(handleLabel)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(nameLabel)
    contentView.addSubview(handleLabel)
  }

  func show(_ header: ProfileHeader) {
    nameLabel.text = header.name
    handleLabel.text = "@" + header.handle
  }
}

// MARK: The profile screen

enum ProfileRow: Hashable, Sendable {
  case header, notifications, about, signOut
}

@MainActor
final class ProfileScreen: Screen {
  let title = "Profile"
  var name = "Ada Lovelace"
  var notificationsOn = true
  var isSignedIn = true

  var content: ListContent {
    Section(id: "profile", style: .inset) {
      Row(id: ProfileRow.header, ProfileHeader(name: name, handle: "ada"))
        .selectable(false)
      Row(
        id: ProfileRow.notifications,
        TextItem("Notifications", accessory: .toggle(isOn: notificationsOn))
      )
      .onSelect { [unowned self] _ in notificationsOn.toggle() }
      Row(id: ProfileRow.about, TextItem("About", accessory: .disclosure))
        .deselectsAfterSelection()
        .onSelect { context in context.presenter.push(AboutScreen()) }
    }
    if isSignedIn {
      Section(id: "account", style: .inset) {
        Row(id: ProfileRow.signOut, TextItem("Sign Out", role: .destructive))
          .deselectsAfterSelection()
          .onSelect { [unowned self] context in
            context.presenter.present(
              Alert(
                title: "Sign out of \(name)?", style: .actionSheet,
                actions: [
                  AlertAction("Sign Out", role: .destructive) { [unowned self] in
                    isSignedIn = false
                  },
                  AlertAction("Cancel", role: .cancel),
                ]))
          }
      }
    }
  }
}

@MainActor
final class AboutScreen: Screen {
  let title = "About"
  var content: ListContent {
    Section(id: "about", footer: TextItem("Made with Sectional")) {
      Row(id: "version", TextItem("Version", detail: "1.0"))
    }
  }
}

// MARK: Your own view controller

final class ProfileViewController: UIViewController {
  let screenTable = ScreenTable(screen: ProfileScreen())

  override func viewDidLoad() {
    super.viewDidLoad()
    let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
    screenTable.liaison.register(ProfileHeader.self, cell: ProfileHeaderCell.self) {
      cell, header, _ in cell.show(header)
    }
    screenTable.onProblem = { problem in print("Profile: \(problem)") }
    screenTable.show(in: tableView, of: self)
  }
}

// MARK: A paged feed with swipe to delete

struct Post: Identifiable, Sendable {
  var id: Int
  var text: String
}

@MainActor
final class FeedScreen: Screen {
  let title = "Feed"
  let pages = PageLoader<Post, Int>(first: 0, timeout: .seconds(10)) { page in
    // Off the main actor: build plain values here, rows in `content`.
    let posts = (0..<20).map { Post(id: page * 20 + $0, text: "Post \(page * 20 + $0)") }
    return LoadedPage(posts, next: page < 2 ? page + 1 : nil)
  }

  var content: ListContent {
    Section(id: "posts") {
      pages.rows { post in
        Row(id: post.id, TextItem(post.text), height: .fixed(44))
          .deletable()
          .onDelete { [unowned self] _ in pages.items.removeAll { $0.id == post.id } }
      }
    }
  }
}

// MARK: Contacts by letter, with an index

struct Contact: Identifiable, Equatable, Sendable {
  var id: Int
  var name: String
}

@MainActor
final class ContactsScreen: Screen {
  let title = "Contacts"
  var contacts: [Contact] = []

  var content: ListContent {
    let byLetter = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
    for letter in byLetter.keys.sorted() {
      Section(id: letter, header: letter) {
        ForEach(byLetter[letter] ?? []) { contact in
          Row(id: contact.id, TextItem(contact.name))
        }
      }
      .indexTitle(letter)
    }
  }
}

// MARK: Putting it together

@MainActor
func makeTabs() -> [UIViewController] {
  let feed = ScreenViewController(screen: FeedScreen())
  feed.liaison.onProblem = { problem in print("Feed: \(problem)") }
  return [
    UINavigationController(rootViewController: ProfileViewController()),
    UINavigationController(rootViewController: feed),
  ]
}
