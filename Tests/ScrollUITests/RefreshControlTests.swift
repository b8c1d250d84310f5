import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// A list of 60 rows in a 390x644 window (600 pt of list under the bar) with a `RefreshControl`
/// that counts its `.valueChanged` actions, and what each frame showed.
private struct RefreshFixture {
    let driver = ScreenDriver(listOf: 60)
    let control = RefreshControl()
    let fired: Counter
    var list: ListView { driver.list }

    final class Counter {
        var count = 0
        /// The list's offset and tracking when the action came.
        var at: (offset: Double, tracking: Bool)?
    }

    /// `topInset`: the list's own top inset (a bar's or a large title's), where it rests.
    init(topInset: Double = 0) throws {
        let fired = Counter()
        self.fired = fired
        driver.list.contentInset.top = topInset
        driver.list.contentOffset = Point(x: 0, y: -topInset)
        driver.list.refreshControl = control
        control.addAction(for: .valueChanged) { [list = driver.list] _ in
            fired.count += 1
            fired.at = (list.contentOffset.y, list.isTracking)
        }
        try driver.runFrame()
    }

    /// A slow pull down by `distance` finger points over a second, held half a second, lifted;
    /// returns each frame's (pull past the top, tracking, actions so far).
    func pull(by distance: Double) throws -> [(pull: Double, tracking: Bool, fired: Int)] {
        driver.drag(from: Point(x: 200, y: 120), by: Point(x: 0, y: distance), duration: 1, hold: 0.5)
        var frames: [(Double, Bool, Int)] = []
        try driver.run(until: driver.inputEnd + 0.02) {
            frames.append((-list.contentOffset.y, list.isTracking, fired.count))
        }
        return frames
    }

    /// Runs until nothing moves the list.
    func settle() throws {
        try driver.runUntil { !list.isTracking && !list.isDecelerating && !list.isInMotion }
    }
}

/// `RefreshControl` on a `ScreenDriver`: UIKit's threshold, hold inset, close and delegate order.
@Suite struct RefreshControlTests {
    @Test func itFiresAtTheTriggerDistanceWhileTheFingerIsDown() throws {
        // given: a 600 pt list: trigger = min(300, 112.5 × 600 / 568) ≈ 118.8 pt
        let fixture = try RefreshFixture()
        #expect(abs(fixture.control.triggerDistance - 112.5 * 600 / 568) < 1e-9)

        // when: a 350 pt finger pull (about 133 pt of rubber band)
        let frames = try fixture.pull(by: 350)

        // then: it fired once, under the finger, on the first frame past the trigger distance
        #expect(fixture.fired.count == 1)
        let first = try #require(frames.firstIndex { $0.fired == 1 })
        #expect(frames[first].tracking)
        #expect(frames[first].pull >= fixture.control.triggerDistance)
        #expect(frames[..<first].allSatisfy { $0.pull < fixture.control.triggerDistance })
        #expect(fixture.fired.at?.tracking == true)
        #expect(fixture.control.isRefreshing)
    }

    @Test func aPullShortOfTheTriggerDistanceDoesNotFire() throws {
        // given
        let fixture = try RefreshFixture()

        // when: a 230 pt finger pull, about 104 pt of rubber band
        let frames = try fixture.pull(by: 230)
        try fixture.settle()

        // then
        #expect((frames.map(\.pull).max() ?? 0) > 90)
        #expect(fixture.fired.count == 0)
        #expect(!fixture.control.isRefreshing)
        #expect(fixture.list.contentOffset.y == 0)
        #expect(fixture.list.adjustedContentInset.top == 0)
    }

    @Test func whileRefreshingTheInsetHoldsTheControlOpen() throws {
        // given
        let fixture = try RefreshFixture()

        // when: pulled past the trigger and let go
        _ = try fixture.pull(by: 350)
        try fixture.settle()

        // then: the content rests 60 pt down; the adjusted inset holds it, contentInset is the user's
        #expect(fixture.control.isRefreshing)
        #expect(fixture.list.adjustedContentInset.top == RefreshControl.height)
        #expect(fixture.list.contentInset.top == 0)
        #expect(fixture.list.contentOffset.y == -RefreshControl.height)
        #expect(fixture.control.frame == Rect(x: 0, y: -60, width: 390, height: 60))
    }

    @Test func endRefreshingScrollsBackAndSettlesAtTheTop() throws {
        // given: refreshing, at rest 60 pt down
        let fixture = try RefreshFixture()
        _ = try fixture.pull(by: 350)
        try fixture.settle()

        // when
        fixture.control.endRefreshing()
        var offsets: [Double] = []
        try fixture.driver.runUntil {
            offsets.append(fixture.list.contentOffset.y)
            return !fixture.list.isInMotion
        }

        // then: animated back (not a jump), the inset gone, the control idle
        #expect(offsets.contains { $0 > -60 && $0 < 0 })
        #expect(offsets == offsets.sorted())
        #expect(fixture.list.contentOffset.y == 0)
        #expect(fixture.list.adjustedContentInset.top == 0)
        #expect(fixture.control.state == .idle)
        #expect(fixture.control.frame.height == 0)
    }

    @Test func theDelegateCallsKeepUIKitsOrder() throws {
        // given
        let fixture = try RefreshFixture()

        // when: a pull that refreshes, the bounce back to the hold, then the end
        _ = try fixture.pull(by: 350)
        try fixture.settle()
        let pullCalls = fixture.driver.calls
        fixture.control.endRefreshing()
        try fixture.settle()

        // then
        #expect(
            pullCalls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didEndDecelerating",
            ])
        #expect(fixture.driver.calls == pullCalls + ["didEndScrollingAnimation"])
    }

    @Test func theTicksAppearWithThePull() throws {
        // given
        let fixture = try RefreshFixture()

        // when: pulled by 0, 40, 80 … finger points, counting the ticks drawn at each
        var ticks: [Int] = []
        for distance in stride(from: 0.0, through: 160, by: 40) {
            fixture.driver.drag(from: Point(x: 200, y: 120), by: Point(x: 0, y: distance), duration: 0.3, hold: 5)
            try fixture.driver.run(until: fixture.driver.inputEnd - 4)
            var list = DisplayList()
            fixture.control.draw(in: &list)
            ticks.append(list.items.filter { if case .line = $0 { true } else { false } }.count)
            try fixture.driver.run(until: fixture.driver.inputEnd)
            try fixture.settle()
        }

        // then: none at rest, more with each pull, never more than eight, and no refresh
        #expect(ticks.first == 0)
        #expect(ticks == ticks.sorted())
        #expect(Set(ticks).count >= 3)
        #expect(ticks.allSatisfy { $0 <= 8 })
        #expect(fixture.fired.count == 0)
    }

    @Test func itSitsBelowTheOtherInsetsAndMeasuresThePullFromTheRestingTop() throws {
        // given: 100 pt of the list's own top inset (a large title's, say); it rests at −100
        let fixture = try RefreshFixture(topInset: 100)

        // when
        let frames = try fixture.pull(by: 350)
        try fixture.settle()

        // then: it fired at the trigger distance past the resting top, and rests open below the inset
        let first = try #require(frames.firstIndex { $0.fired == 1 })
        #expect(frames[first].pull - 100 >= fixture.control.triggerDistance)
        #expect(frames[..<first].allSatisfy { $0.pull - 100 < fixture.control.triggerDistance })
        #expect(fixture.list.contentOffset.y == -160)
        #expect(fixture.list.adjustedContentInset.top == 160)
        #expect(fixture.control.frame == Rect(x: 0, y: -60, width: 390, height: 60))
    }

    @Test func beginRefreshingAddsTheInsetWithoutSendingTheAction() throws {
        // given
        let fixture = try RefreshFixture()

        // when
        fixture.control.beginRefreshing()

        // then
        #expect(fixture.control.isRefreshing)
        #expect(fixture.fired.count == 0)
        #expect(fixture.list.adjustedContentInset.top == RefreshControl.height)
    }
}
