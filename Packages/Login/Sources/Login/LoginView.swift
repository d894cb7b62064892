import Effects
import TerminalUI

/// The login screen: the two fields, the form's error, and "Log in" (or progress and
/// "Cancel" while a login is in flight), with a line when the last username's file could not
/// be read or written.
///
/// Focus follows ``Login/State/focus`` both ways: the reducer moves the cursor to the field
/// an error names, and a key that moves focus tells the reducer.
public enum LoginView {
  public static func screen(_ state: Login.State) -> Screen<Login.Action> {
    Screen(
      id: "login",
      title: "Log in",
      focusRequest: state.focus.map(id),
      onFocusChange: { .set(\.focus, field(id: $0)) }
    ) {
      Element.text("Log in with a demo account; App --help lists them.", .secondary)
      if let notice = state.$lastUsername.storageNotice(subject: "The last username") {
        Element.error(notice)
      }
      Element.blank
      Element.field(
        TextField(
          id: id(.username), label: "Username", text: state.username, placeholder: "your username"
        ) { .set(\.username, $0) })
      Element.field(
        TextField(
          id: id(.password), label: "Password", text: state.password, isSecure: true,
          onSubmit: .loginButtonTapped
        ) { .set(\.password, $0) })
      Element.blank
      if let message = state.errorMessage {
        Element.error(message)
      }
      if state.isLoggingIn {
        Element.spinner("Logging in as \(state.username)…")
        Element.button("cancel", "Cancel", .cancelButtonTapped)
      } else {
        Element.button("log-in", "Log in", .loginButtonTapped)
      }
    }
  }

  /// The control id of a field.
  static func id(_ field: Login.State.Field) -> String {
    switch field {
    case .username: "username"
    case .password: "password"
    }
  }

  /// The field a control id names; `nil` for the buttons.
  static func field(id: String) -> Login.State.Field? {
    switch id {
    case "username": .username
    case "password": .password
    default: nil
    }
  }
}
