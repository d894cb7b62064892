import Effects
import FeatureB2
import Foundation
import TerminalUI

// Runs B2 alone in the terminal, with preview dependencies: `Scripts/run.sh FeatureB2`.
let store = Store(initialState: B2.State()) {
  B2()
} withDependencies: {
  $0.context = .preview
}
exit(await TerminalProgram.run(store: store, view: B2View.screen))
