/// State for a child feature that a parent presents and dismisses: a sheet, an alert, a
/// pushed screen.
///
/// Use it as a property wrapper around optional child state, and integrate the child with
/// the `ifLet(_:action:destination:)` overload that takes `\.$child` (`destination:` is the
/// trailing closure's label, as in TCA):
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
/// The presented child has an identity: its type and, when its state is `Identifiable`, its
/// `id`. Assigning a child with another identity (`state.detail = Detail.State(id: 2)` over
/// `id: 1`) is a new presentation: the old child's effects are cancelled. Changing the child
/// in place (`state.detail?.count += 1`), or writing back a changed copy with the same `id`,
/// is not. An enum child (a destination) is another child in another case. A struct child
/// without an `id` is the same child whatever its value, as in TCA.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State?
  /// The navigation id of the child as the presentation `ifLet` last saw it, so that a child
  /// put in place by another reducer, behind its back, still counts as a new presentation.
  @usableFromInline var presentedID: NavigationID?

  /// Wraps optional child state.
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, reached as `\.$child` to integrate the child with `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented states are: what the `ifLet` recorded about them does not
  /// matter.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpRepresentable {
  /// Dumps as the wrapped value, so state diffs read `detail: nil` and not the wrapper.
  public var customDumpValue: Any { wrappedValue as Any }
}

/// An action for a presented child: one of the child's own actions, or dismissal.
///
/// It looks up the child's case properties through ``presented``, so a test receives a child
/// action in one chain, as TCA's `\.child.response.success` does:
/// `receive(\.child?.response?.success)`.
@dynamicMemberLookup
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

  /// The child action's case property `keyPath`, if this is a child action of that case.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Action, Value?>) -> Value? {
    presented?[keyPath: keyPath]
  }
}

extension PresentationAction {
  /// `()` if this is ``dismiss``: a case path, so a test receives `\.child?.dismiss`.
  ///
  /// A payload-less case's property is named like the case and returns `Void?`; see the
  /// README's case-path section.
  public var dismiss: Void? {
    if case .dismiss = self { () } else { nil }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
