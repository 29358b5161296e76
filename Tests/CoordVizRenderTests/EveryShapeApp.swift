import CoordVizCore

/// A made-up app with every shape the views must handle: a tab bar whose tabs show stacks and a
/// plain screen, a child flow below a tab, a modal onboarding stack outside the tabs, a flow-only
/// deep-link coordinator, a lazy child not created yet, a presented screen, and deep links that
/// work, name a missing transition, or cannot be played.
///
/// ```
/// AppCoordinator (tab bar: Feed, Profile, Settings)
/// ├─ FeedCoordinator      [Feed, Post, Comments]
/// │  └─ ShareCoordinator  single ShareSheet
/// ├─ ProfileCoordinator   [Profile, EditProfile]
/// ├─ OnboardingCoordinator [Welcome, SignUp]   (no tab)
/// ├─ DeepLinkCoordinator  (flow only)
/// └─ analytics            (lazy, not created)
/// ```
enum EveryShapeApp {
    static func stack(_ screens: [String], live: Int = 1) -> Container {
        .navigationStack(NavigationStack(property: "navigationController", screens: Array(screens.prefix(live)), declaredScreens: screens))
    }

    static var model: ArchitectureModel {
        let app = CoordinatorNode(
            id: "AppCoordinator", typeName: "AppCoordinator", declaredAs: "AppCoordinating",
            container: .tabBar(TabBar(property: "tabBarController", tabs: [
                Tab(index: 0, title: "Feed", viewControllerType: "UINavigationController", coordinator: "FeedCoordinator"),
                Tab(index: 1, title: "Profile", viewControllerType: "UINavigationController", coordinator: "ProfileCoordinator"),
                Tab(index: 2, title: "Settings", viewControllerType: "SettingsViewController", screen: "SettingsViewController"),
            ], selectedIndex: 0)),
            children: [
                ChildLink(property: "feed", coordinator: "FeedCoordinator"),
                ChildLink(property: "profile", coordinator: "ProfileCoordinator"),
                ChildLink(property: "onboarding", coordinator: "OnboardingCoordinator"),
                ChildLink(property: "deepLinks", coordinator: "DeepLinkCoordinator"),
                ChildLink(property: "analytics", declaredType: "AnalyticsCoordinating", coordinator: nil, isLazy: true),
            ]
        )
        let parent = [BackReference(property: "parent", target: "AppCoordinator", pointsToParent: true, strength: .weak)]
        let coordinators = [
            app,
            CoordinatorNode(id: "FeedCoordinator", typeName: "FeedCoordinator", container: stack(["FeedViewController", "PostViewController", "CommentsViewController"]),
                            children: [ChildLink(property: "share", coordinator: "ShareCoordinator")], backReferences: parent),
            CoordinatorNode(id: "ShareCoordinator", typeName: "ShareCoordinator",
                            container: .single(SingleScreen(typeName: "ShareSheetViewController", property: "sheet", screen: "ShareSheetViewController")),
                            backReferences: [BackReference(property: "parent", target: "FeedCoordinator", pointsToParent: true, strength: .strong)]),
            CoordinatorNode(id: "ProfileCoordinator", typeName: "ProfileCoordinator", container: stack(["ProfileViewController", "EditProfileViewController"]), backReferences: parent),
            CoordinatorNode(id: "OnboardingCoordinator", typeName: "OnboardingCoordinator", container: stack(["WelcomeViewController", "SignUpViewController"]), backReferences: parent),
            CoordinatorNode(id: "DeepLinkCoordinator", typeName: "DeepLinkCoordinator", backReferences: parent),
        ]
        let screens = [
            ("FeedViewController", "FeedCoordinator"), ("PostViewController", "FeedCoordinator"), ("CommentsViewController", "FeedCoordinator"),
            ("ShareSheetViewController", "ShareCoordinator"), ("ProfileViewController", "ProfileCoordinator"),
            ("EditProfileViewController", "ProfileCoordinator"), ("WelcomeViewController", "OnboardingCoordinator"),
            ("SignUpViewController", "OnboardingCoordinator"), ("SettingsViewController", "AppCoordinator"),
        ].map { ScreenNode(id: $0.0, typeName: $0.0, coordinator: $0.1) }
        let transitions = [
            Transition(id: "open-post", source: "FeedViewController", trigger: "showPost(_:)", steps: [Step(.push, "PostViewController")]),
            Transition(id: "open-comments", source: "PostViewController", trigger: "showComments()", steps: [Step(.push, "CommentsViewController")]),
            Transition(id: "share", source: "PostViewController", trigger: "share()", steps: [Step(.startChild, "ShareCoordinator"), Step(.present, "ShareSheetViewController")]),
            Transition(id: "edit-profile", source: "ProfileViewController", trigger: "edit()", steps: [Step(.push, "EditProfileViewController")]),
            Transition(id: "comment-author", source: "CommentsViewController", trigger: "showAuthor()", steps: [Step(.switchTab, "Profile"), Step(.popToRoot, "ProfileCoordinator")]),
            Transition(id: "sign-up", source: "WelcomeViewController", trigger: "signUp()", steps: [Step(.push, "SignUpViewController")]),
            Transition(id: "pop-feed", source: "FeedViewController", trigger: "back()", steps: [Step(.pop, "FeedCoordinator")]),
        ]
        let deepLinks = [
            DeepLink(pattern: "app://post/{id}", handler: "DeepLinkCoordinator", transition: "open-post"),
            DeepLink(pattern: "app://profile/edit", handler: "DeepLinkCoordinator", transition: "edit-profile"),
            DeepLink(pattern: "app://broken", handler: "DeepLinkCoordinator", transition: "nope"),
            DeepLink(pattern: "app://back", handler: "DeepLinkCoordinator", transition: "pop-feed"),
        ]
        return ArchitectureModel(app: "Synthetic", root: "AppCoordinator", coordinators: coordinators, screens: screens, transitions: transitions, deepLinks: deepLinks)
    }
}
