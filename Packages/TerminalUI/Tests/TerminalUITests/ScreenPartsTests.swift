import Effects
import TerminalUI
import Testing

/// A session keeps its screen's parts until what they read through a store changes.
@Suite @MainActor struct ScreenPartsTests {
  struct Row: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  struct Parts: Reducer {
    struct State: Equatable {
      var name = ""
      var count = 0
      var unread = 0
      var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "one"), Row(id: 2, title: "two")]
    }

    enum Action: Equatable {
      case nameChanged(String)
      case incrementTapped
      case unreadChanged
      case rowRenamed(id: Int, String)
      case rowAdded(Row)
      case rows(IdentifiedAction<Int, Never>)
      var rows: IdentifiedAction<Int, Never>? { if case let .rows(a) = self { a } else { nil } }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .nameChanged(name): state.name = name
      case .incrementTapped: state.count += 1
      case .unreadChanged: state.unread += 1
      case let .rowRenamed(id, title): state.rows[id: id]?.title = title
      case let .rowAdded(row): state.rows.append(row)
      case .rows: break
      }
      return .none
    }
  }

  /// Which parts were built, in order.
  final class Log {
    var built: [String] = []
  }

  static func screen(_ store: StoreOf<Parts>, log: Log) -> Screen<Parts.Action> {
    log.built.append("screen")
    return Screen(id: "parts", title: "Parts") {
      store.part {
        log.built.append("name")
        return Element.field(
          TextField(id: "name", label: "Name", text: store.name) { .nameChanged($0) })
      }
      store.part {
        log.built.append("count")
        return Element.text("Count: \(store.count)")
      }
      for row in store.scope(state: \.rows, action: .case(Parts.Action.rows, \.rows)) {
        row.part {
          log.built.append("row \(row.withState(\.id))")
          return Element<Parts.Action>.text(row.title)
        }
      }
    }
  }

  let store = Store(initialState: Parts.State()) { Parts() }
  let log = Log()
  let session: ScreenSession<Parts.State, Parts.Action>

  init() {
    session = ScreenSession(store: store) { [log] in Self.screen($0, log: log) }
  }

  /// The parts built by `action`'s send and the screen after it.
  func partsBuilt(by action: Parts.Action) -> [String] {
    _ = session.screen()
    log.built = []
    store.send(action)
    _ = session.screen()
    return log.built
  }

  @Test func theFirstScreenBuildsEveryPart() {
    _ = session.screen()
    #expect(log.built == ["screen", "name", "count", "row 1", "row 2"])
    #expect(session.partsBuilt == 5)
  }

  @Test func aSendThatChangesNothingTheScreenReadBuildsNothing() {
    #expect(partsBuilt(by: .unreadChanged) == [])
    #expect(partsBuilt(by: .nameChanged("")) == [], "an equal value assigned")
  }

  @Test func aChangeRebuildsItsPartAndThePartsAroundItNotItsSiblings() {
    #expect(partsBuilt(by: .nameChanged("ada")) == ["screen", "name"])
    #expect(partsBuilt(by: .incrementTapped) == ["screen", "count"])
    #expect(session.frame(size: TerminalSize(rows: 8, columns: 30)).text.contains("Count: 1"))
  }

  @Test func aRowIsRebuiltWhenItsOwnElementChanges() {
    #expect(partsBuilt(by: .rowRenamed(id: 2, "deux")) == ["screen", "row 2"])
    #expect(partsBuilt(by: .rowAdded(Row(id: 3, title: "three"))) == ["screen", "row 3"])
  }

  @Test func theSessionIsToldOnceASendChangedWhatTheScreenShows() {
    var changes = 0
    session.screenDidChange = { changes += 1 }
    _ = session.screen()
    store.send(.unreadChanged)
    #expect(changes == 0)
    store.send(.nameChanged("ada"))
    #expect(changes == 1)
    store.send(.nameChanged("ada lovelace"))
    #expect(changes == 1, "nothing was built since the screen went stale")
    _ = session.screen()
    store.send(.incrementTapped)
    #expect(changes == 2)
  }

  @Test func withoutKeptPartsEveryScreenBuildsEverything() {
    let session = ScreenSession(
      store: store, view: { [log] in Self.screen($0, log: log) },
      keepsParts: false)
    _ = session.screen()
    _ = session.screen()
    #expect(session.partsBuilt == 10)
  }

  @Test func aPartAskedForTwiceInOneFrameIsReportedAndBuiltEachTime() {
    let issues = CollectedIssues()
    let session = ScreenSession(store: store) { store in
      Screen(id: "twice", title: "Twice") {
        for _ in 0..<2 { store.part { Element<Parts.Action>.text("Count: \(store.count)") } }
      }
    }
    withIssueReporters([issues]) {
      _ = session.screen()
      #expect(issues.messages.count == 1)
      #expect(session.partsBuilt == 3, "the screen, the part, and the part again")
      store.send(.incrementTapped)
      _ = session.screen()
    }
    #expect(issues.messages.count == 2)
    #expect(issues.messages.first?.contains("asked for one part twice in one frame") == true)
    #expect(session.partsBuilt == 6)
  }
}

/// Collects the issues reported to it.
final class CollectedIssues: IssueReporter, @unchecked Sendable {
  var messages: [String] = []

  func reportIssue(_ message: String, at location: Effects.SourceLocation) {
    messages.append(message)
  }

  func reportKnownIssue(_ message: String, at location: Effects.SourceLocation) {}
}
