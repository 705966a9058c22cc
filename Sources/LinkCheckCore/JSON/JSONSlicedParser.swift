import Dispatch

/// A big document parsed on several cores, giving exactly the document the serial parse gives.
///
/// `JSONSlicePlan` cuts the big array at element starts. The first region (the document up to
/// the first cut) is scanned by the scanner that will finish the document; each other region but
/// the last is scanned by a scanner started inside the array at the same depth, on its own part of
/// one tape sized by the plan's bounds. A region must end exactly at the next cut, as an element of
/// the same array: that proves the cut (the scan before it started in the true state), so each
/// region's nodes, line starts and duplicate keys are the serial parse's. The regions' nodes are
/// then moved together and their indices shifted, and the first scanner resumes at the last
/// element, closing the array and the document. Anything else (a syntax error, a depth limit, a
/// wrong cut) and the whole document is parsed serially, so its diagnostics are the serial ones.
enum JSONSlicedParser {
    /// What one middle region left: its nodes are at `offset` on the tape, their indices local.
    private struct Region {
        var nodes: Int
        var elements: UInt32
        var lineStarts: [UInt32]
        var duplicates: [(UInt32, UInt32)]
    }

    /// The document, or nil when it must be parsed serially. `start` skips a byte order mark.
    static func parse(_ bytes: [UInt8], start: Int, hasBOM: Bool, limits: JSONLimits,
                      parts: Int) -> JSONDocument? {
        guard let plan = bytes.withUnsafeBufferPointer({ JSONSlicePlan.make($0, from: start, parts: parts) }) else {
            return nil
        }
        var starts: [Int] = [0]
        for bound in plan.bounds { starts.append((starts.last ?? 0) + bound) }
        let offsets = starts
        let capacity = offsets.last ?? 0
        let middles = plan.cuts.count - 1
        var ok = false
        var lineStarts: [UInt32] = []
        var duplicates: [(UInt32, UInt32)] = []
        let nodes = [JSONNode](unsafeUninitializedCapacity: capacity) { tape, initialized in
            initialized = 0
            bytes.withUnsafeBufferPointer { input in
                guard let base = input.baseAddress, let tapeBase = tape.baseAddress else { return }
                let shared = Shared(base: base, tape: tapeBase)
                let regions = Slots<Region>(count: middles)
                let first = Slots<JSONScanner>(count: 1)
                defer { regions.free(); first.free() }
                DispatchQueue.concurrentPerform(iterations: middles + 1) { k in
                    if k == 0 {
                        var scanner = JSONScanner(bytes: bytes, base: shared.base, end: plan.cuts[0], start: start,
                                                  tape: shared.tape, capacity: plan.bounds[0], maxDepth: limits.maxDepth,
                                              maxElements: limits.maxElements)
                        scanner.stopAt = plan.cuts[0]
                        scanner.stopDepth = plan.depth
                        do throws(JSONSyntaxError) { try scanner.run() } catch { return }
                        if scanner.suspended { first.set(0, scanner) }
                        return
                    }
                    let from = plan.cuts[k - 1], to = plan.cuts[k]
                    var scanner = JSONScanner(bytes: bytes, base: shared.base, end: to, start: from,
                                              tape: shared.tape + offsets[k], capacity: plan.bounds[k],
                                              maxDepth: limits.maxDepth,
                                              maxElements: limits.maxElements)
                    scanner.lineStarts = []
                    scanner.depth = plan.depth
                    scanner.floor = plan.depth - 1
                    scanner.stopAt = to
                    scanner.stopDepth = plan.depth
                    do throws(JSONSyntaxError) { try scanner.run() } catch { return }
                    guard scanner.suspended else { return }
                    regions.set(k - 1, Region(nodes: scanner.nodeCount, elements: scanner.current.count,
                                              lineStarts: scanner.lineStarts, duplicates: scanner.duplicates))
                }
                let found = regions.values()
                guard var scanner = first.values().first, found.count == middles else { return }
                // Move each region down after the one before it, and shift its tape indices.
                var at = scanner.nodeCount
                for (k, region) in found.enumerated() {
                    let source = tapeBase + offsets[k + 1]
                    if source != tapeBase + at { (tapeBase + at).moveInitialize(from: source, count: region.nodes) }
                    shift(UnsafeMutableBufferPointer(start: tapeBase + at, count: region.nodes), by: at)
                    for (node, first) in region.duplicates {
                        scanner.duplicates.append((node + UInt32(truncatingIfNeeded: at), first + UInt32(truncatingIfNeeded: at)))
                    }
                    scanner.lineStarts.append(contentsOf: region.lineStarts)
                    scanner.current.count &+= region.elements
                    at += region.nodes
                }
                // Resume at the last element, on the whole tape, to the end of the document.
                scanner.nodeCount = at
                scanner.pos = plan.cuts[middles]
                scanner.end = input.count
                scanner.capacity = capacity
                scanner.stopAt = -1
                scanner.suspended = false
                do throws(JSONSyntaxError) { try scanner.run() } catch { return }
                initialized = scanner.nodeCount
                lineStarts = scanner.lineStarts
                duplicates = scanner.duplicates
                ok = true
            }
        }
        guard ok else { return nil }
        return JSONDocument(bytes: bytes, nodes: nodes, lineStarts: lineStarts, duplicates: duplicates,
                            hadByteOrderMark: hasBOM)
    }

    /// Container nodes store the tape index past their subtree; a region's were counted from 0.
    private static func shift(_ nodes: UnsafeMutableBufferPointer<JSONNode>, by offset: Int) {
        let delta = UInt32(truncatingIfNeeded: offset)
        for i in nodes.indices where nodes[i].kind == .array || nodes[i].kind == .object {
            nodes[i].end &+= delta
        }
    }

    /// The input and the tape, shared by the iterations. Unchecked: each writes only its own region.
    private struct Shared: @unchecked Sendable {
        let base: UnsafePointer<UInt8>
        let tape: UnsafeMutablePointer<JSONNode>
    }
}
