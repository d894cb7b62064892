import Effects
import FeatureA
import FeatureB1
import FeatureB2
import Foundation
import Login
import Root
import TabBar

/// Makes random fuzz steps from a seed, mostly actions the screen on display could send, and
/// some on purpose for a screen that is gone: stale actions.
///
/// Each step is chosen from the store's current state (the ids on A1's stack, whether B2 is
/// presented, …), so most actions do something; a share is stale: A2 actions for popped ids,
/// B2 actions after dismissal, tab-bar actions after logout, login actions on the tab bar,
/// dialog actions with no dialog, and responses nobody asked for. Bursts send several actions
/// with no effect running in between, so that an answer arrives after its screen is gone.
struct RootFuzzGenerator {
  private var random: SplitMix64
  /// Every id seen on A1's stack, so that popped ids come back as stale actions.
  private var seenIDs: [StackElementID] = []
  /// The tab bar as last seen, for stale tab-bar actions while on the login screen.
  private var lastTabBar: TabBar.State?

  /// A generator whose steps are determined by `seed`.
  init(seed: UInt64) {
    self.random = SplitMix64(seed: seed)
  }

  /// The next step for a store in `state`.
  mutating func next(for state: Root.State) -> FuzzStep {
    if let tabBar = state.tabBar {
      lastTabBar = tabBar
      for id in tabBar.a1.path.ids where !seenIDs.contains(id) { seenIDs.append(id) }
    }
    switch random.below(100) {
    case 0..<7:
      return .advance(seconds: random.pick([0, 1, 1, 2, 3, 4]))
    case 7..<10:
      return .facts(
        random.pick([
          .answers, .answers, .fails, .slow(seconds: 1), .slow(seconds: 3),
          .stubborn(seconds: 2), .stubborn(seconds: 3),
        ]))
    case 10..<20:
      return .burst(burst(for: state))
    default:
      return .send(action(for: state))
    }
  }

  // MARK: - Bursts

  private mutating func burst(for state: Root.State) -> [Root.Action] {
    guard random.chance(60) else {
      return (0..<(2 + random.below(3))).map { _ in action(for: state) }
    }
    if state.login != nil {
      return random.pick([
        logInAs(random.pick(["ada", "grace"])),
        logInAs("ada") + [.login(.cancelButtonTapped)],
        logInAs("grace") + [.login(.delegate(.didLogIn(DemoUsers.ada)))],
        [.login(.loginButtonTapped), .login(.loginButtonTapped)],
      ])
    }
    guard let tabBar = state.tabBar else { return [] }
    let logOut: [Root.Action] = [
      .tabBar(.logoutButtonTapped), .tabBar(.logoutDialog(.presented(.confirmLogout))),
    ]
    var recipes: [[Root.Action]] = [
      logOut,
      [.tabBar(.a1(.toggleTimerButtonTapped))] + logOut,
      [.tabBar(.b1(.fact(.onAppear)))] + logOut,
      [.tabBar(.a1(.fact(.reloadButtonTapped)))] + logOut,
      [.tabBar(.b1(.savedFactsButtonTapped)), .tabBar(.b1(.b2(.presented(.fact(.onAppear)))))],
      [
        .tabBar(.b1(.savedFactsButtonTapped)), .tabBar(.b1(.b2(.presented(.fact(.onAppear))))),
        .tabBar(.b1(.b2(.dismiss))),
      ],
      [.tabBar(.a1(.showA2ButtonTapped)), .tabBar(.a1(.showA2ButtonTapped))],
      [.tabBar(.a1(.numberFactButtonTapped)), .tabBar(.a1(.incrementThenFetchButtonTapped))],
    ]
    if tabBar.b1.b2 != nil {
      recipes.append([
        .tabBar(.b1(.b2(.presented(.fact(.reloadButtonTapped))))), .tabBar(.b1(.b2(.dismiss))),
      ])
      recipes.append([
        .tabBar(.b1(.b2(.presented(.fact(.reloadButtonTapped))))), .tabBar(.b1(.b2(.dismiss))),
        .tabBar(.b1(.savedFactsButtonTapped)),
      ])
    }
    if let id = tabBar.a1.path.ids.last {
      recipes.append([
        .tabBar(.a1(.path(.element(id: id, action: .fact(.reloadButtonTapped))))),
        .tabBar(.a1(.path(.popFrom(id: id)))),
      ])
      recipes.append([
        .tabBar(.a1(.path(.element(id: id, action: .calculator(.calculateButtonTapped))))),
        .tabBar(.a1(.path(.popFrom(id: id)))),
        .tabBar(.a1(.path(.element(id: id, action: .fact(.onAppear))))),
      ])
    }
    return random.pick(recipes)
  }

  private func logInAs(_ username: String) -> [Root.Action] {
    [
      .login(.set(\.username, username)),
      .login(.set(\.password, username == "ada" ? "lovelace" : "hopper")),
      .login(.loginButtonTapped),
    ]
  }

  // MARK: - Single actions

  private mutating func action(for state: Root.State) -> Root.Action {
    if let login = state.login {
      if random.chance(12) { return .tabBar(tabBarAction(lastTabBar ?? Self.phantomTabBar)) }
      return .login(loginAction(login))
    }
    if let tabBar = state.tabBar {
      if random.chance(5) { return .login(loginAction(Login.State())) }
      return .tabBar(tabBarAction(tabBar))
    }
    return .login(.loginButtonTapped)
  }

  private mutating func loginAction(_ login: Login.State) -> Login.Action {
    switch random.below(100) {
    case 0..<22:
      return .set(
        \.username,
        random.pick([
          "ada", "grace", " Ada ", "GRACE", "", "nobody", "ada\u{301}", "👩‍💻",
          String(repeating: "x", count: 70),
        ]))
    case 22..<44:
      return .set(\.password, random.pick(["lovelace", "hopper", "wrong", "", " "]))
    case 44..<48:
      return .set(\.focus, random.pick([.username, .password, nil]))
    case 48..<80:
      return .loginButtonTapped
    case 80..<90:
      return .cancelButtonTapped
    case 90..<97:
      return .loginResponse(
        random.pick([
          .success(DemoUsers.ada), .success(DemoUsers.grace),
          .failure(AuthenticationError.wrongPassword(remainingAttempts: 2)),
          .failure(AuthenticationError.unknownUser("nobody")),
        ]))
    default:
      return .delegate(.didLogIn(random.pick([DemoUsers.ada, DemoUsers.grace])))
    }
  }

  private mutating func tabBarAction(_ tabBar: TabBar.State) -> TabBar.Action {
    switch random.below(100) {
    case 0..<6:
      return .tabSelected(random.pick(Tab.allCases))
    case 6..<9:
      return .logoutButtonTapped
    case 9..<12:
      return .logoutDialog(.presented(.confirmLogout))
    case 12..<14:
      return .logoutDialog(.dismiss)
    case 14:
      return .delegate(.didLogOut)
    case 15..<40:
      return .a1(a1Action(tabBar.a1))
    case 40..<65:
      return .a1(.path(stackAction(tabBar.a1.path)))
    case 65..<78:
      return .b1(b1Action())
    default:
      if tabBar.b1.b2 == nil, random.chance(50) { return .b1(.savedFactsButtonTapped) }
      return .b1(.b2(b2Action(tabBar.b1)))
    }
  }

  private mutating func a1Action(_ a1: A1.State) -> A1.Action {
    switch random.below(15) {
    case 0: return .fact(.onAppear)
    case 1: return .fact(.reloadButtonTapped)
    case 2: return .numberFactButtonTapped
    case 3: return .fact(.factResponse(factResponse()))
    case 4: return .incrementButtonTapped
    case 5: return .decrementButtonTapped
    case 6: return .numberFactButtonTapped
    case 7: return .incrementThenFetchButtonTapped
    case 8, 9: return .toggleTimerButtonTapped
    case 10: return .timerTicked
    default: return .showA2ButtonTapped
    }
  }

  private mutating func stackAction(_ path: StackState<A2.State>) -> StackActionOf<A2> {
    let id: StackElementID
    switch random.below(100) {
    case 0..<75 where !path.ids.isEmpty: id = random.pick(path.ids)
    case 0..<90 where !seenIDs.isEmpty: id = random.pick(seenIDs)
    default:
      id = StackElementID(generation: (seenIDs.map(\.generation).max() ?? 0) + 1 + random.below(3))
    }
    switch random.below(100) {
    case 0..<80: return .element(id: id, action: a2Action())
    case 80..<94: return .popFrom(id: id)
    default: return .push(id: id, state: A2.State(number: random.below(50)))
    }
  }

  private mutating func a2Action() -> A2.Action {
    switch random.below(20) {
    case 0: return .fact(.onAppear)
    case 1: return .fact(.reloadButtonTapped)
    case 2: return .fact(.reloadButtonTapped)
    case 3: return .fact(.factResponse(factResponse()))
    case 4..<9:
      return .calculator(
        .fields(
          .element(
            id: random.pick([.left, .right]),
            action: .textChanged(
              random.pick([
                "", "0", "1", "2", "42", "-7", "84", "abc", " 3 ", "1.5", "٣", "🙂",
                "9223372036854775807", "99999999999999999999",
              ])))))
    case 9: return .calculator(.operatorChanged(random.pick(CalculationOperator.allCases)))
    case 10: return .calculator(.focusChanged(random.pick([.left, .right, nil])))
    case 11..<15: return .calculator(.calculateButtonTapped)
    case 15:
      return .calculator(
        .calculationResponse(
          random.pick([.success(random.below(100)), .failure(CalculationError.divisionByZero)])))
    case 16..<19: return .factForResultButtonTapped
    default: return .delegate(.factRequested(random.below(50)))
    }
  }

  private mutating func b1Action() -> B1.Action {
    switch random.below(10) {
    case 0..<3: return .fact(.onAppear)
    case 3..<5: return .savedFactsButtonTapped
    case 5..<8: return .fact(.reloadButtonTapped)
    default: return .fact(.factResponse(factResponse()))
    }
  }

  private mutating func b2Action(_ b1: B1.State) -> PresentationAction<B2.Action> {
    let saved = SavedFact(number: 4, text: FuzzFacts.fact(4))
    switch random.below(20) {
    case 0..<3: return .presented(.fact(.onAppear))
    case 3..<5: return .presented(.fact(.reloadButtonTapped))
    case 5..<9: return .presented(.saveButtonTapped)
    case 9..<11: return .presented(.removeButtonTapped(id: random.pick([saved.id, "gone"])))
    case 11..<14: return .presented(.fact(.factResponse(factResponse())))
    default: return .dismiss
    }
  }

  private mutating func factResponse() -> Result<String, any Error> {
    random.chance(70)
      ? .success(FuzzFacts.fact(random.below(10))) : .failure(NumberFactError.timedOut)
  }

  // MARK: - Fixtures

  /// A tab bar that was never on screen, for stale tab-bar actions before the first login.
  private static let phantomTabBar = TabBar.State(user: DemoUsers.ada)
}
