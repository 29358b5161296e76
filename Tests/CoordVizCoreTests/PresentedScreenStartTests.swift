import CoordVizCore
import Testing

/// A screen no container holds, presented from one screen (or from screens in two tabs), played
/// from: it is shown over its presenter, so dismissing it returns to a screen that presents it.
@Suite struct PresentedScreenStartTests {
    /// Two tabs whose second screens both present `Picker`.
    static func model(presentersOf picker: [String]) -> ArchitectureModel {
        var model = twoTabModel()
        model.screens = model.screens.map { screen in
            var screen = screen
            if picker.contains(screen.id) { screen.presents = ["Picker"] }
            return screen
        }
        model.screens.append(ScreenNode(id: "Picker", typeName: "Picker"))
        return model
    }

    @Test("dismissing a screen presented from one screen returns to that screen, not to the one the app was captured on")
    func dismissReturnsToThePresenter() {
        let simulator = FlowSimulator(model: Self.model(presentersOf: ["Orders2"]))
        let playback = simulator.play(Transition(id: "close", source: "Picker", steps: [Step(.dismiss)]))
        #expect(playback.steps.first?.problem == nil)
        #expect(playback.steps.first?.from == "Picker")
        #expect(playback.steps.first?.to == "Orders2")
        #expect(simulator.presenters(of: "Picker") == ["Orders2"])
    }

    @Test("a screen presented from screens in two tabs is played over the first presenter; both are named as its presenters")
    func twoPresenters() {
        let simulator = FlowSimulator(model: Self.model(presentersOf: ["Home2", "Orders2"]))
        let playback = simulator.play(Transition(id: "close", source: "Picker", steps: [Step(.dismiss)]))
        #expect(playback.steps.first?.to == "Home2")
        #expect(simulator.presenters(of: "Picker") == ["Home2", "Orders2"])
    }

    @Test("with no presenter known, the screen is shown over what the app shows, as before")
    func noPresenter() {
        let playback = FlowSimulator(model: Self.model(presentersOf: [])).play(Transition(id: "close", source: "Picker", steps: [Step(.dismiss)]))
        #expect(playback.steps.first?.to == "Home")
    }

    @Test("a screen no stack holds, pushed from a presented screen, shows on top of it: the step ends on the pushed screen")
    func pushFromAPresentedScreenShowsOnTop() {
        var model = Self.model(presentersOf: ["Orders2"])
        model.screens.append(ScreenNode(id: "PickerDetail", typeName: "PickerDetail"))
        let playback = FlowSimulator(model: model).play(Transition(id: "detail", source: "Picker", steps: [Step(.push, "PickerDetail"), Step(.dismiss)]))
        #expect(playback.steps.first?.problem == nil)
        #expect(playback.steps.first?.from == "Picker")
        #expect(playback.steps.first?.to == "PickerDetail")
        #expect(playback.steps.last?.to == "Picker")
    }
}
