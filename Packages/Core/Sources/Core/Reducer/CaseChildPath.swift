/// Where a child reducer of enum state lives: one case, reached through a case path, and the
/// call site that is named when an action arrives for a case the state is not in.
///
/// The one way Core runs a child on an enum case: `Scope(state: .case(…), action: …)` and
/// `ifCaseLet` both go through ``modify(_:action:by:_:)``. `ifCaseLet` also cancels the
/// child's effects when its parent moves the state out of the case; `Scope` has no parent to
/// watch, so it cancels nothing (as in TCA).
@usableFromInline
struct CaseChildPath<ParentState, ChildState> {
  @usableFromInline let toCaseState: AnyCasePath<ParentState, ChildState>
  @usableFromInline let site: ReducerSite

  @usableFromInline
  init(toCaseState: AnyCasePath<ParentState, ChildState>, site: ReducerSite) {
    self.toCaseState = toCaseState
    self.site = site
  }

  /// Calls `body` with the case's state and puts the result back into `state`. When `state`
  /// is in another case, reports `action` as ignored, naming `reducer` (`"A \"Scope\""`), and
  /// returns `nil`.
  @inlinable
  func modify<Result>(
    _ state: inout ParentState, action: some Any, by reducer: StaticString,
    _ body: (inout ChildState) -> Result
  ) -> Result? {
    guard var caseState = toCaseState.extract(from: state) else {
      reportAnotherCase(action, state: state, by: reducer)
      return nil
    }
    let result = body(&caseState)
    state = toCaseState.embed(caseState)
    return result
  }

  @usableFromInline
  func reportAnotherCase(_ action: some Any, state: ParentState, by reducer: StaticString) {
    site.reportIssue(
      """
      \(reducer) at "\(site)" received a child action when state was in another case. The \
      action was ignored:

        \(action)

      State was in case:

        \(customDump(state).prefix { $0 != "\n" && $0 != "(" })

      This usually means the state changed case while the child still had an effect in \
      flight, or a view sent an action for a case that is gone.
      """
    )
  }
}
