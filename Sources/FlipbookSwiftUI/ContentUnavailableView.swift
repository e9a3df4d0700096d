import FlipbookUIKit

/// `ContentUnavailableView`: what a screen shows when it has nothing to show (no results, no
/// connection): a large symbol in the secondary colour over a bold title, a description and
/// actions, centred in all the room offered. (The sizes are a choice — a 48-point symbol, the
/// title in `.title2` bold, the description in `.callout` — as Apple documents none.)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    /// A title and a symbol given as such, drawn one over the other.
    let titled: (title: Text, image: Image)?

    /// A view of `label`, `description` and `actions`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
        titled = nil
    }

    /// The symbol over the title, the description and the actions under them, centred.
    public var body: some View {
        VStack(spacing: 12) {
            if let titled {
                VStack(spacing: 12) {
                    titled.image.font(.system(size: 48)).foregroundStyle(Color.secondary)
                    titled.title.font(.title2.bold())
                }
            } else {
                label.font(.title2.bold())
            }
            description.font(.callout).foregroundStyle(Color.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == FlipbookSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// The symbol `systemImage` over `title`, with `description` under them.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(title: Text(title), image: Image(systemName: name), description: description)
    }

    /// The symbol `systemImage` over `title`, with `description` under them.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(title: Text(title), image: Image(systemName: name), description: description)
    }

    /// The asset image `image` over `title`, with `description` under them.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(title: Text(title), image: Image(name), description: description)
    }

    private init(title: Text, image: Image, description: Text?) {
        label = FlipbookSwiftUI.Label(title: { title }, icon: { image })
        self.description = description
        actions = EmptyView()
        titled = (title, image)
    }
}
