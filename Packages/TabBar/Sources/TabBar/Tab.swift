/// The tabs of the tab bar, in the order they are shown.
///
/// Adding a tab is one edit per concern: a case here (with its title), a property in
/// ``TabBar/State``, a case in ``TabBar/Action`` and a `Scope` in ``TabBar/body``.
public enum Tab: Int, CaseIterable, Equatable, Hashable, Sendable {
  /// Feature A: the counter, its facts and the calculator stack.
  case a1
  /// Feature B: the logged-in user and the saved facts.
  case b1

  /// The label the tab bar shows for this tab.
  public var title: String {
    switch self {
    case .a1: "Counter"
    case .b1: "Profile"
    }
  }

  /// The tab after this one, wrapping around from the last to the first.
  public var next: Tab { Tab.allCases[(rawValue + 1) % Tab.allCases.count] }

  /// The tab before this one, wrapping around from the first to the last.
  public var previous: Tab {
    Tab.allCases[(rawValue + Tab.allCases.count - 1) % Tab.allCases.count]
  }
}
