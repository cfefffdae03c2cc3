// The part of macOS's Foundation that navgen and its test support use and iOS's lacks, declared as
// the macOS SDK declares it (NSTask.h: `NSTask`, `NS_SWIFT_NAME(Process)`; `executableURL`,
// `currentDirectoryURL` and `-launchAndReturnError:`, `run()` in Swift, from macOS 10.13, which is
// iOS 11 in the release pairs of scripts/check-darwin; the termination handler from 10.7 and
// `NSTaskTerminationReason` from 10.6, older than any iOS a Swift SDK has),
// so that a check against an iPhoneOS SDK judges the code that uses it. scripts/check-darwin adds
// this file to every target only when its SDK is an iPhoneOS SDK.
import Foundation

open class Process: NSObject {
    public enum TerminationReason: Int, @unchecked Sendable {
        case exit = 1
        case uncaughtSignal = 2
    }

    @available(iOS 11.0, *) open var executableURL: URL?
    @available(iOS 11.0, *) open var currentDirectoryURL: URL?
    open var arguments: [String]?
    open var environment: [String: String]?
    open var standardInput: Any?
    open var standardOutput: Any?
    open var standardError: Any?
    open var terminationStatus: Int32 { 0 }
    open var terminationReason: TerminationReason { .exit }
    open var processIdentifier: Int32 { 0 }
    open var terminationHandler: ((Process) -> Void)?
    @available(iOS 11.0, *) open func run() throws {}
    open func waitUntilExit() {}
}
