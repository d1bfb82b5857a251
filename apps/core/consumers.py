from channels.generic.websocket import AsyncWebsocketConsumer


class UnknownPathConsumer(AsyncWebsocketConsumer):
    """Closes sockets opened on a path no consumer serves (Channels would answer a 500)."""

    async def connect(self):
        await self.close(code=4404)
