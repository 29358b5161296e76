import UIKitStandIn

/// The tab-coordinator sample (seed 003): re-created in the samples branch.
public enum TabCoordinatorSample {}
