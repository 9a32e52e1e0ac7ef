/// A group of rows with an optional header and footer.
///
/// ```swift
/// Section(id: "legal", header: "Legal", style: .grouped) {
///   Row(id: AboutRow.privacy, TextItem("Privacy policy", icon: "lock.shield"))
///   if showLicenses {
///     Row(id: AboutRow.licenses, TextItem("Third-party licenses"))
///   }
/// }
/// ```
///
/// Section ids must be unique within a list.
public struct Section: Sendable {
  /// The section's identity.
  public var id: ListID
  /// What is drawn above the rows.
  public var header: HeaderFooter?
  /// What is drawn below the rows.
  public var footer: HeaderFooter?
  /// The rows, in order: built, or made from a ``ForEach``'s data when read (see ``RowList``).
  public var rows: RowList
  /// How the section is framed.
  public var style: SectionStyle
  /// Whether the header stays on the list's top line while the section's rows scroll under it;
  /// `nil` leaves it to the renderer's default. Set it with ``pinnedHeader(_:)``.
  public var pinsHeader: Bool?
  /// Whether the user can collapse the section to its header. Set it with
  /// ``collapsible(collapsed:)``.
  public var isCollapsible = false
  /// Whether the section starts collapsed the first time a ``ListController`` sees it.
  public var startsCollapsed = false
  /// How the section places its rows: a list (the default), a grid, a flow or a carousel. Set
  /// it with ``layout(_:)``.
  public var layout: SectionLayout = .list
  /// The section's entry in the list's section index (UIKit's A–Z strip, the terminal's jump
  /// key); `nil` keeps it out. Set it with ``indexTitle(_:)``.
  public var indexTitle: String?
  /// Whether the section is collapsed: set by the ``ListController`` in the content it shows
  /// (its rows are then hidden), never by the screen.
  public internal(set) var isCollapsed = false

  /// Creates a section from rows built with ``RowBuilder``.
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - header: A component drawn above the rows.
  ///   - footer: A component drawn below the rows.
  ///   - style: `.plain` by default.
  ///   - rows: The rows: `Row` values, `if`, `switch`, `for` and optionals.
  public init<ID: Hashable & Sendable>(
    id: ID,
    header: (any Component)? = nil,
    footer: (any Component)? = nil,
    style: SectionStyle = .plain,
    @RowBuilder rows: () -> RowList = { [] }
  ) {
    self.id = ListID(id)
    self.header = header.map { HeaderFooter($0) }
    self.footer = footer.map { HeaderFooter($0) }
    self.rows = rows()
    self.style = style
  }

  /// Creates a section with a text header, and a text footer or none.
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - header: The header's text.
  ///   - footer: The footer's text.
  ///   - style: `.plain` by default.
  ///   - rows: The rows.
  public init<ID: Hashable & Sendable>(
    id: ID,
    header: String,
    footer: String? = nil,
    style: SectionStyle = .plain,
    @RowBuilder rows: () -> RowList = { [] }
  ) {
    self.init(
      id: id, header: TextItem(header), footer: footer.map { TextItem($0) }, style: style,
      rows: rows)
  }

  /// Creates a section with a text header and a component footer.
  ///
  /// ```swift
  /// Section(id: "totals", header: "Totals", footer: TextItem("Updated hourly", subtitle: "UTC"))
  /// ```
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - header: The header's text.
  ///   - footer: A component drawn below the rows.
  ///   - style: `.plain` by default.
  ///   - rows: The rows.
  public init<ID: Hashable & Sendable>(
    id: ID,
    header: String,
    footer: any Component,
    style: SectionStyle = .plain,
    @RowBuilder rows: () -> RowList = { [] }
  ) {
    self.init(id: id, header: TextItem(header), footer: footer, style: style, rows: rows)
  }

  /// Creates a section with a text footer, and a component header or none.
  ///
  /// ```swift
  /// Section(id: "sync", footer: "Changes sync when you are online.") {
  ///   Row(id: "wifi", TextItem("Wi-Fi only", accessory: .toggle(isOn: wifiOnly)))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - header: A component drawn above the rows; none by default.
  ///   - footer: The footer's text.
  ///   - style: `.plain` by default.
  ///   - rows: The rows.
  public init<ID: Hashable & Sendable>(
    id: ID,
    header: (any Component)? = nil,
    footer: String,
    style: SectionStyle = .plain,
    @RowBuilder rows: () -> RowList = { [] }
  ) {
    self.init(id: id, header: header, footer: TextItem(footer), style: style, rows: rows)
  }

  /// Creates a section from an array of rows.
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - rows: The rows.
  ///   - style: `.plain` by default.
  public init<ID: Hashable & Sendable>(id: ID, rows: [Row], style: SectionStyle = .plain) {
    self.init(id: id, rows: RowList(rows), style: style)
  }

  /// Creates a section from a list of rows, built or made on demand.
  ///
  /// ```swift
  /// let rows = ForEach(products, id: \.id) { product in
  ///   Row(id: product.id, TextItem(product.name))
  /// }
  /// let section = Section(id: "catalog", rows: RowList(rows))
  /// ```
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - rows: The rows.
  ///   - style: `.plain` by default.
  public init<ID: Hashable & Sendable>(id: ID, rows: RowList, style: SectionStyle = .plain) {
    self.id = ListID(id)
    self.header = nil
    self.footer = nil
    self.rows = rows
    self.style = style
  }

  /// Whether header, footer, style, layout, pinning and collapsibility are the same as `other`'s (rows
  /// and whether it is collapsed now are not compared).
  ///
  /// A section whose id survives an update but whose decoration changed is reloaded.
  ///
  /// - Parameter other: Another section, usually the one with the same id in other content.
  public func hasSameDecoration(as other: Section) -> Bool {
    style == other.style && layout == other.layout && pinsHeader == other.pinsHeader
      && isCollapsible == other.isCollapsible && Section.same(header, other.header)
      && Section.same(footer, other.footer)
  }

  private static func same(_ lhs: HeaderFooter?, _ rhs: HeaderFooter?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.hasSameContent(as: rhs)
    default: false
    }
  }
}
