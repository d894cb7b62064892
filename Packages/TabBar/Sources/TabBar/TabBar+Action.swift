import Effects
import FeatureA
import FeatureB1

// new-feature.sh --tab adds a line above this one.

/// Case properties: what parents scope with and tests receive through (`\.delegate`).
extension TabBar.Action {
  /// The dialog's action, when this is ``logoutDialog(_:)``.
  public var logoutDialog: PresentationAction<LogoutDialog>? {
    if case let .logoutDialog(action) = self { action } else { nil }
  }
  /// Feature A's action, when this is ``a1(_:)``.
  public var a1: A1.Action? { if case let .a1(action) = self { action } else { nil } }
  /// Feature B's action, when this is ``b1(_:)``.
  public var b1: B1.Action? { if case let .b1(action) = self { action } else { nil } }
  // new-feature.sh --tab adds a line above this one.
  /// What the tab bar told its parent, when this is ``delegate(_:)``.
  public var delegate: Delegate? {
    if case let .delegate(delegate) = self { delegate } else { nil }
  }
}
