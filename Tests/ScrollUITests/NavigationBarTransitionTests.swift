import Geometry
import Testing
import ScrollUI

/// The bar during a push or pop: the titles slide and cross-fade as in iOS.
@Suite struct NavigationBarTransitionTests {
    private func stack() -> NavigationController {
        let navigation = NavigationController(root: ViewController(title: "Home", name: "home"))
        navigation.view.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        navigation.push(ViewController(title: "List", name: "list"), animated: false, at: 0)
        navigation.layout()
        return navigation
    }

    @Test func duringAPopTheTitlesCrossFadeAndSlide() {
        // given: List on top of Home
        let navigation = stack()
        let bar = navigation.bar

        // when: a pop is halfway (time-driven, ease-out: find the frame near one half)
        navigation.pop(animated: true, at: 1)
        var time = 1.0
        while (navigation.transition?.progress ?? 1) < 0.5 { time += 1.0 / 60; navigation.advance(to: time) }
        bar.layoutIfNeeded()
        let shown = 1 - (navigation.transition?.progress ?? 1)

        // then: List's title moves right and fades, Home's comes in from the left and shows,
        // and the back button fades since Home has none
        #expect(bar.titleLabel.text == "List" && bar.lowerTitleLabel.text == "Home")
        #expect(!bar.lowerTitleLabel.isHidden)
        #expect(bar.titleLabel.frame.minX > 90 && bar.lowerTitleLabel.frame.minX < 90)
        #expect(abs(bar.titleLabel.alpha - shown * shown) < 1e-9)
        #expect(abs(bar.lowerTitleLabel.alpha - (1 - shown) * (1 - shown)) < 1e-9)
        #expect(abs(bar.backButton.alpha - shown) < 1e-9)
    }

    @Test func afterThePopOneTitleIsLeftInPlace() {
        let navigation = stack()
        navigation.pop(animated: true, at: 1)
        navigation.advance(to: 2)
        navigation.bar.layoutIfNeeded()

        #expect(navigation.transition == nil)
        #expect(navigation.bar.titleLabel.text == "Home")
        #expect(navigation.bar.titleLabel.alpha == 1 && navigation.bar.titleLabel.frame.minX == 90)
        #expect(navigation.bar.lowerTitleLabel.isHidden)
    }

    @Test func aPushWhileAScreenSlidesIsIgnoredAndOneAfterItIsNot() {
        // given: List on top of Home, and a push of Detail that started at 1 s (0.35 s long)
        let navigation = stack()
        navigation.push(ViewController(title: "Detail", name: "detail"), animated: true, at: 1)

        // when: a second finger's row asks for another push in the same instant, and a third one 0.4 s later
        navigation.push(ViewController(title: "Other", name: "other"), animated: true, at: 1)
        navigation.push(ViewController(title: "Third", name: "third"), animated: true, at: 1.4)

        // then: the one mid-transition did nothing; the one after the transition ended pushed
        #expect(navigation.stack.map(\.title) == ["Home", "List", "Detail", "Third"])
    }
}
