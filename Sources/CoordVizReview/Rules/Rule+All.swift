extension Rule {
    /// Every review rule, in the order the rules document lists them.
    public static let all: [Rule] = [
        .strongParentReference, .missingParentReference, .backReferenceToNonParent, .finishedChildStillHeld,
        .sharedCoordinator, .screenInForeignStack, .unreachableCoordinator, .unreachableScreen, .impossibleStep,
        .ambiguousSwitchTab, .unperformedTransition, .maxDepth, .maxFanOut,
    ]

    /// The rule with `id`, if there is one.
    public static func named(_ id: String) -> Rule? { all.first { $0.id == id } }
}
