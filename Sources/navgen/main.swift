import Foundation
import NavGenCommandLine

let (status, output) = NavGenTool.run(Array(ProcessInfo.processInfo.arguments.dropFirst()), streamingTo: STDOUT_FILENO)
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(status.rawValue)
