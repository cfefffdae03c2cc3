/// The tabs of a product's page; a link names one by its raw value (`?tab=specs`).
enum ProductTab: String, Hashable, Sendable, Codable {
    case overview, specs, reviews
}
