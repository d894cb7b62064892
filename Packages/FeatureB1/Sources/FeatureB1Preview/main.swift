import Effects
import FeatureB1
import Foundation
import TerminalUI

// Runs B1 alone in the terminal, logged in as the preview user, with preview dependencies:
// `Scripts/run.sh FeatureB1`.
let store = Store(initialState: B1.State(user: .preview)) {
  B1()
} withDependencies: {
  $0.context = .preview
}
exit(await TerminalProgram.run(store: store, view: B1View.screen))
