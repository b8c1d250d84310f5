import Geometry
import Gestures
import ScrollLabDriver
import ScrollUI
import Testing

/// A scroll view of eight cards, each with a context menu of four actions (one disabled, one
/// destructive); it records what is chosen and committed.
final class MenuHostScreen: ViewController, ContextMenuInteractionDelegate {
    let scroll = ScrollView(name: "scroll")
    private(set) var cards: [View] = []
    private(set) var chosen: [String] = []
    private(set) var commits: [Double] = []

    init() {
        super.init(title: "Menus", name: "menus")
        scroll.alwaysBounceVertical = true
        view.addSubview(scroll)
        for index in 0..<8 {
            let card = View(name: "card.\(index)")
            card.backgroundColor = .white
            card.addInteraction(ContextMenuInteraction(delegate: self))
            scroll.addSubview(card)
            cards.append(card)
        }
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("scroll", scroll)] }

    override func layoutView() {
        scroll.frame = view.bounds
        for (index, card) in cards.enumerated() {
            card.frame = Rect(x: 20, y: 20 + Double(index) * 100, width: 350, height: 80)
        }
        scroll.contentSize = Size(width: view.bounds.width, height: 1200)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    )
        -> ContextMenuConfiguration?
    {
        let choose: (Action) -> Void = { [weak self] action in self?.chosen.append(action.title) }
        return ContextMenuConfiguration(actionProvider: { _ in
            Menu(children: [
                Action(title: "Copy", handler: choose), Action(title: "Share", handler: choose),
                Action(title: "Print", attributes: .disabled, handler: choose),
                Action(title: "Delete", attributes: .destructive, handler: choose),
            ])
        })
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuCommitAnimator
    ) {
        animator.addCompletion { [weak self] time in self?.commits.append(time) }
    }

    /// The menu on screen, if any.
    var menu: ContextMenuPresentationView? {
        cards.lazy.compactMap { $0.contextMenuInteractions.first?.presentation }.first
    }
}

extension ScreenDriver {
    /// A driver on `MenuHostScreen`, laid out.
    static func menuHost() throws -> (ScreenDriver, MenuHostScreen) {
        let host = MenuHostScreen()
        let driver = ScreenDriver(host)
        try driver.runFrame()
        return (driver, host)
    }

    /// The centre of `view` in window points.
    func center(of view: View) -> Point { view.convert(view.bounds, to: nil).center }

    /// A finger down at `point` at `time`, held until the menu has lifted, then lifted in place.
    func openMenu(at point: Point, time: Double, on host: MenuHostScreen) throws {
        try openMenu(at: point, time: time) { host.menu != nil }
    }

    /// The same, until `isOpen` says the menu is there.
    func openMenu(at point: Point, time: Double, until isOpen: () -> Bool) throws {
        enqueue(.touch(1, .began, at: point, time: time))
        try runUntil(isOpen)
        enqueue(.touch(1, .ended, at: point, time: self.time + 0.05))
        try runUntilAtRest()
    }
}

@Suite struct ContextMenuPressTests {
    @Test func theViewShrinksFromAFifteenthOfASecondOnAndTheMenuOpensAtFourTenths() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        let card = host.cards[1]
        driver.enqueue(.touch(1, .began, at: driver.center(of: card), time: 0.1))

        try driver.run(until: 0.24)  // the frame at 0.25 s: held 0.15 s
        #expect(card.transform.isIdentity)
        try driver.run(until: 0.4)
        #expect(card.transform.scale < 1 && card.transform.scale > ContextMenuMetrics.pressedScale)
        try driver.run(until: 0.48)  // the frame at 29/60 s: held 0.383 s
        #expect(host.menu == nil)
        try driver.run(until: 0.5)

        let presentation = try #require(host.menu)
        #expect(presentation.phase == .lifting)
        #expect(card.isHidden)
    }

    @Test func theLiftedPreviewIsLargerAndTheMenuSitsBelowItOverTheFullBackground() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        let cardFrame = host.cards[1].convert(host.cards[1].bounds, to: nil)

        try driver.openMenu(at: cardFrame.center, time: 0.1, on: host)

        let presentation = try #require(host.menu)
        #expect(presentation.phase == .shown)
        #expect(presentation.backgroundAmount == 1)
        #expect(
            presentation.previewFrame.width > cardFrame.width
                && presentation.previewFrame.width <= cardFrame.width + 26 + 1e-9)
        #expect(abs(presentation.menuFrame.minY - presentation.previewFrame.maxY - ContextMenuMetrics.menuGap) < 1e-6)
        #expect(presentation.itemTitles == ["Copy", "Share", "Print", "Delete"])
    }
}

@Suite struct ContextMenuArenaTests {
    @Test func aDragPastTheHysteresisScrollsAndNoMenuOpens() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        var opened = false

        driver.drag(from: driver.center(of: host.cards[3]), by: Point(x: 0, y: -80), duration: 0.3, hold: 0.4)
        try driver.run(until: driver.inputEnd + 0.5) { opened = opened || host.menu != nil }
        try driver.runUntilAtRest()

        #expect(!opened)
        #expect(host.scroll.contentOffset.y > 40)
        #expect(host.cards[3].transform.isIdentity)
        let explanation = driver.app.dispatcher.arena.explain()
        #expect(explanation.contains("Winner: scroll.pan"))
        #expect(explanation.contains("contextMenu.press"))
    }

    @Test func aScrollAfterTheShrinkBeganPutsTheViewBackAtOnce() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        let card = host.cards[2], start = driver.center(of: card)
        driver.enqueue(.touch(1, .began, at: start, time: 0.1))
        try driver.run(until: 0.4)
        #expect(card.transform.scale < 1)

        for step in 1...10 {
            driver.enqueue(
                .touch(1, .moved, at: start - Point(x: 0, y: Double(step) * 6), time: 0.4 + Double(step) / 120))
        }
        try driver.run(until: 0.55)

        #expect(card.transform.isIdentity)
        #expect(host.menu == nil)
        #expect(host.scroll.isDragging)
    }

    @Test func aWobbleUnderTheHysteresisStillOpensTheMenu() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        let start = driver.center(of: host.cards[1])
        driver.enqueue(.touch(1, .began, at: start, time: 0.1))
        driver.enqueue(.touch(1, .moved, at: start + Point(x: 3, y: 6), time: 0.2))
        driver.enqueue(.touch(1, .moved, at: start + Point(x: -2, y: 7), time: 0.3))

        try driver.run(until: 0.55)

        #expect(host.menu != nil)
        #expect(host.scroll.contentOffset.y == 0)
    }
}

@Suite struct ContextMenuChoosingTests {
    @Test func theFingerSlidesToAnItemAndLiftsToChooseIt() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        let start = driver.center(of: host.cards[1])
        driver.enqueue(.touch(1, .began, at: start, time: 0.1))
        try driver.run(until: 0.55)
        let share = try #require(host.menu?.frameOfItem(titled: "Share")).center

        for step in 1...12 {
            driver.enqueue(
                .touch(1, .moved, at: start + (share - start) * (Double(step) / 12), time: 0.55 + Double(step) / 60))
        }
        try driver.run(until: 0.8)
        #expect(host.menu?.highlightedTitle == "Share")
        driver.enqueue(.touch(1, .ended, at: share, time: 0.85))
        try driver.runUntilAtRest()

        #expect(host.chosen == ["Share"])
        #expect(host.menu == nil)
        #expect(!host.cards[1].isHidden)
    }

    @Test func aTapOutsideClosesTheMenuWithItsAnimation() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        try driver.openMenu(at: driver.center(of: host.cards[1]), time: 0.1, on: host)
        let presentation = try #require(host.menu)

        driver.tap(at: Point(x: 195, y: 780))
        try driver.runUntil { presentation.phase != .shown }
        try driver.run(for: 2 / 60)

        #expect(presentation.phase == .closing(.dismissed))
        #expect(presentation.backgroundAmount > 0 && presentation.backgroundAmount < 1)
        try driver.runUntilAtRest()
        #expect(host.menu == nil)
        #expect(host.chosen.isEmpty)
        #expect(!host.cards[1].isHidden)
    }

    @Test func aDisabledItemDoesNothing() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        try driver.openMenu(at: driver.center(of: host.cards[1]), time: 0.1, on: host)
        let print = try #require(host.menu?.frameOfItem(titled: "Print")).center

        driver.enqueue(.touch(2, .began, at: print, time: driver.time + 0.05))
        try driver.run(for: 0.1)
        #expect(host.menu?.highlightedTitle == nil)
        driver.enqueue(.touch(2, .ended, at: print, time: driver.time + 0.05))
        try driver.runUntilAtRest()

        #expect(host.chosen.isEmpty)
        #expect(host.menu?.phase == .shown)
    }

    @Test func aTapOnThePreviewCommitsItOnceTheMenuHasClosed() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        try driver.openMenu(at: driver.center(of: host.cards[1]), time: 0.1, on: host)
        let preview = try #require(host.menu?.previewFrame).center

        driver.tap(at: preview)
        try driver.runUntilAtRest()

        #expect(host.commits.count == 1)
        #expect(host.menu == nil)
        #expect(host.chosen.isEmpty)
    }
}

@Suite struct ContextMenuSubmenuTests {
    @Test func aSubmenuOpensInPlaceAndItsHeaderLeadsBack() throws {
        let screen = ViewController(title: "Submenu", name: "submenu")
        let box = View(name: "box", frame: Rect(x: 20, y: 100, width: 200, height: 80))
        var chosen: [String] = []
        box.addInteraction(
            ContextMenuInteraction(configurationProvider: { _ in
                ContextMenuConfiguration(actionProvider: { _ in
                    Menu(children: [
                        Action(title: "Copy") { chosen.append($0.title) },
                        Menu(title: "Move to…", children: [Action(title: "Archive") { chosen.append($0.title) }]),
                    ])
                })
            }))
        screen.view.addSubview(box)
        let driver = ScreenDriver(screen)
        try driver.runFrame()
        var menu: ContextMenuPresentationView? { box.contextMenuInteractions.first?.presentation }
        try driver.openMenu(at: driver.center(of: box), time: 0.1) { menu != nil }

        driver.tap(at: try #require(menu?.frameOfItem(titled: "Move to…")).center)
        try driver.runUntilAtRest()
        #expect(menu?.itemTitles == ["Move to…", "Archive"])
        driver.tap(at: try #require(menu?.frameOfItem(titled: "Move to…")).center)
        try driver.runUntilAtRest()
        #expect(menu?.itemTitles == ["Copy", "Move to…"])
        driver.tap(at: try #require(menu?.frameOfItem(titled: "Move to…")).center)
        try driver.runUntilAtRest()
        driver.tap(at: try #require(menu?.frameOfItem(titled: "Archive")).center)
        try driver.runUntilAtRest()

        #expect(chosen == ["Archive"])
        #expect(menu == nil)
    }
}

/// A menu whose view goes away while it is up (its screen replaced, its row reloaded away).
@Suite struct ContextMenuSourceGoneTests {
    @Test func theMenuStillClosesOnAChoiceAfterItsViewWasDestroyed() throws {
        let (driver, host) = try ScreenDriver.menuHost()
        var chosen: [String] = []
        weak var card: View?
        weak var interaction: ContextMenuInteraction?
        do {
            let lonely = View(name: "lonely")
            lonely.frame = Rect(x: 20, y: 900, width: 350, height: 80)
            lonely.addInteraction(
                ContextMenuInteraction(configurationProvider: { _ in
                    ContextMenuConfiguration(actionProvider: { _ in
                        Menu(children: [Action(title: "Copy") { chosen.append($0.title) }])
                    })
                }))
            host.scroll.addSubview(lonely)
            (card, interaction) = (lonely, lonely.contextMenuInteractions.first)
        }
        host.scroll.contentOffset.y = 700
        try driver.runFrame()

        driver.longPress(at: Point(x: 200, y: 44 + 200 + 40), duration: 0.6)
        try driver.runUntil { interaction?.presentation?.phase == .shown }
        let presentation = try #require(interaction?.presentation)
        let copy = try #require(presentation.frameOfItem(titled: "Copy"))
        card?.removeFromSuperview()
        #expect(card == nil && interaction == nil, "the view, its recognizer and its interaction are gone")

        driver.tap(at: copy.center)
        _ = try driver.runUntilAtRest()
        #expect(presentation.superview == nil, "the menu closed and left the window")
        #expect(chosen == ["Copy"])
    }
}
