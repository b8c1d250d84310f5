import Geometry
import Screens
import ScrollUI
import SDLRender
import Testing

@testable import ScrollLabApp

/// `bench --scenario` holds on screen what its figures are about, on the frames it measures.
@Suite struct BenchScenarioTests {
    private func subject(_ scenario: BenchScenario, frames: Int) throws -> BenchSubject {
        try ScrollLabApp.$screens.withValue(ScreenCatalog.registry) {
            try #require(BenchSubject(scenario: scenario, frames: frames, size: BenchCommand.size))
        }
    }

    /// Steps `subject` to its first measured frame, then checks `holds` on every frame after it.
    private func run(_ subject: BenchSubject, _ scenario: BenchScenario, frames: Int, holds: () -> Bool) {
        var picture = DisplayList()
        for frame in 1...frames {
            _ = subject.step(picture: &picture)
            if frame > scenario.skippedFrames { #expect(holds(), "frame \(frame)") }
        }
    }

    @Test func theSwipeScenarioHoldsARowSwipedOnEveryMeasuredFrame() throws {
        let subject = try subject(.swipe, frames: 120)
        let table = try #require(subject.app.navigation.topViewController.keyboardScrollView as? TableView)

        run(subject, .swipe, frames: 120) { table.swipedRow == 2 && table.swipeOffset < 0 }
    }

    @Test func theDeleteScenarioAnimatesTenRowsGoingOnEveryMeasuredFrame() throws {
        let subject = try subject(.delete, frames: 120)
        let table = try #require(subject.app.navigation.topViewController.keyboardScrollView as? TableView)

        run(subject, .delete, frames: 120) { table.isAnimatingRows }
        #expect(table.numberOfRows == 5000 - 8 * 10, "eight deletes of ten rows in 120 frames")
    }

    @Test func theBlurScenarioShowsTheContextMenuOnEveryMeasuredFrame() throws {
        let subject = try subject(.blur, frames: 150)

        run(subject, .blur, frames: 150) {
            subject.app.displayList().items.contains { if case .backdrop = $0 { true } else { false } }
        }
    }
}
