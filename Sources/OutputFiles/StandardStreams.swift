import Foundation

/// Standard input, output and error as the process was started with them. One the caller
/// closed (`scroll-lab replay - <&-`) is opened on `/dev/null` before anything else is opened,
/// so that no file, pipe or event queue of the process takes its number — reading "standard
/// input" from it would fail with a meaningless "Invalid argument", and writing "standard
/// output" would write into a file of ours — and it is remembered, so that `-` says it is closed.
public enum StandardStreams {
    /// The descriptors among 0, 1 and 2 that were closed when the process started. The first
    /// use fills them with `/dev/null`: make it before anything opens a file
    /// (`ScrollLabApp.main` does).
    public static let closedAtStart: Set<Int32> = {
        var closed: Set<Int32> = []
        for number in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(number, F_GETFD) < 0 && errno == EBADF {
            closed.insert(number)
            let opened = open("/dev/null", number == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != number {
                dup2(opened, number)
                close(opened)
            }
        }
        return closed
    }()

    /// Whether the process was started with its standard input closed.
    public static var inputWasClosed: Bool { closedAtStart.contains(STDIN_FILENO) }

    /// "standard input is closed", for a descriptor the process was started without; else nil.
    public static func closedProblem(_ number: Int32) -> String? {
        guard closedAtStart.contains(number) else { return nil }
        return switch number {
        case STDIN_FILENO: "standard input is closed"
        case STDOUT_FILENO: "standard output is closed"
        case STDERR_FILENO: "standard error is closed"
        default: nil
        }
    }
}
