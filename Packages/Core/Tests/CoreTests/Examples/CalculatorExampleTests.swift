import Core
import Foundation
import XCTest

/// The seeds' calculator tests, written against Core's TestStore: every state change and
/// every received action asserted.
@MainActor
final class CalculatorExampleTests: XCTestCase {
  private let lhsID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
  private let rhsID = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!

  private func fields(_ lhs: String, _ rhs: String) -> IdentifiedArrayOf<TextField.State> {
    [TextField.State(id: lhsID, text: lhs), TextField.State(id: rhsID, text: rhs)]
  }

  func testTypingAndChoosingAnOperator() async {
    let store = TestStore(initialState: Calculator.State(textFields: fields("", ""))) {
      Calculator()
    }
    await store.send(.refresh)
    await store.send(.textFields(.element(id: lhsID, action: .setText("6")))) {
      $0.textFields[id: self.lhsID]?.text = "6"
    }
    await store.send(.setOperator(.multiplication)) { $0.operator = .multiplication }
  }

  func testCalculationSucceeds() async {
    let store = TestStore(initialState: Calculator.State(textFields: fields("6", "7"))) {
      Calculator()
    } withDependencies: {
      $0.calculation.calculate = { lhs, rhs, op in
        guard op == .multiplication else { throw CalculationError.notANumber }
        return Int(lhs)! * Int(rhs)!
      }
    }
    await store.send(.setOperator(.multiplication)) { $0.operator = .multiplication }
    await store.send(.calculateButtonTapped)
    await store.receive(.calculationResponse(.success(42))) { $0.result = 42 }
  }

  func testDivisionByZeroFails() async {
    let store = TestStore(initialState: Calculator.State(textFields: fields("2", "0"))) {
      Calculator()
    } withDependencies: {
      $0.calculation.calculate = { _, rhs, op in
        if op == .division && rhs == "0" { throw CalculationError.divisionByZero }
        return 0
      }
    }
    await store.send(.setOperator(.division)) { $0.operator = .division }
    await store.send(.calculateButtonTapped).finish()
    await store.receive(\.calculationResponse) { $0.error = .divisionByZero }
  }
}
