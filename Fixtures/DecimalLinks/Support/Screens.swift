import UIKit

final class MapViewController: UIViewController {}

final class PlaceViewController: UIViewController {
    let latitude: Double
    let longitude: Double
    let zoom: Double?

    init(latitude: Double, longitude: Double, zoom: Double?) {
        self.latitude = latitude
        self.longitude = longitude
        self.zoom = zoom
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(latitude:longitude:zoom:)")
    }
}
