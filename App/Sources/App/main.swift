import AppCommand
import Foundation

// The app's entry point: read the command line, then hand over to AppLaunch.
let options: LaunchOptions
do {
  options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n\n\(Usage.text())\n".utf8))
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
