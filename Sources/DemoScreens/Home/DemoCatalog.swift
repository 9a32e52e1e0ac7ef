import Sectional

/// The demo's screens and how to build them from the data directory and the saved state.
@MainActor
public final class DemoCatalog {
  /// The screens the demo offers.
  public enum Kind: String, CaseIterable, Sendable {
    /// Scribe's About menu (article 000).
    case about
    /// Dynamic static settings (article 001).
    case settings
    /// The animal list and detail (article 002).
    case animals
    /// The paginated feed (article 003).
    case feed
    /// The Day screen of child screens (article 004).
    case day
    /// The data folder as a tree, each file's contents a screen away.
    case files
    /// A live, sortable table of processes.
    case processes

    /// The screen's name.
    public var title: String {
      switch self {
      case .about: "About"
      case .settings: "Settings"
      case .animals: "Animals"
      case .feed: "Feed"
      case .day: "Day"
      case .files: "Files"
      case .processes: "Processes"
      }
    }

    /// The screens of the five articles, in the home list's order.
    public static var articles: [Kind] { [.about, .settings, .animals, .feed, .day] }

    /// One line about it.
    public var summary: String {
      switch self {
      case .about: "Grouped icon rows, links, share, rate and mail with fallbacks"
      case .settings: "Rows that come and go, a sign-in form, filter pills"
      case .animals: "A list from a plist and self-sizing detail rows"
      case .feed: "Posts as sections, paged as you scroll, likes and comments"
      case .day: "Child screens over heart-rate data; arrows change the day"
      case .files: "The data folder as a tree; open files, copy marked names"
      case .processes: "A live table in columns, sorted by a key; . for a process's actions"
      }
    }
  }

  /// Where data files are read from.
  public let directory: DataDirectory
  /// The saved state.
  public let store: PreferenceStore
  /// How long a feed page takes to load.
  public var feedLatency: Duration
  /// Whether screens keep their own text to ASCII (`--ascii`, or a locale without UTF-8).
  public var isASCII = false
  /// Whether the Processes screen shows the system's processes, refreshed every second; when
  /// `false` (snapshots) it shows the simulated list, still.
  public var showsLiveProcesses = false
  /// The last data problem met while opening a screen.
  public private(set) var lastError: DemoDataError?
  /// The feed, once opened: kept so that a second visit finds it as the first left it.
  private var feed: FeedScreen?
  /// The Sign In form's values, kept for the catalog's life as the feed is: leaving Settings
  /// and coming back finds them as they were.
  public let signInForm: SignInForm

  /// Creates a catalog.
  ///
  /// - Parameters:
  ///   - directory: Where data files are read from.
  ///   - store: The saved state.
  ///   - feedLatency: How long a feed page takes to load.
  ///   - signInLatency: How long the simulated sign-in takes.
  public init(
    directory: DataDirectory, store: PreferenceStore, feedLatency: Duration = .zero,
    signInLatency: Duration = .zero
  ) {
    self.directory = directory
    self.store = store
    self.feedLatency = feedLatency
    self.signInForm = SignInForm(service: SignInService(latency: signInLatency))
  }

  /// Builds a screen, loading and validating its data.
  ///
  /// - Parameter kind: Which screen.
  /// - Throws: ``DemoDataError`` when its data file is missing or malformed.
  public func make(_ kind: Kind) throws(DemoDataError) -> any Screen {
    do {
      return try build(kind)
    } catch {
      lastError = error
      throw error
    }
  }

  private func build(_ kind: Kind) throws(DemoDataError) -> any Screen {
    switch kind {
    case .about: return AboutScreen(store: store)
    case .settings:
      return SettingsScreen(store: store, signInForm: signInForm)
    case .animals: return AnimalListScreen(animals: try Animal.load(from: directory), store: store)
    case .feed:
      // One feed for the catalog's life: likes, saves, the pages loaded and the simulated
      // network's one failure outlive leaving the screen, as in an app that keeps its feed.
      if let feed { return feed }
      // Validate the first page up front so a malformed file is reported before the screen opens.
      _ = try FeedPage.load(page: 1, from: directory)
      let feed = FeedScreen(
        source: FeedSource(directory: directory, latency: feedLatency), store: store)
      feed.isASCII = isASCII
      self.feed = feed
      return feed
    case .day:
      return DayScreen(samples: try HeartRateSample.load(from: directory), isASCII: isASCII)
    case .files:
      let files = FilesScreen(directory: directory)
      files.isASCII = isASCII
      return FilesBrowser(tree: files)
    case .processes:
      return showsLiveProcesses
        ? ProcessesScreen(source: .live, refreshInterval: .seconds(1)) : ProcessesScreen()
    }
  }
}

/// The demo's home: the five articles' screens with a line about each, then the screens beyond
/// the articles (``DemoCatalog/Kind/files``, ``DemoCatalog/Kind/processes``), which also open
/// by name: `sectional-demo files`.
@MainActor
public final class HomeScreen: Screen {
  /// The title.
  public let title = "Sectional demo"
  let catalog: DemoCatalog

  /// Creates the home screen.
  ///
  /// - Parameter catalog: Builds the screens.
  public init(catalog: DemoCatalog) {
    self.catalog = catalog
  }

  /// One row per screen.
  public var content: ListContent {
    // A short header: it sits in the card's top border, which cannot wrap.
    Section(id: "screens", header: "Five articles, rebuilt", style: .inset) {
      for kind in DemoCatalog.Kind.articles { row(kind) }
    }
    Section(id: "more", header: "Beyond the articles", style: .inset) {
      for kind in DemoCatalog.Kind.allCases where !DemoCatalog.Kind.articles.contains(kind) {
        row(kind)
      }
    }
  }

  func row(_ kind: DemoCatalog.Kind) -> Row {
    Row(id: kind, TextItem(kind.title, subtitle: kind.summary, accessory: .disclosure))
      .onSelect { [catalog] context in
        do {
          context.presenter.push(try catalog.make(kind))
        } catch {
          context.presenter.present(
            Alert(title: "Cannot open \(kind.title)", message: String(describing: error)))
        }
      }
  }
}
