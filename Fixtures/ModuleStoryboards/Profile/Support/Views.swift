import SwiftUI

public struct UserInfoView: View {
    let userID: String
    @StateObject private var router = UserInfoRouter()

    public init(userID: String) {
        self.userID = userID
    }

    public var body: some View {
        Text(userID)
            .navigationRoutes(router)
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}
