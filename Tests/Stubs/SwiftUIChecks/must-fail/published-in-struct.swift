// expect: 'wrappedValue' is unavailable: @Published is only available on properties of classes
import Combine

struct Model {
    @Published var flag = false
}
