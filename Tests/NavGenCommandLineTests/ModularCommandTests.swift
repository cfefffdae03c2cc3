import Foundation
import NavGenCommandLine
import NavGenTestSupport
import Testing

/// The commands on Fixtures/Modular's app spec, which includes the specs of two feature modules.
@Suite struct ModularCommandTests {
    static let folder = PackagePaths.fixtures.appendingPathComponent("Modular")
    static let app = folder.appendingPathComponent("App/navigation.yml").path

    @Test func lintSeesTheScreensOfEveryModule() {
        let (status, output) = NavGenTool.run(["lint", Self.app])
        #expect(status == .success)
        #expect(output.standardOutput.hasSuffix("no problems (6 screens, 8 transitions, 0 cells)\n"), "\(output.standardOutput)")
    }

    @Test func verifyReadsTheInterfaceBuilderFilesBesideEachModulesSpec() {
        let (_, output) = NavGenTool.run(["verify", Self.app])
        let folders = ["App", "Profile", "Checkout"].map { Self.folder.appendingPathComponent($0).path }
        #expect(output.standardError.contains("no .storyboard or .xib file in \(folders.joined(separator: ", "))"), "\(output.standardError)")
    }

    @Test func theSwiftUITemplateWarnsOfATransitionFromAnotherModulesScreen() {
        let (status, output) = NavGenTool.run(["generate", Self.app, "--template", "swiftui", "--output", "-"])
        #expect(status == .success)
        #expect(
            output.standardError.contains(
                "App/navigation.yml:18:5: warning: 'settings' starts from screen 'UserInfo' of module 'Profile', whose SwiftUI router that module generates; the swiftui template skips it"),
            "\(output.standardError)")
        #expect(!output.standardOutput.contains("UserInfoRouter"))
    }
}
