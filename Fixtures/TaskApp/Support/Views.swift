import SwiftUI

struct AddTaskView: View {
    let onTapEvent: (User?) -> Void

    var body: some View {
        Text("Add a task")
    }
}

struct UserInfoView: View {
    let user: User

    var body: some View {
        Text(user.name)
    }
}

struct TaskListView: View {
    @StateObject private var router = TaskListRouter()

    var body: some View {
        NavigationStack {
            Text("Tasks")
                .navigationRoutes(router)
        }
    }
}
