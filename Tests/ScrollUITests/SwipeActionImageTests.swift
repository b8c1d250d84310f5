import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// Rows of one height whose trailing action has the trash image and a title.
private final class ImageActionSource: TableViewDataSource, TableViewDelegate {
    let height: Double
    let title: String?
    init(height: Double, title: String? = "Delete") {
        self.height = height
        self.title = title
    }

    func numberOfRows(in tableView: TableView) -> Int { 20 }
    func tableView(_ tableView: TableView, heightForRow row: Int) -> Double { height }
    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row")
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: title) { _, _, done in done(false) }
        delete.imageName = "swipe-trash.png"
        return SwipeActionsConfiguration(actions: [delete])
    }
}

private final class ImageActionScreen: ViewController {
    let table = TableView(name: "table")
    init(source: ImageActionSource) {
        super.init(title: "Images", name: "images.screen")
        view.addSubview(table)
        table.register({ TableViewCell(reuseIdentifier: "row") }, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
    }
    override func layoutView() { table.frame = view.bounds }
}

/// Opens the first row's trailing action and returns what the frame draws.
private func drawnOpenRow(height: Double, title: String? = "Delete") throws -> (image: Rect?, title: Rect?) {
    let source = ImageActionSource(height: height, title: title)
    let screen = ImageActionScreen(source: source)
    let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
    try driver.runFrame()
    driver.drag(from: Point(x: 300, y: 44 + height / 2), by: Point(x: -120, y: 0), duration: 0.3, hold: 0.1)
    _ = try driver.runUntilAtRest()
    #expect(screen.table.swipeOffset == -SwipeThresholds.buttonWidth)
    var image: Rect?, text: Rect?
    for item in driver.app.displayList().items {
        if case .image(name: "swipe-trash.png", let rect, _) = item { image = rect }
        if case .text("Delete", let box, _, _, _) = item { text = box }
    }
    return (image, text)
}

@Suite struct SwipeActionImageTests {
    @Test func onATallRowTheImageIsCentredAboveTheTitle() throws {
        let drawn = try drawnOpenRow(height: 100)

        let image = try #require(drawn.image, "the image is drawn")
        let title = try #require(drawn.title, "the title is drawn")
        #expect(image.size == Size(width: 24, height: 24))
        #expect(abs(image.midX - title.midX) < 1e-9, "centred on the same axis")
        #expect(title.minY == image.maxY + SwipeThresholds.iconToTitleSpacing, "the title sits under the image")
        #expect(abs((image.minY + title.maxY) / 2 - 50) < 3, "the pair is centred in the row")
    }

    @Test func onAnOrdinaryRowTheImageShowsAlone() throws {
        let drawn = try drawnOpenRow(height: 60)

        let image = try #require(drawn.image)
        #expect(drawn.title == nil, "no title under 90 pt")
        #expect(image.size == Size(width: 24, height: 24) && image.midY == 30)
    }

    @Test func onAShortRowTheImageShrinksToFourFifths() throws {
        let drawn = try drawnOpenRow(height: 44)

        let image = try #require(drawn.image)
        #expect(drawn.title == nil)
        #expect(abs(image.width - 24 * 0.8) < 1e-9 && abs(image.height - 24 * 0.8) < 1e-9)
    }
}
