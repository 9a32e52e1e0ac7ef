import Foundation
import Sectional

/// What a component renderer is told when it measures or draws.
public struct DrawContext: Sendable {
  /// The glyph set.
  public var glyphs: Glyphs
  /// The styles.
  public var theme: Theme
  /// Whether the row is selected.
  public var isSelected: Bool
  /// The focused part (pill, button, inner row) of the selected row.
  public var focus: Int
  /// A counter that advances on every frame, for spinners.
  public var tick: Int
  /// The lines of the list the component shows in, so that a tall component (a picture) can
  /// keep to a share of the screen; `nil` when unknown. A ``ListView`` measures its rows again
  /// when its height changes.
  public var viewportHeight: Int?
  /// The line editor of the row's field while it is being edited (the text, caret and scroll
  /// the field shows instead of its component's text).
  var editor: LineEditor?
  /// The date being edited in the row's `DateItem` (the draft, the focused field).
  var dateEditing: DateEditing?
  /// The indentation and disclosure of a table row in an outline, which its widest leading
  /// column shows before its text.
  var outlinePrefix: String?

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - glyphs: The glyph set.
  ///   - theme: The styles.
  ///   - isSelected: Whether the row is selected.
  ///   - focus: The focused part.
  ///   - tick: The frame counter.
  ///   - viewportHeight: The lines of the list, if known.
  public init(
    glyphs: Glyphs = .unicode, theme: Theme = .standard, isSelected: Bool = false, focus: Int = 0,
    tick: Int = 0, viewportHeight: Int? = nil
  ) {
    self.glyphs = glyphs
    self.theme = theme
    self.isSelected = isSelected
    self.focus = focus
    self.tick = tick
    self.viewportHeight = viewportHeight
  }
}

/// How the terminal measures and draws one component type.
///
/// Register your own for your components. Column 0 of the canvas shows the cursor bar: draw
/// from column 1.
///
/// ```swift
/// var renderers = ComponentRenderers.standard
/// renderers.register(
///   RatingItem.self,
///   lines: { _, _, _ in 1 },
///   draw: { item, canvas, _ in
///     canvas.write(String(repeating: "★", count: item.stars), x: 1, y: 0, style: .plain)
///   })
/// ```
public struct ComponentRenderer: Sendable {
  /// The lines the component needs at a width.
  public var lines: @Sendable (any Component, Int, DrawContext) -> Int
  /// Draws the component into a canvas of the measured size.
  public var draw: @Sendable (any Component, inout Canvas, DrawContext) -> Void
  /// How many parts can take focus (pills, buttons, inner rows); 0 for none.
  public var parts: @Sendable (any Component) -> Int
  /// The part under a click at (x, y) of the canvas, if any.
  public var part: @Sendable (any Component, Int, Int, Int, DrawContext) -> Int?
  /// What choosing a part sends as the event's detail.
  public var detail: @Sendable (any Component, Int) -> EventDetail
  /// The part the component marks as chosen (a selected pill), if any: the cursor's focus goes
  /// there when the cursor comes to the row and whenever the chosen part changes, as focus goes
  /// to the checked button of a radio group.
  public var chosen: @Sendable (any Component) -> Int? = { _ in nil }
  /// The lines of the drawn row (from 0) that part `index` takes at a width, in the context
  /// the row is drawn in; `nil` for the whole row (the default). A row taller than the list is
  /// scrolled to show its focused part's lines, not its top.
  public var partLines: @Sendable (any Component, Int, Int, DrawContext) -> Range<Int>? = {
    _, _, _, _ in nil
  }
}

/// The renderers the list knows, by component type.
public struct ComponentRenderers: Sendable {
  var table: [ObjectIdentifier: ComponentRenderer] = [:]
  /// Whether ``ImageItem`` has a renderer of the user's, which an app's pictures do not replace.
  var hasCustomImageRenderer = false
  /// Whether `AsyncImageItem` has a renderer of the user's, which an app's images do not
  /// replace.
  var hasCustomAsyncImageRenderer = false

  /// No renderers; unknown components draw their type name.
  public init() {}

  /// Registers a renderer for `type`, replacing any earlier one.
  ///
  /// - Parameters:
  ///   - type: The component type.
  ///   - lines: The lines a component needs at a width.
  ///   - draw: Draws a component.
  public mutating func register<C: Component>(
    _ type: C.Type,
    lines: @escaping @Sendable (C, Int, DrawContext) -> Int,
    draw: @escaping @Sendable (C, inout Canvas, DrawContext) -> Void
  ) {
    if type == ImageItem.self { hasCustomImageRenderer = true }
    if type == AsyncImageItem.self { hasCustomAsyncImageRenderer = true }
    register(
      type,
      ComponentRenderer(
        lines: { component, width, context in
          (component as? C).map { lines($0, width, context) } ?? 1
        },
        draw: { component, canvas, context in
          if let component = component as? C { draw(component, &canvas, context) }
        },
        parts: { _ in 0 },
        part: { _, _, _, _, _ in nil },
        detail: { _, _ in .none }))
  }

  mutating func register<C: Component>(_ type: C.Type, _ renderer: ComponentRenderer) {
    table[ObjectIdentifier(type)] = renderer.foldingASCII()
  }

  /// These renderers with images drawn from `pictures`, unless the user registered their own
  /// image renderer.
  func drawingPictures(from pictures: PictureLibrary) -> ComponentRenderers {
    guard !hasCustomImageRenderer else { return self }
    var renderers = self
    renderers.register(ImageItem.self, ImageRenderer.renderer(pictures: pictures))
    return renderers
  }

  /// These renderers with asynchronous images drawn as `images` has them, the loaded ones as
  /// pictures from `pictures`, unless the user registered their own renderer for them.
  func drawingImages(from images: ImagePipeline<Data>, pictures: PictureLibrary? = nil)
    -> ComponentRenderers
  {
    guard !hasCustomAsyncImageRenderer else { return self }
    var renderers = self
    renderers.register(
      AsyncImageItem.self, AsyncImageRenderer.renderer(images: images, pictures: pictures))
    return renderers
  }

  /// The renderer for `component`, or one that draws its type name.
  ///
  /// - Parameter component: Any component.
  public func renderer(for component: any Component) -> ComponentRenderer {
    table[ObjectIdentifier(type(of: component))] ?? ComponentRenderers.unknown
  }

  static let unknown = ComponentRenderer(
    lines: { _, _, _ in 1 },
    draw: { component, canvas, context in
      canvas.write(
        context.glyphs.isASCII ? "<\(type(of: component))>" : "‹\(type(of: component))›", x: 1,
        y: 0, style: context.theme.secondary,
        maxWidth: canvas.width - 2)
    },
    parts: { _ in 0 }, part: { _, _, _, _, _ in nil }, detail: { _, _ in .none }
  ).foldingASCII()

  /// The standard components: text rows, paragraphs, images (and images loaded
  /// asynchronously), pills, action bars, loading rows,
  /// embedded lists, table rows in columns, and the form components (text fields, text areas,
  /// choices, steppers, dates and buttons).
  public static let standard: ComponentRenderers = {
    var renderers = ComponentRenderers()
    renderers.register(TextItem.self, TextItemRenderer.renderer)
    renderers.register(ParagraphItem.self, ParagraphRenderer.renderer)
    renderers.register(ImageItem.self, ImageRenderer.renderer)
    renderers.register(AsyncImageItem.self, AsyncImageRenderer.renderer)
    renderers.register(PillsItem.self, PillsRenderer.renderer)
    renderers.register(ActionBarItem.self, ActionBarRenderer.renderer)
    renderers.register(LoadingItem.self, LoadingRenderer.renderer)
    renderers.register(EmbeddedListItem.self, EmbeddedListRenderer.renderer)
    renderers.register(TextFieldItem.self, TextFieldRenderer.renderer)
    renderers.register(TextAreaItem.self, TextAreaRenderer.renderer)
    renderers.register(ChoiceItem.self, ChoiceRenderer.renderer)
    renderers.register(StepperItem.self, StepperRenderer.renderer)
    renderers.register(DateItem.self, DateRenderer.renderer)
    renderers.register(ButtonItem.self, ButtonRenderer.renderer)
    renderers.register(ColumnsItem.self, ColumnsRenderer.renderer)
    return renderers
  }()
}

extension ComponentRenderer {
  /// This renderer, measuring and drawing the app's text folded to ASCII when the context's
  /// glyphs are ASCII (``ASCIIText``): a row is measured as it is drawn.
  func foldingASCII() -> ComponentRenderer {
    var folding = self
    let (lines, draw, part, partLines) = (self.lines, self.draw, self.part, self.partLines)
    folding.lines = { component, width, context in
      ASCIIText.when(context.glyphs.isASCII) { lines(component, width, context) }
    }
    folding.draw = { component, canvas, context in
      ASCIIText.when(context.glyphs.isASCII) { draw(component, &canvas, context) }
    }
    folding.part = { component, x, y, width, context in
      ASCIIText.when(context.glyphs.isASCII) { part(component, x, y, width, context) }
    }
    folding.partLines = { component, index, width, context in
      ASCIIText.when(context.glyphs.isASCII) { partLines(component, index, width, context) }
    }
    return folding
  }
}

/// Builds a renderer for one component type from typed closures.
func typed<C: Component>(
  _ type: C.Type,
  lines: @escaping @Sendable (C, Int, DrawContext) -> Int,
  draw: @escaping @Sendable (C, inout Canvas, DrawContext) -> Void,
  parts: @escaping @Sendable (C) -> Int = { _ in 0 },
  part: @escaping @Sendable (C, Int, Int, Int, DrawContext) -> Int? = { _, _, _, _, _ in nil },
  detail: @escaping @Sendable (C, Int) -> EventDetail = { _, _ in .none },
  chosen: @escaping @Sendable (C) -> Int? = { _ in nil },
  partLines: @escaping @Sendable (C, Int, Int, DrawContext) -> Range<Int>? = { _, _, _, _ in nil }
) -> ComponentRenderer {
  ComponentRenderer(
    lines: { component, width, context in
      (component as? C).map { lines($0, width, context) } ?? 1
    },
    draw: { component, canvas, context in
      if let component = component as? C { draw(component, &canvas, context) }
    },
    parts: { component in (component as? C).map(parts) ?? 0 },
    part: { component, x, y, width, context in
      (component as? C).flatMap { part($0, x, y, width, context) }
    },
    detail: { component, index in (component as? C).map { detail($0, index) } ?? .none },
    chosen: { component in (component as? C).flatMap(chosen) },
    partLines: { component, index, width, context in
      (component as? C).flatMap { partLines($0, index, width, context) }
    })
}
