/// Left and right move between tabs, `1`-`9` pick one, when no text field has focus.
public struct Tabs<Action> {
  public var titles: [String]
  public var selected: Int
  public var select: (Int) -> Action

  public init(titles: [String], selected: Int, select: @escaping (Int) -> Action) {
    self.titles = titles
    self.selected = selected
    self.select = select
  }

  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Tabs<NewAction> {
    let select = self.select
    return Tabs<NewAction>(titles: titles, selected: selected, select: { transform(select($0)) })
  }
}
