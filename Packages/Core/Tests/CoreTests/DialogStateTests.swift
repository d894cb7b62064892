import Core
import XCTest

// Fixtures are private so their names cannot collide with other test files.

/// The feature from `AlertState`'s documentation: an alert presented through `ifLet`.
private struct Eraser: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var items = ["a", "b"]
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case deleteButtonTapped
    enum Alert: Hashable, Sendable {
      case confirmDeletion
      case archive(Int)
    }
    var alert: PresentationAction<Alert>? { if case let .alert(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        state.items.removeAll()
        return .none
      case .alert(.presented(.archive)):
        // A follow-up alert in place of the one whose button was chosen.
        state.alert = AlertState { TextState("Archived") }
        return .none
      case .alert:
        return .none
      case .deleteButtonTapped:
        state.alert = .deletion
        return .none
      }
    }
    .ifLet(\.$alert, action: .case(Action.alert, \.alert))
  }
}

extension AlertState where Action == Eraser.Action.Alert {
  /// The alert `Eraser` presents.
  fileprivate static var deletion: Self { deletion() }

  /// The alert `Eraser` presents, with its Delete button or its message changed.
  fileprivate static func deletion(
    role: ButtonStateRole? = .destructive,
    action: Eraser.Action.Alert = .confirmDeletion,
    label: TextState = "Delete",
    message: TextState? = "This cannot be undone."
  ) -> Self {
    AlertState(
      title: { TextState("Delete 2 items?") },
      actions: {
        ButtonState(role: role, action: action) { label }
        ButtonState(role: .cancel) { TextState("Cancel") }
      },
      message: message.map { message in { message } }
    )
  }
}

/// `Eraser` with its alert in a plain optional, not `@PresentationState`, as TCA allows.
private struct PlainEraser: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var items = ["a", "b"]
  }

  enum Action: Equatable {
    case alert(Alert)
    case deleteButtonTapped
    typealias Alert = Eraser.Action.Alert
    var alert: Alert? { if case let .alert(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.confirmDeletion):
        state.items.removeAll()
        return .none
      case .alert(.archive):
        state.alert = AlertState { TextState("Archived") }
        return .none
      case .deleteButtonTapped:
        state.alert = .deletion
        return .none
      }
    }
    .ifLet(\.alert, action: .case(Action.alert, \.alert))
  }
}

/// A parent action type that embeds the alert's actions, for `map`.
private enum Host: Equatable {
  case eraser(Eraser.Action.Alert)
}

private func labels<Action>(_ buttons: [ButtonState<Action>]) -> [String] {
  buttons.map(\.label.description)
}

private func requireSendable<T: Sendable>(_ value: T) -> T { value }

@MainActor
final class DialogStateTests: XCTestCase {
  /// As in TCA: an alert in a plain optional is cleared once its button's action has run,
  /// unless the parent put another in its place; `ifLet` needs no child reducer for it.
  func testAnAlertInAPlainOptionalIsClearedAfterItsButtonsAction() async {
    let store = TestStore(initialState: PlainEraser.State()) { PlainEraser() }
    await store.send(.deleteButtonTapped) { $0.alert = .deletion }
    await store.send(.alert(.confirmDeletion)) {
      $0.items = []
      $0.alert = nil
    }
    await store.send(.deleteButtonTapped) { $0.alert = .deletion }
    await store.send(.alert(.archive(1))) { $0.alert = AlertState { TextState("Archived") } }
  }

  func testBuilderListsButtonsInOrderThroughIfElseAndFor() {
    for canArchive in [true, false] {
      let alert = AlertState<Eraser.Action.Alert> {
        TextState("Choose")
      } actions: {
        for number in 1...2 {
          ButtonState(action: .archive(number)) { TextState("Archive \(number)") }
        }
        if canArchive {
          ButtonState(action: .archive(3)) { TextState("Archive 3") }
        }
        if canArchive {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        } else {
          ButtonState(action: .send(.confirmDeletion)) { TextState("Delete anyway") }
        }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
      if canArchive {
        XCTAssertEqual(
          labels(alert.buttons), ["Archive 1", "Archive 2", "Archive 3", "Delete", "Cancel"])
        XCTAssertEqual(
          alert.buttons.map(\.action),
          [.archive(1), .archive(2), .archive(3), .confirmDeletion, nil])
        XCTAssertEqual(alert.buttons.map(\.role), [nil, nil, nil, .destructive, .cancel])
      } else {
        XCTAssertEqual(
          labels(alert.buttons), ["Archive 1", "Archive 2", "Delete anyway", "Cancel"])
        XCTAssertEqual(alert.buttons.map(\.role), [nil, nil, nil, .cancel])
      }
      XCTAssertEqual(alert.title, "Choose")
      XCTAssertNil(alert.message)
    }
  }

  func testAlertExposesTitleMessageAndButtonsForRenderers() {
    let alert = AlertState<Eraser.Action.Alert>.deletion
    XCTAssertEqual(alert.title.description, "Delete 2 items?")
    XCTAssertEqual(alert.message?.description, "This cannot be undone.")
    XCTAssertEqual(labels(alert.buttons), ["Delete", "Cancel"])
    XCTAssertEqual(alert.buttons.map(\.action), [.confirmDeletion, nil])
    XCTAssertEqual(Set(alert.buttons.map(\.id)).count, 2, "Each button has its own id")
  }

  func testAlertWithoutButtonsKeepsThemEmpty() {
    let alert = AlertState<Eraser.Action.Alert> { TextState("Saved") }
    XCTAssertEqual(alert.buttons, [])
    XCTAssertNil(alert.message)
    let withMessage = AlertState<Eraser.Action.Alert> {
      TextState("Saved")
    } message: {
      TextState("Your changes are on disk.")
    }
    XCTAssertEqual(withMessage.buttons, [])
    XCTAssertEqual(withMessage.message, "Your changes are on disk.")
  }

  func testConfirmationDialogExposesItsParts() {
    let dialog = ConfirmationDialogState<Eraser.Action.Alert>(titleVisibility: .visible) {
      TextState("Archive where?")
    } actions: {
      for number in [4, 5] {
        ButtonState(action: .archive(number)) { TextState("Shelf \(number)") }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Pick a shelf.")
    }
    XCTAssertEqual(dialog.titleVisibility, .visible)
    XCTAssertEqual(dialog.title, "Archive where?")
    XCTAssertEqual(dialog.message, "Pick a shelf.")
    XCTAssertEqual(labels(dialog.buttons), ["Shelf 4", "Shelf 5", "Cancel"])
    XCTAssertEqual(dialog.buttons.map(\.action), [.archive(4), .archive(5), nil])

    let automatic = ConfirmationDialogState<Eraser.Action.Alert> { TextState("Archive where?") }
    XCTAssertEqual(automatic.titleVisibility, .automatic)
    XCTAssertEqual(automatic.buttons, [])
    let hidden = ConfirmationDialogState<Eraser.Action.Alert>(titleVisibility: .hidden) {
      "Archive where?"
    }
    XCTAssertNotEqual(automatic, hidden, "Title visibility counts")
  }

  func testEqualityComparesContentAndIgnoresIds() {
    let first = AlertState<Eraser.Action.Alert>.deletion
    let second = AlertState<Eraser.Action.Alert>.deletion
    XCTAssertNotEqual(first.id, second.id)
    XCTAssertEqual(first, second)
    XCTAssertEqual(first.hashValue, second.hashValue)
    XCTAssertEqual(Set([first, second]).count, 1)

    XCTAssertNotEqual(first, .deletion(action: .archive(1)), "A button's action counts")
    XCTAssertNotEqual(first, .deletion(role: nil), "A button's role counts")
    XCTAssertNotEqual(first, .deletion(label: "Remove"), "A button's label counts")
    XCTAssertNotEqual(first, .deletion(message: nil), "The message counts")
    XCTAssertNotEqual(first, .deletion(message: "Really?"), "The message counts")
  }

  func testButtonEqualityComparesRoleLabelAndAction() {
    typealias Button = ButtonState<Eraser.Action.Alert>
    let delete = Button(role: .destructive, action: .confirmDeletion) { "Delete" }
    XCTAssertEqual(delete, Button(role: .destructive, action: .send(.confirmDeletion)) { "Delete" })
    XCTAssertNotEqual(delete, Button(action: .confirmDeletion) { "Delete" })
    XCTAssertNotEqual(delete, Button(role: .cancel, action: .confirmDeletion) { "Delete" })
    XCTAssertNotEqual(delete, Button(role: .destructive, action: .archive(1)) { "Delete" })
    XCTAssertNotEqual(delete, Button(role: .destructive, action: .confirmDeletion) { "Remove" })
    XCTAssertNotEqual(delete, Button(role: .destructive) { "Delete" })
  }

  func testButtonWithoutActionOnlyDismisses() {
    let cancel = ButtonState<Eraser.Action.Alert>(role: .cancel) { TextState("Cancel") }
    XCTAssertNil(cancel.action)
    XCTAssertEqual(cancel.role, .cancel)
    XCTAssertEqual(cancel.label, "Cancel")
    XCTAssertEqual(cancel, ButtonState(role: .cancel, action: .send(nil)) { "Cancel" })
    XCTAssertNil(ButtonState<Eraser.Action.Alert> { "OK" }.role)

    // What a renderer sends when the button is chosen.
    let sent = cancel.action.map(PresentationAction.presented) ?? .dismiss
    XCTAssertEqual(sent, .dismiss)
  }

  func testMapChangesTheActionTypeAndKeepsEverythingElse() {
    let alert = AlertState<Eraser.Action.Alert>.deletion
    let mapped: AlertState<Host> = alert.map { $0.map(Host.eraser) }
    XCTAssertEqual(mapped.id, alert.id)
    XCTAssertEqual(mapped.title, alert.title)
    XCTAssertEqual(mapped.message, alert.message)
    XCTAssertEqual(mapped.buttons.map(\.action), [.eraser(.confirmDeletion), nil])
    XCTAssertEqual(mapped.buttons.map(\.role), [.destructive, .cancel])
    XCTAssertEqual(mapped.buttons.map(\.id), alert.buttons.map(\.id))
    XCTAssertEqual(labels(mapped.buttons), ["Delete", "Cancel"])

    let dialog = ConfirmationDialogState<Eraser.Action.Alert>(titleVisibility: .hidden) {
      "Archive?"
    } actions: {
      ButtonState(action: .archive(1)) { "Archive" }
    }
    let mappedDialog = dialog.map { _ in "archived" as String? }
    XCTAssertEqual(mappedDialog.titleVisibility, .hidden)
    XCTAssertEqual(mappedDialog.title, "Archive?")
    XCTAssertEqual(mappedDialog.buttons.map(\.action), ["archived"])

    let action = ButtonStateAction<Eraser.Action.Alert>.send(.archive(2))
    XCTAssertEqual(action.map { $0.map(Host.eraser) }, .send(.eraser(.archive(2))))
  }

  func testTextStateIsPlainText() {
    let count = 3
    let interpolated: TextState = "Delete \(count) items?"
    XCTAssertEqual(interpolated, TextState("Delete 3 items?"))
    XCTAssertEqual(interpolated.description, "Delete 3 items?")
    XCTAssertEqual("\(interpolated)", "Delete 3 items?")
    XCTAssertEqual(TextState(verbatim: "a"), "a")
    XCTAssertNotEqual(TextState("a"), "b")
    XCTAssertEqual(Set<TextState>(["a", "a", "b"]).count, 2)
  }

  func testDialogValuesAreSendableWhenTheirActionIs() {
    let alert = requireSendable(AlertState<Eraser.Action.Alert>.deletion)
    let dialog = requireSendable(ConfirmationDialogState<Eraser.Action.Alert> { "Archive?" })
    let button = requireSendable(ButtonState<Eraser.Action.Alert> { "OK" })
    XCTAssertEqual(requireSendable(ButtonStateRole.cancel), .cancel)
    XCTAssertEqual(alert.buttons.count + dialog.buttons.count, 2)
    XCTAssertEqual(requireSendable(ButtonStateAction.send(button.action)), .send(nil))
  }

  func testAlertDumpsLikeTCA() {
    XCTAssertEqual(
      customDump(AlertState<Eraser.Action.Alert>.deletion),
      """
      AlertState(
        title: "Delete 2 items?",
        actions: [
          [0]: ButtonState(
            role: ButtonStateRole.destructive,
            action: Eraser.Action.Alert.confirmDeletion,
            label: "Delete"
          ),
          [1]: ButtonState(
            role: ButtonStateRole.cancel,
            action: nil,
            label: "Cancel"
          )
        ],
        message: "This cannot be undone."
      )
      """
    )
  }

  func testConfirmationDialogDumpsLikeTCA() {
    let dialog = ConfirmationDialogState<Eraser.Action.Alert> {
      "Archive?"
    } actions: {
      ButtonState(action: .archive(1)) { "Archive" }
    }
    XCTAssertEqual(
      customDump(dialog),
      """
      ConfirmationDialogState(
        titleVisibility: ConfirmationDialogStateTitleVisibility.automatic,
        title: "Archive?",
        actions: [
          [0]: ButtonState(
            role: nil,
            action: Eraser.Action.Alert.archive(1),
            label: "Archive"
          )
        ],
        message: nil
      )
      """
    )
  }

  func testStateDiffShowsThePresentedAlert() {
    var presented = Eraser.State()
    presented.alert = .deletion
    XCTAssertEqual(
      diff(Eraser.State(), presented),
      """
        Eraser.State(
      -   alert: nil,
      +   alert: AlertState(
      +     title: "Delete 2 items?",
      +     actions: [
      +       [0]: ButtonState(
      +         role: ButtonStateRole.destructive,
      +         action: Eraser.Action.Alert.confirmDeletion,
      +         label: "Delete"
      +       ),
      +       [1]: ButtonState(
      +         role: ButtonStateRole.cancel,
      +         action: nil,
      +         label: "Cancel"
      +       )
      +     ],
      +     message: "This cannot be undone."
      +   ),
          … (1 unchanged)
        )
      """
    )
  }

  func testDiffOfTwoAlertsPointsAtTheChangedButton() {
    let expected = AlertState<Eraser.Action.Alert>.deletion
    let actual = AlertState<Eraser.Action.Alert>.deletion(action: .archive(2))
    XCTAssertEqual(
      diff(expected, actual),
      """
        AlertState(
          … (1 unchanged)
          actions: [
            [0]: ButtonState(
              … (1 unchanged)
      -       action: Eraser.Action.Alert.confirmDeletion,
      +       action: Eraser.Action.Alert.archive(2),
              … (1 unchanged)
            ),
            … (1 unchanged)
          ],
          … (1 unchanged)
        )
      """
    )
    XCTAssertNil(diff(expected, AlertState<Eraser.Action.Alert>.deletion), "Ids are not dumped")
  }

  func testTestStoreFailureShowsTheAlertDiff() async {
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: Eraser.State()) { Eraser() }
    }
    await store.send(.deleteButtonTapped) {
      $0.alert = .deletion(label: "Remove")
    }
    XCTAssertEqual(
      issues.messages,
      [
        """
        A state change does not match expectation: …

            Eraser.State(
              alert: AlertState(
                … (1 unchanged)
                actions: [
                  [0]: ButtonState(
                    … (2 unchanged)
          -         label: "Remove"
          +         label: "Delete"
                  ),
                  … (1 unchanged)
                ],
                … (1 unchanged)
              ),
              … (1 unchanged)
            )

        (Expected: -, Actual: +)
        """
      ]
    )
    XCTAssertEqual(store.state.alert, .deletion)
  }

  func testChoosingAnAlertButtonRunsTheParentThenClearsTheAlert() async {
    let store = TestStore(initialState: Eraser.State()) { Eraser() }
    await store.send(.deleteButtonTapped) { $0.alert = .deletion }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.items = []
      $0.alert = nil
    }
  }

  func testAnotherAlertTheParentPresentsInResponseStays() async {
    let store = TestStore(initialState: Eraser.State()) { Eraser() }
    await store.send(.deleteButtonTapped) { $0.alert = .deletion }
    await store.send(.alert(.presented(.archive(1)))) {
      $0.alert = AlertState { TextState("Archived") }
    }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.items = []
      $0.alert = nil
    }
  }

  func testDismissingAnAlertClearsIt() async {
    let store = TestStore(initialState: Eraser.State()) { Eraser() }
    await store.send(.deleteButtonTapped) { $0.alert = .deletion }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  func testAnAlertActionWithNoAlertIsReported() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Eraser.State()) { Eraser() }
    withIssueReporters([issues]) { store.send(.alert(.presented(.confirmDeletion))) }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages[0].contains("when nothing was presented"), issues.messages[0])
  }
}
