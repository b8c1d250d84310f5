import Geometry
import ScrollUI

/// A device's window in points and its safe area in portrait (the status bar or sensor housing
/// on top, the home indicator at the bottom), as UIKit reports them (`scroll-lab devices`). Give
/// an application a device's safe area with `app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets`.
public struct DeviceProfile: Sendable, Equatable {
    /// The preset's name for `--size`.
    public let name: String
    public let size: Size
    public let safeAreaInsets: EdgeInsets

    public init(name: String, size: Size, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }

    /// 375 × 667, a 20 pt status bar, no home indicator.
    public static let iPhoneSE = DeviceProfile(
        name: "iphone-se", size: Size(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20))
    /// 390 × 844, the notch's 47 pt, the home indicator's 34 pt.
    public static let iPhone14 = DeviceProfile(
        name: "iphone-14", size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    /// 430 × 932, the Dynamic Island's 59 pt, the home indicator's 34 pt.
    public static let iPhone15ProMax = DeviceProfile(
        name: "iphone-15-pro-max", size: Size(width: 430, height: 932),
        safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    /// 820 × 1180, a 24 pt status bar, the home indicator's 20 pt.
    public static let iPadAir = DeviceProfile(
        name: "ipad-air", size: Size(width: 820, height: 1180),
        safeAreaInsets: EdgeInsets(top: 24, bottom: 20))

    /// Every preset, smallest first.
    public static let all = [iPhoneSE, iPhone14, iPhone15ProMax, iPadAir]
}
