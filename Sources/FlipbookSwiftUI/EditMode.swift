import FlipbookUIKit

/// `EditMode`: whether a screen's lists are being edited (`EditButton`, `@Environment(\.editMode)`).
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe's): lists stay as they are.
    case transient
    /// Editing: deletable rows show a red button before them, movable ones a handle after.
    case active

    /// Whether it is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

/// A screen's edit mode, kept by its hosting view from update to update.
@MainActor
final class EditModeStorage {
    var mode = EditMode.inactive
}

extension EnvironmentValues {
    /// The edit mode of the screen the view is in (each hosted screen has one).
    public var editMode: Binding<EditMode>? {
        get { editModeBinding }
        set { editModeBinding = newValue }
    }
}

/// `EditButton`: "Edit", or "Done" (bold) while editing, toggling the screen's edit mode with
/// the default animation; in a toolbar, a bar button that does the same.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The screen's edit button.
    public init() {}

    /// A button titled by the mode it leaves.
    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button {
            withAnimation { editMode?.wrappedValue = editing ? .inactive : .active }
        } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
    }
}

extension EditButton: ButtonsReadable {
    /// In a toolbar: a button toggling the edit mode of the environment the toolbar was read in.
    func readButtons(leftOut: inout [String]) -> [ReadButton] {
        let editMode = ButtonReader.environment?.editMode
        let editing = editMode?.wrappedValue.isEditing ?? false
        return [ReadButton(title: editing ? "Done" : "Edit", role: nil, action: {
            withAnimation { editMode?.wrappedValue = editing ? .inactive : .active }
        }, isDone: editing)]
    }
}
