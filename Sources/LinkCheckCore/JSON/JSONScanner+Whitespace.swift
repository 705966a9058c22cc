/// Whitespace between tokens, and the line starts it passes, which locate every node.
extension JSONScanner {
    @inline(__always)
    mutating func skipWhitespace() {
        while pos < end {
            let c = p[pos]
            if c > JSONASCII.space { return }
            if c == JSONASCII.space || c == JSONASCII.tab {
                pos += 1
            } else if c == JSONASCII.lf {
                pos += 1
                lineStarts.append(UInt32(truncatingIfNeeded: pos))
            } else if c == JSONASCII.cr {
                pos += 1
                if pos < end, p[pos] == JSONASCII.lf { pos += 1 }
                lineStarts.append(UInt32(truncatingIfNeeded: pos))
            } else {
                return
            }
        }
    }
}
