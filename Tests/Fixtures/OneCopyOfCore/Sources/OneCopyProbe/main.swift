import Effects
import FixtureFeature
import Foundation
import Login
import Root

// Overrides made here, in the executable's module, must reach the reducer and the effect in
// FixtureFeature's module, and issues reported there must reach reporters installed here.
// With two copies of Core they would not: each copy has its own task-local dependencies
// and reporters.

@MainActor
func probe() async -> [String] {
  var failures: [String] = []

  let store = withDependencies {
    $0.greeting.greeting = { "overridden in OneCopyProbe" }
  } operation: {
    Store(initialState: Greeter.State()) { Greeter() }
  }
  await store.send(.greet).finish()
  if store.state.reducerSaw != "overridden in OneCopyProbe" {
    failures.append("reducer saw \"\(store.state.reducerSaw)\", not the executable's override")
  }
  if store.state.effectSaw != "overridden in OneCopyProbe" {
    failures.append("effect saw \"\(store.state.effectSaw)\", not the executable's override")
  }

  // Code inside libEffects.so must see overrides made here too: the live authentication
  // client reads the clock, uuid and date dependencies inside Effects.
  let token = UUID(uuidString: "00000000-0000-0000-0000-00000000C0DE")!
  let loginTime = Date(timeIntervalSince1970: 1_000_000)
  do {
    let account = DemoAccount(
      username: "probe", displayName: "Probe", userID: "user-probe", password: "secret")
    let response = try await withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.uuid = .constant(token)
      $0.date = .constant(loginTime)
    } operation: {
      try await AuthenticationClient.live(accounts: [account]).login(
        username: "probe", password: "secret")
    }
    if response.token != token.uuidString || response.loginTime != loginTime {
      failures.append("Effects' own code did not see the overrides: \(response)")
    }
  } catch {
    failures.append("login inside Effects failed: \(error)")
  }

  // The feature packages are linked statically into this executable: an override made here
  // must reach Login's effect, and Root must hand the response down to TabBar and B1.
  let ada = LoginResponse(
    username: "ada", displayName: "Ada", userID: "user-ada", token: "t", loginTime: loginTime)
  let root = withDependencies {
    $0.authentication = .succeeding(ada)
  } operation: {
    Store(initialState: Root.State.login(Login.State(username: "ada"))) { Root() }
  }
  root.send(.login(.set(\.password, "secret")))
  await root.send(.login(.loginButtonTapped)).finish()
  if root.state.tabBar?.b1.user != ada {
    failures.append("Login's effect did not see the executable's override: \(root.state)")
  }

  let issues = CollectingIssueReporter()
  withIssueReporters([issues]) { _ = store.send(.misroute) }
  if issues.messages != ["reported from FixtureFeature"] {
    failures.append("issue reporters installed here saw \(issues.messages)")
  }
  return failures
}

let failures = await probe()
if failures.isEmpty {
  print("one copy of Core: dependency overrides and issue reporters cross module boundaries")
} else {
  for failure in failures { print("FAIL: \(failure)") }
  exit(1)
}
