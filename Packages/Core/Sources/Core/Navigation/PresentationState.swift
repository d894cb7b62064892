import Synchronization

/// State for a child feature that a parent presents and dismisses: a sheet, an alert, a
/// pushed screen.
///
/// Use it as a property wrapper around optional child state, and integrate the child with
/// the `ifLet(_:action:then:)` overload that takes `\.$child`:
///
/// ```swift
/// struct State {
///   @PresentationState var detail: Detail.State?
/// }
/// enum Action {
///   case detail(PresentationAction<Detail.Action>)
///   var detail: PresentationAction<Detail.Action>? { if case let .detail(a) = self { a } else { nil } }
/// }
///
/// Reduce { state, action in ... }
///   .ifLet(\.$detail, action: .case(Action.detail, \.detail)) { Detail() }
/// ```
///
/// Assigning a new child (`state.detail = Detail.State()`) counts as a new presentation, even
/// over a child that was there: the old child's effects are cancelled. Changing the child in
/// place (`state.detail?.count += 1`) does not.
@propertyWrapper
public struct PresentationState<State> {
  private var value: State?
  /// A number drawn for each assignment, unique in the process, so `ifLet` can tell a new
  /// presentation from a changed one, even across whole-state replacements.
  private(set) var presentation: UInt64

  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { value }
    set {
      value = newValue
      presentation = PresentationNumbers.next()
    }
    _modify { yield &value }
  }

  /// Wraps optional child state.
  public init(wrappedValue: State?) {
    self.value = wrappedValue
    self.presentation = PresentationNumbers.next()
  }

  /// The wrapper itself, reached as `\.$child` to integrate the child with `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }
}

/// Hands out presentation numbers, unique in the process.
private enum PresentationNumbers {
  private static let last = Atomic<UInt64>(0)

  static func next() -> UInt64 {
    last.wrappingAdd(1, ordering: .relaxed).newValue
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented states are: how often they were assigned does not matter.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpRepresentable {
  /// Dumps as the wrapped value, so state diffs read `detail: nil` and not the wrapper.
  public var customDumpValue: Any { value as Any }
}

/// An action for a presented child: one of the child's own actions, or dismissal.
public enum PresentationAction<Action> {
  /// The child is dismissed: its state becomes `nil` and its effects are cancelled. The
  /// parent can send it, and the child sends it with `@Dependency(\.dismiss)`.
  case dismiss
  /// `action` happened in the presented child.
  case presented(Action)

  /// The child's action, if this is one.
  public var presented: Action? {
    if case let .presented(action) = self { action } else { nil }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
