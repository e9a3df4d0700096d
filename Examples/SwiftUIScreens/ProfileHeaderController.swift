// Compiled in Swift 5 mode (Package.swift): a hybrid screen, a UIKit controller that hosts a
// SwiftUI view as a child, importing both frameworks as such files do.
import UIKit
import SwiftUI

/// A SwiftUI header: an avatar circle and a name.
struct ProfileHeader: View {
    let name: String

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.purple).frame(width: 48, height: 48).accessibilityIdentifier("avatar")
            Text(name).font(.headline)
            Spacer()
        }
        .padding()
    }
}

/// A UIKit screen with the SwiftUI header on top of a UIKit view.
final class ProfileHeaderController: UIViewController {
    let header = UIHostingController(rootView: ProfileHeader(name: "Ada Lovelace"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(header)
        header.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 80)
        view.addSubview(header.view)
        header.didMove(toParent: self)
        let footer = UIView(frame: CGRect(x: 0, y: 80, width: view.bounds.width, height: 1))
        footer.backgroundColor = .separator
        view.addSubview(footer)
    }
}
