from django.urls import path

from apps.core.api import views

urlpatterns = [
    path("contact-us", views.ContactUsView.as_view(), name="contact-us"),
]
