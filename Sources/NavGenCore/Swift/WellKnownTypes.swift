/// The standard library's and Foundation's types that parameters name most, by which navgen tells
/// a misspelt one (`UUDI`, `Itn`, `string`) from a type of the app's own: the compiler would only
/// report it in the generated files, many times over.
///
/// A near miss must look like a slip of the keys and like no name an app gives its own types, for
/// an error cannot be turned off: a name that differs from a type of the list only in case
/// (`uuid`, `Url`), two neighbouring letters of one of three or more letters swapped (`UUDI`,
/// `Itn`), or one of six or more letters with a letter left out or doubled (`Strng`, `Doublle`).
/// Other one-letter differences make names that apps do give their types: a plural (`Ints`,
/// `Dates`, `URLs`), a word (`Book` for `Bool`, `Pet` for `Set`, `Rate` for `Date`, `Flat` for
/// `Float`, `Spring` for `String`). A name with a module (`MyApp.Itn`) is never a near miss: it is
/// how a spec names an app's type that is one.
public enum WellKnownTypes {
    /// The types, in the order a message lists them.
    public static let names: [String] = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "Bool", "String", "Character",
        "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Void", "Never", "Any",
        "UUID", "URL", "Date", "Data", "TimeInterval", "IndexPath",
    ]

    private static let known = Set(names)

    /// Whether `name` is one of the types, as written (`Int`, not `Swift.Int`).
    public static func contains(_ name: Substring) -> Bool {
        known.contains(String(name))
    }

    /// The types `name` is a near miss of, in the order of ``names``; none when it is one of them,
    /// or far from all.
    public static func nearMisses(of name: Substring) -> [String] {
        guard !contains(name) else { return [] }
        let lowercased = Array(name.lowercased())
        return names.filter { isNearMiss(lowercased, of: Array($0.lowercased())) }
    }

    /// Whether `name` is `type` (both lowercased) but for its case, a swap of two neighbouring
    /// letters, or, in a long name, one letter left out or doubled.
    private static func isNearMiss(_ name: [Character], of type: [Character]) -> Bool {
        switch name.count - type.count {
        case 0:
            let differences = name.indices.filter { name[$0] != type[$0] }
            if differences.isEmpty { return true }
            guard type.count >= 3, differences.count == 2, let first = differences.first else { return false }
            return differences[1] == first + 1 && name[first] == type[first + 1] && name[first + 1] == type[first]
        case -1:
            return type.count >= 6 && isOneLetterLonger(type, than: name)
        case 1:
            guard type.count >= 6 else { return false }
            // The letter more is the first that differs, or the last; doubled, it repeats the one before.
            let extra = firstDifference(name, type) ?? type.count
            return extra > 0 && isOneLetterLonger(name, than: type) && name[extra] == name[extra - 1]
        default:
            return false
        }
    }

    /// Whether `longer` is `shorter` with one letter more, anywhere.
    private static func isOneLetterLonger(_ longer: [Character], than shorter: [Character]) -> Bool {
        let split = firstDifference(longer, shorter) ?? shorter.count
        return longer[(split + 1)...].elementsEqual(shorter[split...])
    }

    /// The first index where `longer` and `shorter` differ, or nil when `shorter` is its start.
    private static func firstDifference(_ longer: [Character], _ shorter: [Character]) -> Int? {
        shorter.indices.first { longer[$0] != shorter[$0] }
    }
}
