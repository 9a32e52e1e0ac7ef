import Sectional

extension HeadlessTableView {
  /// Taps the disclosure of a node of an `Outline`, as a person taps the chevron of a folder:
  /// its children show, or hide, whatever selecting the row would do. No row event is sent.
  ///
  /// - Parameter address: The node's row.
  /// - Throws: ``MissingRow`` when the table has no such row, or when the row shows no
  ///   disclosure (a leaf, a row that is not an outline's): a person could not tap one.
  public func tapDisclosure(_ address: RowAddress) throws(MissingRow) {
    guard let path = path(of: address), let row = shown[path],
      let disclosure = row.outline?.disclosure, disclosure != .leaf
    else { throw MissingRow(address: address, interaction: "tapDisclosure") }
    controller.personSetsExpanded(disclosure == .collapsed, row: row.id)
  }
}
