/// What the runner remembers between frames that is not the feature's state. It is view state
/// in the strict sense: losing it loses no data, only where the cursor was. Keys update it
/// through ``KeyRouter``; the screen renderer reads it.
public struct Interaction: Equatable, Sendable {
  /// Per screen id.
  var focus: [String: String] = [:]
  /// Per "screen/field" key.
  var editors: [String: TextFieldState] = [:]
  /// Per "screen/list" key.
  var selections: [String: Int] = [:]
  /// Per screen id, so focus stays in place when its control goes away (a Retry button
  /// replaced by Reload).
  var focusIndex: [String: Int] = [:]
  /// Per screen id, so a request moves focus once.
  var honouredRequests: [String: String] = [:]
  var dialogFocus = 0
  /// So a new dialog starts on its initial button.
  var dialogKey: String?

  /// Each screen starts on its first control.
  public init() {}

  /// Call it before a key is handled or a frame drawn: honours a new focus request, drops a
  /// focus whose control is gone, starts a new dialog on its initial button, and puts each
  /// field's editor on the text the state holds.
  public mutating func sync<Action>(with screen: Screen<Action>) {
    if let request = screen.focusRequest, honouredRequests[screen.id] != request {
      honouredRequests[screen.id] = request
      focus[screen.id] = request
    } else if screen.focusRequest == nil {
      honouredRequests[screen.id] = nil
    }
    let controls = screen.elements.flatMap(\.controls)
    if let id = focus[screen.id] {
      if let index = controls.firstIndex(where: { $0.id == id }) {
        focusIndex[screen.id] = index
      } else if let index = focusIndex[screen.id], !controls.isEmpty {
        focus[screen.id] = controls[min(index, controls.count - 1)].id
      } else {
        focus[screen.id] = nil
      }
    }
    let key = screen.dialog.map { "\(screen.id)/\($0.title)" }
    if key != dialogKey {
      dialogKey = key
      dialogFocus = screen.dialog?.initialFocus ?? 0
    }
    if let dialog = screen.dialog {
      dialogFocus = min(dialogFocus, max(dialog.buttons.count - 1, 0))
    }
    for control in controls {
      switch control {
      case let .field(field):
        let editorKey = Self.key(screen.id, field.id)
        if editors[editorKey]?.text != field.text {
          editors[editorKey] = TextFieldState(text: field.text)
        }
      case let .list(list):
        let listKey = Self.key(screen.id, list.id)
        let selected = selections[listKey] ?? 0
        selections[listKey] = min(max(selected, 0), max(list.items.count - 1, 0))
      case .button:
        break
      }
    }
  }

  /// As keys would: for tests and snapshots that show a screen with a given control focused.
  public mutating func focus<Action>(_ controlID: String, on screen: Screen<Action>) {
    sync(with: screen)
    focus[screen.id] = controlID
    sync(with: screen)
  }

  /// The one focused last, or the first.
  public func focusedID<Action>(on screen: Screen<Action>) -> String? {
    focus[screen.id] ?? screen.elements.lazy.flatMap(\.controls).first?.id
  }

  public func editor<Action>(for fieldID: String, on screen: Screen<Action>) -> TextFieldState? {
    editors[Self.key(screen.id, fieldID)]
  }

  public func selection<Action>(of listID: String, on screen: Screen<Action>) -> Int {
    selections[Self.key(screen.id, listID)] ?? 0
  }

  public var focusedDialogButton: Int { dialogFocus }

  static func key(_ screenID: String, _ controlID: String) -> String {
    "\(screenID)/\(controlID)"
  }
}
