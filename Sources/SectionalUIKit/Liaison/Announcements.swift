#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  import Sectional

  /// What VoiceOver announces after a change, for what appears where the user is not: a row
  /// that says a page is loading or failed, a field's new validation message. Focus does not
  /// move to them, so without an announcement a VoiceOver user would not know.
  enum Announcements {
    /// The texts to announce for `changes` applied to `before`, in order.
    ///
    /// - Complexity: O(rows inserted and reloaded).
    static func of(_ changes: StagedChangeset, from before: ListContent) -> [String] {
      var texts: [String] = []
      var previous = before
      for stage in changes {
        let after = stage.content
        for path in stage.rowInserts {
          // A loading row is built (a page loader's): a `ForEach`'s rows are not made to ask.
          guard after.sections.indices.contains(path.section),
            after.sections[path.section].rows.indices.contains(path.row),
            let row = after.sections[path.section].rows.builtRow(at: path.row),
            row.component is LoadingItem,
            let label = row.accessibilityDescription.label, !label.isEmpty
          else { continue }
          texts.append(label)
        }
        let map = StageMap(stage)
        for path in stage.rowReloads {
          guard let old = previous[path], let newPath = map.row(path), let new = after[newPath]
          else { continue }
          if let message = message(of: new.component), message != self.message(of: old.component) {
            texts.append(message)
          } else if new.component is LoadingItem,
            let label = new.accessibilityDescription.label, !label.isEmpty,
            label != old.accessibilityDescription.label
          {
            texts.append(label)
          }
        }
        previous = after
      }
      return texts
    }

    /// The validation message a field shows, if any.
    static func message(of component: any Component) -> String? {
      (component as? TextFieldItem)?.message ?? (component as? TextAreaItem)?.message
    }
  }
#endif
