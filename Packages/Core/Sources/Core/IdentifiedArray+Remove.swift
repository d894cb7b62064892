// The rest of swift-identified-collections' API that TCA code calls, built on `remove(at:)`,
// the removal of sorted offsets and `append(_:)`.
extension IdentifiedArray {
  /// Removes and returns the first element. O(n).
  /// - Precondition: The array is not empty.
  @discardableResult
  public mutating func removeFirst() -> Element {
    guard !isEmpty else {
      fatalError("IdentifiedArray.removeFirst(): the array is empty")
    }
    return remove(at: 0)
  }

  /// Removes the first `k` elements. O(n).
  /// - Precondition: `0 <= k <= count`.
  public mutating func removeFirst(_ k: Int) {
    removeSubrange(0..<k)
  }

  /// Removes and returns the last element. O(1).
  /// - Precondition: The array is not empty.
  @discardableResult
  public mutating func removeLast() -> Element {
    guard !isEmpty else {
      fatalError("IdentifiedArray.removeLast(): the array is empty")
    }
    return remove(at: count - 1)
  }

  /// Removes the last `k` elements.
  /// - Precondition: `0 <= k <= count`.
  public mutating func removeLast(_ k: Int) {
    removeSubrange((count - k)..<count)
  }

  public mutating func popLast() -> Element? {
    isEmpty ? nil : remove(at: count - 1)
  }

  /// Removes the elements in `bounds`. O(n).
  /// - Precondition: `bounds` lies within `0...count`.
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    guard bounds.lowerBound >= 0 && bounds.upperBound <= count else {
      fatalError("IdentifiedArray.removeSubrange(_:): range \(bounds) out of bounds 0...\(count)")
    }
    _removeAll(sortedOffsets: Array(bounds))
  }

  /// Appends each element whose id is not already present, in order.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements { append(element) }
  }
}
