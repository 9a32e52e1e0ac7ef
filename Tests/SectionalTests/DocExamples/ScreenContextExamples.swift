import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/Sectional/Screens/ScreenContext.swift and
/// Sources/Sectional/Controller/ListController+Work.swift.
/// Answers at once; stands for a network call.
private struct Mailbox: Sendable {
  func latest() async -> [String] { ["Welcome", "Lunch?"] }
}

private let mailbox = Mailbox()

@MainActor
@Suite struct ScreenContextExamples {
  @MainActor final class MailScreen: Screen {
    let title = "Mail"
    var messages: [String] = []
    var content: ListContent {
      Section(id: "mail") {
        for message in messages { Row(id: message, TextItem(message)) }
        Row(id: "refresh", TextItem("Refresh")).onSelect { [unowned self] context in
          context.controller.task { self.messages = await mailbox.latest() }
        }
      }
    }

    /// ScreenContext.swift
    func attach(_ context: ScreenContext) {
      context.task { [weak self] in
        self?.messages = await mailbox.latest()
      }  // the host rebuilds when it ends; idle() waits for it
    }
  }

  @Test func workStartedInAttachShowsOnceIdle() async throws {
    let screen = MailScreen()
    let app = ScreenTestHost(screen)
    await app.idle()
    #expect(app.content.sections[0].rows.count == 3)
    screen.messages = []
    try app.tap(.id("refresh"))
    await app.idle()
    #expect(app.content.sections[0].rows.count == 3)
  }

  struct Offline: Error {}

  /// Fails once; stands for a network call.
  private struct FailingMailbox: Sendable {
    func latest() async throws -> [String] { throw Offline() }
  }

  @MainActor final class FailingMailScreen: Screen {
    let title = "Mail"
    var messages: [String] = []
    var content: ListContent {
      Section(id: "mail") { for message in messages { Row(id: message, TextItem(message)) } }
    }

    /// ScreenContext.swift, `presenter`
    func attach(_ context: ScreenContext) {
      let mailbox = FailingMailbox()
      context.task { [weak self] in
        guard let self else { return }
        do {
          messages = try await mailbox.latest()
        } catch {
          context.presenter.present(Alert(title: "Could not load", message: "\(error)"))
        }
      }
    }
  }

  /// Work outside a handler presents through the context: the alert shows.
  @Test func workPresentsAnAlertThroughTheContext() async throws {
    let app = ScreenTestHost(FailingMailScreen())
    await app.idle()
    #expect(app.presentedAlert?.title == "Could not load")
    #expect(app.presentedAlert?.message == "Offline()")
  }
}
