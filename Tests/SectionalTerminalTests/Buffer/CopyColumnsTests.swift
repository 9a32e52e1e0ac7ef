import Testing

@testable import SectionalTerminal

/// A buffer of `width` columns with `lines` written from its first column.
private func part(_ lines: [String], width: Int) -> Buffer {
  var buffer = Buffer(width: width, height: lines.count)
  for (y, line) in lines.enumerated() { buffer.setString(line, x: 0, y: y) }
  return buffer
}

/// A pane's lines copied beside another's: whole lines where nothing is cut, cell by cell where
/// a wide character of the buffer would be cut at an edge; the result is the same either way.
@Suite struct CopyColumnsTests {
  func pane(_ lines: [String], width: Int) -> Buffer { part(lines, width: width) }

  @Test func linesLandInTheirColumnsWithWideCharactersWhole() {
    var buffer = Buffer(width: 10, height: 2)
    buffer.setString("ab|", x: 0, y: 0)
    buffer.copyColumns(from: pane(["漢x", "yz"], width: 4), x: 3, y: 0)
    #expect(buffer.line(0) == "ab|漢x    ")
    #expect(buffer.line(1) == "   yz     ")
  }

  @Test func aWideCharacterCutAtAnEdgeIsBlankedAsSetWouldBlankIt() {
    var buffer = Buffer(width: 8, height: 1)
    // 漢 covers columns 2 and 3: a pane from column 3 cuts it.
    buffer.setString("ab漢cd", x: 0, y: 0)
    buffer.copyColumns(from: pane(["xy"], width: 2), x: 3, y: 0)
    var expected = Buffer(width: 8, height: 1)
    expected.setString("ab漢cd", x: 0, y: 0)
    for (index, cell) in pane(["xy"], width: 2).cells.enumerated() {
      expected.set(cell, x: 3 + index, y: 0)
    }
    #expect(buffer == expected)
    #expect(buffer.line(0) == "ab xyd  ")
  }

  @Test func linesOutsideTheBufferAreLeftOut() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.copyColumns(from: pane(["ab", "cd"], width: 2), x: 3, y: 0)
    #expect(buffer.line(0) == "   a")
  }
}

/// Lines of several buffers put side by side at once: the same cells as copying each.
@Suite struct ComposeTests {
  @Test func partsSideBySideKeepTheCellsBetweenThem() {
    var buffer = Buffer(width: 9, height: 3)
    buffer.setString("title", x: 0, y: 0)
    buffer.setString("|", x: 4, y: 1)
    buffer.compose([(0, 1, part(["漢a", "bc"], width: 4)), (5, 1, part(["xyz"], width: 3))])
    #expect(buffer.line(0) == "title    ")
    #expect(buffer.line(1) == "漢a |xyz ")
    #expect(buffer.line(2) == "bc       ")
  }

  @Test func aPartThatWouldCutAWideCharacterIsCopiedCellByCell() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.setString("ab漢", x: 0, y: 0)
    var expected = buffer
    let xy = part(["xy"], width: 2)
    expected.copyColumns(from: xy, x: 3, y: 0)
    buffer.compose([(3, 0, xy)])
    #expect(buffer == expected)
  }
}
