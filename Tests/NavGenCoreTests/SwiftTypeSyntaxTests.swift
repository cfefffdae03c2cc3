import NavGenCore
import Testing

@Suite struct SwiftTypeSyntaxTests {
    @Test(arguments: [
        ("(User?) -> Void", SwiftTypeSyntax.Kind.function), ("@escaping () -> Void", .function),
        ("@MainActor @Sendable (Int) async throws -> String", .function), ("() -> (Int, Int)", .function),
        ("(Int, String)", .tuple), ("(x: Int, y: Int)", .tuple), ("()", .tuple), ("Void", .tuple),
        ("any Sendable", .existential), ("Any", .existential), ("AnyObject", .existential), ("Swift.Any", .existential), ("AnyHashable", .named), ("any Codable & Hashable", .existential), ("(any Error)", .existential),
        ("User.Type", .metatype), ("(any P).Type", .metatype), ("P.Protocol", .metatype),
        ("User", .named), ("Int?", .named), ("[() -> Void]", .named), ("Result<A, B>", .named), ("(Int)", .named),
        ("((Int) -> Void)?", .named), ("[String: Int]", .named), ("  Int  ", .named),
    ])
    func kinds(text: String, kind: SwiftTypeSyntax.Kind) {
        #expect(SwiftTypeSyntax(text).kind == kind)
    }

    @Test(arguments: [
        ("Int?", "Int"), (" User! ", "User"), ("Optional<Shop.Tab>", "Shop.Tab"), ("Swift.Optional<Int>", "Int"),
        ("[Int]", nil), ("Int", nil), ("(() -> Void)?", "(() -> Void)"), ("() -> Int?", nil),
    ])
    func wrappedTypes(text: String, wrapped: String?) {
        #expect(SwiftTypeSyntax(text).wrappedType.map { String($0.text) } == wrapped)
    }

    @Test(arguments: [
        ("User", ["User"]), ("[String: [Itn]]", ["String", "Itn"]), ("Result<MyApp.Recipe, any Error>?", ["Result", "MyApp.Recipe", "Error"]),
        ("(x: Int, y: Int)", ["Int", "Int"]), ("@escaping @MainActor (_ value: Int, done: Bool) async throws -> Void", ["Int", "Bool", "Void"]),
        ("(inout Counter) -> some View", ["Counter", "View"]), ("User.Type", ["User"]), ("(any P).Protocol", ["P"]),
        ("Swift.Int", ["Swift.Int"]), ("Box<() -> Void>", ["Box", "Void"]), ("[`Type`]", ["`Type`"]),
    ])
    func referencedNames(text: String, names: [String]) {
        #expect(SwiftTypeSyntax(text).referencedNames.map(String.init) == names)
    }

    @Test(arguments: [
        ("Int?", ["Int"]), ("User!", ["User"]), ("[UUID]", ["UUID"]), ("[String: [Int]]", ["String", "[Int]"]),
        ("Optional<Int>", ["Int"]), ("Dictionary<String, Set<Int>>", ["String", "Set<Int>"]), ("Set<Tag>", ["Tag"]),
        ("(Int)", ["Int"]), ("Box<() -> Void>", []), ("User", []), ("(Int, Int)", []),
    ])
    func containedTypes(text: String, contained: [String]) {
        #expect(SwiftTypeSyntax(text).containedTypes.map { String($0.text) } == contained)
    }

    @Test(arguments: [
        ("(User?) -> Void", "(User?) -> Void"), ("((User?) -> Void)?", "(User?) -> Void"), ("[(Int, Int)]", "(Int, Int)"),
        ("[String: any Sendable]", "any Sendable"), ("(any Error)", "any Error"), ("Set<User.Type>?", "User.Type"), ("[Int: [() -> Void]]", "() -> Void"),
    ])
    func partsThatCannotConform(text: String, part: String) {
        #expect(SwiftTypeSyntax(text).partThatCannotConform?.text == part[...])
    }

    @Test(arguments: ["Int", "String?", "[UUID]", "[String: [Int]]", "ProductTab", "Box<() -> Void>", "Result<User, any Error>", "(Int)"])
    func typesThatMayConform(text: String) {
        #expect(SwiftTypeSyntax(text).partThatCannotConform == nil)
    }
}
