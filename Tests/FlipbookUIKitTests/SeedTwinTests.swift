import Foundation
import Testing
import FlipbookScene
import FlipbookTiming
import FlipbookUIKit
@testable import UIKitSeeds

/// The seed behaviours written as iOS code record the timelines of their scene files.
@Suite("UIKit seed code against the scene files")
@MainActor
struct SeedTwinTests {
    @Test("Spinner: startLoadingView twice (the lnj guard keeps the first), stopLoadingView at 6 s")
    func spinner() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let refresh = RefreshView(frame: window.bounds, arrowFrame: .zero, loadingCenter: CGPoint(x: 60, y: 60))
        refresh.arrowView.isHidden = true
        window.addSubview(refresh)
        let timeline = window.record(duration: 6.5) { clock in
            refresh.startLoadingView()
            clock.wait(0.5)
            refresh.startLoadingView()
            clock.wait(5.5)
            refresh.stopLoadingView()
        }
        #expect(differences(file: try loadScene("spinner"), uikit: timeline) == [])
        let angle = timeline.value(ofLayer: "spinner", at: LayerKeyPath("transform.rotation.z")!, time: 1.25)?.number
        #expect(abs((angle ?? 0) - 2 * .pi * 0.25) < 1e-9, "a quarter turn at 1.25 s of a 5 s period")
    }

    @Test("Arrow flip: rotationArrow(flag: true) at 0.2 s, (flag: false) at 2.6 s")
    func arrowFlip() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let refresh = RefreshView(frame: window.bounds, arrowFrame: CGRect(x: 180, y: 35, width: 15, height: 30),
                                  loadingCenter: .zero)
        refresh.loadingView.isHidden = true
        window.addSubview(refresh)
        let timeline = window.record(duration: 4.8) { clock in
            clock.wait(0.2)
            refresh.rotationArrow(flag: true)
            clock.wait(2.4)
            refresh.rotationArrow(flag: false)
        }
        #expect(differences(file: try loadScene("arrow-flip"), uikit: timeline) == [])
    }

    @Test("Gauge: startAnimation chains through completions; stopAnimation at 1.8 s")
    func gauge() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let gauge = GaugeView(frame: window.bounds)
        window.addSubview(gauge)
        let timeline = window.record(duration: 2.6) { clock in
            gauge.startAnimation()
            clock.wait(1.8)
            gauge.stopAnimation()
        }
        #expect(differences(file: try loadScene("gauge"), uikit: timeline) == [])
    }

    @Test("Tip label: showRefreshStatus(count: 5) at 0.2 s")
    func tipLabel() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
        let home = HomeView(frame: window.bounds)
        home.tipLabel.text = HomeView.refreshText(count: 5)
        window.addSubview(home)
        let timeline = window.record(duration: 4.5) { clock in
            clock.wait(0.2)
            home.showRefreshStatus(count: 5)
        }
        let diff = differences(file: try loadScene("tip-label"), uikit: timeline); #expect(diff == [], "\(diff.prefix(8))")
    }

    @Test("New-status banner: showNewStatusCount(5) at 0.2 s inserts the label below the navigation bar")
    func banner() throws {
        UIImage.searchPaths = [imagesFolder.path]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
        let home = HomeView(frame: window.bounds)
        home.tipLabel.removeFromSuperview()
        window.addSubview(home)
        let timeline = window.record(duration: 3.4) { clock in
            clock.wait(0.2)
            home.showNewStatusCount(5)
        }
        // The scene file builds the banner at the start, hidden under the bar; the iOS code
        // makes it when called: the same values from then on.
        let diff = differences(file: try loadScene("new-status-banner"), uikit: timeline); #expect(diff == [], "\(diff.prefix(8))")
        #expect(timeline.presentation(at: 0.1).layer(withID: "banner") == nil)
        #expect(timeline.presentation(at: 0.2).layer(withID: "home") == nil)
        let order = timeline.presentation(at: 1).layers.flatMap { $0.sublayers.map(\.id) }
        #expect(order == ["banner", "navbar"], "inserted below the navigation bar")
        #expect(timeline.presentation(at: 3.2).layer(withID: "banner") == nil, "removed from its superview")
        #expect(home.subviews.map(\.accessibilityIdentifier) == ["navbar"], "the model tree lost it too")
    }
}
