import Geometry
import Gestures
import Screens
import ScrollLabDriver
import ScrollSession
import ScrollUI
import Testing

/// Keys and wheel habits of desktop apps: Alt+Left goes back, Shift+wheel scrolls sideways,
/// F1 shows the keys.
@Suite struct DesktopHabitsTests {
    private func app(_ screen: String) throws -> (Application, ScreenDriver) {
        let app = try #require(ScreenCatalog.makeApplication(screen: screen, size: Size(width: 390, height: 844)))
        return (app, ScreenDriver(app: app))
    }

    private func key(_ name: String, down: Bool, at time: Double) -> SessionEvent {
        SessionEvent(deliveredAt: time, kind: .key(name: name, isDown: down))
    }

    @Test func altLeftGoesBackAndLeftAloneDoesNot() throws {
        // given: list pushed on home
        let (app, driver) = try app("list")

        // when: Left alone, then Alt held with Left
        driver.enqueue(key("left", down: true, at: 0.1))
        driver.enqueue(key("left", down: false, at: 0.15))
        try driver.run(until: 0.8)
        let afterLeft = app.navigation.depth
        driver.enqueue(key("alt", down: true, at: 0.9))
        driver.enqueue(key("left", down: true, at: 0.95))
        try driver.run(until: 1.8)

        // then
        #expect(afterLeft == 2)
        #expect(app.navigation.depth == 1)
    }

    @Test func shiftWheelPagesThePagerOnNestedAndThePlainWheelScrollsDown() throws {
        let (app, driver) = try app("nested")
        let screen = try #require(app.navigation.topViewController as? NestedScreen)
        let overPager = Point(x: 200, y: 600)

        // when: a wheel tick down with Shift held, then one without
        driver.enqueue(key("shift", down: true, at: 0.1))
        driver.enqueue(
            SessionEvent(
                deliveredAt: 0.15, kind: .scroll(delta: Point(x: 0, y: 40), precise: false, location: overPager)))
        try driver.run(until: 1)
        let pagedTo = screen.pager.contentOffset.x
        let collapsedWhilePaging = screen.outer.contentOffset.y
        driver.enqueue(key("shift", down: false, at: 1.1))
        driver.enqueue(
            SessionEvent(
                deliveredAt: 1.15, kind: .scroll(delta: Point(x: 0, y: 40), precise: false, location: overPager)))
        try driver.run(until: 2)

        // then: one whole page sideways, and only then down
        #expect(abs(pagedTo - screen.pager.bounds.width) <= 1e-9)
        #expect(abs(collapsedWhilePaging - 0) <= 1e-9)
        #expect(abs(screen.pager.contentOffset.x - screen.pager.bounds.width) <= 1e-9)
        #expect(screen.outer.contentOffset.y > 0)
    }

    @Test func f1AndTheOverlayFitEveryLineIn390PointsOnANearlyOpaqueBacking() throws {
        // given: the help and the overlay on a 390 pt wide window, mid-drag on a list
        let (app, driver) = try app("list")
        app.instruments.showsOverlay = true
        driver.enqueue(key("f1", down: true, at: 0.05))
        for (index, y) in stride(from: 600.0, through: 400, by: -20).enumerated() {
            driver.enqueue(
                SessionEvent(
                    deliveredAt: 0.1 + Double(index) * 0.016,
                    kind: .touch(id: 1, phase: index == 0 ? .began : .moved, location: Point(x: 200, y: y))))
        }
        try driver.run(until: 0.3)

        // when
        let items = app.displayList().items

        // then: every text fits its box (nothing cut with "…"), and the panels behind are nearly opaque
        let texts = items.compactMap { item -> (String, Rect, Font)? in
            if case .text(let string, let box, let font, _, _) = item { (string, box, font) } else { nil }
        }
        #expect(texts.count > 20)
        for (string, box, font) in texts where box.width > 150 {
            #expect(TextWrap.width(string, font: font) <= box.width, Comment(rawValue: string))
        }
        let panels = items.compactMap { item -> Double? in
            if case .fill(let rect, let color, _) = item, rect.width > 300, rect.height > 40, color.red < 0.1,
                color.alpha > 0.5
            {
                color.alpha
            } else {
                nil
            }
        }
        #expect(!panels.isEmpty)
        #expect(panels.allSatisfy { $0 >= 0.9 }, "\(panels)")
    }

    @Test func f1ShowsEveryKeyOnScreenAndHidesAgain() throws {
        let (app, driver) = try app("home")
        func texts() -> [String] {
            app.displayList().items.compactMap { if case .text(let string, _, _, _, _) = $0 { string } else { nil } }
        }

        driver.enqueue(key("f1", down: true, at: 0.1))
        try driver.run(until: 0.2)
        let shown = texts()
        driver.enqueue(key("f1", down: true, at: 0.3))
        try driver.run(until: 0.4)

        let text = shown.joined(separator: " ")  // wrapped lines break at spaces
        for entry in KeyHelp.entries {
            #expect(text.contains(entry.keys), Comment(rawValue: entry.keys))
            #expect(text.contains(entry.action), Comment(rawValue: entry.action))
        }
        #expect(!texts().contains(KeyHelp.entries[0].keys))
    }
}
