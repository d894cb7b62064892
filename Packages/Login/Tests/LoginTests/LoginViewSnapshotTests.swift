import Effects
import Login
import TerminalUI
import XCTest

/// The login screen drawn as a person sees it: the empty form, typing, the password as
/// bullets, a form error and a refused login with focus on the field to fix, logging in,
/// focus on each control, and a tiny terminal.
final class LoginViewSnapshotTests: XCTestCase {
  private let size = TerminalSize(rows: 12, columns: 60)

  /// Runs each test with a file system of its own: `Login.State()` reads the last username,
  /// and under XCTest a state made outside a `TestStore` would otherwise share the previous
  /// test's files.
  override func invokeTest() {
    withDependencies {
      $0.defaultFileStorage = .inMemory()
    } operation: {
      super.invokeTest()
    }
  }

  func testAnEmptyFormPutsTheCursorInTheUsername() {
    expectNoDifference(
      LoginView.screen(Login.State()).snapshot(size: size),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username [<your username>               ]
      Password

        Log in



      Tab next  Enter next  Ctrl-C quit
      """)
  }

  func testAPasswordIsShownAsOneBulletPerCharacter() {
    var state = Login.State(username: "ada")
    state.password = "lovelace"

    expectNoDifference(
      LoginView.screen(state).snapshot(size: size),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password [••••••••                      ]

        Log in



      Tab next  Enter submit  Ctrl-C quit
      """)
  }

  func testAnEmptyPasswordNamesTheFieldAndFocusesIt() {
    var state = Login.State(username: "ada")
    state.errorMessage = LoginFormError.emptyPassword.description
    state.focus = .password

    expectNoDifference(
      LoginView.screen(state).snapshot(size: size),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password [                              ]

      ! The password field is empty. Enter your password.
        Log in


      Tab next  Enter submit  Ctrl-C quit
      """)
  }

  func testAWrongPasswordIsReportedAndTheUsernameKept() {
    var state = Login.State(username: "ada")
    state.errorMessage = AuthenticationError.wrongPassword(remainingAttempts: 2).description
    state.focus = .password

    expectNoDifference(
      LoginView.screen(state).snapshot(size: size),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password [                              ]

      ! The password is wrong. Check it and try again: 2 attempts
        left before the account is locked.
        Log in

      Tab next  Enter submit  Ctrl-C quit
      """)
  }

  func testLoggingInShowsASpinnerAndOffersCancel() {
    var state = Login.State(username: "ada")
    state.password = "lovelace"
    state.isLoggingIn = true
    state.focus = nil

    expectNoDifference(
      LoginView.screen(state).snapshot(size: size, focus: "cancel", spinnerFrame: 5),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password  ••••••••

      ⠴ Logging in as ada…
      [ Cancel ]


      Tab next  Enter select  q quit
      """)
  }

  func testFocusStepsThroughEveryControlOneAtATime() {
    var state = Login.State(username: "ada")
    state.password = "pw"
    let screen = LoginView.screen(state)
    XCTAssertEqual(screen.controls.map(\.id), ["username", "password", "log-in"])

    expectNoDifference(
      screen.snapshot(size: size, focus: "username"),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username [ada                           ]
      Password  ••

        Log in



      Tab next  Enter next  Ctrl-C quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "password"),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password [••                            ]

        Log in



      Tab next  Enter submit  Ctrl-C quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "log-in"),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password  ••

      [ Log in ]



      Tab next  Enter select  q quit
      """)
  }

  func testALongUsernameScrollsInsideItsField() {
    let state = Login.State(username: String(repeating: "abcdefghij", count: 4))

    expectNoDifference(
      LoginView.screen(state).snapshot(size: size, focus: "username"),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username [bcdefghijabcdefghijabcdefghij ]
      Password

        Log in



      Tab next  Enter next  Ctrl-C quit
      """)
  }

  func testANarrowTerminalStillShowsTheTitleAndTheKeyLine() {
    expectNoDifference(
      LoginView.screen(Login.State()).snapshot(size: TerminalSize(rows: 6, columns: 20)),
      """
      Log in

      lists them.

      Username [<your us…]
      Tab next  Enter nex…
      """)
  }

  func testANarrowTerminalScrollsToTheLogInButton() {
    var state = Login.State(username: "ada")
    state.password = "pw"

    expectNoDifference(
      LoginView.screen(state).snapshot(size: TerminalSize(rows: 6, columns: 20), focus: "log-in"),
      """
      Log in

      Password  ••

      [ Log in ]
      Tab next  Enter sel…
      """)
  }
}
