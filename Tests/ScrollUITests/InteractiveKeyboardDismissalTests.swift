import Geometry
import ScrollLabDriver
import Screens
import ScrollUI
import Testing

/// `keyboardDismissMode = .interactive` on the `text-field` form (iPhone 14: the keyboard's top
/// at rest is 844 − 291 = 553): the keyboard follows a finger that drags the form below its top,
/// and at the release falls or comes back by its position and the finger's speed.
@Suite struct InteractiveKeyboardDismissalTests {
    let screen = TextFieldScreen()

    func focusedDriver() throws -> ScreenDriver {
        let driver = ScreenDriver(screen)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        screen.form.keyboardDismissMode = .interactive
        try driver.runUntilAtRest()
        let field = screen.fields[0]
        driver.tap(at: field.convert(field.bounds, to: nil).center)
        try driver.runUntilAtRest()
        return driver
    }

    /// Runs until the input has ended and all is at rest; whether the keyboard followed the finger on the way.
    func runWatchingTheKeyboard(_ driver: ScreenDriver) throws -> Bool {
        let keyboard = driver.app.displayLink.textInput.keyboard
        var followed = false
        try driver.runUntil {
            followed = followed || keyboard.isFollowingFinger
            return driver.time > driver.inputEnd && driver.isAtRest
        }
        return followed
    }

    @Test func theKeyboardFollowsTheFingerBelowItsTopAndTheInsetWithIt() throws {
        let driver = try focusedDriver()
        let keyboard = driver.app.displayLink.textInput.keyboard
        #expect(keyboard.frame.minY == 553)

        driver.drag(from: Point(x: 200, y: 450), by: Point(x: 0, y: 200), duration: 0.5, hold: 10)
        try driver.run(for: 0.8)

        #expect(abs(keyboard.frame.minY - 650) < 0.5, "the keyboard's top is under the finger")
        #expect(keyboard.isFollowingFinger && screen.fields[0].isFirstResponder)
        #expect(abs(screen.form.contentInset.bottom - (844 - 650)) < 0.5, "the inset follows the keyboard")
    }

    @Test func aFingerAboveTheKeyboardLeavesItWhereItIs() throws {
        let driver = try focusedDriver()
        let keyboard = driver.app.displayLink.textInput.keyboard

        driver.drag(from: Point(x: 200, y: 300), by: Point(x: 0, y: 200), duration: 0.5)
        try driver.runUntilAtRest()

        #expect(keyboard.frame.minY == 553 && screen.fields[0].isFirstResponder)
    }

    @Test func aSlowReleaseNearTheTopBringsItBack() throws {
        let driver = try focusedDriver()
        let keyboard = driver.app.displayLink.textInput.keyboard

        driver.drag(from: Point(x: 200, y: 450), by: Point(x: 0, y: 150), duration: 0.5, hold: 0.2)  // 47 of 291 down

        #expect(try runWatchingTheKeyboard(driver))
        #expect(keyboard.frame.minY == 553 && screen.fields[0].isFirstResponder)
        #expect(screen.form.contentInset.bottom == 844 - 553)
    }

    @Test func aSlowReleasePastHalfFinishesHiding() throws {
        let driver = try focusedDriver()
        let keyboard = driver.app.displayLink.textInput.keyboard

        driver.drag(from: Point(x: 200, y: 450), by: Point(x: 0, y: 300), duration: 0.6, hold: 0.2)  // 197 of 291 down

        #expect(try runWatchingTheKeyboard(driver))
        #expect(!screen.fields[0].isFirstResponder && keyboard.superview == nil)
        #expect(screen.form.contentInset.bottom == 0)
    }

    @Test func aQuickFlickDownFinishesHidingFromHighUp() throws {
        let driver = try focusedDriver()

        // lifts at 670: 117 down
        driver.fling(from: Point(x: 200, y: 520), velocity: Point(x: 0, y: 1500), duration: 0.1)

        #expect(try runWatchingTheKeyboard(driver))
        #expect(!screen.fields[0].isFirstResponder)
    }

    @Test func theRuleProjectsTheReleaseAsASheetDoes() {
        #expect(!InteractiveKeyboardDismissal.dismisses(moved: 140, height: 291, velocity: 0))
        #expect(InteractiveKeyboardDismissal.dismisses(moved: 150, height: 291, velocity: 0))
        #expect(InteractiveKeyboardDismissal.dismisses(moved: 50, height: 291, velocity: 1000))
        #expect(!InteractiveKeyboardDismissal.dismisses(moved: 200, height: 291, velocity: -1000))
    }
}

/// A focused field the keyboard would cover scrolls into sight with the keyboard: the same
/// start, duration and curve, so the field rides on the keyboard's top (iPhone 14).
@Suite struct KeyboardAvoidanceCurveTests {
    @Test func theFieldScrollsIntoSightAlongWithTheKeyboard() throws {
        let screen = TextFieldScreen()
        let driver = ScreenDriver(screen)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        try driver.runUntilAtRest()
        let keyboard = driver.app.displayLink.textInput.keyboard
        let last = try #require(screen.fields.last)
        let startOffset = screen.form.contentOffset.y

        driver.tap(at: last.convert(last.bounds, to: nil).center)
        try driver.runUntil { keyboard.isMoving }
        var fractions: [(keyboard: Double, scroll: Double)] = []
        var endOffset = startOffset
        try driver.runUntil {
            fractions.append(((844 - keyboard.frame.minY) / 291, screen.form.contentOffset.y))
            endOffset = screen.form.contentOffset.y
            return !keyboard.isMoving && driver.isAtRest
        }

        #expect(endOffset > startOffset)
        let scrolled = fractions.map {
            (keyboard: $0.keyboard, scroll: ($0.scroll - startOffset) / (endOffset - startOffset))
        }
        #expect(scrolled.count >= 10, "about 15 frames of motion")
        for (index, pair) in scrolled.enumerated() {
            #expect(
                abs(pair.keyboard - pair.scroll) < 0.001,
                "frame \(index): keyboard \(pair.keyboard), scroll \(pair.scroll)")
        }
    }
}
