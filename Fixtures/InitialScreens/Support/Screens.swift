import UIKit

final class OnboardingViewController: UIViewController {}

final class WelcomeViewController: UIViewController {
    private let userName: String

    init?(coder: NSCoder, userName: String) {
        self.userName = userName
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(userName:)")
    }
}

final class TourViewController: UIViewController {
    var step = 0
}

final class PaywallViewController: UIViewController {
    private let offer: String

    init?(coder: NSCoder, offer: String) {
        self.offer = offer
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(offer:)")
    }
}

@MainActor func start() -> UIViewController {
    let onboarding = OnboardingViewController.instantiate()
    onboarding.pushWelcome(userName: "Ada")
    let welcome = WelcomeViewController.instantiate(userName: "Ada")
    welcome.presentTour(step: 1)
    let tour = TourViewController.instantiate(step: 2)
    tour.presentPaywall(offer: "yearly")
    return PaywallViewController.instantiate(offer: "yearly")
}
