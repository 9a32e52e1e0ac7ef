import Sectional
import SectionalTesting
import Testing

/// The code of Sectional.docc/GridsAndCollectionViews.md, as written there, so the article stays
/// true (Scripts/check-doc-examples.py checks that every block appears here verbatim).
enum GridsArticle {
  struct Post: Identifiable, Sendable {
    let id: String
    let caption: String
  }

  @MainActor
  final class PostScreen: Screen {
    let post: Post
    var title: String { "Post" }

    init(post: Post) {
      self.post = post
    }

    var content: ListContent {
      Section(id: "post") {
        Row(id: "picture", ImageItem(source: .named("\(post.id).png"), aspectRatio: 1, altText: ""))
        Row(id: "caption", ParagraphItem(post.caption))
      }
    }
  }

  @MainActor
  final class ProfileScreen: Screen {
    let title = "Profile"
    let posts: [Post]

    init(posts: [Post]) {
      self.posts = posts
    }

    var content: ListContent {
      Section(id: "posts", header: "Posts") {
        for post in posts {
          Row(
            id: post.id,
            ImageItem(source: .named("\(post.id).png"), aspectRatio: 1, altText: post.caption)
          )
          .onSelect { context in context.presenter.push(PostScreen(post: post)) }
        }
      }
      .layout(.grid(columns: 3))
    }
  }

  @MainActor
  final class FiltersScreen: Screen {
    let title = "Filters"
    let all = ["Vegan", "Open now", "Under $20", "Outdoor seating"]
    var applied: Set<String> = ["Vegan"]

    var content: ListContent {
      Section(id: "filters", header: "Filters") {
        for filter in all {
          let isApplied = applied.contains(filter)
          Row(id: filter, TextItem(filter, accessory: isApplied ? .checkmark : .none))
            .onSelect { [unowned self] _ in
              if applied.remove(filter) == nil { applied.insert(filter) }
            }
        }
      }
      .layout(.flow)
      .collapsible()
    }
  }

  @MainActor
  final class WeekScreen: Screen {
    let title = "Week"
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    var chosen = "Mon"

    var content: ListContent {
      Section(id: "week") {
        for day in days {
          Row(id: day, TextItem(day, accessory: day == chosen ? .checkmark : .none))
            .onSelect { [unowned self] _ in chosen = day }
        }
      }
      .layout(.carousel(itemWidth: .points(80)))
    }
  }

  @MainActor
  final class AnimalsScreen: Screen {
    let title = "Animals"
    let animals = ["Axolotl", "Capybara", "Kea", "Narwhal"]
    var showsGrid = false

    var commands: [ScreenCommand] {
      [
        ScreenCommand(showsGrid ? "List" : "Grid", shortcut: .mnemonic("v")) { [unowned self] _ in
          showsGrid.toggle()
        }
      ]
    }

    var content: ListContent {
      Section(id: "animals") {
        for animal in animals {
          Row(id: animal, TextItem(animal, accessory: .disclosure))
        }
      }
      .layout(showsGrid ? .grid(minimumItemWidth: 160) : .list)
    }
  }

  struct Photo: Identifiable, Sendable {
    let id: String
    let image: String
    let caption: String
  }

  /// "When the other layout's rows have other ids": posts as sections of rows, or a grid of
  /// their pictures, each row naming the row it replaces.
  @MainActor
  final class FeedScreen: Screen {
    let title = "Feed"
    let posts = (1...5).map { Photo(id: "p\($0)", image: "p\($0).png", caption: "Post \($0)") }
    var showsGrid = false

    var commands: [ScreenCommand] {
      [ScreenCommand("Switch", shortcut: .mnemonic("v")) { [unowned self] _ in showsGrid.toggle() }]
    }

    var content: ListContent {
      if showsGrid {
        Section(id: "grid") {
          for post in posts {
            Row(
              id: "\(post.id)/picture",
              ImageItem(source: .named(post.image), aspectRatio: 1, altText: post.caption)
            )
            .replaces("\(post.id)/actions")
          }
        }
        .layout(.grid(columns: 3))
      } else {
        for post in posts {
          Section(id: post.id) {
            Row(id: "\(post.id)/caption", TextItem(post.caption)).selectable(false)
            Row(id: "\(post.id)/actions", TextItem("Like"))
              .replaces("\(post.id)/picture")
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct GridsArticleTests {
  typealias Post = GridsArticle.Post
  typealias ProfileScreen = GridsArticle.ProfileScreen

  @Test func theProfileGridOpensThePostTapped() throws {
    let posts = (1...7).map { Post(id: "post-\($0)", caption: "Post \($0)") }
    let host = ScreenTestHost(ProfileScreen(posts: posts))
    try host.tap(.id("post-5"))
    // host.screen is the PostScreen of post-5.
    let opened = try #require(host.screen as? GridsArticle.PostScreen)
    #expect(opened.post.id == "post-5")
    #expect(host.problems.isEmpty)
    let grid = host.hosts[0].controller.content.sections[0]
    #expect(grid.layout == .grid(columns: 3))
    #expect(grid.rows.map(\.id) == posts.map { ListID($0.id) })
  }

  @Test func aFilterPillIsAppliedAndTakenOffByItsID() throws {
    let screen = GridsArticle.FiltersScreen()
    let host = ScreenTestHost(screen)
    #expect(host.content.sections[0].layout == .flow)
    try host.tap(.id("Open now"))
    try host.tap(.id("Vegan"))
    #expect(screen.applied == ["Open now"])
    let openNow = host.content.sections[0].rows[1].component as? TextItem
    #expect(openNow?.accessory == .checkmark)
  }

  @Test func theWeekIsACarouselWhoseDaysAreChosenByID() throws {
    let screen = GridsArticle.WeekScreen()
    let host = ScreenTestHost(screen)
    #expect(host.content.sections[0].layout == .carousel(itemWidth: .points(80)))
    try host.tap(.id("Thu"))
    #expect(screen.chosen == "Thu")
  }

  @Test func theAnimalsSwitchBetweenAListAndAGridKeepingTheirIDs() throws {
    let host = ScreenTestHost(GridsArticle.AnimalsScreen())
    let ids = host.content.sections[0].rows.map(\.id)
    #expect(host.content.sections[0].layout == .list)
    try host.perform(command: "Grid")
    #expect(host.content.sections[0].layout == .grid(minimumItemWidth: 160))
    #expect(host.content.sections[0].rows.map(\.id) == ids)
    try host.perform(command: "List")
    #expect(host.content.sections[0].layout == .list)
  }

  @Test func theSelectionGoesToThePictureThatReplacesItsPostAndBack() throws {
    let host = ScreenTestHost(GridsArticle.FeedScreen())
    try host.tap(.id("p4/actions"))
    try host.perform(command: "Switch")
    #expect(host.selection == ListID("p4/picture"))
    try host.perform(command: "Switch")
    #expect(host.selection == ListID("p4/actions"))
  }
}
