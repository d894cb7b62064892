import Effects
import FeatureA
import FeatureB1
import FeatureB2
import Foundation
import Login
import Root
import TabBar
import TerminalUI

/// One screen of the app in a representative state.
struct ScreenScenario {
  let name: String
  let state: Root.State

  /// The view, the layout and a full redraw's bytes.
  @MainActor
  func drawFull() {
    let frame = ScreenRenderer.frame(
      for: RootView.screen(.drawing(state)), size: ScreenScenarios.size)
    var renderer = FrameRenderer()
    consume(renderer.render(frame, colors: true))
  }
}

enum ScreenScenarios {
  static let size = TerminalSize(rows: 24, columns: 80)

  static var all: [ScreenScenario] {
    var loginError = Login.State(username: "ada")
    loginError.errorMessage = AuthenticationError.wrongPassword(remainingAttempts: 3).description
    var tabBar = TabBar.State(user: .preview)
    tabBar.a1.fact.fact = "1 is neither prime nor composite."
    var a2 = A2.State(number: 42)
    a2.fact.fact = "42 is the answer to life, the universe and everything."
    a2.calculator.result = 42
    var stack = tabBar
    stack.a1.path.append(A2.State())
    stack.a1.path.append(a2)
    var b2 = tabBar
    b2.selectedTab = .b1
    b2.b1.fact.fact = "3 is the smallest odd prime number."
    b2.b1.b2 = B2.State(
      savedFacts: Shared(value: [
        SavedFact(number: 4, text: "4 is the smallest composite number."),
        SavedFact(number: 4, text: "4 is the number of seasons."),
        SavedFact(number: 4, text: "4 is a square."),
      ]))
    var dialog = tabBar
    dialog.logoutDialog = .logout
    return [
      ScreenScenario(name: "Login", state: .login(Login.State())),
      ScreenScenario(name: "Login with an error", state: .login(loginError)),
      ScreenScenario(name: "A1", state: .tabBar(tabBar)),
      ScreenScenario(name: "A2 on a stack of two", state: .tabBar(stack)),
      ScreenScenario(name: "B2 with three saved facts", state: .tabBar(b2)),
      ScreenScenario(name: "Logout dialog", state: .tabBar(dialog)),
    ]
  }
}

/// Typing at the login screen, through a real store and the shared session.
@MainActor
final class KeyScenario {
  private let session = ScreenSession(
    store: Store(initialState: Root.State()) { Root() }, view: RootView.screen)
  private var renderer = FrameRenderer()
  private var typed = false

  init() {
    _ = renderer.render(session.frame(size: ScreenScenarios.size), colors: true)
  }

  /// One key (a character, then a backspace, alternately) and the bytes it makes written.
  func typeAndDraw() {
    _ = session.press(typed ? .backspace : .character("a"))
    typed.toggle()
    consume(renderer.render(session.frame(size: ScreenScenarios.size), colors: true))
  }

  /// The bytes written after typing one character into the focused username field.
  func bytesForOneCharacter() -> Int {
    _ = session.press(.character("a"))
    return renderer.render(session.frame(size: ScreenScenarios.size), colors: true).utf8.count
  }
}
