import Testing
@testable import ScrollUI

@Suite struct ScrollPhaseTests {
    @Test func theFlagsFollowSeed002() {
        let flags: [(ScrollPhase, tracking: Bool, dragging: Bool, decelerating: Bool)] = [
            (.idle, false, false, false),
            (.touching(interrupted: false), true, false, false),
            (.dragging(.touch, interrupted: false), true, true, false),
            (.decelerating, false, true, true),  // dragging stays true while decelerating
            (.touching(interrupted: true), true, true, true),  // a finger caught the deceleration
            (.dragging(.touch, interrupted: true), true, true, true),  // a new drag during deceleration: both true
        ]

        for (phase, tracking, dragging, decelerating) in flags {
            #expect(
                (phase.isTracking, phase.isDragging, phase.isDecelerating) == (tracking, dragging, decelerating),
                "\(phase)")
        }
    }

    @Test func onlyTheDocumentedTransitionsAreLegal() {
        #expect(ScrollPhase.idle.canTransition(to: .touching(interrupted: false)))
        #expect(ScrollPhase.decelerating.canTransition(to: .touching(interrupted: true)))
        #expect(ScrollPhase.touching(interrupted: true).canTransition(to: .dragging(.touch, interrupted: true)))
        #expect(ScrollPhase.dragging(.trackpad, interrupted: false).canTransition(to: .decelerating))

        #expect(!ScrollPhase.idle.canTransition(to: .decelerating))
        #expect(!ScrollPhase.idle.canTransition(to: .touching(interrupted: true)))
        #expect(!ScrollPhase.touching(interrupted: false).canTransition(to: .dragging(.touch, interrupted: true)))
        #expect(!ScrollPhase.decelerating.canTransition(to: .dragging(.touch, interrupted: true)))
        #expect(!ScrollPhase.dragging(.touch, interrupted: false).canTransition(to: .touching(interrupted: false)))
    }

    @Test func anIllegalTransitionIsRecordedNotFatal() {
        // given: a scroll view at rest
        let scrollView = ScrollView(name: "s")

        // when: something asks it to decelerate without a drag (a bug, in any build)
        scrollView.transition(to: .decelerating)

        // then: recorded, and the phase follows
        #expect(scrollView.phaseErrors == ["illegal scroll phase transition: idle → decelerating"])
        #expect(scrollView.isDecelerating)
    }
}
