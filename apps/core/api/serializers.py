from rest_framework import serializers

from apps.core.models import ContactMessage

TOPIC_REQUIRED = "Please select a topic"
MESSAGE_REQUIRED = "Message cannot be empty"


class ContactUsInput(serializers.Serializer):
    title = serializers.ChoiceField(
        choices=ContactMessage.Topic.values,
        error_messages={
            "required": TOPIC_REQUIRED,
            "blank": TOPIC_REQUIRED,
            "null": TOPIC_REQUIRED,
            "invalid_choice": TOPIC_REQUIRED,
        },
    )
    text = serializers.CharField(
        max_length=5000,
        error_messages={
            "required": MESSAGE_REQUIRED,
            "blank": MESSAGE_REQUIRED,
            "null": MESSAGE_REQUIRED,
            "max_length": "Please keep your message under 5000 characters.",
        },
    )


class ContactUsOutput(serializers.Serializer):
    success = serializers.BooleanField()
