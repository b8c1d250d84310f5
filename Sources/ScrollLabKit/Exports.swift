// One import for a screen: the toolkit's modules, re-exported (as NIO's `Exports.swift` does).
// `import ScrollLabKit` gives geometry, physics, gestures, views and scroll views, the trace
// and state-log types a screen adopts (`StateLogFields`), and the state log written from a
// running app (`StateLog.lines`, ScrollSession).
@_exported import Geometry
@_exported import Gestures
@_exported import ScrollPhysics
@_exported import ScrollSession
@_exported import ScrollTrace
@_exported import ScrollUI
// The asset folders searched for pictures and fonts: a prototype's tests add its own
// (`AssetCatalog.shared.addFolders`), as `ScrollLabApp.main(screens:assets:)` does for its window.
@_exported import class ScrollLabAssets.AssetCatalog
