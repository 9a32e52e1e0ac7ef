extension Preferences {
  /// The state to save when another instance of the demo saved `theirs` over `base`, the state
  /// this one last read or wrote, while this one changed `base` into `ours`: `theirs` with this
  /// instance's changes since `base` on top. Comments are added per post (this instance's new
  /// ones after theirs); likes and saves are added and removed per post; every other setting,
  /// and each of About's switches, takes this instance's value when it changed it (the last
  /// writer wins), and theirs otherwise.
  ///
  /// ```
  /// base:   comments [:],                        connected false
  /// theirs: comments ["post-1": ["From A"]],     connected false
  /// ours:   comments [:],                        connected true
  /// merged: comments ["post-1": ["From A"]],     connected true
  /// ```
  ///
  /// - Parameters:
  ///   - base: The state this instance last read from the file or wrote to it.
  ///   - ours: This instance's state now.
  ///   - theirs: What the file holds now.
  /// - Returns: The merged state.
  /// - Complexity: O(*n*) in the size of the three states, comments compared per post.
  static func merging(base: Preferences, ours: Preferences, theirs: Preferences) -> Preferences {
    var merged = theirs
    func take<Value: Equatable>(_ key: WritableKeyPath<Preferences, Value>) {
      if ours[keyPath: key] != base[keyPath: key] { merged[keyPath: key] = ours[keyPath: key] }
    }
    take(\.isLoggedIn)
    take(\.accountName)
    take(\.isThirdPartyConnected)
    take(\.filters)
    take(\.dailyDigest)
    take(\.showsAnimalsAsGrid)
    take(\.showsFeedAsGrid)
    for key in Set(ours.toggles.keys).union(base.toggles.keys)
    where ours.toggles[key] != base.toggles[key] {
      merged.toggles[key] = ours.toggles[key]
    }
    for (postID, texts) in ours.comments {
      let before = base.comments[postID] ?? []
      // Comments are only ever added: the new ones follow those this instance knew.
      let added =
        texts.starts(with: before)
        ? Array(texts.dropFirst(before.count)) : texts.filter { !before.contains($0) }
      if !added.isEmpty { merged.comments[postID, default: []] += added }
    }
    merged.likedPosts = merged.likedPosts
      .union(ours.likedPosts.subtracting(base.likedPosts))
      .subtracting(base.likedPosts.subtracting(ours.likedPosts))
    merged.savedPosts = merged.savedPosts
      .union(ours.savedPosts.subtracting(base.savedPosts))
      .subtracting(base.savedPosts.subtracting(ours.savedPosts))
    return merged
  }
}
