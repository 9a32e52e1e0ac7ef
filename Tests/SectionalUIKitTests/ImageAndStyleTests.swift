import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The image view of an image row's cell.
@MainActor
func pictureView(in cell: UIView?) -> UIImageView? {
  cell.flatMap { HostedForm.firstView(of: UIImageView.self, in: $0) }
}

/// The label of a paragraph row's cell.
@MainActor
func paragraphLabel(in cell: UITableViewCell?) -> UILabel? {
  cell?.contentView.subviews.compactMap { $0 as? UILabel }.first
}

@MainActor
@Suite("Images and styled text in UIKit")
struct ImageAndStyleTests {
  @Test("An image name finds the app's asset first, then a system symbol; VoiceOver reads alt text")
  func namedImages() throws {
    let assets = UIImage.assetNamesForTesting
    UIImage.assetNamesForTesting = ["cover"]
    defer { UIImage.assetNamesForTesting = assets }
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "cover", ImageItem(source: .named("cover"), aspectRatio: 2, altText: "Cover"))
            .height(.fixed(160))
          Row(id: "star", ImageItem(source: .named("star.fill"), aspectRatio: 1, altText: "Star"))
            .height(.fixed(160))
        }
      ]))
    let pictures = (0..<2).map { pictureView(in: host.table.cellForRow(at: path(0, $0))) }
    #expect(pictures.map { $0?.image?.sourceForTesting } == ["asset cover", "symbol star.fill"])
    #expect(pictures.map { $0?.accessibilityLabel } == ["Cover", "Star"])
    #expect(pictures.allSatisfy { $0?.isAccessibilityElement == true })
  }

  @Test("An image file is shown from its path; a missing file shows no image but keeps alt text")
  func imageFiles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sectional-uikit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("photo.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: file)
    let missing = directory.appendingPathComponent("gone.png")
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "photo", ImageItem(source: .path(file.path), aspectRatio: 2, altText: "Photo"))
            .height(.fixed(160))
          Row(id: "gone", ImageItem(source: .path(missing.path), aspectRatio: 2, altText: "Gone"))
            .height(.fixed(160))
        }
      ]))
    let pictures = (0..<2).map { pictureView(in: host.table.cellForRow(at: path(0, $0))) }
    #expect(pictures[0]?.image?.sourceForTesting == "file \(file.path)")
    #expect(pictures[1]?.image == nil)
    #expect(pictures[1]?.accessibilityLabel == "Gone")
  }

  @Test("A paragraph's runs keep their faces and colours")
  func styledRuns() throws {
    let runs = [
      TextRun("bold ", style: .bold), TextRun("italic ", style: TextStyle(italic: true)),
      TextRun("dim ", style: .dim), TextRun("green ", style: TextStyle(color: .green)),
      TextRun("yellow ", style: TextStyle(color: .yellow)),
      TextRun("blue ", style: TextStyle(color: .blue)),
      TextRun("magenta ", style: TextStyle(color: .magenta)),
      TextRun("cyan ", style: TextStyle(color: .cyan)),
      TextRun("gray ", style: TextStyle(color: .gray)),
      TextRun("red ", style: TextStyle(color: .red)),
      TextRun("orange ", style: TextStyle(color: .rgb(red: 255, green: 128, blue: 0))),
      TextRun("plain"),
    ]
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") { Row(id: "p", ParagraphItem(runs: runs), height: .fixed(200)) }
      ]))
    let label = try #require(paragraphLabel(in: host.table.cellForRow(at: path(0, 0))))
    let text = try #require(label.attributedText)
    #expect(text.string == runs.map(\.text).joined())
    var fonts: [UIFont?] = []
    var colors: [UIColor?] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, _, _ in
      fonts.append(attributes[.font] as? UIFont)
      colors.append(attributes[.foregroundColor] as? UIColor)
    }
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(body.pointSize == 17)
    #expect(
      fonts == [
        UIFont.boldSystemFont(ofSize: 17), UIFont.italicSystemFont(ofSize: 17), body, body, body,
        body, body, body, body, body, body, body,
      ])
    #expect(
      colors == [
        .label, .label, .secondaryLabel, .systemGreen, .systemYellow, .systemBlue, .systemPink,
        .systemTeal, .systemGray, .systemRed, UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1),
        .label,
      ])
    #expect(UIColor.systemGreen != UIColor.systemRed)
  }
}
