import Effects
import FactLoading

extension A1 {
  /// The tab's root screen: its fact, the counter, the timer, and the screens pushed on it.
  public struct State: Equatable, Sendable {
    /// The fact on screen: for 1 when the screen first appears, then for whatever number was
    /// asked for last.
    public var fact: FactLoader.State
    /// The counter's value.
    public var count: Int
    /// Whether the timer is on: it adds 1 to ``count`` every second.
    public var isTimerOn = false
    /// The A2 screens pushed on top of A1, bottom first.
    public var path: StackState<A2.State>

    /// A1 as the tab starts it: nothing loaded, the counter at `count`, the timer off.
    ///
    /// - Parameters:
    ///   - count: The counter's first value; 1, the seed's number for A1.
    ///   - path: Screens already pushed (deep links, previews).
    public init(count: Int = 1, path: StackState<A2.State> = StackState()) {
      self.fact = FactLoader.State(number: 1)
      self.count = count
      self.path = path
    }
  }
}
