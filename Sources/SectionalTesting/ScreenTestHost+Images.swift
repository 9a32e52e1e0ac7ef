import Foundation
import Sectional

extension ScreenTestHost {
  /// Where the image of a row with an `AsyncImageItem` is, in the host's pipeline
  /// (``images``): what the row shows. `nil` when the screen has no such row, or its
  /// component is not an `AsyncImageItem`.
  ///
  /// ```swift
  /// #expect(app.image(of: .id("fox")) == .loaded(Data("fox".utf8)))
  /// ```
  ///
  /// - Parameter address: The row.
  /// - Returns: Its image's phase.
  public func image(of address: RowAddress) -> ImagePhase<Data>? {
    table.image(of: address, in: images)
  }
}

extension HeadlessTableView {
  /// Where the image of a row with an `AsyncImageItem` is in `images`: what the row shows.
  /// `nil` when the table has no such row, or its component is not an `AsyncImageItem`.
  /// Have the pipeline follow the table's controller (`ImagePipeline/follow(_:)`) to load
  /// what the table shows and prefetches.
  ///
  /// ```swift
  /// let images = ImagePipeline(loader: FakeImageLoader())
  /// images.follow(table.controller)
  /// ```
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - images: The pipeline.
  /// - Returns: Its image's phase.
  public func image(of address: RowAddress, in images: ImagePipeline<Data>) -> ImagePhase<Data>? {
    guard let path = path(of: address), let item = shown[path]?.component as? AsyncImageItem
    else { return nil }
    return images.phase(of: item.source)
  }
}
