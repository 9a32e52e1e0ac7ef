import Foundation

/// https://developer.apple.com/documentation/uikit/uidatepicker (its date stays within
/// `minimumDate`...`maximumDate`, and both are ignored when the minimum is after the maximum, as
/// Apple's header documents)
@MainActor open class UIDatePicker: UIControl {
  internal var surfaceDate = Date()

  /// https://developer.apple.com/documentation/uikit/uidatepicker/date (clamped to the range)
  open var date: Date {
    get { surfaceClamped(surfaceDate) }
    set { surfaceDate = surfaceClamped(newValue) }
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate
  open var minimumDate: Date? {
    didSet { surfaceDate = surfaceClamped(surfaceDate) }
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/maximumdate
  open var maximumDate: Date? {
    didSet { surfaceDate = surfaceClamped(surfaceDate) }
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode-swift.property
  /// (`.dateAndTime` by default)
  open var datePickerMode: UIDatePicker.Mode = .dateAndTime

  internal var surfaceCalendar = Calendar.current

  /// https://developer.apple.com/documentation/uikit/uidatepicker/calendar (null_resettable:
  /// setting `nil` returns to the current calendar)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var calendar: Calendar! {
    get { surfaceCalendar }
    set { surfaceCalendar = newValue ?? Calendar.current }
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/timezone (`nil` by default:
  /// the calendar's time zone)
  open var timeZone: TimeZone?

  /// https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

  /// `date` within the range, unless the range is ignored (its minimum after its maximum).
  internal func surfaceClamped(_ date: Date) -> Date {
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
    var date = date
    if let minimumDate, date < minimumDate { date = minimumDate }
    if let maximumDate, date > maximumDate { date = maximumDate }
    return date
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/mode
  public enum Mode: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode/time
    case time = 0
    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode/date
    case date = 1
    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode/dateandtime
    case dateAndTime = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uidatepickerstyle
public enum UIDatePickerStyle: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uidatepickerstyle/automatic
  case automatic = 0
  /// https://developer.apple.com/documentation/uikit/uidatepickerstyle/compact
  case compact = 2
}
