import SwiftUI
import WizardKit

/// A flow drawn entirely by another module's wizard view: nothing in it is a shape scan reads.
struct ImportCoordinator: View {
    let steps = ImportSteps.standard

    var body: some View {
        WizardView(steps: steps) { finished in
            print(finished)
        }
    }
}
