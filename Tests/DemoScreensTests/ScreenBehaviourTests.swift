import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

@MainActor
@Suite struct AboutScreenTests {
  typealias Kind = AboutScreen.RowKind

  @Test func groupsRowsAndIconsAsTheArticle() throws {
    let harness = try Harness(AboutScreen(store: PreferenceStore(url: nil)))
    let content = harness.controller.content
    #expect(
      content.sections.compactMap { ($0.header?.component as? TextItem)?.title } == [
        "Community", "Feedback and support", "Legal", "App settings",
      ])
    let icons = content.sections.prefix(3).flatMap(\.rows).compactMap {
      ($0.component as? TextItem)?.icon
    }
    #expect(
      icons == [
        "github", "matrix", "wikimedia", "square.and.arrow.up", "star", "ant", "envelope",
        "lock.shield",
        "thirdPartyLicenses",
      ])
  }

  @Test func linksShareMailReviewAndTextScreens() throws {
    let presenter = RecordingPresenter(canSendMail: false, canRequestReview: false)
    let harness = try Harness(AboutScreen(store: PreferenceStore(url: nil)), presenter: presenter)
    try harness.tap(Kind.github)
    try harness.tap(Kind.share)
    try harness.tap(Kind.email)
    try harness.tap(Kind.rate)
    try harness.tap(Kind.privacy)
    harness.app.pop()  // the privacy policy was pushed: back to About
    try harness.tap(Kind.licenses)
    let requests = presenter.requests
    #expect(requests.count == 7)
    #expect(requests[0] == .open(try #require(URL(string: AboutScreen.Links.github))))
    guard case .share(let items) = requests[1], case .url(let url)? = items.first else {
      Issue.record("expected a share of a URL, got \(requests[1])")
      return
    }
    #expect(url.absoluteString.contains("scribe%20-%20language%20keyboards"))
    guard case .alert(let mail) = requests[2] else {
      Issue.record("expected the mail fallback")
      return
    }
    #expect(mail.message?.contains(AboutScreen.Links.email) == true)
    guard case .alert(let review) = requests[3] else {
      Issue.record("expected the review fallback")
      return
    }
    #expect(review.title == "Enjoying Scribe?")
    #expect(requests[4] == .push(title: "Privacy Policy"))
    #expect(requests[5] == .pop)
    #expect(requests[6] == .push(title: "Third Party Licenses"))
  }

  @Test func togglesPersist() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("about-\(UUID()).json")
    let store = PreferenceStore(url: url)
    let harness = try Harness(AboutScreen(store: store))
    try harness.tap(Kind.autosuggestEmojis)
    #expect(
      harness.component(Kind.autosuggestEmojis, as: TextItem.self)?.accessory
        == .toggle(isOn: false))
    store.flush()
    #expect(PreferenceStore(url: url).preferences.toggles["autosuggestEmojis"] == false)
  }
}

@MainActor
@Suite struct SettingsScreenTests {
  typealias Kind = SettingsScreen.RowKind

  @Test func everyFigure3ConfigurationIsReachable() throws {
    let store = PreferenceStore(url: nil)
    let presenter = RecordingPresenter()
    let harness = try Harness(SettingsScreen(store: store), presenter: presenter)
    #expect(harness.titles.prefix(2) == ["Log In", "Connect Third Party"])
    // Log In opens the Sign In form (SignInTests signs in there); back, logged in.
    try harness.tap(Kind.logIn)
    #expect(presenter.requests.last == .presentScreen(title: "Sign In", hasDone: false))
    try harness.app.tapCancel()
    store.preferences.isLoggedIn = true
    try harness.refresh()
    #expect(harness.titles.prefix(2) == ["Log Out", "Connect Third Party"])
    try harness.tap(Kind.connectThirdParty)
    #expect(harness.titles.prefix(2) == ["Log Out", "Third Party Log Out"])
    try harness.tap(Kind.logIn)  // Log Out asks first
    #expect(presenter.chooseAlertAction("Log Out"))
    try harness.refresh()
    #expect(harness.titles.prefix(2) == ["Log In", "Third Party Log Out"])
    #if DEBUG
      #expect(harness.titles.contains("Debug Settings"))
    #endif
  }

  @Test func filtersAreAFlowOfPillsThatSelectingTogglesAndSaves() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "settings-\(UUID()).json")
    let store = PreferenceStore(url: url)
    let harness = try Harness(SettingsScreen(store: store))
    /// What a fresh start reads, once the saves under way are written (they run off the main
    /// actor).
    func saved() -> [String] {
      store.flush()
      return PreferenceStore(url: url).preferences.filters
    }
    func filters() throws -> Section {
      let content = harness.controller.content
      let path = try #require(content.sections.firstIndex { $0.id == ListID("filters") })
      return content.sections[path]
    }
    func checked() throws -> [String] {
      try filters().rows.compactMap { row in
        (row.component as? TextItem).flatMap { $0.accessory == .checkmark ? $0.title : nil }
      }
    }
    #expect(try filters().layout == .flow)
    #expect(try filters().isCollapsible)
    // One pill a filter, addressed by the filter, every filter shown whether applied or not.
    #expect(try filters().rows.map(\.id) == Preferences.allFilters.map { ListID(Kind.filter($0)) })
    #expect(try checked() == Preferences.allFilters)
    try harness.tap(Kind.filter("Vegan"))
    #expect(try checked() == ["Open now", "Under $20", "Outdoor seating"])
    #expect(saved() == ["Open now", "Under $20", "Outdoor seating"])
    try harness.tap(Kind.filter("Under $20"))
    try harness.tap(Kind.filter("Vegan"))
    // Applied again, a filter returns to its place.
    #expect(try checked() == ["Vegan", "Open now", "Outdoor seating"])
    #expect(saved() == ["Vegan", "Open now", "Outdoor seating"])
    // The flow still folds under its header, and unfolds with its pills as they were.
    try harness.app.tapHeader("filters")
    #expect(harness.controller.isCollapsed(section: "filters"))
    #expect(try filters().rows.isEmpty)
    try harness.app.tapHeader("filters")
    #expect(try checked() == ["Vegan", "Open now", "Outdoor seating"])
  }
}

@MainActor
@Suite struct AnimalScreensTests {
  @Test func listPushesADetailOfFourSelfSizingRows() throws {
    let animals = try Animal.load(from: .bundled)
    let presenter = RecordingPresenter()
    let harness = try Harness(AnimalListScreen(animals: animals), presenter: presenter)
    try harness.tap(animals[2].id)
    #expect(presenter.requests == [.push(title: animals[2].name)])
    let detail = try #require(presenter.stack.last)
    let rows = detail.content.sections.flatMap(\.rows)
    #expect(rows.count == 4)
    #expect(rows.allSatisfy { if case .automatic = $0.height.kind { true } else { false } })
    #expect(rows[1].component is ImageItem)
    #expect(rows[2].component is ParagraphItem)
  }

  @Test func vSwitchesBetweenAListAndAGridOfCardsAndTheChoiceIsSaved() throws {
    let animals = try Animal.load(from: .bundled)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animals-\(UUID()).json")
    let store = PreferenceStore(url: url)
    let harness = try Harness(AnimalListScreen(animals: animals, store: store))
    let ids = animals.map { ListID($0.id) }
    #expect(harness.controller.content.sections[0].layout == .list)
    #expect(harness.screen.commands.map(\.title) == ["Grid"])
    try harness.app.perform(command: "Grid")
    let grid = harness.controller.content.sections[0]
    #expect(grid.layout == .grid(minimumItemWidth: AnimalListScreen.minimumCardWidth))
    // The same rows, so the cursor stays on its animal.
    #expect(grid.rows.map(\.id) == ids)
    store.flush()  // saves run off the main actor
    #expect(PreferenceStore(url: url).preferences.showsAnimalsAsGrid)
    #expect(harness.screen.commands.map(\.title) == ["List"])
    // A card opens the animal as a line of the list does.
    try harness.tap(animals[1].id)
    #expect(harness.presenter.requests == [.push(title: animals[1].name)])
    harness.app.pop()
    // Opened again, the list is still a grid.
    let reopenedStore = PreferenceStore(url: url)
    let reopened = try Harness(AnimalListScreen(animals: animals, store: reopenedStore))
    #expect(reopened.controller.content.sections[0].layout.isList == false)
    try reopened.app.perform(command: "List")
    #expect(reopened.controller.content.sections[0].layout == .list)
    #expect(reopened.controller.content.sections[0].rows.map(\.id) == ids)
    reopenedStore.flush()
    #expect(!PreferenceStore(url: url).preferences.showsAnimalsAsGrid)
  }
}

@MainActor
@Suite struct FeedScreenTests {
  @Test func pagesLoadFailOnceRetryAndExhaust() async throws {
    let feed = FeedScreen(source: FeedSource(directory: .bundled))
    // Everything fits: each status row that comes on screen loads the next page.
    let app = ScreenTestHost(feed, viewportHeight: 100_000)
    await app.idle()
    #expect(feed.posts.count == 6)  // page 2 fails the first time
    let failure = PaginationError(
      .loaderFailed("the network is unavailable"))
    #expect(feed.pages.state == .failed(failure))
    let retry = try #require(app.content.sections.last?.rows.last)
    #expect(retry.component as? LoadingItem == LoadingItem(.failed(message: failure.description)))
    try app.tap(.id(retry.id))
    await app.idle()
    #expect(feed.pages.state == .exhausted)
    #expect(feed.posts.count == 18)
    #expect(app.content.sections.count == 18)  // no status section once exhausted
    #expect(app.table.violations.isEmpty)
  }

  @Test func likingUpdatesTheLikesRow() async throws {
    let feed = FeedScreen(source: FeedSource(directory: .bundled))
    let harness = try Harness(feed)
    await harness.app.idle()
    let post = try #require(feed.posts.first)
    try harness.tap("\(post.id)/actions", detail: .action("like"))
    let likes = try #require(harness.component("\(post.id)/likes", as: ParagraphItem.self))
    let expected = post.likes + 1
    #expect(likes.plainText == (expected == 1 ? "1 like" : "\(expected) likes"))
  }

  @Test func vShowsTheProfileGridOfThreeColumnsPagedAsThePosts() async throws {
    let feed = FeedScreen(source: FeedSource(directory: .bundled))
    let app = ScreenTestHost(feed, viewportHeight: 100_000)
    await app.idle()
    #expect(feed.commands.map(\.title) == ["Grid"])
    try app.perform(command: "Grid")
    #expect(feed.showsGrid)
    #expect(feed.commands.map(\.title) == ["Posts"])
    #expect(app.content.sections.map(\.id).prefix(2) == [ListID("most-liked"), ListID("grid")])
    let grid = app.content.sections[1]
    #expect(grid.layout == .grid(columns: 3))
    #expect(grid.rows.map(\.id) == feed.posts.map { ListID("\($0.id)/picture") })
    let first = try #require(grid.rows.first?.component as? AsyncImageItem)
    let post = try #require(feed.posts.first)
    let url = try #require(post.imageURL)
    #expect(
      first
        == AsyncImageItem(
          .url(url), aspectRatio: 1, accessibilityLabel: post.imageAlt, placeholder: .named("photo")
        ))
    // The page that failed is retried from the grid too, and the next pages join the grid.
    let retry = try #require(app.content.sections.last?.rows.last)
    #expect(retry.component is LoadingItem)
    try app.tap(.id(retry.id))
    await app.idle()
    #expect(feed.posts.count == 18)
    #expect(app.content.sections.map(\.id) == [ListID("most-liked"), ListID("grid")])
    #expect(app.content.sections[1].rows.count == 18)
    #expect(app.table.violations.isEmpty)
    try app.perform(command: "Posts")
    #expect(app.content.sections.count == 18)
    #expect(app.table.violations.isEmpty)
  }

  @Test func theMostLikedShelfIsACarouselOfTheTopPostsThatOpenThem() async throws {
    let store = PreferenceStore(url: nil)
    store.preferences.showsFeedAsGrid = true
    let feed = FeedScreen(source: FeedSource(directory: .bundled), store: store)
    let app = ScreenTestHost(feed, viewportHeight: 100_000)
    await app.idle()
    let shelf = try #require(app.content.sections.first)
    #expect(shelf.layout == .carousel(itemWidth: .points(136)))
    #expect(shelf.id == ListID("most-liked"))
    // The most liked first; among equals, the feed's order.
    let ranked = feed.posts.enumerated().sorted {
      $0.element.likes != $1.element.likes
        ? $0.element.likes > $1.element.likes : $0.offset < $1.offset
    }
    .prefix(FeedScreen.mostLikedCount).map { ListID("\($0.element.id)/most-liked") }
    #expect(shelf.rows.map(\.id) == Array(ranked))
    // The user's like counts.
    let last = try #require(feed.posts.first { ListID("\($0.id)/most-liked") == ranked.last })
    feed.toggleLike(last.id)
    app.host.setNeedsUpdate()
    await app.idle()
    let card = app.content.sections[0].rows.first { $0.id == ranked.last }
    #expect((card?.component as? TextItem)?.subtitle == "\(last.likes + 1) likes")
    try app.tap(.id(ranked[0]))
    #expect(app.screen is PostScreen)
    #expect(app.table.violations.isEmpty)
  }

  @Test func enterOnAPictureOpensThePostWhoseLikesAreTheFeeds() async throws {
    let store = PreferenceStore(url: nil)
    store.preferences.showsFeedAsGrid = true
    let feed = FeedScreen(source: FeedSource(directory: .bundled), store: store)
    let app = ScreenTestHost(feed, viewportHeight: 100_000)
    await app.idle()
    let post = try #require(feed.posts.dropFirst(4).first)
    try app.tap(.id("\(post.id)/picture"))
    let opened = try #require(app.screen as? PostScreen)
    #expect(opened.post == post)
    #expect(opened.title == post.username)
    // The post's rows, as in the feed.
    #expect(app.content.sections.map(\.id) == [ListID(post.id)])
    try app.tap(.id("\(post.id)/actions"), detail: .action("like"))
    #expect(feed.liked == [post.id])
    let likes = app.content.sections[0].rows.first { $0.id == ListID("\(post.id)/likes") }
    #expect((likes?.component as? ParagraphItem)?.plainText == "\(post.likes + 1) likes")
    // A comment added on the Comments screen opened from the post shows in the post's count.
    try app.tap(.id("\(post.id)/actions"), detail: .action("comment"))
    #expect(app.screen is CommentsScreen)
    #expect(feed.addComment("Lovely", to: post.id))
    app.pop()
    await app.idle()
    let comments = app.content.sections[0].rows.first { $0.id == ListID("\(post.id)/comments") }
    #expect(
      (comments?.component as? ParagraphItem)?.plainText == "\(post.comments + 1) comments"
    )
    app.pop()
    await app.idle()
    #expect(app.screen is FeedScreen)
    #expect(app.table.violations.isEmpty)
  }
}

@MainActor
@Suite struct DayScreenTests {
  @Test func changingTheDayReloadsAndHidesChildren() throws {
    let day = DayScreen(samples: try HeartRateSample.load(from: .bundled))
    #expect(day.records.count >= 14)
    day.select(day: "2026-11-03")  // a run in the morning
    #expect(day.isHidden("workouts") == false)
    #expect(day.isHidden("sleep") == false)
    day.select(day: "2026-11-06")  // no sleep tracked, no workout
    #expect(day.isHidden("sleep") == true)
    #expect(day.isHidden("workouts") == true)
    let sections = day.content.sections.map { $0.id.description }
    #expect(sections.contains { $0.hasPrefix("\"summary\"") })
    #expect(!sections.contains { $0.hasPrefix("\"sleep\"") })
    day.move(by: -1)
    #expect(day.selectedDay == "2026-11-05")
    #expect(day.isHidden("workouts") == false)
    day.move(by: -100)
    #expect(day.selectedDay == "2026-11-01")
  }
}
