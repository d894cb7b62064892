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

/// A reducer that records its number, and on `.go` returns an effect that sends it back.
private struct Numbered: Reducer {
  enum Action: Equatable {
    case go
    case echo(Int)
  }

  let number: Int

  func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
    switch action {
    case .go:
      state.append(number)
      return .send(.echo(number))
    case .echo:
      return .none
    }
  }
}

/// Blocks of every length from one to nine: the builder groups reducers into nodes of two,
/// three and four, and a longer block nests them.
private struct Blocks: Reducer {
  let length: Int

  var body: some Reducer<[Int], Numbered.Action> {
    switch length {
    case 1: CombineReducers { Numbered(number: 1) }
    case 2:
      CombineReducers {
        Numbered(number: 1); Numbered(number: 2)
      }
    case 3:
      CombineReducers {
        Numbered(number: 1); Numbered(number: 2); Numbered(number: 3)
      }
    case 4:
      CombineReducers {
        Numbered(number: 1); Numbered(number: 2); Numbered(number: 3); Numbered(number: 4)
      }
    case 5:
      CombineReducers {
        Numbered(number: 1); Numbered(number: 2); Numbered(number: 3); Numbered(number: 4)
        Numbered(number: 5)
      }
    case 7:
      CombineReducers {
        Numbered(number: 1); Numbered(number: 2); Numbered(number: 3); Numbered(number: 4)
        Numbered(number: 5); Numbered(number: 6); Numbered(number: 7)
      }
    default:
      CombineReducers {
        Numbered(number: 1); Numbered(number: 2); Numbered(number: 3); Numbered(number: 4)
        Numbered(number: 5); Numbered(number: 6); Numbered(number: 7); Numbered(number: 8)
        Numbered(number: 9)
      }
    }
  }
}

@MainActor
final class ReducerBuilderTests: XCTestCase {
  func testBlocksOfEveryLengthRunInOrderAndMergeEveryEffect() async {
    for length in [1, 2, 3, 4, 5, 7, 9] {
      let store = TestStore(initialState: [Int]()) { Blocks(length: length) }
      await store.send(.go) { $0 = Array(1...length) }
      for number in 1...length {
        await store.receive(.echo(number))
      }
    }
  }

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

  /// TCA's `testExistentialReducers`: a type-erased reducer in a block, written with `as any`.
  func testExistentialReducers() async {
    let reducer = CombineReducers {
      Appender(suffix: "a")
      Appender(suffix: "b") as any ReducerOf<Appender>
      Appender(suffix: "c")
    }
    var state = ""
    _ = reducer.reduce(into: &state, action: ())
    XCTAssertEqual(state, "abc")
  }

  func testStoreOfBuiltReducer() async {
    let store = Store(initialState: "") {
      Built(includeOptional: false, useFirst: true, repeats: 1)
    }
    store.send(())
    XCTAssertEqual(store.state, "a10c")
  }
}
