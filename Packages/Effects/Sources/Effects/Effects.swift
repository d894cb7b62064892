/// Every client has one shape: `XClient.swift` (the struct of `async throws` endpoints, a
/// labelled method for each endpoint that takes arguments, the test key and the
/// `DependencyValues` accessor), `XClient+Test.swift` (`testValue` failing on every endpoint,
/// `previewValue`, named fakes), one `XError`, and, in the module EffectsLive,
/// `XClient+Live.swift` (`liveValue`). Features import this module only.
///
/// Every other package imports Core through this module, which re-exports it: Effects is a
/// dynamic library, so a process holds exactly one copy of Core's globals (task-local
/// dependencies, issue reporters, cancellation registries).
@_exported import Core
