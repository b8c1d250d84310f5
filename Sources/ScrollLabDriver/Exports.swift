// What a test of a screen reads besides the driver: traces to play and the state log, typed
// (`StateLogReader`), as `scroll-lab replay --log` writes it (`StateLog.lines`, ScrollSession).
@_exported import ScrollSession
@_exported import ScrollTrace
