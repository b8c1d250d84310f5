// One import for a prototype's tests: the driver (a screen run headlessly, scripted input, the
// typed state log) and the toolkit it drives (`Point`, views, scroll views, traces), as
// `import ScrollLabKit` gives a screen; screenshots compared with goldens are this module's own.
@_exported import ScrollLabDriver
@_exported import ScrollLabKit
