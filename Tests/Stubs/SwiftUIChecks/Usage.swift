// App code of the shape navgen generates. It compiles against the real iOS
// SDK (Xcode 16+, Swift 6 language mode, deployment target iOS 17) and must
// type-check against the stubs:
//   swiftc -swift-version 6 -typecheck -I OUT usage/Usage.swift
import Combine
import SwiftUI
import Observation

// MARK: - Models

struct HomeAlertItem: Identifiable {
    let id = UUID()
    let title: String
    let message: String
    let ok: String
}

struct DetailView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}

// MARK: - ObservableObject router

@MainActor
final class HomeRouter: ObservableObject {
    @Published var isDetailActivated = false
    @Published var activatedDetail: DetailView?
    @Published var alertItem: HomeAlertItem?
    @Published var isSettingsActivated = false
    @Published var isOnboardingActivated = false

    func showDetail(name: String) {
        activatedDetail = DetailView(name: name)
        isDetailActivated = true
    }

    func showAlert() {
        alertItem = HomeAlertItem(title: "Title", message: "Message", ok: "OK")
    }

    func dismissOnboarding() {
        isOnboardingActivated = false
    }
}

struct HomeView: View {
    @StateObject var router = HomeRouter()
    @State private var title = "Home"

    var body: some View {
        NavigationStack {
            Text(title)
                .navigationDestination(isPresented: $router.isDetailActivated) {
                    router.activatedDetail
                }
                .sheet(isPresented: $router.isSettingsActivated) {
                    SettingsView()
                }
                .fullScreenCover(isPresented: $router.isOnboardingActivated, onDismiss: { router.dismissOnboarding() }) {
                    Text("Onboarding")
                    Text(verbatim: "Step 1")
                }
                .alert(item: $router.alertItem) { item in
                    Alert(title: Text(item.title), message: Text(item.message), dismissButton: .cancel(Text(item.ok)))
                }
        }
    }

    // Main-actor isolated because HomeView conforms to View in its declaration.
    func openDetail() {
        router.showDetail(name: "detail")
    }
}

struct ObservedHomeView: View {
    @ObservedObject var router: HomeRouter
    let showsHeader: Bool

    var body: some View {
        if showsHeader {
            Text("Header")
        } else {
            EmptyView()
        }
        Text(router.activatedDetail?.name ?? "none")
            .sheet(isPresented: $router.isDetailActivated, onDismiss: nil) {
                if let detail = router.activatedDetail {
                    detail
                }
            }
            .alert(item: $router.alertItem) { item in
                Alert(
                    title: Text(item.title),
                    message: nil,
                    primaryButton: .default(Text("Retry"), action: { router.showAlert() }),
                    secondaryButton: .cancel()
                )
            }
    }
}

// MARK: - @Observable router (the Observation macro expands on Linux)

@MainActor
@Observable
final class ProfileRouter {
    var isEditActivated = false
    var isAvatarActivated = false
}

struct ProfileView: View {
    @Bindable var router: ProfileRouter

    var body: some View {
        Text("Profile")
            .navigationDestination(isPresented: $router.isEditActivated) {
                Text("Edit")
            }
            .sheet(isPresented: $router.isAvatarActivated) {
                Text("Avatar")
            }
    }
}

struct ProfileRootView: View {
    @State private var router = ProfileRouter()

    var body: some View {
        @Bindable var router = router
        NavigationStack {
            ProfileView(router: router)
                .fullScreenCover(isPresented: $router.isEditActivated) {
                    Text("Cover")
                }
        }
    }
}

// MARK: - Hand-written Observable (what the macro generates, without the macro)

@MainActor
final class ManualRouter: Observable {
    @ObservationIgnored private let registrar = ObservationRegistrar()

    private var _isActivated = false
    var isActivated: Bool {
        get {
            registrar.access(self, keyPath: \.isActivated)
            return _isActivated
        }
        set {
            registrar.withMutation(of: self, keyPath: \.isActivated) {
                _isActivated = newValue
            }
        }
    }
}

struct ManualView: View {
    @Bindable var router: ManualRouter

    var body: some View {
        Text("Manual")
            .navigationDestination(isPresented: $router.isActivated) {
                EmptyView()
            }
    }
}

// MARK: - Bindings created by hand

struct BindingView: View {
    @State private var flag = false
    let external: Binding<Bool>

    var body: some View {
        let constant = Binding.constant(true)
        // The closures are `@isolated(any) @Sendable`: isolate them explicitly.
        let computed = Binding(get: { @MainActor in flag }, set: { @MainActor newValue in flag = newValue })
        Text(flag ? "on" : "off")
            .sheet(isPresented: computed) { Text("A") }
            .sheet(isPresented: constant) { Text("B") }
            .sheet(isPresented: external) { Text("C") }
    }
}

// Combine: $flag is a Published<Bool>.Publisher
@MainActor
func publisherOf(_ router: HomeRouter) -> Published<Bool>.Publisher {
    router.$isDetailActivated
}

let cancellable = AnyCancellable { }

// MARK: - Dismissing on a router's request

/// What `navigationRoutes` attaches for a router that asks its view to dismiss.
private struct DismissOnRequest: ViewModifier {
    @Binding var isRequested: Bool
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
        content.onChange(of: isRequested) { _, isRequested in
            guard isRequested else { return }
            self.isRequested = false
            dismiss()
        }
    }
}

struct ClosingView: View {
    @State private var isCloseRequested = false

    var body: some View {
        Text("Closing")
            .modifier(DismissOnRequest(isRequested: $isCloseRequested))
    }
}

// MARK: - Presentation details

struct DetailsView: View {
    @State private var isFilterShown = false
    @State private var isSettingsShown = false

    var body: some View {
        Text("Details")
            .popover(isPresented: $isFilterShown) { Text("Filter") }
            .popover(isPresented: $isFilterShown, attachmentAnchor: .rect(.bounds), arrowEdge: .top) { Text("Arrow") }
            .sheet(isPresented: $isSettingsShown) {
                Text("Settings")
                    .presentationDetents([.medium, .large, .height(320), .fraction(0.25)])
                    .presentationDragIndicator(.visible)
                    .interactiveDismissDisabled()
            }
            .sheet(isPresented: $isSettingsShown) {
                Text("Closable").interactiveDismissDisabled(false)
            }
    }
}

// MARK: - A path of values, and presentations of items

enum Route: Hashable, Codable, Identifiable {
    case detail(name: String)
    case settings

    var id: Self { self }
}

@MainActor
@Observable
final class PathRouter {
    var path: [Route] = []
    var sheet: Route?
}

final class PathModel: ObservableObject {
    @Published var cover: Route?
}

struct PathView: View {
    @Bindable var router: PathRouter
    @ObservedObject var model: PathModel

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Root")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail(let name): DetailView(name: name)
                    case .settings: SettingsView()
                    }
                }
                .sheet(item: $router.sheet) { _ in Text(verbatim: "sheet") }
                .fullScreenCover(item: $model.cover, onDismiss: { print("gone") }) { _ in SettingsView() }
        }
        .environment(router)
        .environmentObject(model)
    }
}

/// Reads what `PathView` puts in the environment, as the stack router's `@Navigator` does.
@MainActor
@propertyWrapper
struct PathDepth: DynamicProperty {
    @Environment(PathRouter.self) private var router
    @EnvironmentObject private var model: PathModel

    init() {}

    var wrappedValue: Int {
        router.path.count + (model.cover == nil ? 0 : 1)
    }
}

struct PathDepthView: View {
    @PathDepth private var depth: Int

    var body: some View {
        Text(verbatim: "\(depth)")
    }
}

@MainActor
@Observable
final class TabsModel {
    enum Tab: Hashable { case feed, account }

    var selectedTab: Tab = .feed
    var compactColumn: NavigationSplitViewColumn = .sidebar
}

struct TabsView: View {
    @Bindable var model: TabsModel

    var body: some View {
        TabView(selection: $model.selectedTab) {
            Text(verbatim: "feed")
                .tabItem { Text("Feed") }
                .tag(TabsModel.Tab.feed)
            NavigationSplitView(preferredCompactColumn: $model.compactColumn) {
                Text(verbatim: "sidebar")
            } detail: {
                Text(verbatim: "detail")
            }
            .tabItem { Text("Account") }
            .tag(TabsModel.Tab.account, includeOptional: false)
        }
    }
}

// iOS 18's tabs: each a `Tab` whose value the selection matches, its label a view.
@available(iOS 18.0, *)
struct ValueTabsView: View {
    @Bindable var model: TabsModel

    var body: some View {
        TabView(selection: $model.selectedTab) {
            SwiftUI.Tab(value: TabsModel.Tab.feed) {
                Text(verbatim: "feed")
            } label: {
                Text("Feed")
            }
            SwiftUI.Tab(value: TabsModel.Tab.account) {
                Text(verbatim: "account")
            } label: {
                Text("Account")
            }
        }
    }
}

// MARK: - Environment values (the stack router across modules)

@MainActor
protocol ShopStack {
    func dismiss()
}

private struct NoShopStack: ShopStack {
    nonisolated init() {}

    func dismiss() {}
}

private struct ShopStackKey: EnvironmentKey {
    static var defaultValue: any ShopStack { NoShopStack() }
}

extension EnvironmentValues {
    var shopStack: any ShopStack {
        get { self[ShopStackKey.self] }
        set { self[ShopStackKey.self] = newValue }
    }
}

struct ShopStackReader: View {
    @Environment(\.shopStack) private var stack

    var body: some View {
        Text("Shop")
            .environment(\.shopStack, NoShopStack())
    }

    func doneTapped() {
        stack.dismiss()
    }
}
