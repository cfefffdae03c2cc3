import UIKit

public final class CatalogController: UIViewController {}

public final class ProductViewController: UIViewController {
    public init?(coder: NSCoder, sku: String) {
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) {
        fatalError("use instantiate(sku:)")
    }
}

public final class ProductCell: UICollectionViewCell {}

// Public API may only use public declarations: this compiles only if the generated members are public.
@MainActor public func openProduct(from catalog: CatalogController, collectionView: UICollectionView) {
    collectionView.register(ProductCell.self)
    catalog.pushProduct(sku: "A-1")
    catalog.navigate(to: .product(sku: "A-2"))
    _ = CatalogController.instantiate()
}

@inlinable @MainActor public func productIdentifier() -> String {
    ProductViewController.identifier
}
