extension Shared {
  /// One line for the screen when this value's file could not be read or written, `nil` when
  /// all is well. `subject` is what the value is, capitalised, as the line's first words.
  ///
  /// A file that could not be decoded was moved aside by `.fileStorage`, so the line names the
  /// file it was kept as; the value starts from its default and is saved anew.
  public func storageNotice(subject: String) -> String? {
    if let error = loadError {
      switch error as? FileStorageError {
      case let .undecodable(_, movedTo, _)?:
        return "\(subject) could not be read; the file was kept as \(movedTo.path)."
      case .undecodableNotMoved?:
        return "\(subject) could not be read, and will not be saved over the unreadable file."
      case let .unreadable(_, reason)?:
        return "\(subject) could not be read: \(reason)."
      case nil:
        return "\(subject) could not be read: \(error)."
      }
    }
    if let error = saveError { return "\(subject) could not be saved: \(error)." }
    return nil
  }
}
