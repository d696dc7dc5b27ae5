"""Stand-in: busio.I2C as a register map per device address."""

from standin_part import Part


class I2C(Part):
    def __init__(self, scl=None, sda=None, frequency=100000):
        self.devices = {}
        self.pointers = {}
        self.self_clearing = {}
        self.locked = False

    def add_device(self, address, registers=(), self_clearing=()):
        """A chip at `address`: (register, value) pairs to start with, and
        (register, bits) that the chip clears by itself after a write (a reset bit)."""
        memory = bytearray(256)
        for register, value in registers:
            memory[register] = value
        self.devices[address] = memory
        self.pointers[address] = 0
        self.self_clearing[address] = self_clearing
        return memory

    def try_lock(self):
        if self.locked:
            return False
        self.locked = True
        return True

    def unlock(self):
        self.locked = False

    def scan(self):
        return sorted(self.devices)

    def _device(self, address):
        if address not in self.devices:
            raise OSError(19)
        return self.devices[address]

    def writeto(self, address, buffer, *, start=0, end=None):
        memory = self._device(address)
        end = len(buffer) if end is None else end
        if end <= start:
            return
        pointer = buffer[start] & 0x7F   # bit 7: the LIS3DH's auto-increment flag
        self.pointers[address] = pointer
        for index in range(start + 1, end):
            memory[pointer] = buffer[index]
            pointer = (pointer + 1) & 0xFF
        for register, bits in self.self_clearing[address]:
            memory[register] &= ~bits & 0xFF

    def readfrom_into(self, address, buffer, *, start=0, end=None):
        memory = self._device(address)
        end = len(buffer) if end is None else end
        pointer = self.pointers[address]
        for index in range(start, end):
            buffer[index] = memory[pointer]
            pointer = (pointer + 1) & 0xFF
        self.pointers[address] = pointer

    def writeto_then_readfrom(self, address, buffer_out, buffer_in, *, out_start=0,
                              out_end=None, in_start=0, in_end=None):
        self.writeto(address, buffer_out, start=out_start, end=out_end)
        self.readfrom_into(address, buffer_in, start=in_start, end=in_end)


class SPI:
    def __init__(self, clock, MOSI=None, MISO=None):
        self.clock = clock

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def configure(self, **settings):
        pass

    def write(self, buffer, start=0, end=None):
        pass
