/// Effects: the dependency clients the app uses to meet the outside world (number facts,
/// authentication, calculation, clocks, terminal I/O), each with live, test and preview
/// values.
///
/// Every other package imports Core through this module, which re-exports it: Effects is a
/// dynamic library, so a process holds exactly one copy of Core's globals (task-local
/// dependencies, issue reporters, cancellation registries).
@_exported import Core
