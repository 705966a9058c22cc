import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory linkcheck-generate ARGS`: `linkcheck
/// generate ARGS` in the package's folder. SwiftPM asks for a plugin's permissions before it runs,
/// per plugin, so the one command that writes into the package is a verb of its own: `swift package
/// linkcheck` then never needs the permission (docs/plugins.md).
@main
struct LinkCheckGenerateCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // `generate` is implied; also accepted when given, as in `linkcheck generate swift ...`.
        let rest = arguments.first == "generate" ? Array(arguments.dropFirst()) : arguments
        try LinkCheckProcess.run(
            context.tool(named: "linkcheck").url, arguments: ["generate"] + rest,
            in: context.package.directoryURL, readOnly: false)
    }
}
