import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (counted from the start), as a list's `onDelete` hands
    /// them over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (offsets from the start) to before the element at offset
    /// `destination` as it was before the move, in their order, as a list's `onMove` hands them
    /// over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let kept = enumerated().filter { !source.contains($0.offset) }.map(\.element)
        let insertion = destination - source.filter { $0 < destination }.count
        let reordered = Array(kept[..<insertion]) + moved + Array(kept[insertion...])
        for (offset, element) in reordered.enumerated() { self[index(startIndex, offsetBy: offset)] = element }
    }
}
