import Foundation
import NavGenCommandLine

let (status, output) = NavGenTool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(output.standardOutputData)
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(status.rawValue)
