/// Keeps a section built from a key, and builds it again only when the key changes.
///
/// A screen rebuilds all its content after every user action: a keystroke in a form field
/// rebuilds the 100,000 rows of a catalog on the same screen too. Build such a section through a
/// memo, keyed by what its rows show (a revision, the data itself when it is cheap to compare):
/// while the key is equal, the memo hands back the section it kept, whose rows are the very same
/// storage, and ``ListController/update(to:)`` skips them without reading them, since the same
/// storage holds the same rows. Here `catalogSection` is a `SectionMemo<Int>` the screen stores:
///
/// ```swift
/// let content = ListContent {
///   Section(id: "search") { Row(id: "query", TextItem(query)) }
///   catalogSection.section(for: catalogRevision) {
///     Section(id: "catalog") {
///       for product in catalog { Row(id: product.id, TextItem(product.name)) }
///     }
///   }
/// }
/// ```
///
/// Keep the memo where the screen's state lives (a stored property of the screen: a memo made
/// during the build keeps nothing), and change the key whenever anything the section shows
/// changes: with an equal key the old rows stay on screen. Any ``Section`` value kept and shown again is recognised the same way; the memo only
/// decides when to build a new one.
@MainActor
public final class SectionMemo<Key: Equatable> {
  /// The key and the section last built.
  private var kept: (key: Key, section: Section)?

  /// Creates a memo that keeps nothing yet.
  public init() {}

  /// The section kept for `key`, or the one `build` makes, kept for the next call.
  ///
  /// - Parameters:
  ///   - key: What the section's content depends on; compared with the key of the kept section.
  ///   - build: Makes the section; called only when `key` differs from the last one (or on the
  ///     first call).
  /// - Returns: The kept section when `key` equals the last key, else the new one.
  /// - Complexity: One comparison of keys when the section is kept.
  public func section(for key: Key, _ build: () -> Section) -> Section {
    if let kept, kept.key == key { return kept.section }
    let section = build()
    kept = (key, section)
    return section
  }
}
