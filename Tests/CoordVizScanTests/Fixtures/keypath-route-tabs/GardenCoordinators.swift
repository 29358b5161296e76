import SwiftUI
import Stinsen

/// The garden: plants in a stack of their own, the calendar, the account.
final class GardenTabsCoordinator: TabCoordinatable {
    lazy var child = TabChild(startingItems: [
        \GardenTabsCoordinator.plants,
        \GardenTabsCoordinator.calendar,
        \GardenTabsCoordinator.account,
        \GardenTabsCoordinator.shop,
    ])

    let gardener: String

    @Route(tabItem: makePlantsTab) var plants = makePlants
    @Route(tabItem: makeCalendarTab) var calendar = makeCalendar
    @Route(tabItem: makeAccountTab) var account = makeAccount
    @Route(tabItem: makeShopTab) var shop = makeShop

    init(gardener: String) {
        self.gardener = gardener
    }

    func makePlants() -> NavigationViewCoordinator<PlantsCoordinator> {
        NavigationViewCoordinator(PlantsCoordinator())
    }

    @ViewBuilder func makePlantsTab(isActive: Bool) -> some View {
        Label("Plants", systemImage: "leaf")
    }

    func makeCalendar() -> some View {
        CalendarView()
    }

    @ViewBuilder func makeCalendarTab(isActive: Bool) -> some View {
        Image(systemName: "calendar")
        Text("Calendar")
    }

    func makeAccount() -> some View {
        AccountView(gardener: gardener)
    }

    @ViewBuilder func makeAccountTab(isActive: Bool) -> some View {
        Label("Account", systemImage: "person.crop.circle")
    }

    /// The seed shop's coordinator comes from another module.
    func makeShop() -> NavigationViewCoordinator<SeedShopCoordinator> {
        NavigationViewCoordinator(SeedShopCoordinator())
    }

    @ViewBuilder func makeShopTab(isActive: Bool) -> some View {
        Label("Shop", systemImage: "cart")
    }
}

final class PlantsCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \PlantsCoordinator.list)

    @Root var list = makeList
    @Route(.push) var plant = makePlant

    func makeList() -> some View {
        PlantListView()
    }

    func makePlant(name: String) -> some View {
        PlantView(name: name)
    }
}
