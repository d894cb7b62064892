import AppCommand
import Foundation

// The app's entry point: read the command line, then hand over to AppLaunch.
let options: LaunchOptions
do {
  options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  // The error and where to look, as git, ls and swift do: the whole help would bury it.
  FileHandle.standardError.write(Data("error: \(error)\nTry 'App --help' for more.\n".utf8))
  exit(2)
}
switch options.mode {
case .help:
  print(Usage.text())
case .version:
  print("App \(Usage.version)")
case .run:
  exit(await AppLaunch.run(options))
}
