/// English the messages of every stage share.
public enum Wording {
    /// `1 screen`, `2 screens`: a number with its noun, plural unless the number is one.
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
