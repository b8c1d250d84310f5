/// The feel of a scroll view as numbers a designer can change (the tuning panel, F5; `run --physics
/// FILE.json`): how fast a fling slows down, how stiff the rubber band is, how the bounce returns,
/// how a page lands, when a flick turns the page, when a pan starts, how the release velocity is
/// measured and which releases fling. Defaults are UIKit's (`uiKit`), each with its source in
/// `parameters` (ScrollPhysics.docc/Physics.md); with them every motion is the one ScrollLab
/// always ran, to the last bit.
///
/// Every value has an allowed range (`Parameter.range`); `problems()` names the values outside
/// theirs, and the two pairs that constrain each other (the paging spring's pull and friction, the
/// fling limits). In JSON (`Codable`) it is a flat object keyed by `Parameter.key`; a key left out
/// keeps its default, so a file may hold only what it changes.
public struct PhysicsSettings: Hashable, Sendable {
    /// What `DecelerationRate.normal` means, per millisecond (UIKit 0.998).
    public var decelerationRate = DecelerationRate.normal.rawValue
    /// What `DecelerationRate.fast` means, per millisecond (UIKit 0.99; paging-like views).
    public var fastDecelerationRate = DecelerationRate.fast.rawValue
    /// The rubber band's constant c (UIKit 0.55): larger follows the finger further past an edge.
    public var rubberBand = RubberBand.defaultCoefficient
    /// The bounce's pull back to the edge, kept per millisecond (k = 0.99): larger returns slower.
    public var bounceRate = BounceMotion.edgePull
    /// How close to the edge a returning bounce snaps onto it, in points (0.5).
    public var bounceSettleDistance = BounceMotion.settleDistance
    /// The paging spring's pull on a 320 pt wide view, per ms² (UIKit 0.0003); wider views pull less,
    /// along UIKit's line (`PagingMotion.constants(width:springPull:friction:)`).
    public var pagingSpringPull = PagingMotion.springPull
    /// The paging spring's friction on a 320 pt wide view, velocity kept per millisecond (UIKit 0.97);
    /// wider views keep more, along UIKit's line.
    public var pagingFriction = PagingMotion.friction
    /// The slowest natural frequency of a landing on a snap target, in rad/s (18).
    public var landingFrequency = LandingMotion.minimumFrequency
    /// A paging release faster than this turns the page, in pt/s (UIKit 300).
    public var pageTurnVelocity = PageTarget.defaultVelocityThreshold
    /// How far a finger moves before a pan begins, in points (UIKit 10).
    public var panHysteresis = 10.0
    /// The history the release velocity is fitted to, in seconds (0.1).
    public var velocityWindow = 0.1
    /// A finger still this long before lifting releases at rest, in seconds (0.04, Gestures'
    /// `VelocityTracker.defaultPause`).
    public var velocityPause = 0.04
    /// Releases at or below this speed do not fling, in pt/s (50).
    public var minimumFlingVelocity = FlingLimits.minimumVelocity
    /// Release speeds are capped at this, in pt/s (8000).
    public var maximumFlingVelocity = FlingLimits.maximumVelocity

    /// UIKit's feel: every value at its default.
    public init() {}

    /// UIKit's feel (`ScrollPhysics.docc/Physics.md` has each number's source).
    public static let uiKit = PhysicsSettings()

    /// True when every value is UIKit's.
    public var isUIKit: Bool { self == .uiKit }

    /// The rate a scroll view whose `decelerationRate` is `rate` decelerates by: `.normal` and
    /// `.fast` mean `decelerationRate` and `fastDecelerationRate`; any other rate is its own.
    public func rate(for rate: DecelerationRate) -> DecelerationRate {
        if rate == .normal { return DecelerationRate(rawValue: decelerationRate) }
        if rate == .fast { return DecelerationRate(rawValue: fastDecelerationRate) }
        return rate
    }

    /// The fling limits of `minimumFlingVelocity` and `maximumFlingVelocity`.
    public var flingLimits: FlingLimits {
        FlingLimits(minimum: minimumFlingVelocity, maximum: maximumFlingVelocity)
    }

    /// The values that differ from UIKit's, in `parameters` order.
    public var changedParameters: [Parameter] {
        Self.parameters.filter { self[keyPath: $0.keyPath] != PhysicsSettings.uiKit[keyPath: $0.keyPath] }
    }
}
