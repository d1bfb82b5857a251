from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.core.api import serializers as s
from apps.core.contact import contact_message_send
from apps.core.throttles import ContactUserRateLimit


class ContactUsView(APIView):
    throttle_classes = [ContactUserRateLimit]

    @extend_schema(
        request=s.ContactUsInput,
        responses={201: s.ContactUsOutput, 400: OpenApiResponse(description="Error"), 429: OpenApiResponse()},
    )
    def post(self, request):
        serializer = s.ContactUsInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        contact_message_send(
            user=request.user, title=serializer.validated_data["title"], text=serializer.validated_data["text"]
        )
        return Response({"success": True}, status=status.HTTP_201_CREATED)
