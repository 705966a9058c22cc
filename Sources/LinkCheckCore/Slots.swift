/// One result slot per parallel iteration. Unchecked: each iteration writes only its own slot, and
/// the slots are read after every iteration has finished.
package struct Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    package init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    package func set(_ i: Int, _ value: Value) { storage[i] = value }

    package func values() -> [Value] { storage.compactMap { $0 } }

    package func free() {
        _ = storage.deinitialize()
        storage.deallocate()
    }
}
