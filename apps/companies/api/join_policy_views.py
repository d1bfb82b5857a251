"""The company admins' choice of what a member on the company's e-mail domain gets from
"join" (docs/decisions.md, issue 7): GET and PUT /api/companies/{companyId}/join-policy."""

from drf_spectacular.utils import extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import SIGNED_IN
from apps.companies import errors, selectors, services
from apps.companies.api.serializers import CompanyError, JoinPolicyInput, JoinPolicyOutput
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT

ACCESS = (errors.NOT_COMPANY_EDITOR, errors.COMPANY_NOT_FOUND, *SIGNED_IN)


class CompanyJoinPolicyView(APIView):
    @extend_schema(responses={200: JoinPolicyOutput, **error_responses(CompanyError, *ACCESS)})
    def get(self, request, company_id: int):
        # The company admins' and admins' setting only.
        company = selectors.company_for_editor(company_id=company_id, viewer=request.user)
        return Response(JoinPolicyOutput({"domainJoinPolicy": company.domain_join_policy}).data)

    @extend_schema(
        request=JoinPolicyInput,
        responses={200: JoinPolicyOutput, **error_responses(CompanyError, INVALID_INPUT, *ACCESS)},
    )
    def put(self, request, company_id: int):
        # The company admins' and admins' setting only.
        company = selectors.company_for_editor(company_id=company_id, viewer=request.user)
        data = JoinPolicyInput(data=request.data)
        data.is_valid(raise_exception=True)
        company = services.company_domain_join_policy_set(
            company=company, policy=data.validated_data["domainJoinPolicy"]
        )
        return Response(JoinPolicyOutput({"domainJoinPolicy": company.domain_join_policy}).data)
