import Foundation

struct User: Sendable {
    var name: String
}

struct TaskItem: Sendable {
    var title: String
    var owner: User
}
