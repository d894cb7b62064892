/// A row of tabs above a screen: left and right move between them, `1`-`9` pick one, when
/// no text field has focus.
public struct Tabs<Action> {
  /// The tabs' titles, in order.
  public var titles: [String]
  /// The index of the tab on screen.
  public var selected: Int
  /// The action that shows the tab at an index.
  public var select: (Int) -> Action

  /// Creates a row of tabs.
  public init(titles: [String], selected: Int, select: @escaping (Int) -> Action) {
    self.titles = titles
    self.selected = selected
    self.select = select
  }

  /// The same tabs sending `transform(action)`.
  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Tabs<NewAction> {
    let select = self.select
    return Tabs<NewAction>(titles: titles, selected: selected, select: { transform(select($0)) })
  }
}
