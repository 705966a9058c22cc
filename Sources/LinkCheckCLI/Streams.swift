/// Where a command writes: the report (standard output, or the `--output` file) and messages
/// (standard error). A command writes its messages first, then streams its report, so that on a
/// terminal the warnings about a file come before the results they qualify, and a report of a
/// million cases is never held whole.
struct Streams {
    let report: OutputStream
    let messages: OutputStream
}
