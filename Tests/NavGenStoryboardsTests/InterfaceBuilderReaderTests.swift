import Foundation
import NavGenCore
import NavGenTestSupport
import Testing

@testable import NavGenStoryboards

/// What the reader makes of Interface Builder's XML, and that no input makes it crash.
@Suite struct InterfaceBuilderReaderTests {
    static let shop = PackagePaths.fixtures.appendingPathComponent("storyboards/Shop/Resources")

    static func read(_ relativePath: String) throws -> (document: InterfaceBuilderDocument?, diagnostics: [Diagnostic]) {
        let url = shop.appendingPathComponent(relativePath)
        let kind = try #require(InterfaceBuilderDocument.Kind(rawValue: url.pathExtension))
        return InterfaceBuilderReader().read(try Data(contentsOf: url), path: relativePath, kind: kind)
    }

    @Test func aStoryboardsScenesSeguesAndCells() throws {
        let (document, diagnostics) = try Self.read("Base.lproj/Main.storyboard")
        #expect(diagnostics.isEmpty)
        let main = try #require(document)
        #expect(main.name == "Main")
        #expect(main.scenes.count == 8)
        #expect(main.initialScene?.controller?.element == "navigationController")

        let list = try #require(main.scene(withStoryboardIdentifier: "ProductList")?.controller)
        #expect(list.element == "tableViewController")
        #expect(list.customClass == InterfaceClass(name: "ProductListViewController", module: "Shop", inheritsModuleFromTarget: true))
        #expect(list.location == SourceLocation(file: "Base.lproj/Main.storyboard", line: 31, column: 17))
        // Segues of the cell and the bar buttons count as the scene's, in file order.
        #expect(list.segues.map { $0.identifier ?? "-" } == ["showProduct", "showFilters", "-", "compose", "openSettings"])
        #expect(list.segues.map(\.kind) == ["show", "custom", "presentation", "presentation", "show"])
        #expect(list.segues[2].modalPresentationStyle == "pageSheet")
        #expect(list.prototypeCells.map { $0.reuseIdentifier ?? "-" } == ["product", "loading"])
        #expect(list.prototypeCells.map(\.customClass?.name) == ["ProductCell", nil])

        guard case .reference(let settings)? = main.scene(withObjectID: "Ref-st-001")?.content else {
            Issue.record("the Settings reference is not read as a reference")
            return
        }
        #expect(settings == StoryboardReference(storyboardName: "Settings", identifier: "Settings"))
    }

    /// Containers, their relationship segues in order, scenes of UIKit's and AVKit's classes, and
    /// a static table, whose cells are the storyboard's own and no prototypes.
    @Test func containersAndFrameworkClasses() throws {
        let path = PackagePaths.fixtures.appendingPathComponent("storyboards/Messenger/Resources/Main.storyboard")
        let main = try #require(InterfaceBuilderReader().read(try Data(contentsOf: path), path: "Main.storyboard", kind: .storyboard).document)
        let tabBar = try #require(main.initialScene?.controller)
        #expect(tabBar.container == .tabBarController)
        #expect(tabBar.className == "UITabBarController")
        #expect(tabBar.childSegues.map(\.destinationID) == ["Nav-cv-001", "Ref-ct-001", "Nav-st-001"])
        let settings = try #require(main.scene(withStoryboardIdentifier: "SettingsNavigation")?.controller)
        #expect(settings.container == .navigationController)
        #expect(settings.className == "SettingsNavigationController")
        #expect(settings.childSegues.count == 1)
        let staticTable = try #require(main.scene(withStoryboardIdentifier: "Settings")?.controller)
        #expect(staticTable.className == "UITableViewController")
        #expect(staticTable.prototypeCells.isEmpty)
        #expect(main.scene(withStoryboardIdentifier: "Conversations")?.controller?.prototypeCells.count == 1)
        #expect(main.scene(withStoryboardIdentifier: "Player")?.controller?.className == "AVPlayerViewController")
        let about = try #require(main.scenes.compactMap(\.controller).first { $0.title == "About" })
        #expect(about.className == "UIViewController" && about.customClass == nil)
    }

    /// A segue with Peek and Pop holds its commit and preview segues, which have no `kind`: the
    /// segue is read once, without them; a launch screen is marked as one.
    @Test func peekAndPopSeguesAndALaunchScreen() throws {
        let mail = PackagePaths.fixtures.appendingPathComponent("storyboards/Mail/Resources")
        let (document, diagnostics) = InterfaceBuilderReader().read(
            try Data(contentsOf: mail.appendingPathComponent("Main.storyboard")), path: "Main.storyboard", kind: .storyboard)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        let mailboxes = try #require(document?.scene(withStoryboardIdentifier: "Mailboxes")?.controller)
        #expect(mailboxes.segues.map { $0.identifier ?? "-" } == ["showMessage", "showFilters"])
        #expect(document?.isLaunchScreen == false)
        guard case .reference(let signature)? = document?.scene(withObjectID: "Ref-sg-001")?.content else {
            Issue.record("the reference into another bundle is not read as a reference")
            return
        }
        #expect(
            signature == StoryboardReference(storyboardName: "Signature", identifier: "SignatureEditor", bundleIdentifier: "com.example.MailKit"))
        let launch = InterfaceBuilderReader().read(
            try Data(contentsOf: mail.appendingPathComponent("LaunchScreen.storyboard")), path: "LaunchScreen.storyboard",
            kind: .storyboard)
        #expect(launch.diagnostics.isEmpty)
        #expect(launch.document?.isLaunchScreen == true)
    }

    /// A prototype cell knows its table view: a reuse identifier is that view's.
    @Test func aPrototypeCellKnowsItsTableView() throws {
        let path = PackagePaths.fixtures.appendingPathComponent("storyboards/verify/reuse-identifiers/Lists.storyboard")
        let lists = try #require(InterfaceBuilderReader().read(try Data(contentsOf: path), path: "Lists.storyboard", kind: .storyboard).document)
        let feed = try #require(lists.scene(withStoryboardIdentifier: "Feed")?.controller)
        #expect(feed.prototypeCells.map(\.customClass?.name) == ["FeedCell", "AdCell"])
        #expect(feed.prototypeCells.map(\.listID) == ["Tbl-fd-001", "Tbl-fd-001"])
        #expect(lists.scene(withStoryboardIdentifier: "Contacts")?.controller?.prototypeCells.map(\.listID) == ["Tbl-ct-001"])
    }

    @Test func aXibsTopLevelObjects() throws {
        let cell = try #require(try Self.read("Cells/CouponCell.xib").document)
        #expect(cell.topLevelObjects.map(\.kind) == [.collectionViewCell])
        #expect(cell.topLevelObjects.first?.reuseIdentifier == "coupon")
        #expect(cell.filesOwner == nil)
        let banner = try #require(try Self.read("Banner.xib").document)
        #expect(banner.topLevelObjects.map(\.customClass?.name) == ["BannerView"])
    }

    @Test func aStartTagOverSeveralLinesIsLocatedAtItsFirst() {
        let xml = """
            <document>
                <scenes>
                    <scene sceneID="a">
                        <objects>
                            <viewController
                                id="vc" storyboardIdentifier="X"
                                customClass="XViewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (document, _) = InterfaceBuilderReader().read(Data(xml.utf8), path: "X.storyboard", kind: .storyboard)
        #expect(document?.scenes.first?.controller?.location == SourceLocation(file: "X.storyboard", line: 5, column: 17))
    }

    /// Every prefix of a real storyboard is read without a crash: the whole file without a
    /// problem, any shorter one with a located error.
    @Test func everyTruncationIsALocatedError() throws {
        let bytes = try Data(contentsOf: Self.shop.appendingPathComponent("Base.lproj/Main.storyboard"))
        let end = try #require(String(decoding: bytes, as: UTF8.self).range(of: "</document>")).upperBound.utf16Offset(
            in: String(decoding: bytes, as: UTF8.self))
        for length in stride(from: 0, to: end, by: 37) {
            let (document, diagnostics) = InterfaceBuilderReader().read(bytes.prefix(length), path: "Main.storyboard", kind: .storyboard)
            #expect(document == nil || diagnostics.containsErrors, "a storyboard cut at byte \(length) was read without error")
            #expect(diagnostics.allSatisfy { ($0.location?.line ?? 0) >= 1 && ($0.location?.column ?? 0) >= 1 })
        }
    }

    @Test func bytesThatAreNotXMLAreALocatedError() {
        var generator = SplitMix64(seed: 9)
        for _ in 0..<50 {
            let bytes = Data((0..<256).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            let (document, diagnostics) = InterfaceBuilderReader().read(bytes, path: "Noise.xib", kind: .xib)
            #expect(document == nil)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.location?.file == "Noise.xib")
        }
    }

    @Test func deepNestingIsRefused() {
        let xml = "<document><objects>" + String(repeating: "<view>", count: 5_000) + String(repeating: "</view>", count: 5_000)
            + "</objects></document>"
        let (document, diagnostics) = InterfaceBuilderReader().read(Data(xml.utf8), path: "Deep.xib", kind: .xib)
        #expect(document == nil)
        #expect(diagnostics.map(\.message) == ["the XML elements nest deeper than 512 levels"])
    }

    @Test func externalEntitiesAreNotRead() {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY host SYSTEM "file:///etc/hostname">]>
            <document><objects><view id="v" customClass="&host;"/></objects></document>
            """
        let (document, diagnostics) = InterfaceBuilderReader().read(Data(xml.utf8), path: "Entity.xib", kind: .xib)
        #expect(document == nil)
        #expect(diagnostics.map(\.message) == ["the XML refers to an external entity, which navgen does not read"])
    }

    /// Given as Data of more than 10 MB, the Linux parser fails at the end of a well-formed file.
    @Test func aFileOverTenMegabytesIsRead() throws {
        let comments = String(repeating: "<!-- " + String(repeating: "x", count: 100_000) + " -->\n", count: 110)
        let xml = "<document>\n    <objects>\n" + comments + "        <view id=\"v\" customClass=\"BigView\"/>\n    </objects>\n</document>\n"
        #expect(xml.utf8.count > 10_500_000)
        let (document, diagnostics) = InterfaceBuilderReader().read(Data(xml.utf8), path: "Big.xib", kind: .xib)
        #expect(diagnostics.isEmpty)
        #expect(document?.topLevelObjects.map(\.customClass?.name) == ["BigView"])
    }

    @Test func aFileOverTheSizeLimitIsRefusedUnread() {
        let (document, diagnostics) = InterfaceBuilderReader(maximumFileSize: 10).read(Data("<document/>".utf8), path: "Big.xib", kind: .xib)
        #expect(document == nil)
        #expect(diagnostics.map(\.message) == ["the file is 11 bytes; navgen refuses Interface Builder files larger than 10 bytes"])
    }
}

/// A small deterministic random number generator, so that the noise is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
