import LinkCheckCore

/// One value of the app's `enum Route`: a case name and its associated values in declared order.
public struct RouteValue: Sendable, Hashable {
    /// The case name.
    public var name: String
    /// Associated values with their labels, in declared order.
    public var arguments: [Argument]

    /// One labelled associated value: `id: 42`.
    public struct Argument: Sendable, Hashable {
        /// The parameter's name.
        public var label: String
        /// The value; `.none` for an optional parameter without one.
        public var value: Value

        /// The argument `label: value`.
        public init(label: String, value: Value) {
            self.label = label
            self.value = value
        }
    }

    /// The route value `.name(arguments…)`; a route without parameters has no arguments.
    public init(name: String, arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }
}

/// Where a URL takes the app: a selected tab (when the schema has tabs) and a navigation stack,
/// outermost route first.
public struct Destination: Sendable, Hashable {
    /// The selected tab; `nil` when the schema declares no tabs.
    public var tab: String?
    /// The navigation stack, outermost route first.
    public var stack: [RouteValue]

    /// A destination; give a tab exactly when the schema declares tabs.
    public init(tab: String?, stack: [RouteValue]) {
        self.tab = tab
        self.stack = stack
    }
}
