import { baseApi } from '@/lib/api/baseApi';

export interface ContactMessage {
  title: string;
  text: string;
}

export const contactUsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<unknown, ContactMessage>({
      query: (body) => ({ url: '/contact-us', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactUsApi;
