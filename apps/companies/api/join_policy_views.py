"""The company admins' choice of what a member on the company's e-mail domain gets from
"join" (docs/decisions.md, issue 7): GET and PUT /api/companies/{companyId}/join-policy."""

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.companies import errors, selectors, services
from apps.companies.models import Company

ERROR = OpenApiResponse(description="Error: {status, title, errors, code}")
POLICY_HELP = (
    '"ask" (default): a member whose verified e-mail is on the company\'s domain sends a join request '
    'that a company admin accepts; "auto": they join at once.'
)


class JoinPolicyInput(serializers.Serializer):
    domainJoinPolicy = serializers.ChoiceField(
        choices=Company.DomainJoinPolicy.values,
        help_text=POLICY_HELP,
        error_messages=dict.fromkeys(("invalid_choice", "required", "null", "blank"), 'Choose "ask" or "auto".'),
    )


class JoinPolicyOutput(serializers.Serializer):
    domainJoinPolicy = serializers.ChoiceField(choices=Company.DomainJoinPolicy.values, help_text=POLICY_HELP)


def _company_for_its_admins(request, company_id) -> Company:
    """The company, for its company admins and global admins only (it is their setting)."""
    company = selectors.company_visible_get(company_id=company_id)
    if company is None:
        raise errors.COMPANY_NOT_FOUND.error()
    if not selectors.company_edit_access(viewer=request.user, company=company):
        raise errors.NOT_COMPANY_EDITOR.error()
    return company


class CompanyJoinPolicyView(APIView):
    @extend_schema(responses={200: JoinPolicyOutput, 403: ERROR, 404: ERROR})
    def get(self, request, company_id: int):
        company = _company_for_its_admins(request, company_id)
        return Response(JoinPolicyOutput({"domainJoinPolicy": company.domain_join_policy}).data)

    @extend_schema(request=JoinPolicyInput, responses={200: JoinPolicyOutput, 400: ERROR, 403: ERROR, 404: ERROR})
    def put(self, request, company_id: int):
        company = _company_for_its_admins(request, company_id)
        data = JoinPolicyInput(data=request.data)
        data.is_valid(raise_exception=True)
        company = services.company_domain_join_policy_set(
            company=company, policy=data.validated_data["domainJoinPolicy"]
        )
        return Response(JoinPolicyOutput({"domainJoinPolicy": company.domain_join_policy}).data)
