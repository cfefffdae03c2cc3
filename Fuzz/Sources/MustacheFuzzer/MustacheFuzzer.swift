import NavGenFuzzing

/// libFuzzer's entry: ``MustacheFuzzing`` on the input; a broken promise is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let outcome = MustacheFuzzing.run(Array(UnsafeBufferPointer(start: data, count: size)))
    if let broken = outcome.brokenPromises.first { fatalError(broken) }
    return 0
}
