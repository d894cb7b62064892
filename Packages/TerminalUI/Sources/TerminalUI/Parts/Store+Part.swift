import Effects

extension Store {
  /// `content`, built from this store once and then reused, frame after frame, until
  /// something it read through a store changes, as SwiftUI re-evaluates only the views whose
  /// observed state changed.
  ///
  /// `content` must depend only on what it reads through stores (`store.count`, `scope`)
  /// and on `id`: a value it gets from elsewhere (a parameter, the date) is not seen to
  /// change, so pass such a value as `id`. Two parts in one frame need different places in
  /// the code, stores or ids; a part asked for twice in one frame is reported and built each
  /// time. Outside a session (a test drawing a screen), `content` is simply built.
  public func part<Value>(
    id: AnyHashable = 0,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ content: () -> Value
  ) -> Value {
    guard let cache = ViewCache.current else { return content() }
    let site = ViewCache.Site(file: UInt(bitPattern: fileID.utf8Start), line: line, column: column)
    return cache.part(ViewCache.Key(store: scopeID, id: id, site: site), content)
  }
}
