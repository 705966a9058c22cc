#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import LinkCheckCore

/// The C calls whose names Swift methods share (`read`, `write`, `open`), named apart.
enum Glue {
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
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
    static func write(_ fd: Int32, _ buffer: UnsafePointer<UInt8>?, _ count: Int) -> Int {
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
    static func open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
        #if canImport(Darwin)
        return Darwin.open(path, flags, mode)
        #elseif canImport(Glibc)
        return Glibc.open(path, flags, mode)
        #else
        return Musl.open(path, flags, mode)
        #endif
    }

    static func openat(_ dir: Int32, _ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
        #if canImport(Darwin)
        return Darwin.openat(dir, path, flags, mode)
        #elseif canImport(Glibc)
        return Glibc.openat(dir, path, flags, mode)
        #else
        return Musl.openat(dir, path, flags, mode)
        #endif
    }
}
