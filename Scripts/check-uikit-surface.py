#!/usr/bin/env python3
"""Checks Sources/UIKitSurface against Sources/SectionalUIKit.

The surface is two things: Apple's documented UIKit declarations that SectionalUIKit uses, made
to behave as UIKit documents (the top-level files, with their implementation in Behaviour/), and
test drivers that act as a user would (Drivers/). This script keeps them apart:

1. Every public declaration in the top-level files has a doc comment with its developer.apple.com
   documentation address, unless its doc comment says "Not UIKit API (surface-only)". Members
   marked internal, private, fileprivate or package are the surface's implementation, and code
   inside bodies is not a declaration.
2. Every declared Apple name is used: by the renderer, or (for API only a test host needs, such
   as `UIWindow.rootViewController`) by Tests/SectionalUIKitTests or the drivers. Types,
   properties, cases and functions by name (as a whole word), and for functions and initializers
   each argument label too (`label:`). Protocol requirements are required in the surface, so the
   compiler already rejects one the renderer does not implement. A few types appear only inside
   the signature of a used declaration; they are listed in SIGNATURE_ONLY.
3. Sources/SectionalUIKit uses nothing that real UIKit lacks: no surface-only declaration and no
   driver (a public name declared in Drivers/). The one place the renderer may name a surface-only
   declaration is the `#else` branch of an `#if canImport(UIKit)`, which Apple platforms never
   compile: Linux has no Objective-C runtime, so where the first branch writes `#selector`, the
   `#else` branch makes the surface's stand-in (`Selector(surfaceName:method:)`). Drivers stay
   out of both branches.
Exits 1 and lists every problem.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SURFACE = ROOT / "Sources" / "UIKitSurface"
RENDERER = ROOT / "Sources" / "SectionalUIKit"
TESTS = ROOT / "Tests" / "SectionalUIKitTests"
DRIVERS = SURFACE / "Drivers"
DOC = "https://developer.apple.com/documentation/"
SURFACE_ONLY = "Not UIKit API (surface-only)"
NOT_PUBLIC = re.compile(r"\b(internal|private|fileprivate|package)\s")
EXTENSION = re.compile(r"^\s*(?:@\w+\s+)*(?:public |internal |private |fileprivate )?extension\b")
STRING = re.compile(r'"(?:\\.|[^"\\])*"')

SIGNATURE_ONLY = {
    "UIInteraction": "the type of UIView.addInteraction(_:)'s parameter and of interactions",
    "UITraitCollection": "the type of UIView.traitCollection, read for its text size",
    "UIResponder": "superclass of UIView, UIViewController, UIApplication, UIWindowScene",
    "UIControl": "superclass of UISwitch and UIButton; declares addAction(_:for:)",
    "Event": "UIControl.Event, the type of addAction(_:for:)'s second parameter",
    "State": "UIControl.State of setTitle(_:for:) and UIMenuElement.State of UIAction.init",
    "UIMenuElement": "superclass of UIAction; its Attributes and State type UIAction.init",
    "Attributes": "UIMenuElement.Attributes, a defaulted parameter of UIAction.init",
    "off": "UIMenuElement.State.off, the default of UIAction.init's state parameter",
    "Identifier": "UIAction.Identifier and UIMenu.Identifier, defaulted parameters of their inits",
    "Options": "UIMenu.Options, a defaulted parameter of UIMenu.init",
    "UICommandAlternate": "the type of UIKeyCommand.init's defaulted alternates parameter",
    "UIContextMenuActionProvider": "the actionProvider parameter's type of UIContextMenuConfiguration.init",
    "UIContextMenuContentPreviewProvider": "the previewProvider parameter's type of UIContextMenuConfiguration.init",
    "OpenExternalURLOptionsKey": "the options dictionary's key of UIApplication.open",
    "UIContentConfiguration": "the type of contentConfiguration",
    "NSLayoutAnchor": "superclass of the anchors; declares constraint(equalTo:)",
    "NSLayoutXAxisAnchor": "type of leadingAnchor / trailingAnchor",
    "NSLayoutYAxisAnchor": "type of topAnchor / bottomAnchor",
    "NSLayoutDimension": "type of widthAnchor / heightAnchor",
    "UILayoutGuide": "type of layoutMarginsGuide / safeAreaLayoutGuide",
    "Handler": "UIContextualAction.Handler, the handler parameter's type",
    "UIActionHandler": "the handler parameter's type of UIAction.init",
    "UIBarItem": "superclass of UIBarButtonItem",
    "UINavigationItem": "type of navigationItem",
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
    "init(frame:)": "designated initializer of UIView that subclasses chain to",
    "init()": "NSObject's initializer, inherited by the views the renderer creates with ()",
    "init(coder:)": "required by NSCoding; the renderer's cells implement it",
    "Alignment": "UIStackView.Alignment, the type of alignment",
    "Axis": "NSLayoutConstraint.Axis, the type of UIStackView.axis",
    "UIWindow": "type of UIView.window",
    "UINavigationController": "type of UIViewController.navigationController",
    "UIPopoverPresentationController": "type of popoverPresentationController",
    "layoutSubviews": "UIKit's layout pass, which layoutIfNeeded() runs and UITableView overrides",
    "setNeedsLayout": "marks a view for the layout pass (content offset, frame, updates)",
    "UIScrollViewDelegate": "parent protocol of UITableViewDelegate; declares scrollViewDidScroll",
    "AutoresizingMask": "UIView.AutoresizingMask, the type of autoresizingMask",
    "UITextPosition": "type of beginningOfDocument and the positions of the text input methods",
    "UITextRange": "type of selectedTextRange and markedTextRange",
    "UITextContentType": "type of textContentType",
    "UIKeyboardType": "type of keyboardType",
    "UITextAutocapitalizationType": "type of autocapitalizationType",
    "UITextAutocorrectionType": "type of autocorrectionType",
    "UILayoutPriority": "the fitting priorities of systemLayoutSizeFitting",
    "UICollectionViewLayout": "superclass of UICollectionViewCompositionalLayout",
    "UICollectionViewCompositionalLayoutSectionProvider": "type of init(sectionProvider:)",
    "NSCollectionLayoutContainer": "type of NSCollectionLayoutEnvironment.container",
    "UICollectionLayoutSectionOrthogonalScrollingBehavior": "type of orthogonalScrollingBehavior",
    "NSRectAlignment": "alignment of NSCollectionLayoutBoundarySupplementaryItem's initializer",
    "NSCollectionLayoutSupplementaryItem": "superclass of NSCollectionLayoutBoundarySupplementaryItem",
    "NSCollectionLayoutSpacing": "type of interItemSpacing; declares fixed(_:)",
    "SwipeActionsConfigurationProvider": "type of the list configuration's swipe actions providers",
    "HeaderMode": "UICollectionLayoutListConfiguration.HeaderMode, the type of headerMode",
    "FooterMode": "UICollectionLayoutListConfiguration.FooterMode, the type of footerMode",
    "UISearchBar": "type of UISearchController.searchBar",
    "UIDatePickerStyle": "type of UIDatePicker.preferredDatePickerStyle",
    "UIUserInterfaceSizeClass": "type of UITraitCollection.horizontalSizeClass",
    "UIModalPresentationStyle": "type of UIViewController.modalPresentationStyle",
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
    """Declarations at type level (not inside function or accessor bodies)."""
    lines = path.read_text().splitlines()
    # Each open brace is a type body ("type") or code ("code"): a function, accessor or closure.
    stack: list[str] = []
    for index, line in enumerate(lines):
        code = STRING.sub('""', line.split("//", 1)[0] if not line.strip().startswith("//") else "")
        in_code = "code" in stack
        pending = "code"
        match = None if in_code else DECL.match(line)
        if EXTENSION.match(code) and not in_code:
            pending = "type"
        if match and "import" not in line:
            kind, name = match.group(1), match.group(2).strip("`")
            if kind in ("class", "struct", "enum", "protocol"):
                pending = "type"
            head = line[: match.start(1)]
            if not NOT_PUBLIC.search(head):
                yield declaration(path, lines, index, kind, name)
        for char in code:
            if char == "{":
                stack.append(pending if not in_code else "code")
                in_code = "code" in stack
                pending = "code"
            elif char == "}" and stack:
                stack.pop()
                in_code = "code" in stack


def declaration(path, lines, index, kind, name):
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
    return path.name, index + 1, kind, name, labels, "\n".join(doc)


def used_in(text: str, kind: str, name: str, labels: list[str]) -> bool:
    named = [label for label in labels if label != "_"]
    if kind != "init" and re.search(rf"\b{re.escape(name)}\b", text) is None:
        return False
    return all(re.search(rf"\b{re.escape(label)}\s*(\w+\s*)?:", text) for label in named)


def driver_names() -> set[str]:
    names = set()
    for path in sorted(DRIVERS.glob("*.swift")):
        for line in path.read_text().splitlines():
            match = re.match(
                r"^\s*public (?:static )?(?:func|var|enum|struct|class|case) ([A-Za-z_]\w*)", line
            )
            if match:
                names.add(match.group(1))
    return names


def without_comment(line: str) -> str:
    return line.split("//", 1)[0] if not line.strip().startswith("//") else ""


def apple_compiled(lines: list[str]) -> list[str]:
    """The lines Apple platforms compile: without the `#else` branches of `#if canImport(UIKit)`
    (the surface's, such as `#else import UIKitSurface`)."""
    kept, stack = [], []  # each open #if: (is canImport(UIKit), whether in its #else)
    for line in lines:
        directive = line.strip()
        if directive.startswith("#if"):
            stack.append((directive == "#if canImport(UIKit)", False))
        elif directive.startswith("#else") or directive.startswith("#elseif"):
            if stack:
                stack[-1] = (stack[-1][0], True)
        elif directive.startswith("#endif"):
            if stack:
                stack.pop()
            kept.append(line)
            continue
        surface_only_branch = any(uikit and in_else for uikit, in_else in stack)
        kept.append("" if surface_only_branch else line)
    return kept


def main() -> int:
    # The renderer's code without its comments: a name mentioned in documentation is not a use.
    renderer_files = [p.read_text().splitlines() for p in sorted(RENDERER.rglob("*.swift"))]
    renderer = "\n".join(without_comment(line) for lines in renderer_files for line in lines)
    apple_renderer = "\n".join(
        without_comment(line) for lines in renderer_files for line in apple_compiled(lines)
    )
    testers = "\n".join(
        p.read_text() for p in sorted(TESTS.rglob("*.swift")) + sorted(DRIVERS.glob("*.swift"))
    )
    problems, count, test_only, surface_only = [], 0, [], []
    for path in sorted(SURFACE.glob("*.swift")):
        for file, line, kind, name, labels, doc in declarations(path):
            count += 1
            where = f"{file}:{line} {kind} {name}"
            if SURFACE_ONLY in doc:
                surface_only.append((where, name, labels))
                continue
            if DOC not in doc:
                problems.append(f"{where}: no documentation address ({DOC}...)")
            if name in SIGNATURE_ONLY:
                continue
            if used_in(renderer, kind, name, labels):
                continue
            if used_in(testers, kind, name, labels):
                test_only.append(where)
                continue
            problems.append(f"{where}: used neither by Sources/SectionalUIKit nor by its tests")
    for where, name, labels in surface_only:
        named = [label for label in labels if label != "_"]
        if any(re.search(rf"\b{re.escape(label)}\s*:", apple_renderer) for label in named):
            problems.append(f"{where}: surface-only, yet Sources/SectionalUIKit uses it")
    for name in sorted(driver_names()):
        if re.search(rf"\.{re.escape(name)}\b|\b{re.escape(name)}\(", renderer):
            problems.append(f"Drivers/ {name}: a test driver, yet Sources/SectionalUIKit uses it")
    for problem in problems:
        print(problem)
    print(
        f"checked {count} surface declarations ({len(test_only)} used only by tests, "
        f"{len(surface_only)} surface-only): {len(problems)} problem(s)"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
