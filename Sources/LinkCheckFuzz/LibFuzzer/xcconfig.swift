import LinkCheckFuzz

/// libFuzzer's entry for the xcconfig reader: include graphs and macro expansion. Built by `make fuzz`, not by SwiftPM.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Trapping is how a property failure reaches libFuzzer, which then saves the input.
    if let failure = FuzzTargets.xcconfig(Array(UnsafeBufferPointer(start: data, count: size))) { fatalError("\(failure)") }
    return 0
}
