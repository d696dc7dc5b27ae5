"""The device-side app: controller, screens, input, LEDs, storage, sound."""
