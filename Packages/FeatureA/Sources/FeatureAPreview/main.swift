import Effects
import FeatureA
import Foundation
import TerminalUI

// Runs A1 alone in the terminal, with preview dependencies: `Scripts/run.sh FeatureA`.
let store = Store(initialState: A1.State()) {
  A1()
} withDependencies: {
  $0.context = .preview
}
exit(await TerminalProgram.run(store: store, view: A1View.screen))
