extension Array {
  /// Removes the element at `index` in O(1), moving the last element into its place, so a
  /// caller can change it as a uniquely referenced value (the `_modify` of `IdentifiedArray`'s
  /// and `StackState`'s `subscript(id:)`). Undo with ``putBack(_:takenOutAt:)`` or
  /// ``closeGap(takenOutAt:)``, with nothing added or removed in between.
  @inlinable
  mutating func takeOut(at index: Int) -> Element {
    swapAt(index, count - 1)
    return removeLast()
  }

  /// Puts `element`, taken out at `index`, back there; every element is where it was.
  @inlinable
  mutating func putBack(_ element: Element, takenOutAt index: Int) {
    append(element)  // Capacity is still reserved: no reallocation.
    swapAt(index, count - 1)
  }

  /// Drops the element taken out at `index` for good: the others keep their order.
  @inlinable
  mutating func closeGap(takenOutAt index: Int) {
    if index < count { append(remove(at: index)) }
  }
}
