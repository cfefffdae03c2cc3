// The shop app's model module, which Fixtures/Shop/navigation.yml imports: the types its screens'
// parameters name beyond the standard library's. Built as a module of its own, so that the
// generated `import ShopModels` resolves in the golden tests and the behaviour tests.

/// The tab a product's screen opens on.
public enum ProductTab: String, Hashable, Codable, Sendable {
    case overview, specifications, reviews
}
