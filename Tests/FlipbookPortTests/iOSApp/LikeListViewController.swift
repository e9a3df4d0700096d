import UIKit

/// A screen written for iOS: bar buttons by #selector, one of them a @objc method in an
/// extension, and an override in an extension, as iOS code writes them.
final class LikeListViewController: UIViewController {
    /// How many likes the list shows; observed by key-value observing, as iOS code does.
    @objc dynamic var likeCount = 0
    @objc dynamic private(set) var subtitle: String? = nil
    private(set) var added = 0
    private(set) var laidOut = 0
    private(set) var doneSender: UIBarButtonItem?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Likes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done(_:)))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(addLike))
    }

    @objc private func done(_ sender: UIBarButtonItem) {
        doneSender = sender
    }
}

extension LikeListViewController {
    @objc func addLike() {
        added += 1
        likeCount += 1
        subtitle = "\(likeCount) likes"
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOut += 1
    }
}
