/// The tabs of the tab bar, in the order they are shown.
///
/// Adding a tab is one line per concern, above the `new-feature.sh` comment of each: a case
/// and its title here, an import, a property and its initial value in ``TabBar/State``, a
/// case and its case property in ``TabBar/Action``, a `Scope` in ``TabBar/body``, and its
/// screen in ``TabBarView``. `Scripts/new-feature.sh NAME --tab TITLE` makes those edits.
public enum Tab: Int, CaseIterable, Equatable, Hashable, Sendable {
  /// Feature A: the counter, its facts and the calculator stack.
  case a1
  /// Feature B: the logged-in user and the saved facts.
  case b1
  // new-feature.sh --tab adds a line above this one.

  /// The label the tab bar shows for this tab.
  public var title: String {
    switch self {
    case .a1: "Counter"
    case .b1: "Profile"
    // new-feature.sh --tab adds a line above this one.
    }
  }

  /// The tab after this one, wrapping around from the last to the first.
  public var next: Tab { Tab.allCases[(rawValue + 1) % Tab.allCases.count] }

  /// The tab before this one, wrapping around from the first to the last.
  public var previous: Tab {
    Tab.allCases[(rawValue + Tab.allCases.count - 1) % Tab.allCases.count]
  }
}
