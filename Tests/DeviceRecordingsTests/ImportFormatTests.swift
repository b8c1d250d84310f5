import DeviceRecordings
import Foundation
import Geometry
import Gestures
import ScrollTrace
import Testing

/// `scroll-lab import` on each format: real recordings (Recordings/README.md) into trace lines.
struct ImportFormatTests {
    @Test func protocolBTouchscreenBecomesOneTouchWithKernelTimesAndFullScreenMapping() throws {
        let name = "dell-canvas-flick.evemu"
        let events = try Recordings.evemuEvents(name)

        let result = try Recordings.imported(name, .init(screen: "list"))

        let touches = result.events.compactMap(TouchLine.init)
        #expect(result.kind == .touchscreen)
        #expect(result.lines[0] == #"{"trace":1,"screen":"list","width":390,"height":844}"#)
        #expect(touches.filter { $0.phase == .began }.count == 1 && touches.last?.phase == .ended)
        #expect(touches.allSatisfy { $0.id == 1 })
        // Every time is the kernel's, to the microsecond, from the first event.
        let reports = Set(
            events.filter { $0.type == 0 && $0.code == 0 }.map { $0.microseconds - events[0].microseconds })
        #expect(
            touches.allSatisfy {
                reports.contains(Int64(($0.t * 1e6).rounded())) && TraceWriter.recordedTime($0.t) == $0.t
            })
        #expect(result.lines.dropFirst().first!.hasPrefix(#"{"t":0,"type":"touch","phase":"began","id":1,"#))
        #expect(result.lines.last == TraceWriter.endLine(at: touches.last!.t + 2))
    }

    @Test func protocolBFirstPointIsWhereFullScreenPutsIt() throws {
        let events = try Recordings.evemuEvents("dell-canvas-flick.evemu")
        let x = events.first { $0.type == 3 && $0.code == 0x35 }!.value,
            y = events.first { $0.type == 3 && $0.code == 0x36 }!.value

        let result = try Recordings.imported("dell-canvas-flick.evemu")

        let mapping = PanelMapping(
            xAxis: AxisInfo(minimum: 0, maximum: 32767, resolution: 55),
            yAxis: AxisInfo(minimum: 0, maximum: 32767, resolution: 98), window: Size(width: 390, height: 844))
        #expect(
            TouchLine(result.events[0]) == TouchLine(t: 0, phase: .began, id: 1, location: mapping.point(x: x, y: y)))
        // 595.8 × 334.4 mm (32768 units each way); 844 pt fill the height: 0.396173 mm per pt; the
        // display taken as 1504 × 844 pixels, the prototype from pixel 557: 220.65 mm.
        #expect(abs(mapping.scale - 32768.0 / 98 / 844) < 1e-9 && mapping.origin.y == 0)
        #expect(abs(mapping.origin.x - 557 * 32768.0 / 55 / 1504) < 1e-9)
        // The panel's centre is the window's centre (16384 of 0…32767), to the display's whole
        // pixel (1503.7 taken as 1504: 0.07 pt).
        #expect(abs(mapping.point(x: 16383, y: 16384).x - 195) < 0.1)
        #expect(abs(mapping.point(x: 16383, y: 16384).y - 422) < 0.05)
    }

    @Test func protocolADragEndsInOneTouchMatchedFrameToFrame() throws {
        let result = try Recordings.imported("ntrig-protocol-a-drag.evemu", .init(size: Size(width: 1024, height: 768)))

        let touches = result.events.compactMap(TouchLine.init)
        #expect(result.kind == .touchscreen)
        #expect(result.summary.contains("multitouch protocol A"))
        #expect(result.lines[0] == #"{"trace":1,"width":1024,"height":768}"#)
        #expect(touches.first?.phase == .began && touches.first?.t == 0)
        #expect(touches.dropFirst().dropLast().allSatisfy { $0.phase == .moved && $0.id == 1 })
        #expect(touches.last?.phase == .ended && touches.last?.id == 1)
        // 9601 × 7201 units (0…9600, 0…7200), 4:3 like the window to a unit: 7201 / 768 = 9.3763 units
        // per pt. The first frame: (9406, 6997).
        #expect(
            result.lines[1]
                == #"{"t":0,"type":"touch","phase":"began","id":1,"x":1003.1673378697402,"y":746.2430218025273}"#)
    }

    @Test func singleTouchTapBecomesOneTouch() throws {
        let result = try Recordings.imported(
            "quanta-single-touch-derived.evemu", .init(size: Size(width: 844, height: 390)))

        let touches = result.events.compactMap(TouchLine.init)
        #expect(result.summary.contains("single touch"))
        #expect(touches.first?.phase == .began && touches.last?.phase == .ended)
        #expect(Set(touches.map(\.id)) == [1])
        #expect(touches.count > 10)
        // The first frame's SYN_REPORT is 8 µs after the first event (BTN_TOUCH); the panel's 1921 × 1081
        // units, a display of 844 × 475 pixels, hold 844 × 390 pt from pixel row 42 at 1921 / 844 =
        // 2.27607 units per pt: x = 127 / 2.27607, y = (444 − 42 × 1081 / 475) / 2.27607.
        #expect(
            result.lines[1]
                == #"{"t":8e-06,"type":"touch","phase":"began","id":1,"x":55.7980218636127,"y":153.07850845228637}"#)
        #expect(!result.summary.contains("outside"))
    }

    @Test func libinputRecordWithTwoDevicesPicksTheTouchpadAndScrollsNaturally() throws {
        let result = try Recordings.imported("mouse-and-touchpad.yml")

        #expect(result.kind == .touchpad && result.device.node == "/dev/input/event7")
        var deltas: [Point] = [], ends = 0
        for event in result.events {
            switch event.kind {
            case .scroll(let delta, let precise, let location):
                #expect(precise && !location.x.isFinite)
                deltas.append(delta)
            case .scrollEnded: ends += 1
            default: Issue.record("unexpected \(event)")
            }
        }
        // The fingers move up the pad (y 2740 → 2484): natural scrolling moves toward the end (dy > 0).
        // A lift at 0 declares that the source reports its lifts, then the gesture's own lift.
        #expect(deltas.count > 10 && ends == 2)
        #expect(result.lines.dropFirst().first == #"{"t":0,"type":"scroll","phase":"ended"}"#)
        #expect(deltas.reduce(0) { $0 + $1.y } > 30)
        #expect(
            result.lines.dropLast().last
                == #"{"t":\#(TraceWriter.recordedTime(result.events.last!.deliveredAt)),"type":"scroll","phase":"ended"}"#
        )
        // No resolution: libinput's 69 × 50 mm guess, (5472 − 1472 + 1) / 69 = 57 units per mm across.
        #expect(result.summary.contains("57×60 units per mm (no resolution: libinput's 69×50 mm guess)"))
    }

    @Test func touchpadDeltasAreTheFingersMeanMoveAtLibinputsScale() throws {
        // Hand-made (not a recording): two fingers land 20 mm apart, move down 1 mm a frame at 100 units per mm.
        var text =
            "N: Hand-made touchpad\nP: 01 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\n"
        text +=
            "B: 01 00 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\nB: 01 20 04 00 00 00 00 00 00\n"
        text +=
            "A: 00 0 10000 0 0 100\nA: 01 0 5000 0 0 100\nA: 2f 0 1 0 0 0\nA: 35 0 10000 0 0 100\nA: 36 0 5000 0 0 100\nA: 39 0 65535 0 0 0\n"
        text +=
            "E: 1.000000 0003 002f 0\nE: 1.000000 0003 0039 1\nE: 1.000000 0003 0035 3000\nE: 1.000000 0003 0036 2000\n"
        text +=
            "E: 1.000000 0003 002f 1\nE: 1.000000 0003 0039 2\nE: 1.000000 0003 0035 5000\nE: 1.000000 0003 0036 2000\nE: 1.000000 0000 0000 0\n"
        for step in 1...4 {
            let time = String(format: "1.%06d", step * 10_000)
            text +=
                "E: \(time) 0003 002f 0\nE: \(time) 0003 0036 \(2000 + 100 * step)\nE: \(time) 0003 002f 1\nE: \(time) 0003 0036 \(2000 + 100 * step)\nE: \(time) 0000 0000 0\n"
        }
        text += "E: 1.050000 0003 002f 0\nE: 1.050000 0003 0039 -1\nE: 1.050000 0000 0000 0\n"

        let result = try RecordingImporter.importRecording(text, file: "hand.evemu", options: .init())

        // Frame 1: 1 mm each (< 1.5 mm): undecided. Frame 2: 2 mm, same direction: the scroll starts,
        // posting nothing. Frames 3 and 4: −1 mm × 10.5165 pt each (content follows the fingers down).
        // First of all, at 0, the lift that declares the source reports its lifts.
        let expected = -1000 / 25.4 * 0.9 * 0.2968
        #expect(result.events.count == 4)
        #expect(result.events.map(\.deliveredAt) == [0, 0.03, 0.04, 0.05])
        guard case .scrollEnded = result.events[0].kind else {
            Issue.record("not the declaring lift: \(result.events[0])"); return
        }
        for event in result.events[1...2] {
            guard case .scroll(let delta, let precise, _) = event.kind else {
                Issue.record("not a scroll: \(event)"); continue
            }
            #expect(delta == Point(x: 0, y: expected) && precise)
            #expect(abs(delta.y + 10.5165) < 1e-4)
        }
        guard case .scrollEnded = result.events[3].kind else {
            Issue.record("not the lift: \(result.events[3])"); return
        }
    }

    @Test func hoveringIsNotTouching() throws {
        // Hand-made (not a recording): a protocol B pen-less panel with ABS_MT_DISTANCE; the finger hovers, touches, hovers.
        var text = "N: Hand-made hover panel\nP: 02 00 00 00 00 00 00 00\n"
        text += "A: 2f 0 9 0 0 0\nA: 35 0 1000 0 0 0\nA: 36 0 1000 0 0 0\nA: 39 0 65535 0 0 0\nA: 3b 0 5 0 0 0\n"
        text +=
            "E: 0.000000 0003 0039 7\nE: 0.000000 0003 0035 500\nE: 0.000000 0003 0036 500\nE: 0.000000 0003 003b 3\nE: 0.000000 0000 0000 0\n"
        text += "E: 0.010000 0003 003b 0\nE: 0.010000 0000 0000 0\n"
        text += "E: 0.020000 0003 0036 400\nE: 0.020000 0000 0000 0\n"
        text += "E: 0.030000 0003 003b 2\nE: 0.030000 0000 0000 0\n"
        text += "E: 0.040000 0003 0039 -1\nE: 0.040000 0000 0000 0\n"

        let result = try RecordingImporter.importRecording(text, file: "hover.evemu", options: .init())

        let touches = result.events.compactMap(TouchLine.init)
        #expect(touches.map(\.phase) == [.began, .moved, .ended])
        #expect(touches.map(\.t) == [0.01, 0.02, 0.03])
    }
}
