import SwiftSyntax

/// A value the interpreter tracks through a method body: just enough to know which coordinator,
/// screen or container an expression stands for.
indirect enum Value: Equatable {
    /// An instance of a type (a coordinator, a screen, anything else by name).
    case instance(String)
    /// A navigation controller: whose (the coordinator whose property it is), and its screens
    /// when it was made with them.
    case navigation(owner: String?, screens: [String])
    /// The navigation controller of a screen a coordinator was handed (`screen.navigationController`),
    /// the screen when its type is known: pushing onto it pushes onto the stack holding that screen.
    case screenNavigation(String?)
    /// A tab bar controller and whose it is.
    case tabBar(owner: String?)
    /// A split view controller and whose it is.
    case split(owner: String?)
    /// A page view controller and whose it is.
    case pageView(owner: String?)
    /// A tab bar item: its title and image name when they are literals.
    case tabItem(title: String?, icon: String?)
    /// What a coordinator's `start()` returns or its root view controller: its container.
    case containerOf(String)
    /// A bare UIKit view controller made with nothing in it (`UIViewController()`): the stand-in
    /// of a disabled tab, kept so the tabs after it keep their index; no screen of the app otherwise.
    case placeholder(String)
    /// A subject a coordinator holds, or a publisher of it (`result.eraseToAnyPublisher()`).
    case publisher(owner: String, property: String)
    case enumCase(String)
    case integer(Int)
    case text(String)
    case list([Value])
    /// `nil`: an optional that is not there (`start(with: nil)`), so `if let` takes its else.
    case nothing
    case unknown

    /// The type a value is an instance of, when it is one.
    var typeName: String? {
        switch self {
        case .instance(let name), .placeholder(let name): return name
        case .navigation, .screenNavigation: return "UINavigationController"
        case .tabBar: return "UITabBarController"
        case .split: return "UISplitViewController"
        case .pageView: return "UIPageViewController"
        default: return nil
        }
    }
}

/// One step of a transition, as the spec writes it.
struct ScannedStep: Hashable {
    enum Kind: String { case switchTab, resetToRoot, popToRoot, pop, push, present, dismiss, startChild, finish, setRoot, showDetail }

    var kind: Kind
    /// The screen, coordinator or tab it acts on (empty for `dismiss`).
    var target: String
    /// The coordinators whose `start()` produced it, innermost last: a `setRoot` of one of them
    /// stands for all it started.
    var startedBy: [String] = []
    /// For `switchTab`: the coordinator owning the tab bar and the tab's index.
    var tabOwner: String?
    var tabIndex: Int?
    /// For `startChild`: whether the call site made the child with the parent's stack to push
    /// onto (true) or with a navigation controller to present over (false); nil when unknown.
    var onParentStack: Bool?
    var source: SourceReference
}

/// A tab of a tab bar as written in code: what it shows, its item, where.
struct ScannedTab {
    var content: Value
    var title: String?
    var icon: String?
    var source: SourceReference
}

/// Facts the interpreter finds while reading methods, each with where it found them.
struct Facts {
    /// A coordinator made or adopted as a child: parent, child, the property path that holds it.
    struct Child: Hashable {
        var parent: String
        var child: String
        var property: String?
        var source: SourceReference
        /// The condition of the `if` it is made in (`releaseNotes.hasUnseenChanges`).
        var condition: String?
        /// Whether setup code (what runs as the app starts) made it, and the method whose code
        /// made it; no part of equality.
        var inSetup = false
        var madeIn: String?

        static func == (left: Child, right: Child) -> Bool {
            left.parent == right.parent && left.child == right.child && left.property == right.property
                && left.source == right.source && left.condition == right.condition
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(parent)
            hasher.combine(child)
            hasher.combine(property)
            hasher.combine(source)
            hasher.combine(condition)
        }
    }

    /// A closure installed on a property (`welcome.onFinish = { … }`, `vc.onSelect = { id in … }`,
    /// `view.onCompletion = finishFlow`): calling the property runs it, in the installer.
    struct Handler {
        /// The type whose code installed it: the closure runs as that type's code.
        var installer: String
        var parameters: [String]
        var statements: CodeBlockItemListSyntax?
        /// Installed as another closure property of the installer (`view.onCompletion = finishFlow`).
        var forward: String?
        /// Installed as a method of the installer (`Actions(showDetails: showMovieDetails)`,
        /// `view.onClose = close`): calling the property runs that method.
        var method: String?
        var path: String
        var source: SourceReference
        /// The installer's locals when it installed the closure: what the closure captures
        /// (`{ [unowned child] in child.didFinish?() }`).
        var captured: [String: Value] = [:]
    }

    /// A coordinator constructed with another coordinator's navigation controller or router.
    struct SharedNavigation: Hashable {
        var child: String
        var navigationOwner: String
    }

    /// A screen given a coordinator to talk to (`vc.coordinator = self`, an initializer argument).
    struct Talk: Hashable {
        var screen: String
        var coordinator: String
    }

    /// A coordinator handed to an undeclared screen as its `label` (`navigationHandler`, `delegate`).
    struct HandedHandler: Equatable {
        var screen: String
        var coordinator: String
        var label: String
        var source: SourceReference
    }

    /// A closure a coordinator installs on a screen (`vc.onSelect = { self.show(…) }`): the
    /// methods it calls run when the user acts on that screen.
    struct Callback {
        var screen: String
        var coordinator: String
        var statements: CodeBlockItemListSyntax
        var path: String
        /// What the action is called when the closure calls no coordinator method: the label it
        /// was handed to a factory under (`onDone`).
        var name: String?
        /// Installed on a navigation controller a child coordinator was handed (`nav.onViewDismissed
        /// = { … }`): the user acts on the screen at the bottom of that child's stack.
        var stackOwner: String?
        /// The installer's locals the closure captures (`{ self?.didFinish(from: child) }`).
        var captured: [String: Value] = [:]
    }

    /// A `switch` that routes deep links, with what each case does.
    struct LinkSwitch {
        var handler: String
        var function: FunctionDecl
        var path: String
        var subjectType: String?
        var subjectText: String
        /// Where the `switch` is.
        var source: SourceReference
        var cases: [(patterns: [String], body: CodeBlockItemListSyntax, source: SourceReference)]
        var bindings: [String: Value]
    }

    var children: [Child] = []
    /// Coordinators the sources do not declare, made with their initializer where a coordinator
    /// adopts a child (``Interpreter/undeclaredChild(_:method:labels:receiver:arguments:_:)``),
    /// with where each was first adopted.
    var undeclaredCoordinators: [String: SourceReference] = [:]
    var sharedNavigation: Set<SharedNavigation> = []
    /// Children kept in a collection under a key (`childCoordinators[.feed] = feedCoordinator`),
    /// by `Owner.property[key]`: setting that key to `nil` finishes the child.
    var keyedChildren: [String: String] = [:]
    var talks: Set<Talk> = []
    /// Coordinators handing themselves to a screen the sources do not declare, under a property
    /// or initializer label (`browser.navigationHandler = self`): that screen's code calls them.
    var handedHandlers: [HandedHandler] = []
    /// Methods (`Coordinator.signature`) read as actions of an undeclared root screen
    /// (``Inference/rootScreenLeftoverActions(_:taken:)``): no longer methods nothing calls.
    var rootScreenActions: Set<String> = []
    var callbacks: [Callback] = []
    /// Closures installed on properties, by `Type.property`.
    var handlers: [String: [Handler]] = [:]
    /// Closures installed on an event machine (`machine.addTransitionHandler { context in … }`),
    /// by `Installer|MachineType`: sending the machine an event runs the case for that event.
    var eventHandlers: [String: [Handler]] = [:]
    /// Types the sources do not declare that are shown through an app's own navigation
    /// coordinators: screen coordinators whose view cannot be read.
    var undeclaredScreenCoordinators: Set<String> = []
    /// Split views filled in code (`viewControllers = [primary, secondary]`), by owner.
    var splits: [String: (columns: [Value], source: SourceReference)] = [:]
    /// Page views filled in code, by owner: every page when the first one comes from a list.
    var pages: [String: (pages: [Value], source: SourceReference)] = [:]
    /// Tab bar items a coordinator sets on its own container, or a screen is given.
    var containerItems: [String: (title: String?, icon: String?)] = [:]
    /// Screens a navigation controller held in a property starts with (`Owner.property`), so a
    /// split view column or a tab built from it knows them.
    var propertyStacks: [String: [String]] = [:]
    /// Properties setup code gave a child's navigation controller (`vaultNavigator = vaultNav`
    /// after `VaultCoordinator(stackNavigator: vaultNav)`), by `Type.property`: that stack.
    var heldNavigations: [String: Value] = [:]
    var linkSwitches: [LinkSwitch] = []
    /// Tab bars filled in code, by the coordinator or view controller owning them.
    var tabs: [String: (tabs: [ScannedTab], source: SourceReference)] = [:]
    /// Tab bar controller subclasses a coordinator makes (the type, where), so the tabs such a
    /// subclass fills itself can be the coordinator's.
    var madeTabBars: [String: [(tabBar: String, source: SourceReference)]] = [:]
    /// `selectedIndex` set at setup.
    var initialTab: [String: Int] = [:]
    /// Screens a coordinator puts at the bottom of a stack (`UINavigationController(rootViewController:)`,
    /// `viewControllers = [x]`, its first push in `start()`).
    var stackRoots: [String: (screens: [String], source: SourceReference)] = [:]
    /// Coordinators whose stack root so far is only their first push in setup: a root their setup
    /// sets explicitly (`setRootViewController(edit)`) replaces it.
    var rootsFromPush: Set<String> = []
    /// Coordinators whose container is one plain screen.
    var plainScreens: [String: (screen: String, source: SourceReference)] = [:]
    /// Coordinators whose navigation controller is presented (`present(navigationController)`),
    /// with the presentation style when set.
    var presentedContainers: [String: (style: String?, source: SourceReference)] = [:]
    /// Coordinators dismissing their own container (`root.dismiss(animated:)`), and those that
    /// present something themselves (whose dismiss may close what they presented instead).
    var selfDismissals: (dismissing: [String: SourceReference], presenting: Set<String>) = ([:], [])
    /// Screen titles set in code.
    var titles: [String: String] = [:]
    /// Coordinators whose container replaces the window's root.
    var windowRoots: [(coordinator: String, source: SourceReference)] = []
    /// Coordinators a library's root coordinator starts with (Stinsen's `NavigationStack(initial:)`
    /// naming a route that makes a coordinator): the phase the app launches in.
    var launchRoots: [(coordinator: String, source: SourceReference)] = []
    /// The view holding the store of each reducer the scan made a coordinator (TCA), by reducer:
    /// what that view shows by its state is the reducer's to switch.
    var composableViews: [String: String] = [:]
    /// Roots an app or scene delegate (no coordinator) gives the window: a navigation controller
    /// made around its first screen, or a screen (an app without coordinators, a VIPER app).
    /// `madeFrom`: the tab bar controller subclass whose own tabs the window shows, read once every
    /// method is (the container is then that subclass's tabs).
    var delegateWindowRoots: [(owner: String, container: ScannedApp.Container?, madeFrom: String?, source: SourceReference)] = []
    /// Coordinators whose setup replaces the root of the navigation controller they were handed
    /// (`router.setRootModule(login)`): with the app's root coordinator's, each is a phase.
    var rootModules: [(coordinator: String, source: SourceReference)] = []
    /// Coordinators whose setup pushes the first screen onto a navigation controller they were
    /// handed: the root module when the stack was empty.
    var pushedRootModules: [(coordinator: String, source: SourceReference)] = []
    /// Screens shown inside another screen as its child view controllers (`addChild(vc)`), by
    /// child: what the user does on them, they do on the parent screen.
    var embedded: [String: String] = [:]
    /// Coordinators pushed by a helper (`push(childCoordinator)`) whose one screen was not known
    /// yet: the child pushes onto the owner's stack, which starts with it when pushed in setup.
    var coordinatorRootPushes: [(owner: String, child: String, setup: Bool, source: SourceReference)] = []
    /// View models a route handler binds to a screen (`vc.bind(to: viewModel)`): what they
    /// trigger, the user does on that screen, through that coordinator's routes.
    var viewModelScreens: [String: String] = [:]
    var viewModelCoordinators: [String: String] = [:]
    /// Screens a coordinator's methods push or present, read once without following: those no
    /// transition reaches are still screens of the app (``Inference/addUnreachedScreens(_:)``).
    var shownScreens: [ShownScreen] = []
    /// Coordinators pushing onto the navigation controller of a screen they were handed (or handed
    /// that navigation controller when made), with the screen when its type is known: they push
    /// onto the stack of the coordinator holding that screen (``Inference/pushOntoHandedScreenStacks``).
    var handedScreenStacks: [String: String?] = [:]
    /// Tabs showing another instance of a coordinator type an earlier tab of the same owner
    /// shows, with the position the tab takes among the owner's read tabs: each becomes a
    /// numbered instance (`Type#2`) with copies of what the first one holds
    /// (``ScannedApp/addInstance(of:tab:at:of:)``).
    var repeatedTabs: [(owner: String, position: Int, tab: ScannedApp.Tab)] = []
    /// Things the scan could not resolve, with why.
    var unresolved: [(source: SourceReference, message: String)] = []
}
