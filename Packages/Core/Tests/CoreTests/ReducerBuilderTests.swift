import Core
import XCTest

private struct Appender: Reducer {
  let suffix: String
  func reduce(into state: inout String, action: Void) -> Effect<Void> {
    state += suffix
    return .none
  }
}

private struct Built: Reducer {
  let includeOptional: Bool
  let useFirst: Bool
  let repeats: Int

  var body: some Reducer<String, Void> {
    Appender(suffix: "a")
    if includeOptional {
      Appender(suffix: "o")
    }
    if useFirst {
      Appender(suffix: "1")
    } else {
      Appender(suffix: "2")
    }
    for index in 0..<repeats {
      Appender(suffix: "\(index)")
    }
    CombineReducers {
      Appender(suffix: "c")
      EmptyReducer()
    }
  }
}

@MainActor
final class ReducerBuilderTests: XCTestCase {
  func testBuilderRunsReducersInOrderWithControlFlow() async {
    var state = ""
    _ = Built(includeOptional: true, useFirst: true, repeats: 2).reduce(into: &state, action: ())
    XCTAssertEqual(state, "ao101c")

    state = ""
    _ = Built(includeOptional: false, useFirst: false, repeats: 0).reduce(into: &state, action: ())
    XCTAssertEqual(state, "a2c")
  }

  func testReduceWrapsAnotherReducer() async {
    var state = ""
    _ = Reduce(Appender(suffix: "x")).reduce(into: &state, action: ())
    XCTAssertEqual(state, "x")
  }

  func testStoreOfBuiltReducer() async {
    let store = Store(initialState: "") {
      Built(includeOptional: false, useFirst: true, repeats: 1)
    }
    store.send(())
    XCTAssertEqual(store.state, "a10c")
  }
}
