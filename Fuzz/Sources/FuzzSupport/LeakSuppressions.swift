/// The LeakSanitizer suppressions of every fuzz target, which LeakSanitizer asks for at start-up.
///
/// A global constant is created once, inside `swift_once`, and lives for the whole process, but
/// LeakSanitizer reports some of its memory as leaked: a native Swift string keeps flag bits in
/// the word that points to its storage, so the scan never recognises the pointer. Memory that a
/// global's initializer allocates is therefore not a leak; anything an input allocates and loses
/// still is.
@_cdecl("__lsan_default_suppressions")
public func leakSuppressions() -> UnsafePointer<CChar> {
    suppressions.utf8Start.withMemoryRebound(to: CChar.self, capacity: suppressions.utf8CodeUnitCount) { $0 }
}

private let suppressions: StaticString = "leak:swift::threading_impl::once_slow\n"
