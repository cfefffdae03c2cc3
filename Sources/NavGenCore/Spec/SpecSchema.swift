import Foundation

/// ``SpecFormat`` as a JSON Schema (draft 2020-12), for editors that complete and check specs
/// while they are typed (the YAML language server reads it from a `$schema` comment).
public enum SpecSchema {
    /// The schema as pretty-printed JSON with sorted keys. `builtinTemplates` are the template
    /// names an output may give besides a `.mustache` path: only the generator knows them.
    public static func json(builtinTemplates: [String]) -> String {
        var root = object(for: SpecFormat.root, builtinTemplates: builtinTemplates)
        root["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        root["title"] = .string("navgen navigation spec, version \(SpecDecoder.supportedVersion)")
        root["description"] = .string(
            "Screens, their parameters, cells, views and transitions, from which navgen generates UIKit and SwiftUI navigation code. See docs/Spec.md.")
        root["$defs"] = .object(
            Dictionary(
                uniqueKeysWithValues: SpecFormat.mappings.dropFirst().map {
                    ($0.name, JSONValue.object(object(for: $0, builtinTemplates: builtinTemplates)))
                }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, booleans and integers cannot fail.
        let data = (try? encoder.encode(JSONValue.object(root))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func object(for mapping: SpecFormat.Mapping, builtinTemplates: [String]) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for key in mapping.keys {
            var schema = self.schema(for: key.value, builtinTemplates: builtinTemplates)
            schema["description"] = .string(description(of: key))
            switch key.defaultValue {
            case .string(let text): schema["default"] = .string(text)
            case .boolean(let flag): schema["default"] = .bool(flag)
            case .emptyList: schema["default"] = .array([])
            case nil: break
            }
            properties[key.name] = .object(schema)
        }
        var object: [String: JSONValue] = [
            "type": mapping.allowsNull ? .array([.string("object"), .string("null")]) : .string("object"),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ]
        let required = mapping.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { object["required"] = .array(required) }
        // One key of a mapping at most is required on a condition: `if` and `else` say it.
        if let key = mapping.keys.first(where: { $0.requiredUnless != nil }), let exemption = key.requiredUnless {
            object["if"] = .object([
                "required": .array([.string(exemption.key)]),
                "properties": .object([exemption.key: .object(["enum": .array(exemption.values.map(JSONValue.string))])]),
            ])
            object["else"] = .object(["required": .array([.string(key.name)])])
        }
        return object
    }

    /// The key's meaning, and its default when that is described rather than a value.
    static func description(of key: SpecFormat.Key) -> String {
        guard key.defaultValue == nil, !["required", "none", "see below"].contains(key.defaultText) else {
            return key.meaning
        }
        return "\(key.meaning) Default: \(key.defaultText)."
    }

    private static func schema(for value: SpecFormat.Value, builtinTemplates: [String]) -> [String: JSONValue] {
        switch value {
        case .string:
            return ["type": .string("string")]
        case .boolean:
            return ["type": .string("boolean")]
        case .version:
            return ["type": .string("integer"), "const": .int(SpecDecoder.supportedVersion)]
        case .choice(let words):
            return ["type": .string("string"), "enum": .array(words.map(JSONValue.string))]
        case .template:
            return [
                "anyOf": .array([
                    .object(["enum": .array(builtinTemplates.map(JSONValue.string))]),
                    .object(["type": .string("string"), "pattern": .string("\\.mustache$")]),
                ])
            ]
        case .nameOrFalse:
            return ["anyOf": .array([.object(["type": .string("string")]), .object(["const": .bool(false)])])]
        case .parameter:
            return [
                "anyOf": .array([.object(["type": .string("string")]), .object(["$ref": .string("#/$defs/parameter")])])
            ]
        case .list(let element):
            return ["type": .string("array"), "items": .object(schema(for: element, builtinTemplates: builtinTemplates))]
        case .mapping(let name):
            return ["$ref": .string("#/$defs/\(name)")]
        case .detent:
            return [
                "anyOf": .array([
                    .object(["enum": .array(SheetDetent.words.map(JSONValue.string))]),
                    .object(["type": .string("number"), "exclusiveMinimum": .int(0)]),
                ])
            ]
        case .iosVersion:
            return [
                "anyOf": .array([
                    .object(["type": .string("string"), "pattern": .string(IOSVersion.pattern)]),
                    .object(["type": .string("number"), "minimum": .int(IOSVersion.oldestSupported.major)]),
                ])
            ]
        case .entries(let element, let minimum):
            var schema: [String: JSONValue] = [
                "type": .string("object"),
                "additionalProperties": .object(self.schema(for: element, builtinTemplates: builtinTemplates)),
            ]
            if minimum > 0 { schema["minProperties"] = .int(minimum) }
            return schema
        }
    }
}

/// The few JSON values a schema is made of.
private enum JSONValue: Encodable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case array([JSONValue])
    case object([String: JSONValue])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
