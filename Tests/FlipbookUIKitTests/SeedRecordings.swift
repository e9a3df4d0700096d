import Foundation
import FlipbookScene
import FlipbookUIKit
@testable import UIKitSeeds

/// The seed scenes' stories played on the iOS seed code: what the scene files in
/// Assets/scenes script, called the way an app would call it.
@MainActor
enum SeedRecordings {
    /// Seed 1: startLoadingView at 0 s and again at 0.5 s (the "lnj" guard keeps the first),
    /// stopLoadingView at 6 s.
    static func spinner() -> Timeline {
        UIImage.searchPaths = [imagesFolder.path]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let refresh = RefreshView(frame: window.bounds, arrowFrame: .zero, loadingCenter: CGPoint(x: 60, y: 60))
        refresh.arrowView.isHidden = true
        window.addSubview(refresh)
        return window.record(duration: 6.5) { clock in
            refresh.startLoadingView()
            clock.wait(0.5)
            refresh.startLoadingView()
            clock.wait(5.5)
            refresh.stopLoadingView()
        }
    }

    /// Seed 2: rotationArrow(flag: true) at 0.2 s, rotationArrow(flag: false) at 2.6 s.
    static func arrowFlip() -> Timeline {
        UIImage.searchPaths = [imagesFolder.path]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let refresh = RefreshView(frame: window.bounds, arrowFrame: CGRect(x: 180, y: 35, width: 15, height: 30),
                                  loadingCenter: .zero)
        refresh.loadingView.isHidden = true
        window.addSubview(refresh)
        return window.record(duration: 4.8) { clock in
            clock.wait(0.2)
            refresh.rotationArrow(flag: true)
            clock.wait(2.4)
            refresh.rotationArrow(flag: false)
        }
    }

    /// Seed 3: startAnimation at 0 s, stopAnimation at 1.8 s.
    static func gauge() -> Timeline {
        UIImage.searchPaths = [imagesFolder.path]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let gauge = GaugeView(frame: window.bounds)
        window.addSubview(gauge)
        return window.record(duration: 2.6) { clock in
            gauge.startAnimation()
            clock.wait(1.8)
            gauge.stopAnimation()
        }
    }

    /// Seed 000: showRefreshStatus(count:) at 0.2 s; the label shows its text from the start,
    /// as the scene file's does.
    static func tipLabel(count: Int = 5) -> (Timeline, HomeView) {
        UIImage.searchPaths = [imagesFolder.path]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 260))
        let home = HomeView(frame: window.bounds)
        home.tipLabel.text = HomeView.refreshText(count: count)
        window.addSubview(home)
        let timeline = window.record(duration: 4.5) { clock in
            clock.wait(0.2)
            home.showRefreshStatus(count: count)
        }
        return (timeline, home)
    }

    /// Seed 002: showNewStatusCount(_:) at 0.2 s.
    static func banner(count: Int = 5) -> (Timeline, HomeView) {
        UIImage.searchPaths = [imagesFolder.path]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 260))
        let home = HomeView(frame: window.bounds)
        home.tipLabel.removeFromSuperview()
        window.addSubview(home)
        let timeline = window.record(duration: 3.4) { clock in
            clock.wait(0.2)
            home.showNewStatusCount(count)
        }
        return (timeline, home)
    }

    /// The drawn speed gauge: readings arrive every 0.25 s (0 → 60 → 120 → 200 → 90), each one
    /// redrawn at the instant it arrives.
    static func speedGauge() -> (Timeline, SpeedGaugeView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 220))
        let gauge = SpeedGaugeView(frame: window.bounds)
        window.addSubview(gauge)
        let timeline = window.record(duration: 1.5) { clock in
            gauge.play([60, 120, 200, 90], every: 0.25)
            clock.wait(1.5)
        }
        return (timeline, gauge)
    }

    /// The receipt card: the pay button tapped at 0.2 s (the card slides up from 0.3 s), the
    /// card dismissed at 1.2 s.
    static func receiptSheet() -> (Timeline, OrderViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let order = OrderViewController()
        window.rootViewController = order
        window.makeKeyAndVisible()
        let timeline = window.record(duration: 1.6) { clock in
            clock.wait(0.2)
            clock.tap(order.payButton)
            clock.wait(0.9)
            order.dismiss(animated: true)
        }
        return (timeline, order)
    }

    /// Seed 6: a finger pulls the scroll view to −90 over 0.8 s, holds, lifts at 1.2 s; the app
    /// ends refreshing at 3.2 s.
    static func pullToRefresh() -> (Timeline, PullToRefreshHeader) {
        let (window, scrollView) = scrollingWindow(height: 300)
        let header = PullToRefreshHeader(scrollView: scrollView)
        let timeline = window.record(duration: 6) { clock in pullAndRefresh(scrollView, header, clock) }
        return (timeline, header)
    }

    /// Seeds 1 and 2 driven by a finger: pull to −100 over 0.5 s and release; the app ends
    /// refreshing at 2 s.
    static func refreshByDrag() -> (Timeline, RefreshController) {
        let (window, scrollView) = scrollingWindow(height: 240)
        let controller = RefreshController(scrollView: scrollView)
        let timeline = window.record(duration: 4.5) { clock in
            clock.drag(scrollView, to: CGPoint(x: 0, y: -100), duration: 0.5)
            clock.endDrag(scrollView)
            clock.wait(until: 2)
            controller.endRefreshing()
        }
        return (timeline, controller)
    }

    /// Seed 3's gauge driven by seed 6's header states (idle → stop, pulling → prepare,
    /// refreshing → start), under seed 6's drag: refreshing from 1.2 s, idle again at 3.6 s.
    static func gaugeByStates() -> (Timeline, PullToRefreshHeader) {
        let (window, scrollView) = scrollingWindow(height: 300)
        let header = PullToRefreshHeader(scrollView: scrollView)
        let gauge = GaugeView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        scrollView.addSubview(gauge)
        var states: [PullToRefreshHeader.State] = []
        header.onStateChange = { state in
            states.append(state)
            switch state {
            case .idle: gauge.stopAnimation()
            case .pulling: gauge.prepareAnimation()
            case .refreshing: gauge.startAnimation()
            }
        }
        let timeline = window.record(duration: 4.5) { clock in pullAndRefresh(scrollView, header, clock) }
        return (timeline, header)
    }

    /// Seed 6's gesture: pull to −90 over 0.8 s, hold, lift at 1.2 s; the data arrives at 3.2 s.
    private static func pullAndRefresh(_ scrollView: UIScrollView, _ header: PullToRefreshHeader, _ clock: RecordingClock) {
        clock.drag(scrollView, to: CGPoint(x: 0, y: -90), duration: 0.8)
        clock.wait(0.4)
        clock.endDrag(scrollView)
        clock.wait(until: 3.2)
        header.endRefreshing()
    }

    /// A 375-wide window filled by a scroll view ("scroll") whose content ("content") is the
    /// seed app's light grey, as tall as the window, showing the Weibo feed picture ("feed").
    static func scrollingWindow(height: CGFloat) -> (UIWindow, UIScrollView) {
        UIImage.searchPaths = [imagesFolder.path]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: height))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = window.bounds.size
        let content = UIView(frame: window.bounds)
        content.accessibilityIdentifier = "content"
        content.backgroundColor = UIColor(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0, alpha: 1)
        content.clipsToBounds = true
        let feed = UIImageView(image: UIImage(named: "weibo-feed"))
        feed.accessibilityIdentifier = "feed"
        feed.frame = CGRect(x: 0, y: 0, width: 375, height: 304)
        content.addSubview(feed)
        scrollView.addSubview(content)
        window.addSubview(scrollView)
        return (window, scrollView)
    }
}
