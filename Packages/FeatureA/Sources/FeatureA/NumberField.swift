import Effects

public struct NumberField: Reducer, Sendable {
  public struct State: Equatable, Identifiable, Sendable {
    public let id: CalculationError.Field
    public var label: String
    /// Sent to the calculation as typed, unparsed.
    public var text: String

    public init(id: CalculationError.Field, label: String, text: String = "") {
      self.id = id
      self.label = label
      self.text = text
    }
  }
  public enum Action: Equatable, Sendable {
    case textChanged(String)

    public var textChanged: String? {
      if case let .textChanged(text) = self { text } else { nil }
    }
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .textChanged(text):
      state.text = text
      return .none
    }
  }
}
