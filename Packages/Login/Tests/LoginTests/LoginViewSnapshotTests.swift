import Effects
import Login
import TerminalUI
import Testing

/// The login screen drawn as a person sees it: the empty form, typing, the password as
/// bullets, a form error and a refused login with focus on the field to fix, logging in,
/// focus on each control, and a terminal too short for the form.
@MainActor @Suite struct LoginViewSnapshotTests {
  private let size = TerminalSize(rows: 12, columns: 60)

  @Test func anEmptyFormPutsTheCursorInTheUsername() {
    expectSnapshot(
      of: LoginView.screen(.drawing(Login.State())), size: size,
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username [<your username>               ]
        Password

          Log in
        """)
  }

  @Test func aPasswordIsShownAsOneBulletPerCharacter() {
    var state = Login.State(username: "ada")
    state.password = "lovelace"

    expectSnapshot(
      of: LoginView.screen(.drawing(state)), size: size,
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username  ada
        Password [••••••••                      ]

          Log in
        """)
  }

  @Test func anEmptyPasswordNamesTheFieldAndFocusesIt() {
    var state = Login.State(username: "ada")
    state.errorMessage = LoginFormError.emptyPassword.description
    state.focus = .password

    expectSnapshot(
      of: LoginView.screen(.drawing(state)), size: size,
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username  ada
        Password [                              ]

        ! The password field is empty. Enter your password.
          Log in
        """)
  }

  @Test func aWrongPasswordIsReportedAndTheUsernameKept() {
    var state = Login.State(username: "ada")
    state.errorMessage = AuthenticationError.wrongPassword(remainingAttempts: 2).description
    state.focus = .password

    expectSnapshot(
      of: LoginView.screen(.drawing(state)), size: size,
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username  ada
        Password [                              ]

        ! The password is wrong. Check it and try again: 2 attempts
          left before the account is locked.
          Log in
        """)
  }

  @Test func loggingInShowsASpinnerAndOffersCancel() {
    var state = Login.State(username: "ada")
    state.password = "lovelace"
    state.isLoggingIn = true
    state.focus = nil

    expectSnapshot(
      of: LoginView.screen(.drawing(state)), size: size, focus: "cancel", spinnerFrame: 5,
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username  ada
        Password  ••••••••

        ⠴ Logging in as ada…
        [ Cancel ]
        """)
  }

  @Test func focusStepsThroughEveryControlOneAtATime() {
    var state = Login.State(username: "ada")
    state.password = "pw"
    let screen = LoginView.screen(.drawing(state))
    #expect(screen.controls.map(\.id) == ["username", "password", "log-in"])

    expectSnapshot(
      of: screen, size: size, focus: "username",
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username [ada                           ]
        Password  ••

          Log in
        """)
    expectSnapshot(
      of: screen, size: size, focus: "password",
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username  ada
        Password [••                            ]

          Log in
        """)
    expectSnapshot(
      of: screen, size: size, focus: "log-in",
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username  ada
        Password  ••

        [ Log in ]
        """)
  }

  @Test func aLongUsernameScrollsInsideItsField() {
    let state = Login.State(username: String(repeating: "abcdefghij", count: 4))

    expectSnapshot(
      of: LoginView.screen(.drawing(state)), size: size, focus: "username",
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username [bcdefghijabcdefghijabcdefghij ]
        Password

          Log in
        """)
  }

  @Test func aNarrowTerminalScrollsToTheLogInButton() {
    var state = Login.State(username: "ada")
    state.password = "pw"

    expectSnapshot(
      of: LoginView.screen(.drawing(state)), size: TerminalSize(rows: 6, columns: 20),
      focus: "log-in",
      matches: """
        Log in

        Password  ••

        [ Log in ]
        """)
  }
}
