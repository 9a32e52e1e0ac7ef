/// Where a picture a terminal draws itself (kitty, iTerm2) goes on screen: what it is made of
/// and the cells inside its frame. The list's ``ListView/imagePlacements`` are those of its
/// `ImageItem` rows; the app draws these, those of `AsyncImageItem` rows included.
struct PicturePlacement: Equatable, Sendable {
  /// What the picture is made of.
  var source: PictureSource
  /// The first column and line inside the frame.
  var x, y: Int
  /// The columns and lines inside the frame.
  var columns, rows: Int
}
