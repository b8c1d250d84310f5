import Geometry
import Testing

/// A view's transform as UIKit applies a scale and a translation about the view's centre.
@Suite struct TransformTests {
    @Test func aPointIsScaledAboutTheAnchorThenMoved() {
        let transform = Transform(scale: 2, translation: Point(x: 10, y: -5))

        #expect(transform.apply(to: Point(x: 3, y: 4)) == Point(x: 16, y: 3))
        #expect(transform.apply(to: Size(width: 20, height: 30)) == Size(width: 40, height: 60))
    }

    @Test func onlyNoScaleAndNoTranslationIsTheIdentity() {
        #expect(Transform.identity.isIdentity)
        #expect(Transform(scale: 1).isIdentity)
        #expect(!Transform(translation: Point(x: 0, y: 1)).isIdentity)
        #expect(!Transform(scale: 0.5).isIdentity)
    }
}
