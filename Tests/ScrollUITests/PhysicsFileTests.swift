import Foundation
import Gestures
import ScrollPhysics
import ScrollTrace
import Testing

/// Settings files (`run --physics FILE.json`), and settings in a trace's header and events.
@Suite struct PhysicsFileTests {
    private func error(_ text: String) -> String? {
        do {
            _ = try PhysicsFile.parse(Data(text.utf8), file: "feel.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func eachProblemNamesTheFileAndTheLineOfTheKeyAtFault() {
        #expect(
            error("{\n  \"decelerationRate\": 0.994,\n  \"rubberBand\": 3\n}\n")
                == "feel.json:3: \"rubberBand\" 3 is out of range 0.05…2")
        #expect(
            error("{\n  \"decelerationRate\": 0.994,\n\n  \"bounce\": 1\n}")?
                .hasPrefix("feel.json:4: unknown setting \"bounce\" (expected decelerationRate, fastDecelerationRate,")
                == true)
        #expect(
            error("{\n\"panHysteresis\": \"10\"\n}") == "feel.json:2: \"panHysteresis\" must be a number in 0…50 pt")
        #expect(
            error("{\n  \"pagingFriction\": 0.9\n}")?.hasPrefix(
                "feel.json:1: \"pagingSpringPull\" 0.0003 must be above") == true)
        #expect(
            error(
                "{\n  \"minimumFlingVelocity\": 10,\n  \"maximumFlingVelocity\": 100,\n  \"minimumFlingVelocity\": 200\n}"
            )
                == "feel.json:4: \"minimumFlingVelocity\" 200 must be below \"maximumFlingVelocity\" 100")
    }

    @Test func textThatIsNotJSONNamesTheLineWhereItStops() {
        #expect(error("{\n  \"decelerationRate\": 0.994,\n  \"rubberBand\": \n}") == "feel.json:4: not valid JSON")
        #expect(error("{\"decelerationRate\": 0.994,}") == "feel.json:1: not valid JSON")
        #expect(error("[0.994]") == "feel.json:1: expected a JSON object like {\"decelerationRate\":0.994}")
        #expect(error("") == "feel.json:1: not valid JSON")
    }

    @Test func aFileMayHoldOnlyWhatItChangesAndTheSavedFileReadsBack() throws {
        var tuned = PhysicsSettings.uiKit
        tuned.decelerationRate = 0.994
        tuned.pagingSpringPull = 0.00045

        let partial = try PhysicsFile.parse(
            Data(#"{"decelerationRate": 0.994, "pagingSpringPull": 4.5e-4}"#.utf8), file: "f")
        let saved = PhysicsFile.text(of: tuned)

        #expect(partial == tuned)
        #expect(try PhysicsFile.parse(Data(saved.utf8), file: "f") == tuned)
        #expect(saved.split(separator: "\n").count == PhysicsSettings.parameters.count + 2, "one value a line")
        #expect(try PhysicsFile.parse(Data("{}".utf8), file: "f") == .uiKit)
    }

    @Test func aMissingFileHasNoLine() {
        #expect(
            throws: TraceError(
                file: "/nonexistent/feel.json", line: nil,
                reason: "cannot read the file (does it exist, and is it a file?)")
        ) {
            try PhysicsFile.read(path: "/nonexistent/feel.json")
        }
    }

    @Test func aTraceCarriesTheStartingFeelAndThePanelsChangesAndOldTracesStayAsTheyWere() throws {
        var tuned = PhysicsSettings.uiKit
        tuned.rubberBand = 0.7
        let header = Trace.Header(screen: "list", physics: tuned, tune: true)
        let change = SessionEvent(deliveredAt: 0.5, kind: .physics(PhysicsChange(settings: tuned, view: "list")))

        let text = [TraceWriter.headerLine(header), TraceWriter.line(for: change)].joined(separator: "\n")
        let trace = try TraceReader.parse(text, file: "t.jsonl")

        #expect(
            text == #"{"trace":1,"screen":"list","physics":{"rubberBand":0.7},"tune":true}"# + "\n"
                + #"{"t":0.5,"type":"physics","view":"list","settings":{"rubberBand":0.7}}"#)
        #expect(trace.header.physics == tuned && trace.header.tune == true)
        #expect(trace.events == [change])
        #expect(
            TraceWriter.headerLine(Trace.Header(screen: "list", physics: .uiKit)) == #"{"trace":1,"screen":"list"}"#)
        #expect(
            try TraceReader.parse(#"{"trace":1,"screen":"list"}"#, file: "t").header == Trace.Header(screen: "list"))
    }

    @Test func badSettingsInATraceNameItsLine() {
        func error(_ line: String) -> String? {
            do {
                _ = try TraceReader.parse(#"{"trace":1}"# + "\n" + line, file: "t.jsonl")
                return nil
            } catch {
                return "\(error)"
            }
        }

        #expect(
            error(#"{"t":1,"type":"physics","settings":{"decelerationRate":1.5}}"#)
                == "t.jsonl:2: \"settings\": \"decelerationRate\" 1.5 is out of range 0.9…0.9999 /ms")
        #expect(error(#"{"t":1,"type":"physics"}"#) == "t.jsonl:2: missing \"settings\"")
        #expect(
            error(#"{"t":1,"type":"physics","settings":[1]}"#)?.hasPrefix("t.jsonl:2: \"settings\" must be an object")
                == true)
    }
}
