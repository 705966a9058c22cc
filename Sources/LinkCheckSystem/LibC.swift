// The C library of the platform, imported once for the command line: every file that makes a
// system call imports this module instead of choosing between Darwin, Glibc and Musl itself; and
// the calls whose names Swift methods share, named apart (`Glue`).
#if canImport(Darwin)
    @_exported import Darwin
#elseif canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#endif

/// The C calls whose names Swift methods share (`read`, `write`, `open`), named apart.
public enum Glue {
    public static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
            return Darwin.read(fd, buffer, count)
        #elseif canImport(Glibc)
            return Glibc.read(fd, buffer, count)
        #else
            return Musl.read(fd, buffer, count)
        #endif
    }
}

extension Glue {
    public static func write(_ fd: Int32, _ buffer: UnsafePointer<UInt8>?, _ count: Int) -> Int {
        #if canImport(Darwin)
            return Darwin.write(fd, buffer, count)
        #elseif canImport(Glibc)
            return Glibc.write(fd, buffer, count)
        #else
            return Musl.write(fd, buffer, count)
        #endif
    }
}

extension Glue {
    public static func open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
        #if canImport(Darwin)
            return Darwin.open(path, flags, mode)
        #elseif canImport(Glibc)
            return Glibc.open(path, flags, mode)
        #else
            return Musl.open(path, flags, mode)
        #endif
    }

    public static func openat(_ dir: Int32, _ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
        #if canImport(Darwin)
            return Darwin.openat(dir, path, flags, mode)
        #elseif canImport(Glibc)
            return Glibc.openat(dir, path, flags, mode)
        #else
            return Musl.openat(dir, path, flags, mode)
        #endif
    }
}
