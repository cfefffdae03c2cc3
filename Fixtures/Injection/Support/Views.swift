import SwiftUI

struct DetailView: View {
    let name: String
    let count: Int

    var body: some View {
        Text(name)
    }
}

struct 画面View: View {
    var body: some View {
        Text("画面")
    }
}

@MainActor func route(router: any HomeRouting) {
    router.activateAgain(name: "n", count: 2)
    router.activateGreetAlert(name: "y")
    router.activate画面()
}
