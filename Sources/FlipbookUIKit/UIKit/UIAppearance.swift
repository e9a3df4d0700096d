import Foundation

/// `UIAppearanceContainer`: a type whose instances can limit an appearance proxy to the views
/// inside them (`appearance(whenContainedInInstancesOf:)`).
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// `UIAppearance`: a class's appearance proxy, whose settings every instance takes when it
/// first joins a window, unless the instance set the property itself (as UIKit does):
///
/// ```swift
/// UINavigationBar.appearance().tintColor = .white
/// UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
/// UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .secondaryLabel
/// ```
///
/// Without the Objective-C runtime a proxy cannot record any message sent to it: the
/// properties a proxy passes on are those UIKit marks `UI_APPEARANCE_SELECTOR` and a few it
/// honours without the mark (`UILabel.font`, `UILabel.textColor`, a bar's `isTranslucent`);
/// the guide's table lists them. A proxy of a subclass of your own is an instance of the
/// nearest UIKit class: set UIKit's properties on it, not your own.
@MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance.
    static func appearance() -> Self
    /// The proxy for instances inside instances of the container types, nearest first.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits include `trait`'s.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with `trait`'s traits inside instances of the container types.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIAppearance {
    /// The proxy for every instance of this class.
    public static func appearance() -> Self {
        AppearanceProxies.proxy(of: self, containers: [], trait: nil)
    }

    /// The proxy for instances of this class inside instances of the container types, nearest
    /// first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, trait: nil)
    }

    /// The proxy for instances of this class whose traits include `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxies.proxy(of: self, containers: [], trait: trait)
    }

    /// The proxy for instances of this class with `trait`'s traits inside the container types.
    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, trait: trait)
    }
}

extension UIView: UIAppearance {
    /// The views and controllers around the view, nearest first: its own controller, then each
    /// superview and the controller it is the view of.
    var appearanceContainers: [AnyObject] {
        var containers: [AnyObject] = owningController.map { [$0] } ?? []
        var view = superview
        while let current = view {
            containers.append(current)
            if let controller = current.owningController { containers.append(controller) }
            view = current.superview
        }
        return containers
    }
}

extension UIBarItem: UIAppearance {}

/// An object whose appearance properties a proxy can set: views and bar items.
@MainActor
protocol AppearanceCustomizable: AnyObject {
    /// Whether the object is a proxy, and which properties it set itself.
    var appearanceState: AppearanceState { get }
}

/// What an object knows of appearance: the proxy it is, if it is one; the properties set on
/// it directly, which proxies leave alone; whether the proxies' settings were applied.
@MainActor
final class AppearanceState {
    var proxy: AppearanceProxy?
    var ownKeys: Set<AnyHashable> = []
    var isApplying = false
    var isApplied = false
    init() {}
}

extension AppearanceCustomizable {
    /// Called by an appearance property's setter: a proxy records the value for the instances
    /// to come; an instance notes that it chose the value itself.
    func appearancePropertySet<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        guard let root = self as? Root else { return }
        appearanceSettingMade(keyPath) { [value = root[keyPath: keyPath]] target in
            (target as? Root)?[keyPath: keyPath] = value
        }
    }

    /// Called by an appearance method (`setTitleTextAttributes(_:for:)`): `apply` makes the same
    /// call on an instance, `key` names the call and its state.
    func appearanceSettingMade(_ key: AnyHashable, apply: @escaping (AnyObject) -> Void) {
        let state = appearanceState
        if let proxy = state.proxy {
            proxy.record(key, apply)
        } else if !state.isApplying {
            state.ownKeys.insert(key)
        }
    }

    /// Applies the proxies' settings once, when the object first shows in a window
    /// (`containers`: the views and controllers around it, nearest first).
    func applyAppearanceIfNeeded(containers: [AnyObject], traits: UITraitCollection) {
        let state = appearanceState
        guard state.proxy == nil, !state.isApplied else { return }
        state.isApplied = true
        state.isApplying = true
        defer { state.isApplying = false }
        // Problems go to the view's layer, or a bar item's bar.
        let reporter = (self as? UIView) ?? containers.lazy.compactMap { $0 as? UIView }.first
        for proxy in AppearanceProxies.matching(self, containers: containers, traits: traits) {
            for (key, apply) in proxy.settings where !state.ownKeys.contains(key) { apply(self) }
            if let reporter { proxy.reportUnpassedProperties(on: reporter.layer) }
        }
    }
}

/// One proxy: the class it stands for, where it applies, and the settings made on it in order.
@MainActor
final class AppearanceProxy {
    let type: AnyClass
    let containers: [any UIAppearanceContainer.Type]
    let trait: UITraitCollection?
    private(set) var settings: [(key: AnyHashable, apply: (AnyObject) -> Void)] = []
    /// The instance handed out as the proxy, and what finds the properties set on it that are
    /// not passed on.
    private unowned let object: AnyObject
    private let audit: AppearanceProxyAudit
    /// The recording the proxy was last checked in: it is checked once per recording.
    private weak var auditedScene: AnyObject?

    init(type: AnyClass, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?, object: AnyObject, twin: AnyObject) {
        self.type = type
        self.containers = containers
        self.trait = trait
        self.object = object
        audit = AppearanceProxyAudit(proxy: object, twin: twin)
    }

    /// Lists, as a warning of the recording `layer` is in, the properties set on the proxy that
    /// it does not pass on: on iOS every appearance property is recorded by the runtime; here
    /// only those whose setters know about proxies are.
    func reportUnpassedProperties(on layer: CALayer) {
        let scene = layer.engine.scene
        guard scene == nil || scene !== auditedScene else { return }
        auditedScene = scene
        let unpassed = audit.unpassedProperties(of: object, settings: settings)
        guard !unpassed.isEmpty else { return }
        layer.report("\(description): what was set on the proxy is not passed on (its changed stored properties: \(unpassed.joined(separator: ", "))); Flipbook's proxies pass on only the properties the UIKit guide's \"appearance proxies\" row lists: set these on each view instead", isWarning: true)
    }

    /// How the code asked for the proxy: `UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self])`.
    private var description: String {
        let limits = (trait.map { _ in ["for: trait"] } ?? []) + (containers.isEmpty ? [] : ["whenContainedInInstancesOf: [" + containers.map { "\($0).self" }.joined(separator: ", ") + "]"])
        return "\(type).appearance(\(limits.joined(separator: ", ")))"
    }

    func record(_ key: AnyHashable, _ apply: @escaping (AnyObject) -> Void) {
        settings.removeAll { $0.key == key }
        settings.append((key, apply))
    }

    /// Whether the proxy applies to an object of its class among `containers` with `traits`:
    /// each container type found further out than the last.
    func applies(containers around: [AnyObject], traits: UITraitCollection) -> Bool {
        if let trait, !traits.containsTraits(in: trait) { return false }
        var remaining = around[...]
        for container in containers {
            guard let index = remaining.firstIndex(where: { AppearanceProxies.isKind($0, of: container) }) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }
}

/// The proxies made so far, and how to make one.
@MainActor
enum AppearanceProxies {
    private static var proxies: [AppearanceProxy] = []
    private static var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Whether no proxy was made (then nothing is looked up as views join windows).
    static var isEmpty: Bool { proxies.isEmpty }

    /// UIKit's classes a proxy can be an instance of, most derived first.
    private static let makers: [(type: AnyClass, make: () -> AnyObject)] = [
        (UINavigationBar.self, { UINavigationBar(frame: .zero) }),
        (UITabBar.self, { UITabBar(frame: .zero) }),
        (UIToolbar.self, { UIToolbar(frame: .zero) }),
        (UISearchBar.self, { UISearchBar(frame: .zero) }),
        (UITableViewCell.self, { UITableViewCell(style: .default, reuseIdentifier: nil) }),
        (UITableViewHeaderFooterView.self, { UITableViewHeaderFooterView(reuseIdentifier: nil) }),
        (UICollectionViewCell.self, { UICollectionViewCell(frame: .zero) }),
        (UITableView.self, { UITableView(frame: .zero, style: .plain) }),
        (UICollectionView.self, { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }),
        (UITextView.self, { UITextView(frame: .zero) }),
        (UIScrollView.self, { UIScrollView(frame: .zero) }),
        (UIRefreshControl.self, { UIRefreshControl() }),
        (UIButton.self, { UIButton(type: .system) }),
        (UISwitch.self, { UISwitch(frame: .zero) }),
        (UISlider.self, { UISlider(frame: .zero) }),
        (UISegmentedControl.self, { UISegmentedControl(items: nil) }),
        (UIPageControl.self, { UIPageControl(frame: .zero) }),
        (UITextField.self, { UITextField(frame: .zero) }),
        (UIControl.self, { UIControl(frame: .zero) }),
        (UILabel.self, { UILabel(frame: .zero) }),
        (UIImageView.self, { UIImageView(image: nil) }),
        (UIProgressView.self, { UIProgressView(frame: .zero) }),
        (UIActivityIndicatorView.self, { UIActivityIndicatorView(style: .medium) }),
        (UIStackView.self, { UIStackView(frame: .zero) }),
        (UIVisualEffectView.self, { UIVisualEffectView(effect: nil) }),
        (UIView.self, { UIView(frame: .zero) }),
        (UITabBarItem.self, { UITabBarItem(title: nil, image: nil, tag: 0) }),
        (UIBarButtonItem.self, { UIBarButtonItem() }),
    ]

    /// Forgets every proxy (for tests that set proxies, which last as long as the process, as
    /// they last as long as the app on iOS).
    static func removeAll() {
        proxies = []
        objects = [:]
    }

    /// The proxy of `type` for these containers and traits, made on first use.
    static func proxy<T: AnyObject>(of type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) -> T {
        if let found = proxies.first(where: { $0.type == type && sameTypes($0.containers, containers) && $0.trait == trait }),
           let object = objects[ObjectIdentifier(found)] {
            return reinterpret(object, as: T.self)
        }
        // The nearest UIKit class: a subclass of your own is proxied by an instance of it.
        guard let maker = makers.first(where: { isSubclass(type, of: $0.type) }),
              let object = maker.make() as? AppearanceCustomizable else {
            preconditionFailure("FlipbookUIKit: \(type).appearance(): not a view or bar item")
        }
        let proxy = AppearanceProxy(type: type, containers: containers, trait: trait, object: object, twin: maker.make())
        object.appearanceState.proxy = proxy
        proxies.append(proxy)
        objects[ObjectIdentifier(proxy)] = object
        return reinterpret(object, as: T.self)
    }

    /// `object` handed out as a `T`: a proxy of your own subclass is an instance of the nearest
    /// UIKit class, which Objective-C would hand out as the subclass; a checked cast
    /// (`unsafeDowncast` checks in debug builds) would stop, so the reference is reinterpreted.
    private static func reinterpret<T: AnyObject>(_ object: AnyObject, as type: T.Type) -> T {
        Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(object).toOpaque()).takeUnretainedValue()
    }

    /// The proxies that apply to `object`, the least specific first (a superclass's before a
    /// subclass's, then those limited to containers after the others), so the most specific
    /// setting is applied last.
    static func matching(_ object: AnyObject, containers: [AnyObject], traits: UITraitCollection) -> [AppearanceProxy] {
        proxies.filter { isKind(object, of: $0.type) && $0.applies(containers: containers, traits: traits) }
            .enumerated()
            .sorted { a, b in
                let (depthA, depthB) = (depth(of: a.element.type), depth(of: b.element.type))
                if depthA != depthB { return depthA < depthB }
                if a.element.containers.count != b.element.containers.count { return a.element.containers.count < b.element.containers.count }
                return a.offset < b.offset
            }
            .map(\.element)
    }

    static func isKind(_ object: AnyObject, of type: Any.Type) -> Bool {
        guard let type = type as? AnyClass else { return false }
        return isSubclass(Swift.type(of: object), of: type)
    }

    private static func isSubclass(_ type: AnyClass, of ancestor: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if candidate == ancestor { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    private static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = _getSuperclass(type)
        while let candidate = current {
            depth += 1
            current = _getSuperclass(candidate)
        }
        return depth
    }

    private static func sameTypes(_ a: [any UIAppearanceContainer.Type], _ b: [any UIAppearanceContainer.Type]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { ObjectIdentifier($0) == ObjectIdentifier($1) }
    }
}

extension UIView: AppearanceCustomizable {}
extension UIBarItem: AppearanceCustomizable {}
