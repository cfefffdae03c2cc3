import SwiftUI

/// The catalog tab's screen: it pushes a product onto the stack it is on, whether Catalog's own
/// router or the app's.
public struct CatalogView: View {
    @Environment(\.catalogStack) private var stack

    public init() {}

    public var body: some View {
        Text("Catalog")
    }

    func productTapped(_ productID: Int) {
        stack.push(.product(productID: productID))
    }
}

struct ProductView: View {
    let productID: Int

    var body: some View {
        Text("Product \(productID)")
    }
}
