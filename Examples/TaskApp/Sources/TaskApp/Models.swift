import Foundation

public struct User: Sendable, Equatable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

public struct TaskItem: Sendable, Equatable {
    public var title: String
    public var owner: User

    public init(title: String, owner: User) {
        self.title = title
        self.owner = owner
    }
}
