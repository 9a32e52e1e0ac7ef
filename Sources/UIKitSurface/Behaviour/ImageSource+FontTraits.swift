import Foundation

// What the surface's images and fonts remember. Not UIKit API.

/// Where an image came from.
enum SurfaceImageSource: Equatable {
  case symbol(String)
  case asset(String)
  case file(String)
  case data(Data)
}

/// The face of a system font.
enum SurfaceFontTraits: Equatable, Sendable {
  case regular
  case semibold
  case bold
  case italic
}
