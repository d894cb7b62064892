import Effects
import TerminalUI

/// The fields bind to the state (`$store.username`), as a SwiftUI form over TCA does. Focus
/// follows ``Login/State/focus`` both ways: the reducer moves the cursor to the field an
/// error names, and a key that moves focus tells the reducer.
@MainActor
public enum LoginView {
  /// Each field is a part of its own, so that typing in one rebuilds that field alone.
  public static func screen(@Bindable _ store: StoreOf<Login>) -> Screen<Login.Action> {
    store.part {
      Screen(
        id: "login",
        title: "Log in",
        focusRequest: store.focus.map(id),
        onFocusChange: { .set(\.focus, field(id: $0)) }
      ) {
        Element.text("Log in with a demo account; App --help lists them.", .secondary)
        store.part { notice(store) }
        Element.blank
        store.part {
          Element.field(
            TextField(
              id: id(.username), label: "Username", text: $store.username,
              placeholder: "your username"))
        }
        store.part {
          Element.field(
            TextField(
              id: id(.password), label: "Password", text: $store.password, isSecure: true,
              onSubmit: Login.Action.loginButtonTapped))
        }
        Element.blank
        store.part { submission(store) }
      }
    }
  }

  @ElementBuilder<Login.Action>
  private static func notice(_ store: StoreOf<Login>) -> [Element<Login.Action>] {
    if let notice = store.lastUsernameNotice { Element.error(notice) }
  }

  @ElementBuilder<Login.Action>
  private static func submission(_ store: StoreOf<Login>) -> [Element<Login.Action>] {
    if let message = store.errorMessage {
      Element.error(message)
    }
    if store.isLoggingIn {
      Element.spinner("Logging in as \(store.username)…")
      Element.button("cancel", "Cancel", .cancelButtonTapped)
    } else {
      Element.button("log-in", "Log in", .loginButtonTapped)
    }
  }

  static func id(_ field: Login.State.Field) -> String {
    switch field {
    case .username: "username"
    case .password: "password"
    }
  }

  static func field(id: String) -> Login.State.Field? {
    switch id {
    case "username": .username
    case "password": .password
    default: nil
    }
  }
}
