import Mail
import ScrollLabApp
import ScrollLabKit

ScrollLabApp.main(screens: makeScreens(), name: "mail")
