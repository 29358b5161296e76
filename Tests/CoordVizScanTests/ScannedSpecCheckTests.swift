@testable import CoordVizScan
import Testing

/// The scan reads ids back from the spec it wrote, to leave out transitions a spec cannot play:
/// reading a quoted id gives exactly the id written.
@Suite struct ScannedSpecCheckTests {
    @Test(arguments: ["plain-id", "needs: quoting", "a \"quoted\" name", #"back\slash"#, "two\nlines", "#hash", "yes", "12"])
    func anIdReadBackIsTheIdWritten(id: String) {
        #expect(ScannedSpecCheck.unquoted(SpecWriter.quote(id)) == id)
    }
}
