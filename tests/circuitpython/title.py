import drive
d = drive.Driver()
d.frames(2)
drive.stage("title")
drive.done()
