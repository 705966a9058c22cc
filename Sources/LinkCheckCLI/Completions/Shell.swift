import LinkCheckCore
/// The shells `linkcheck completions SHELL` writes a script for.
public enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish

    /// The completion script for `parser`'s commands and options: the same tables help is
    /// written from, so the two cannot drift.
    public func script(for parser: CommandLineParser) -> String {
        let model = CompletionModel(parser)
        switch self {
        case .bash: return BashCompletion(model: model).script()
        case .zsh: return ZshCompletion(model: model).script()
        case .fish: return FishCompletion(model: model).script()
        }
    }
}
