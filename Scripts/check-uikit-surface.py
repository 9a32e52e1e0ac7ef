#!/usr/bin/env python3
"""Checks Sources/UIKitSurface against Sources/SectionalUIKit.

1. Every declaration in the surface has a doc comment with its developer.apple.com
   documentation address.
2. Every declared name is used by the renderer: types, properties, cases and functions by name
   (as a whole word), and for functions and initializers each argument label too (`label:`).
   Protocol requirements are required in the surface, so the compiler already rejects one the
   renderer does not implement. A few types appear only inside the signature of a used
   declaration; they are listed in SIGNATURE_ONLY with the declaration that needs them.
Exits 1 and lists every problem.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SURFACE = ROOT / "Sources" / "UIKitSurface"
RENDERER = ROOT / "Sources" / "SectionalUIKit"
DOC = "https://developer.apple.com/documentation/"

SIGNATURE_ONLY = {
    "UIResponder": "superclass of UIView, UIViewController, UIApplication, UIWindowScene",
    "UIControl": "superclass of UISwitch and UIButton; declares addAction(_:for:)",
    "Event": "UIControl.Event, the type of addAction(_:for:)'s second parameter",
    "State": "UIControl.State of setTitle(_:for:) and UIMenuElement.State of UIAction.init",
    "UIMenuElement": "superclass of UIAction; its Attributes and State type UIAction.init",
    "Attributes": "UIMenuElement.Attributes, a defaulted parameter of UIAction.init",
    "off": "UIMenuElement.State.off, the default of UIAction.init's state parameter",
    "Identifier": "UIAction.Identifier, a defaulted parameter of UIAction.init",
    "OpenExternalURLOptionsKey": "the options dictionary's key of UIApplication.open",
    "UIContentConfiguration": "the type of contentConfiguration",
    "NSLayoutAnchor": "superclass of the anchors; declares constraint(equalTo:)",
    "NSLayoutXAxisAnchor": "type of leadingAnchor / trailingAnchor",
    "NSLayoutYAxisAnchor": "type of topAnchor / bottomAnchor",
    "NSLayoutDimension": "type of widthAnchor / heightAnchor",
    "UILayoutGuide": "type of layoutMarginsGuide / safeAreaLayoutGuide",
    "Handler": "UIContextualAction.Handler, the handler parameter's type",
    "UIActionHandler": "the handler parameter's type of UIAction.init",
    "ButtonType": "UIButton.ButtonType of init(type:)",
    "CellStyle": "UITableViewCell.CellStyle of init(style:reuseIdentifier:)",
    "ContentMode": "UIView.ContentMode, the type of contentMode",
    "RowAnimation": "UITableView.RowAnimation of the batch operations",
    "ScrollPosition": "UITableView.ScrollPosition of selectRow(at:animated:scrollPosition:)",
    "AccessoryType": "UITableViewCell.AccessoryType, the type of accessoryType",
    "SelectionStyle": "UITableViewCell.SelectionStyle, the type of selectionStyle",
    "TextProperties": "the type of UIListContentConfiguration.textProperties",
    "TextStyle": "UIFont.TextStyle of preferredFont(forTextStyle:)",
    "MFMailComposeResult": "parameter type of mailComposeController(_:didFinishWith:error:)",
    "cancelled": "MFMailComposeResult needs a case to exist; Apple documents it",
    "rawValue": "OptionSet requirement of the option-set types above",
    "init(rawValue:)": "OptionSet requirement of the option-set types above",
    "init(_:)": "UIAction.Identifier's initializer (the type must be constructible)",
    "init(frame:)": "designated initializer of UIView that subclasses chain to",
    "init()": "NSObject's initializer, inherited by the views the renderer creates with ()",
    "init(coder:)": "required by NSCoding; the renderer's cells implement it",
    "Alignment": "UIStackView.Alignment, the type of alignment",
    "Axis": "NSLayoutConstraint.Axis, the type of UIStackView.axis",
    "UIWindow": "type of UIView.window",
    "UINavigationController": "type of UIViewController.navigationController",
    "UIPopoverPresentationController": "type of popoverPresentationController",
}

DECL = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public |open |private |fileprivate |internal )?"
    r"(?:static |class |final |override |required |convenience |weak |nonisolated )*"
    r"(class|struct|enum|protocol|typealias|func|var|let|case|init)\b\s*([^\s(:<={]*)"
)


def labels_of(params: str) -> list[str]:
    labels, depth, current = [], 0, ""
    for char in params:
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            labels.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        labels.append(current)
    result = []
    for param in labels:
        match = re.match(r"\s*([A-Za-z_]\w*)", param)
        # A defaulted parameter may be left out, and a closure may be passed as a trailing
        # closure without its label: neither label has to appear in a call.
        if match and "=" not in param and "->" not in param and "@escaping" not in param:
            result.append(match.group(1))
    return result


def declarations(path: pathlib.Path):
    lines = path.read_text().splitlines()
    for index, line in enumerate(lines):
        if line.strip().startswith("//"):
            continue
        match = DECL.match(line)
        if not match or "import" in line:
            continue
        kind, name = match.group(1), match.group(2).strip("`")
        doc = []
        back = index - 1
        while back >= 0 and (
            lines[back].strip().startswith("//") or lines[back].strip().startswith("@")
        ):
            doc.append(lines[back])
            back -= 1
        labels = []
        if kind in ("func", "init"):
            text = "\n".join(lines[index : index + 6])
            start = text.find("(")
            depth, end = 0, start
            for offset, char in enumerate(text[start:], start):
                depth += char == "("
                depth -= char == ")"
                if depth == 0:
                    end = offset
                    break
            labels = labels_of(text[start + 1 : end])
        if kind == "init":
            name = "init(" + "".join(f"{label}:" for label in labels) + ")"
        yield path.name, index + 1, kind, name, labels, "\n".join(doc)


def main() -> int:
    renderer = "\n".join(p.read_text() for p in sorted(RENDERER.rglob("*.swift")))
    problems, count = [], 0
    for path in sorted(SURFACE.glob("*.swift")):
        for file, line, kind, name, labels, doc in declarations(path):
            count += 1
            where = f"{file}:{line} {kind} {name}"
            if DOC not in doc:
                problems.append(f"{where}: no documentation address ({DOC}...)")
            if name in SIGNATURE_ONLY:
                continue
            if kind == "init":
                used = all(
                    re.search(rf"\b{re.escape(label)}\s*(\w+\s*)?:", renderer)
                    for label in labels
                    if label != "_"
                )
            else:
                used = re.search(rf"\b{re.escape(name)}\b", renderer) is not None
                used = used and all(
                    re.search(rf"\b{re.escape(label)}\s*(\w+\s*)?:", renderer)
                    for label in labels
                    if label != "_"
                )
            if not used:
                problems.append(f"{where}: not used by Sources/SectionalUIKit")
    for problem in problems:
        print(problem)
    print(f"checked {count} surface declarations: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
