import Foundation
import Sectional
import SectionalTesting
import SectionalUIKit
import TestSupport
import Testing
import UIKitSurface

/// A loader standing for an app's own (the photo library's), in the UIKit examples.
typealias PhotoLibraryLoader = FakeImageLoader

/// The examples in the doc comments of SectionalUIKit's image pipeline and liaisons.
@MainActor
@Suite struct ImagePipelineUIKitExamples {
  /// Sources/SectionalUIKit/Cells/ImagePipeline+UIKit.swift
  @Test func shared() {
    let before = ImagePipeline<UIImage>.shared
    defer { ImagePipeline<UIImage>.shared = before }
    ImagePipeline<UIImage>.shared = ImagePipeline(loader: PhotoLibraryLoader())
    #expect(ImagePipeline<UIImage>.shared !== before)
  }

  /// Sources/SectionalUIKit/Liaison/ListLiaison+Images.swift, the table view liaison's.
  @Test func tableLiaison() throws {
    let liaison = TableViewLiaison(controller: ListController())
    liaison.images = ImagePipeline(loader: PhotoLibraryLoader())
    #expect(liaison.images !== ImagePipeline<UIImage>.shared)
  }

  /// Sources/SectionalUIKit/Liaison/ListLiaison+Images.swift, the collection view liaison's.
  @Test func collectionLiaison() throws {
    let liaison = CollectionViewLiaison(controller: ListController())
    liaison.images = ImagePipeline(loader: PhotoLibraryLoader())
    #expect(liaison.images !== ImagePipeline<UIImage>.shared)
  }
}
