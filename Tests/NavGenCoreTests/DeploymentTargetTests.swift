import NavGenCore
import Testing

/// `defaults.deploymentTarget` is an iOS version no older than navgen's outputs support; what is
/// not is an error at the value, and the graph carries the target with its place.
@Suite struct DeploymentTargetTests {
    private static func load(_ target: String) -> SpecLoader.Result {
        let yaml = "version: 1\ndefaults:\n  deploymentTarget: \(target)\nscreens:\n  Home: {source: code}\n"
        return SpecLoader().load(Array(yaml.utf8), file: "spec.yml")
    }

    @Test(arguments: [
        ("17", IOSVersion(major: 17)), ("\"17.0\"", IOSVersion(major: 17)), ("16.4", IOSVersion(major: 16, minor: 4)),
        ("'15.0.1'", IOSVersion(major: 15, patch: 1)), ("13", IOSVersion.oldestSupported),
    ])
    func aVersionIsTheGraphsTarget(_ text: String, _ version: IOSVersion) throws {
        let result = Self.load(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let target = try #require(result.graph?.deploymentTarget)
        #expect(target.value == version)
        #expect((target.position.line, target.position.column) == (3, 21))
    }

    @Test(arguments: ["\"17.x\"", "iOS 17", "17.", "\"\"", "1.2.3.4", "-16", "00017.0", "true"])
    func textThatIsNoVersionIsLocated(_ text: String) {
        #expect(
            Self.load(text).diagnostics.map(\.formatted) == [
                "spec.yml:3:21: error: '\(text.trimmingCharacters(in: ["\""]))' is not an iOS version; write one such as \"17.0\" or 18 [deployment-target]"
            ])
    }

    @Test func aTargetOlderThanSwiftUIIsRefused() {
        #expect(
            Self.load("12.4").diagnostics.map(\.formatted) == [
                "spec.yml:3:21: error: navgen generates code for iOS 13.0 or later, not for iOS 12.4; the SwiftUI outputs need SwiftUI and Combine, which iOS 13 brought [deployment-target]"
            ])
    }

    @Test func aValueThatIsNoScalarIsOfTheWrongType() {
        #expect(
            Self.load("[17]").diagnostics.map(\.formatted) == [
                "spec.yml:3:21: error: 'deploymentTarget' must be a string, found a list [wrong-type]"
            ])
    }

    @Test func withoutTheKeyTheGraphHasNoTarget() throws {
        let result = SpecLoader().load(Array("version: 1\nscreens:\n  Home: {source: code}\n".utf8), file: "spec.yml")
        #expect(try #require(result.graph).deploymentTarget == nil)
    }

    @Test func versionsCompareByTheirNumbers() {
        #expect(IOSVersion(major: 16, minor: 4) < IOSVersion(major: 17))
        #expect(IOSVersion("17.10") == IOSVersion(major: 17, minor: 10) && IOSVersion(major: 17, minor: 10) > IOSVersion(major: 17, minor: 9))
        #expect(IOSVersion("18") == IOSVersion("18.0.0"))
        #expect(IOSVersion("15.0.1")?.description == "15.0.1" && IOSVersion("17")?.description == "17.0")
    }
}
