#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic time and the statistics every row uses.
enum Clock {
    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Seconds taken by `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return Double(now() - start) / 1e9
    }

    /// The median of `samples` runs of `body` in seconds, after `warmUp` untimed runs.
    static func medianSeconds(warmUp: Int = 1, samples: Int, _ body: () -> Void) -> Double {
        for _ in 0..<warmUp { body() }
        return median((0..<samples).map { _ in seconds(body) })
    }

    /// The median time per item of `pass`, which handles `items` items. The first pass is the
    /// warm-up and sets how many passes make a sample of about `sampleSeconds`; when one pass
    /// alone is slower than that, fewer samples are taken to keep the run short.
    static func secondsPerItem(
        items: Int, samples: Int = 7, sampleSeconds: Double = 0.1,
        _ pass: () -> Void
    ) -> Double {
        let first = seconds(pass)
        let passes = max(1, Int(sampleSeconds / max(first, 1e-9)))
        let count = first > 3 * sampleSeconds ? min(samples, 3) : samples
        let times = (0..<count).map { _ in seconds { for _ in 0..<passes { pass() } } }
        return median(times) / Double(passes * items)
    }
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Keeps results alive so the optimizer cannot drop the work that produced them.
enum Sink {
    nonisolated(unsafe) static var value = 0

    @inline(never)
    static func consume(_ x: Int) { value &+= x }
}
