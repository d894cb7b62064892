import Effects
import FeatureB1
import FeatureB2
import Foundation
import TerminalUI
import Testing

/// What B1's screen sends, and what its snapshots do not show: the screen's id, its elements'
/// kinds, the saved facts' file error, and B2's screen and actions while B2 is presented.
@MainActor @Suite struct B1ViewTests {
  let user = LoginResponse.preview
  let saved = [
    SavedFact(number: 4, text: "4 is the smallest composite number."),
    SavedFact(number: 4, text: "4 is the number of chambers of the heart."),
  ]

  @Test func beforeItsFactArrivesB1ShowsTheUserAndAsksForTheFact() {
    let screen = B1View.screen(.drawing(B1.State(user: user, savedFacts: Shared(value: []))))

    #expect(screen.id == "b1")
    #expect(screen.title == "B1")
    #expect(screen.back == nil)
    #expect(screen.onAppear?.fact?.onAppear != nil)
    #expect(
      screen.outline == [
        "text(heading): Signed in as Ada Lovelace",
        "text(secondary): Logged in at 2023-11-14T22:13:20Z",
        "",
        "text(heading): Fact for 3",
        "text(secondary): No fact yet.",
        "",
        "text(plain): Saved facts: 0",
        "text(secondary): Last saved: nothing yet",
        "button open-saved-facts: Saved facts",
      ])
    #expect(screen.controls.map(\.id) == ["open-saved-facts"])
    #expect(screen.button("open-saved-facts")?.action?.savedFactsButtonTapped != nil)
  }

  @Test func anUnreadableSavedFactsFileShowsOneLineNamingWhereItWasKept() throws {
    let files = InMemoryFileSystem()
    let url = DataDirectory.testValue.file(SavedFact.fileName(of: "ada"))
    files.setData(Data("not json".utf8), at: url)
    let issues = CollectingIssueReporter()
    let state = withIssueReporters([issues]) {
      withDependencies {
        $0.defaultFileStorage = .inMemory(files)
      } operation: {
        B1.State(user: user)
      }
    }
    let kept = try #require(files.files.keys.first)

    #expect(
      B1View.screen(.drawing(state)).outline.suffix(4) == [
        "text(plain): Saved facts: 0",
        "text(secondary): Last saved: nothing yet",
        "error: Saved facts could not be read; the file was kept as \(kept.path).",
        "button open-saved-facts: Saved facts",
      ])
    #expect(kept.lastPathComponent.hasPrefix("ada.json.corrupt-"))
    #expect(issues.messages.count == 1)
  }

  @Test func anErrorOffersRetry() {
    var state = B1.State(user: user, savedFacts: Shared(value: []))
    state.fact.errorMessage = "The number service is unreachable. Try again."

    let screen = B1View.screen(.drawing(state))
    #expect(
      screen.outline[3...5] == [
        "text(heading): Fact for 3",
        "error: The number service is unreachable. Try again.",
        "button retry: Retry",
      ])
    #expect(screen.controls.map(\.id) == ["retry", "open-saved-facts"])
    #expect(screen.button("retry")?.action?.fact?.reloadButtonTapped != nil)
  }

  @Test func presentedB2IsShownWithEscDismissingIt() throws {
    var state = B1.State(
      user: user, savedFacts: Shared(value: IdentifiedArray(uniqueElements: saved)))
    state.b2 = B2.State(savedFacts: state.$savedFacts)
    state.b2?.fact.fact = "4 is the number of seasons in a year."

    let (store, sent) = StoreOf<B1>.recording(state)
    let screen = B1View.screen(store)
    #expect(screen.id == "b2")
    #expect(screen.title == "B2 · Saved facts")
    screen.back?.perform(on: store)
    #expect(sent.last?.b2?.dismiss != nil)
    #expect(screen.onAppear?.b2?.presented?.fact?.onAppear != nil)
    #expect(screen.controls.map(\.id) == ["reload", "save", "saved-facts"])
    #expect(screen.button("save")?.action?.b2?.presented?.saveButtonTapped != nil)
    let list = try #require(screen.list("saved-facts"))
    #expect(list.onActivate?(1).b2?.presented?.removeButtonTapped == saved[1].id)
  }
}
