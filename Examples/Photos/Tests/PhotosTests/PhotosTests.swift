import Photos
import ScrollLabTesting
import Testing
