import LinkCheckSystem
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// What a command may touch: the world outside the library, passed in so tests run commands in
/// process with their own standard input and environment.
public struct CommandContext: Sendable {
    public var environment: [String: String]
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    /// Read once, when a command is given `-`; `nil` reads the process's own standard input.
    public var readStandardInput: (@Sendable () -> Result<[UInt8], FileFailure>)?
    public var files: FileReader
    /// Relative paths are read from here when set (tests run commands as if from the package
    /// root); messages still show paths as the user gave them.
    public var workingDirectory: String?
    /// `--max-file-size`, `--max-depth`, `--max-url-length`; the file size is also `files.sizeLimit`.
    public var limits: InputLimits {
        didSet { files.sizeLimit = limits.maxFileSize }
    }
    /// How `aasa --fetch` downloads; `nil` runs curl, found on the environment's PATH.
    public var fetcher: Fetcher?
    /// `--allow-outside`: paths that input files name may leave their project.
    public var allowOutside = false
    /// How many cores a big table may run on.
    public var cores = CommandContext.processorCount()

    public init(
        environment: [String: String] = [:], stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false,
        readStandardInput: (@Sendable () -> Result<[UInt8], FileFailure>)? = { .success([]) },
        files: FileReader = FileReader(), workingDirectory: String? = nil
    ) {
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.readStandardInput = readStandardInput
        self.files = files
        self.workingDirectory = workingDirectory
        self.limits = InputLimits(maxFileSize: files.sizeLimit)
    }

    /// `-` is standard input; anything else a path.
    func read(_ path: String) -> Result<[UInt8], FileFailure> {
        guard path == "-" else { return files.read(absolute(path), name: path) }
        return readStandardInput?() ?? files.readStandardInput()
    }

    /// `path` as the process must open it: relative paths start at `workingDirectory` when set.
    func absolute(_ path: String) -> String {
        if let base = workingDirectory, !path.hasPrefix("/") { return base + "/" + path }
        return path
    }

    func fetch(_ request: FetchRequest) -> FetchResult {
        (fetcher ?? CurlFetcher(environment: environment).fetch)(request)
    }

    static func processorCount() -> Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// The name a file goes by in messages: a name that is not UTF-8 shows its bytes as `\xFF`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : PathBytes.display(path) }
}
