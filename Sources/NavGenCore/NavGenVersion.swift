/// navgen's version, `MAJOR.MINOR.PATCH` (semantic versioning). It is set here and nowhere else:
/// `navgen --version` prints it, a spec with `versionInHeader: true` writes it into the generated
/// header, and `scripts/make-artifactbundle` reads this line, refuses a CHANGELOG.md whose latest
/// release differs and names the artifact bundle after it.
public enum NavGenVersion {
    public static let current = "0.1.0"
}
