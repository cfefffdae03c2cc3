// The part of macOS's Foundation that navgen uses and iOS's lacks, declared as the macOS SDK declares
// it (NSTask.h: `NSTask`, `NS_SWIFT_NAME(Process)`; `executableURL` and `-launchAndReturnError:`,
// `run()` in Swift, from macOS 10.13, which is iOS 11 in the release pairs of scripts/check-darwin),
// so that a check against an iPhoneOS SDK judges the code that uses it. scripts/check-darwin adds
// this file to every target only when its SDK is an iPhoneOS SDK.
import Foundation

open class Process: NSObject {
    @available(iOS 11.0, *) open var executableURL: URL?
    open var arguments: [String]?
    open var standardInput: Any?
    open var standardOutput: Any?
    open var standardError: Any?
    open var terminationStatus: Int32 { 0 }
    @available(iOS 11.0, *) open func run() throws {}
    open func waitUntilExit() {}
}
