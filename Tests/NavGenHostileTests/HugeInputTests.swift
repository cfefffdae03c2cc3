import Foundation
import NavGenTestSupport
import Testing

/// Inputs too large to commit, written at run time into a temporary folder and linted by the built
/// `navgen`: each must end with its exact located error, quickly, and never crash.
@Suite struct HugeInputTests {
    /// Writes `bytes` as `name` in a fresh folder and lints it there, so that diagnostics name the
    /// file as `name`; returns what lint printed on standard error. `expectedSeconds` is how long
    /// the debug build takes on an idle machine, at most; the hang guard allows ten times as long.
    func lint(_ name: String, _ bytes: [UInt8], expectedSeconds: TimeInterval = NavgenProcess.expectedSeconds) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        let run = try NavgenProcess.run(["lint", name], in: folder, expectedSeconds: expectedSeconds)
        print("hostile \(name) (\(bytes.count) bytes): lint took \(Milliseconds(run.seconds))")
        try #require(run.endedWithAResult, "navgen lint \(name) \(run.ending)")
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        return run.standardError
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func tenThousandLevelsOfNestedLists() throws {
        let text = "version: 1\nscreens: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        // The root mapping is the first level, so the 256th bracket (after "screens: ") is refused.
        #expect(
            try lint("nested-lists.yml", bytes(text))
                == "nested-lists.yml:2:\("screens: ".count + 256): error: nesting deeper than 256 levels is refused [input-limit]\n")
    }

    @Test func tenThousandLevelsOfNestedMappings() throws {
        let text = "version: 1\nscreens: " + String(repeating: "{a: ", count: 10_000) + "b" + String(repeating: "}", count: 10_000) + "\n"
        // After the root mapping and "screens: ", each level takes 4 columns: the 256th opens at
        // column 10 + 255 × 4.
        #expect(
            try lint("nested-mappings.yml", bytes(text))
                == "nested-mappings.yml:2:\(10 + 255 * 4): error: nesting deeper than 256 levels is refused [input-limit]\n")
    }

    @Test func aHundredMegabyteScalar() throws {
        var data = bytes("version: 1\nscreens:\n  Home:\n    summary: ")
        data += [UInt8](repeating: UInt8(ascii: "a"), count: 100 * 1024 * 1024)
        data += bytes("\n")
        #expect(
            try lint("huge-scalar.yml", data)
                == "huge-scalar.yml:1:1: error: the spec is larger than 32 MiB; a spec this large is refused [input-limit]\n")
    }

    @Test func aMillionEntryMapping() throws {
        var text = "version: 1\nscreens:\n"
        for index in 0..<1_000_000 { text += "  S\(index): ~\n" }
        // The 200,001st key, S200000, is on line 3 + 200,000.
        #expect(
            try lint("million-entries.yml", bytes(text))
                == "million-entries.yml:\(3 + 200_000):3: error: a list or mapping with more than 200000 entries is refused [input-limit]\n")
    }

    @Test func aMillionItemList() throws {
        let text = "version: 1\nimports: [" + Array(repeating: "A", count: 1_000_000).joined(separator: ", ") + "]\nscreens: {Home: {}}\n"
        let column = "imports: [".count + 200_000 * "A, ".count + 1
        #expect(
            try lint("million-items.yml", bytes(text))
                == "million-items.yml:2:\(column): error: a list or mapping with more than 200000 entries is refused [input-limit]\n")
    }

    @Test func moreThanThreeMillionNodes() throws {
        var text = "version: 1\nscreens:\n"
        for index in 0..<150_000 {
            text += "  S\(index): {parameters: {a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I}}\n"
        }
        // Nodes: the root mapping, version and 1, screens and its mapping: 5; then 22 per screen
        // (its name, its mapping, parameters, their mapping, 9 names and 9 types). The 3,000,001st
        // is the 10th of screen 136,363: the type C.
        let column = "  S136363: {parameters: {a: A, b: B, c: ".count + 1
        // The debug build reads three million nodes in about 37 seconds on an idle machine.
        #expect(
            try lint("three-million-nodes.yml", bytes(text), expectedSeconds: 40)
                == "three-million-nodes.yml:\(3 + 136_363):\(column): error: the spec has more than 3000000 keys, values and list items; a spec this large is refused [input-limit]\n")
    }

    @Test func aKeyRepeatedTenThousandTimes() throws {
        var text = "version: 1\nscreens:\n"
        for _ in 0..<10_000 { text += "  Home: {}\n" }
        var expected = ""
        for line in 4..<(3 + 10_000) {
            expected += "repeated-key.yml:\(line):3: error: duplicate key 'Home' [duplicate-key]\n"
            expected += "repeated-key.yml:3:3: note: 'Home' is first defined here\n"
        }
        #expect(try lint("repeated-key.yml", bytes(text)) == expected)
    }

    /// Containers whose checks walk what they hold, and would overflow the stack if that were
    /// recursion over the spec: a cycle of a hundred thousand navigation controllers, each the root
    /// of the next, is one error naming its first screens; a chain as long, each the root of the
    /// next, is an error at each root that is a container, and nothing deeper.
    @Test func aHundredThousandNestedContainers() throws {
        // Each lint took 8 to 10 s of the debug build on 2 cores under a load of 8, and timed out
        // at the default guard (60 s) in a CI run beside other builds.
        let expectedSeconds: TimeInterval = 12
        let count = 100_000
        var cycle = "version: 1\nscreens:\n"
        for index in 0..<count { cycle += "  S\(index): {root: S\((index + 1) % count)}\n" }
        let cycleErrors = try lint("container-cycle.yml", bytes(cycle), expectedSeconds: expectedSeconds).split(separator: "\n").filter { $0.contains("error:") }
        #expect(
            cycleErrors == [
                "container-cycle.yml:\(3 + count - 1):18: error: 'S0' contains itself: S0 → S1 → S2 → S3 → S4 → S5 → … (\(count) containers) → S0 [container-cycle]"
            ])
        var chain = "version: 1\nscreens:\n  Leaf: {}\n"
        for index in 0..<count { chain += "  S\(index): {root: \(index + 1 < count ? "S\(index + 1)" : "Leaf")}\n" }
        let chainErrors = try lint("container-chain.yml", bytes(chain), expectedSeconds: expectedSeconds).split(separator: "\n").filter { $0.contains("error:") }
        #expect(chainErrors.count == count - 1)
        #expect(
            chainErrors.first
                == "container-chain.yml:4:14: error: the root of navigation controller 'S0' cannot be a navigation controller ('S1') [container-child-kind]")
    }

    @Test func aBillionLaughsOfMappingsAndLists() throws {
        var text = "version: 1\nlol0: &lol0 {a: lol, b: lol, c: lol, d: lol, e: lol, f: lol, g: lol, h: lol, i: lol, j: lol}\n"
        for level in 1...9 {
            text += "lol\(level): &lol\(level) [" + Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "screens: {Home: {}}\n"
        // Uses of *lol0 add 21 nodes each, *lol1 211, *lol2 2,111, *lol3 21,111: ten of each of
        // the first three and three of *lol3 make 86,763; the fourth *lol3, on line 6, passes 100,000.
        let column = "lol4: &lol4 [".count + 3 * "*lol3, ".count + 1
        #expect(
            try lint("billion-laughs.yml", bytes(text))
                == "billion-laughs.yml:6:\(column): error: aliases expand to more than 100000 nodes; a spec this large is refused [input-limit]\n")
    }
}
