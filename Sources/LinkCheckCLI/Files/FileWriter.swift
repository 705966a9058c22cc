import LinkCheckSystem
import LinkCheckCore

/// The writes a run makes besides its report: `init`'s new files and the GitHub step summary.
enum FileWriter {
    /// Writes `text` to `path`, which must not exist, all or nothing (`linkcheck init`).
    static func createNew(_ text: String, at path: String) -> Result<Void, FileFailure> {
        ReportFile.create(path, absolute: path, replacing: false).flatMap { file in
            let stream = OutputStream(descriptor: file.descriptor)
            stream.write(text)
            stream.flush()
            if case .failed(let why)? = stream.failure {
                file.discard()
                return .failure(FileFailure(reason: why))
            }
            return file.commit()
        }
    }

    /// Appends `text` to `path`, creating it if needed. Only a regular file is appended to (a
    /// named pipe could block the run, a link could point anywhere), and never one the run read.
    static func append(_ text: String, to path: String, log: ReadLog?) -> Result<Void, FileFailure> {
        let fd = FileSystem.open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            return .failure(FileFailure(reason: errno == ELOOP ? "it is a symbolic link" : FileSystem.describe(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(FileFailure(reason: FileSystem.describe(errno))) }
        guard FileKind.isRegular(info) else { return .failure(FileFailure(reason: "it is \(FileKind.of(info)), not a regular file")) }
        if let input = log?.read(FileIdentity(info)) {
            return .failure(FileFailure(reason: "it is \(PathBytes.display(input.path)), an input of this run, which linkcheck never writes to"))
        }
        let stream = OutputStream(descriptor: fd, bufferSize: 0)
        stream.write(text)
        if case .failed(let why)? = stream.failure { return .failure(FileFailure(reason: why)) }
        return .success(())
    }

    /// Creates `path` and its missing parents (`mkdir -p`).
    static func makeDirectories(_ path: String) -> Result<Void, FileFailure> {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if FileSystem.makeDirectory(current) != 0 && errno != EEXIST {
                return .failure(FileFailure(reason: FileSystem.describe(errno)))
            }
        }
        return .success(())
    }
}
