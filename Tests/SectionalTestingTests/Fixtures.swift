import Sectional

func path(_ section: Int, _ row: Int) -> RowPath { RowPath(section: section, row: row) }
