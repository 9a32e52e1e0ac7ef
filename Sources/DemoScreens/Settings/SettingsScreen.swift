import Foundation
import Sectional

/// The "dynamic static" settings screen of article 001: rows that exist only in some states,
/// addressed by kind, with one place — this builder — deciding what is visible; and the
/// article's Figure 4, filter pills in a flow section: each filter is a row of its own, addressed
/// by kind as the table's rows are, wrapped at the width; selecting one applies it or takes it
/// off. The section collapses. Under Notifications, the time the daily digest arrives: a time
/// of day the user picks (a `DateItem`), saved with the rest of the state.
@MainActor
public final class SettingsScreen: Screen {
  /// The rows, by kind (the article's row types, minus its missing-case bug).
  public enum RowKind: Hashable, Sendable {
    /// Log In (it opens the Sign In form), or Log Out when logged in.
    case logIn
    /// Connect the third party service (only while not connected).
    case connectThirdParty
    /// Third Party Log Out (only while connected).
    case thirdPartyLogOut
    /// Terms and Conditions.
    case terms
    /// Privacy Policy.
    case privacy
    /// Debug Settings (debug builds only).
    case debug
    /// The time the daily digest arrives.
    case dailyDigest
    /// A filter's pill, by the filter's name (one of ``Preferences/allFilters``): checked while
    /// it is applied.
    case filter(String)
  }

  /// The title.
  public let title = "Settings"
  let store: PreferenceStore
  /// The Sign In form's values, kept while the screen lives (or longer, by whoever passed it).
  let signInForm: SignInForm
  private var context: ScreenContext?

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - store: Where log-in state, the digest's time and filters persist.
  ///   - signInForm: The values of the Sign In form that "Log In" opens; pass one that lives
  ///     longer than the screen to keep them across visits. A new, empty one by default.
  public init(store: PreferenceStore, signInForm: SignInForm = SignInForm()) {
    self.store = store
    self.signInForm = signInForm
  }

  /// Keeps the context, to rebuild when the Sign In form signs in, or when another instance's
  /// saved changes are merged into the store.
  ///
  /// - Parameter context: The host's context.
  public func attach(_ context: ScreenContext) {
    self.context = context
    store.follow(self, context: context)
  }

  var preferences: Preferences { store.preferences }

  /// The screen's sections.
  public var content: ListContent {
    Section(id: "account", header: "Account", style: .grouped) {
      if preferences.isLoggedIn {
        Row(
          id: RowKind.logIn,
          TextItem("Log Out", detail: preferences.accountName, role: .destructive)
        )
        .selectionTitle("Log out")
        .onSelect { [store] context in
          context.presenter.present(
            Alert(
              title: "Log out?", style: .actionSheet,
              actions: [
                AlertAction("Log Out", role: .destructive) {
                  var preferences = store.preferences
                  preferences.isLoggedIn = false
                  preferences.accountName = nil
                  store.preferences = preferences
                },
                AlertAction("Cancel", role: .cancel),
              ]))
        }
      } else {
        Row(id: RowKind.logIn, TextItem("Log In", accessory: .disclosure))
          .onSelect { [unowned self] context in
            // A sheet with Cancel, as iOS apps present sign-in: Esc in the terminal.
            context.presenter.present(
              SignInScreen(form: signInForm, store: store) { [weak self] in
                // Settings is under the form, not rebuilt by its handlers: ask for it.
                self?.context?.requestUpdate()
              })
          }
      }
      if preferences.isThirdPartyConnected {
        Row(id: RowKind.thirdPartyLogOut, TextItem("Third Party Log Out", role: .destructive))
          .selectionTitle("Log out")
          .onSelect { [store] _ in store.preferences.isThirdPartyConnected = false }
      } else {
        Row(id: RowKind.connectThirdParty, TextItem("Connect Third Party"))
          .selectionTitle("Connect")
          .onSelect { [store] _ in store.preferences.isThirdPartyConnected = true }
      }
    }
    Section(id: "about", header: "About", style: .grouped) {
      Row(id: RowKind.terms, TextItem("Terms and Conditions", accessory: .disclosure))
        .onSelect { $0.presenter.push(TextScreen.terms) }
      Row(id: RowKind.privacy, TextItem("Privacy Policy", accessory: .disclosure))
        .onSelect { $0.presenter.push(TextScreen.settingsPrivacyPolicy) }
      #if DEBUG
        // No icon: the section's other rows have none, and their text must line up.
        Row(id: RowKind.debug, TextItem("Debug Settings", accessory: .disclosure))
          .onSelect { [store] context in
            context.presenter.push(DebugSettingsScreen(preferences: store.preferences))
          }
      #endif
    }
    Section(id: "notifications", header: "Notifications", style: .grouped) {
      // A time on the wall clock, not an instant: shown and edited in the calendar a time of
      // day keeps (UTC, on one fixed day), so 08:00 stays 08:00 wherever the user is.
      Row(
        id: RowKind.dailyDigest,
        DateItem(
          "Daily digest", value: preferences.dailyDigest.date, mode: .time,
          calendar: TimeOfDay.calendar, timeZone: TimeOfDay.calendar.timeZone)
      )
      .onChange(Date.self) { [store] date in store.preferences.dailyDigest = TimeOfDay(date) }
    }
    Section(id: "filters", header: "Filters", style: .grouped) {
      for filter in Preferences.allFilters {
        let isApplied = preferences.filters.contains(filter)
        Row(id: RowKind.filter(filter), TextItem(filter, accessory: isApplied ? .checkmark : .none))
          .selectionTitle(isApplied ? "Remove filter" : "Apply filter")
          .onSelect { [store] _ in
            let applied = store.preferences.filters
            // Keep the canonical order, so a filter applied again returns to its place.
            store.preferences.filters = Preferences.allFilters.filter {
              $0 == filter ? !applied.contains($0) : applied.contains($0)
            }
          }
      }
    }
    // The pills sit side by side as wide as their titles and wrap at the width, as the
    // article's collection view of filter tags does.
    .layout(.flow)
    // The filters fold away under their header (↵ or ←/→ on it in the terminal, a tap on iOS);
    // the list remembers the choice while the screen is shown.
    .collapsible()
  }
}

/// What Debug Settings shows: the persisted state, read-only.
@MainActor
public final class DebugSettingsScreen: Screen {
  /// The title.
  public let title = "Debug Settings"
  let preferences: Preferences

  init(preferences: Preferences) {
    self.preferences = preferences
  }

  /// The state as rows.
  public var content: ListContent {
    Section(id: "state", header: "Saved state") {
      Row(
        id: "loggedIn",
        TextItem(
          "Logged in",
          detail: preferences.isLoggedIn
            ? preferences.accountName.map { "as \($0)" } ?? "yes" : "no")
      )
      .selectable(false)
      Row(
        id: "thirdParty",
        TextItem(
          "Third Party", detail: preferences.isThirdPartyConnected ? "connected" : "not connected")
      )
      .selectable(false)
      Row(id: "dailyDigest", TextItem("Daily digest", detail: preferences.dailyDigest.description))
        .selectable(false)
      // The count says what it counts: the filters applied, out of those there are.
      Row(
        id: "filters",
        TextItem(
          "Filters",
          detail: "\(preferences.filters.count) of \(Preferences.allFilters.count) applied")
      )
      .selectable(false)
    }
  }
}
