/// The templates compiled into navgen, so that it renders from any directory and inside a plugin
/// without a resource folder beside it.
///
/// The sources are the `.mustache` files of this folder, embedded at build time. A template
/// includes the others as partials by name (`{{> uikit_screens}}`).
public enum BuiltinTemplates {
    /// A template a user can choose with `--template NAME`.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
    }

    /// The templates meant to be chosen, as opposed to the partials they include.
    public static let entries: [Entry] = [
        Entry(name: "uikit", summary: "UIKit: storyboard registry, typed factories, identifiers, cells, transitions, routes, alerts, opening deep links"),
        Entry(name: "swiftui", summary: "SwiftUI: a router, its protocol and alert items per screen, and the view modifier"),
        Entry(name: "swiftui-stack", summary: "SwiftUI: routes as values, one path-based router with nested stacks, Codable state"),
        Entry(name: "deeplinks", summary: "Deep links: the DeepLink value, its parser and its URLs (Foundation only)"),
        Entry(name: "apple-app-site-association", summary: "Deep links: the applinks of the server's apple-app-site-association file"),
        Entry(name: "url-schemes", summary: "Deep links: the Info.plist URL types of the links' custom schemes"),
    ]

    /// Every template and partial by name.
    public static let sources: [String: String] = [
        "uikit": text(PackageResources.uikit_mustache),
        "uikit_storyboards": text(PackageResources.uikit_storyboards_mustache),
        "uikit_screens": text(PackageResources.uikit_screens_mustache),
        "uikit_cells": text(PackageResources.uikit_cells_mustache),
        "uikit_views": text(PackageResources.uikit_views_mustache),
        "uikit_transitions": text(PackageResources.uikit_transitions_mustache),
        "uikit_segues": text(PackageResources.uikit_segues_mustache),
        "uikit_alerts": text(PackageResources.uikit_alerts_mustache),
        "uikit_links": text(PackageResources.uikit_links_mustache),
        "swiftui": text(PackageResources.swiftui_mustache),
        "swiftui_routers": text(PackageResources.swiftui_routers_mustache),
        "swiftui_modifiers": text(PackageResources.swiftui_modifiers_mustache),
        "swiftui-stack": text(PackageResources.swiftui_stack_mustache),
        "deeplinks": text(PackageResources.deeplinks_mustache),
        "apple-app-site-association": text(PackageResources.apple_app_site_association_mustache),
        "url-schemes": text(PackageResources.url_schemes_mustache),
    ]

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
