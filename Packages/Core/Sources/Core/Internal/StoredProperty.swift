/// Calls `body` with the value at `path` in `root`, for in-place mutation.
///
/// A stored property is reached at its `offset` (from ``storedOffset(of:)``, looked up once
/// by a caller that reaches the property more than once in a send): the runtime's key path
/// `modify` walks the key path's components and costs about 65 instructions more per call.
/// Other key paths (`offset` is `nil`: computed properties, properties with observers, class
/// roots) are used as key paths, so their accessors and observers run as before.
@inlinable
@inline(__always)
func modifyStored<Root, Value, Result>(
  _ path: WritableKeyPath<Root, Value>, at offset: Int?, in root: inout Root,
  _ body: (inout Value) -> Result
) -> Result {
  guard let offset else { return body(&root[keyPath: path]) }
  return withUnsafeMutableBytes(of: &root) { bytes in
    body(&bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
  }
}

/// Calls `body` with the value at `path` in `root`, read in place.
///
/// Like ``modifyStored(_:at:in:_:)``: a stored property is read at its offset (the runtime's
/// generic key path read instantiates key path metadata, about 800 instructions); other key
/// paths are read as key paths. Not a `modify`, which would run a property's observers.
@inlinable
@inline(__always)
func readStored<Root, Value, Result>(
  _ path: WritableKeyPath<Root, Value>, at offset: Int?, in root: inout Root,
  _ body: (Value) -> Result
) -> Result {
  guard let offset else { return body(root[keyPath: path]) }
  return withUnsafeMutableBytes(of: &root) { bytes in
    body(
      UnsafeRawPointer(bytes.baseAddress!).advanced(by: offset).assumingMemoryBound(
        to: Value.self
      ).pointee)
  }
}

/// Where the property `path` names lies in its root, or `nil` when `path` does not name
/// stored properties of structs all the way down (see `MemoryLayout.offset(of:)`).
///
/// `MemoryLayout.offset(of:)` walks the key path's components, about 190 instructions, so
/// callers ask once per call site and key path (``ReducerSite/childLayout(of:childState:)``).
/// A table by key path object behind it saved nothing measurable in any benchmark scenario
/// and was removed.
@inlinable
@inline(__always)
func storedOffset<Root, Value>(of path: WritableKeyPath<Root, Value>) -> Int? {
  MemoryLayout<Root>.offset(of: path)
}
