import Core
import Foundation

// The seeds' calculator (000_*), written against Core: two text fields in an
// IdentifiedArray, an operator, and a calculation dependency that can fail.

struct TextField: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: UUID
    var text = ""
  }

  enum Action: Equatable, Sendable {
    case setText(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .setText(text):
      state.text = text
      return .none
    }
  }
}

enum Operator: String, CaseIterable, Equatable, Sendable {
  case addition, subtraction, multiplication, division
}

enum CalculationError: Error, Equatable, Sendable {
  case divisionByZero
  case notANumber
}

/// The calculation client in the shape every client has: an `async throws` endpoint whose
/// test value fails when called.
struct CalculationClient: Sendable {
  var calculate: @Sendable (_ lhs: String, _ rhs: String, _ op: Operator) async throws -> Int
}

extension CalculationClient: TestDependencyKey {
  static let testValue = CalculationClient(calculate: unimplemented("CalculationClient.calculate"))
}

extension DependencyValues {
  var calculation: CalculationClient {
    get { self[CalculationClient.self] }
    set { self[CalculationClient.self] = newValue }
  }
}

struct Calculator: Reducer {
  struct State: Equatable {
    var textFields: IdentifiedArrayOf<TextField.State>
    var `operator`: Operator = .addition
    var result: Int?
    var error: CalculationError?
  }

  enum Action: Equatable, Sendable {
    case refresh
    case setOperator(Operator)
    case calculateButtonTapped
    case calculationResponse(Result<Int, CalculationError>)
    case textFields(IdentifiedActionOf<TextField>)

    var textFields: IdentifiedActionOf<TextField>? {
      if case let .textFields(a) = self { a } else { nil }
    }
    var calculationResponse: Result<Int, CalculationError>? {
      if case let .calculationResponse(r) = self { r } else { nil }
    }
  }

  @Dependency(\.calculation) var calculation

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.result = nil
        state.error = nil
        return .none
      case let .setOperator(op):
        state.operator = op
        return .none
      case .calculateButtonTapped:
        let lhs = state.textFields[0].text
        let rhs = state.textFields[1].text
        return .run { [op = state.operator] send in
          do {
            let result = try await calculation.calculate(lhs, rhs, op)
            await send(.calculationResponse(.success(result)))
          } catch let error as CalculationError {
            await send(.calculationResponse(.failure(error)))
          }
        }
      case let .calculationResponse(.success(result)):
        state.result = result
        state.error = nil
        return .none
      case let .calculationResponse(.failure(error)):
        state.error = error
        return .none
      case .textFields:
        return .none
      }
    }
    .forEach(\.textFields, action: .case(Action.textFields, \.textFields)) {
      TextField()
    }
  }
}
