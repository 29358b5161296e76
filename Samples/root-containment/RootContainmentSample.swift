import UIKitStandIn

/// The root-containment sample (seed 004): re-created in the samples branch.
public enum RootContainmentSample {}
