import SwiftUI

public struct SearchView: View {
    public init() {}

    public var body: some View {
        Text("Search")
    }
}
