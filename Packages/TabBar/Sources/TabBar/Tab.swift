/// In the order they are shown: a tab's raw value is its position.
///
/// Adding a tab is an edit per concern, above the `new-feature.sh` comment of each (a line,
/// or a declaration and its `///` line): a case and its title here, an import, a property
/// and its initial value in ``TabBar/State``, a case and its case property in
/// ``TabBar/Action``, a `Scope` in ``TabBar/body``, and its screen in ``TabBarView``.
/// `Scripts/new-feature.sh NAME --tab TITLE` makes those edits.
public enum Tab: Int, CaseIterable, Equatable, Hashable, Sendable {
  case a1
  case b1
  // new-feature.sh --tab adds a line above this one.

  public var title: String {
    switch self {
    case .a1: "Counter"
    case .b1: "Profile"
    // new-feature.sh --tab adds a line above this one.
    }
  }
}
