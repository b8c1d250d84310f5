import Geometry
import Gestures
import ScrollUI

/// What ScrollLab draws over the app to show what is going on: the touches (F6,
/// `--show-touches`, `replay --touches`), the gesture overlay (F2, `--overlay`) and the frame
/// HUD (F3, `--hud`). They are drawn through the display list after
/// the app, so they appear in the window, in replays and in screenshots alike; they never change
/// the app's state or its log.
public final class Instruments {
    /// Touches, recognizers, velocities, rubber-band zones and the projection guide.
    public var showsOverlay = false
    /// Frames per second and frame costs.
    public var showsHUD = false
    /// A translucent circle where each finger is, as iOS screen recordings show touches.
    public var showsTouches = false
    /// The touch test (`--touch-test`): each finger's path, place, stamp-to-frame latency and
    /// velocity at the lift, with the touch device's name (`TouchTest`).
    public var showsTouchTest = false
    /// The touch device's name for the touch test (the window's; nil in a replay).
    public var touchDeviceName: String?
    /// The touch test's fingers.
    private(set) var touchTest = TouchTest()
    /// Keep the overlay / the HUD on whatever keys say (`replay --overlay`, `--hud`: the user
    /// asked to see them, so a recorded F2 / F3 press does not hide them).
    public var keepsOverlayOn = false
    public var keepsHUDOn = false
    /// Keep the touches on whatever keys say (`replay --touches`).
    public var keepsTouchesOn = false
    /// Frame costs measured by the window; empty in a replay, which runs on a virtual clock.
    public private(set) var frames: [FrameCost] = []
    /// The frames the HUD's numbers average, taken every `hudRefresh` frames so that its text
    /// changes four times a second, not every frame (each new string is rasterized anew).
    private(set) var hudFrames: [FrameCost] = []
    private var framesRecorded = 0
    /// The renderer that draws the window ("software", "opengl"), shown by the HUD; nil in a replay.
    public var rendererName: String?
    /// The last positions of each touch, oldest first, for the overlay's trails (window points).
    private(set) var trails: [Int: [Point]] = [:]

    /// Positions kept per touch trail.
    static let trailLength = 12
    /// Frame costs kept for the HUD's graph.
    static let frameHistory = 90
    /// Frames between updates of the HUD's numbers.
    static let hudRefresh = 15

    public init() {}

    /// One frame as the window measured it, in milliseconds.
    public struct FrameCost: Sendable, Equatable {
        /// Time since the previous frame was shown.
        public var interval: Double
        /// The frame loop's step (input, time, layout, display list).
        public var step: Double
        /// Drawing the display list, until the renderer has carried out every command.
        public var render: Double
        /// Handing the picture to the display (`SDL_RenderPresent`, which waits for vsync if on).
        public var present: Double
        /// From the device's stamp of the oldest input event this frame delivered to the moment
        /// the frame was presented; nil when no input reached it.
        public var inputLatency: Double?

        public init(interval: Double, step: Double, render: Double, present: Double = 0, inputLatency: Double? = nil) {
            self.interval = interval
            self.step = step
            self.render = render
            self.present = present
            self.inputLatency = inputLatency
        }
    }

    /// Adds a frame the window measured.
    public func record(_ frame: FrameCost) {
        frames.append(frame)
        if frames.count > Self.frameHistory { frames.removeFirst(frames.count - Self.frameHistory) }
        framesRecorded += 1
        if framesRecorded % Self.hudRefresh == 1 { hudFrames = Array(frames.suffix(30)) }
    }

    /// Follows the touches (once a frame): trails grow while a touch is down and go when it lifts.
    func update(touches: [(id: Int, location: Point)]) {
        var next: [Int: [Point]] = [:]
        for touch in touches where touch.location.isFinite {
            next[touch.id] = Array(((trails[touch.id] ?? []) + [touch.location]).suffix(Self.trailLength))
        }
        trails = next
    }

    /// Follows the touches for the touch test, at frame time `now` (seconds), once a frame.
    func updateTouchTest(touches: [Touch], now: Double) {
        touchTest.update(touches: touches, now: now)
    }

    /// Draws the instruments that are on, over the app.
    func draw(into list: inout DisplayList, app: Application) {
        if app.showsTouchTest { touchTest.draw(into: &list, size: app.size, device: touchDeviceName) }
        if showsTouches { TouchIndicators(touches: app.dispatcher.activeTouches.map(\.location)).draw(into: &list) }
        if showsOverlay { GestureOverlay(app: app, trails: trails).draw(into: &list) }
        guard showsHUD else { return }
        FrameHUD(
            frames: frames, summarized: hudFrames, currentFrame: app.currentFrame, time: app.now, renderer: rendererName
        ).draw(
            into: &list, width: app.size.width)
        if !app.tuning.isUIKit {
            PhysicsHUD(tuning: app.tuning).draw(
                into: &list, width: app.size.width, top: 52 + FrameHUD.height(frames: frames) + 6)
        }
    }
}
