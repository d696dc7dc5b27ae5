"""What goes onto a board, and what builds it (tools/deploy.py, the command, writes it).

    image.py           the files a board profile's CIRCUITPY gets, and their bytes (the one
                       place that decides the image: deploy, the firmware and budget read it)
    drive.py           the CIRCUITPY drive: finding it, reading it, writing an image safely
    firmware.py        our PyBadge firmware: CircuitPython with the game frozen in (make firmware)
    stock_firmware.py  the stock PyBadge firmware, for the emulator (make stock-firmware)
"""
