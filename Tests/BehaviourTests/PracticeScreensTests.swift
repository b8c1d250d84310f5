import Geometry
import Screens
import ScrollUI
import Testing

/// Seed 002's practices as screens (`images`, `paging`, `snap`, `pages`, `parallax`), checked
/// on replayed traces.
@Suite struct PracticeScreensTests {
    /// Where `id` was at rest on its horizontal axis: just before each drag after the first, and at
    /// the end (the traces leave time for every motion to finish between gestures).
    private func restingOffsets(_ log: ReplayLog, _ id: String) -> [Double] {
        let drags = log.callbacks.filter { $0.view == id && $0.name == "scrollViewWillBeginDragging" }.dropFirst()
        let beforeDrags = drags.compactMap { drag in log.frames.last { $0.frame < drag.frame - 1 }?.offsets[id]?.x }
        return beforeDrags + [log.frames.last?.offsets[id]?.x].compactMap { $0 }
    }

    // MARK: paging

    @Test func pagingRestsOnAPageAtMostOnePageFromWhereEachDragStarted() throws {
        let log = try ReplayLog(trace: "paging-flings", until: 8)
        // one card and one gap
        let pageWidth = 390 - 2 * (PagingScreen.bleed + PagingScreen.padding) + PagingScreen.padding

        let rests = restingOffsets(log, "paging")

        #expect(rests.count >= 5)
        for rest in rests { #expect(rest.truncatingRemainder(dividingBy: pageWidth) == 0, "rests on a page: \(rest)") }
        for begin in log.callbacks where begin.name == "scrollViewWillBeginDragging" {
            let start = try #require(log.frames.last { $0.frame < begin.frame - 1 }?.offsets["paging"]?.x)
            let startPage = (start / pageWidth).rounded() * pageWidth
            let end = try #require(
                log.callbacks.first { $0.frame >= begin.frame && $0.name == "scrollViewWillEndDragging" }?.target)
            #expect(abs(end.x - startPage) <= pageWidth, "at most one page per flick")
        }
        #expect(rests.first == pageWidth, "a drag that starts on the right neighbour scrolls too")
        #expect(Set(rests).count > 2)
    }

    // MARK: snap

    @Test func snapRestsCentredOnABubbleInBothModes() throws {
        let log = try ReplayLog(trace: "snap-flings", until: 17)
        let screen = try #require(log.app.navigation.topViewController as? SnapScreen)

        let rests = restingOffsets(log, "snap")

        #expect(rests.count == 5)
        #expect(Set(rests).count > 3)
        for rest in rests {
            #expect(rest.truncatingRemainder(dividingBy: SnapScreen.pitch) == 0, "rests on a bubble: \(rest)")
        }
        #expect(screen.mode == .afterDeceleration, "the toggle switched to seed 002's way")
        let targets = log.callbacks.filter { $0.name == "scrollViewWillEndDragging" }.compactMap { $0.target?.x }
        #expect(
            (targets.prefix(3).filter { $0.truncatingRemainder(dividingBy: SnapScreen.pitch) != 0 }) == [],
            "before the toggle the deceleration itself lands on a bubble")
    }

    // MARK: pages

    @Test func pagesKeepsThreePageViewsAcrossAllHundredPagesEachShowingItsOwnPage() throws {
        let log = try ReplayLog(trace: "pages-flings", until: 34)
        let screen = try #require(log.app.navigation.topViewController as? PagesScreen)

        #expect((log.frames.compactMap { $0.extra["pages"]?["alive"] }.max()) == 3)
        #expect(log.frames.last?.extra["pages"]?["current"] == 99)
        #expect(screen.pageViewsCreated == 3)
        for (page, pageView) in screen.alive {
            #expect(pageView.card.shownPage == page, "a reused page view shows its new page")
        }
        for frame in log.frames {
            let content = try #require(frame.offsets["pages"]?.x),
                titles = try #require(frame.offsets["pages.titles"]?.x)
            #expect(
                abs(titles - (content / 390 * PagesScreen.titleWidth)) <= 1e-9, "linked title bar, frame \(frame.frame)"
            )
        }
    }

    @Test func pagesMakesItsThreePageViewsUpFrontAndNoneMidScroll() throws {
        let log = try ReplayLog(trace: "pages-flings", until: 34)

        let created = log.frames.compactMap { $0.extra["pages"]?["created"] }
        #expect(created.first == 3, "made before the first frame")
        #expect(Set(created) == [3])
    }

    @Test func aPageGetsItsNotesBackWhereTheyWereAfterItsViewWasReused() throws {
        let log = try ReplayLog(trace: "pages-notes-reuse", until: 7)
        let screen = try #require(log.app.navigation.topViewController as? PagesScreen)
        let page0 = try #require(screen.alive[0])

        // dragged 250 pt up and held: the notes followed all but the pan's 10 pt slop
        #expect(screen.notesOffsets[0] == 240)
        #expect(page0.notes.contentOffset.y == 240, "restored when page 1 came back")
        #expect(screen.alive[1]?.notes.contentOffset.y == 0, "a page never scrolled starts at the top")
        #expect(screen.pageViewsCreated == 3)
    }

    // MARK: parallax

    @Test func parallaxStripsAndPictureFollowTheirFormulasWhicheverStripIsDragged() throws {
        let log = try ReplayLog(trace: "parallax-drags", until: 6)
        let overhang = 800 * ParallaxScreen.imageAspectRatio - 390  // the picture is as tall as the screen's 800 pt
        let range = ParallaxScreen.titleWidth * Double(ParallaxScreen.places.count - 1)

        #expect(
            Set(log.callbacks.filter { $0.name == "scrollViewWillBeginDragging" }.map(\.view)) == [
                "parallax.titles", "parallax.content",
            ],
            "both strips were dragged")
        for frame in log.frames {
            let titles = try #require(frame.offsets["parallax.titles"]?.x),
                content = try #require(frame.offsets["parallax.content"]?.x)
            #expect(abs(content - (titles / ParallaxScreen.titleWidth * 390)) <= 1e-9, "frame \(frame.frame)")
            let translation = min(max(titles / range * overhang, 0), overhang)
            #expect(
                abs((frame.extra["parallax"]?["background"] ?? .nan) - -translation) <= 1e-9, "frame \(frame.frame)")
        }
        #expect((log.frames.compactMap { $0.offsets["parallax.titles"]?.x }.max() ?? 0) > 200)
    }
}
