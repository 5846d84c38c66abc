import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogPostBody,
  contentIdParams,
  staffBlogListQuery,
  staffBlogListResponseSchema,
  staffBlogPostResponseSchema,
} from '@bedesten/core/content/content-schemas';
import { errorResponses } from '@bedesten/core/schemas/error';
import { audit } from '../../plugins/audit.ts';
import { actorOf, requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { ContentDeps } from './content.deps.ts';
import { createPost, deletePost, getStaffPost, listStaffPosts, updatePost } from './manage-blog-posts.ts';

const tags = ['admin-content'];
const security = SESSION_SECURITY;
const deleted = z.object({ data: z.object({ id: z.string() }) });

/** Staff write the blog (ADR 0037: read staff+, write manager+); a post shows once its publish date has come. */
export const staffBlogRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, { repository }) => {
  const readers = requireStaff('staff');
  const editors = requireStaff('manager');

  app.get(
    '/api/admin/content/blog',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Blog posts, drafts and scheduled ones too (`status` filters); paged',
        security,
        querystring: staffBlogListQuery,
        response: { 200: staffBlogListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listStaffPosts(repository, request.query, request.url),
  );

  app.post(
    '/api/admin/content/blog',
    {
      onRequest: editors,
      config: { audit: 'blog_post.create' },
      schema: {
        tags,
        summary: 'Write a blog post (no date: draft; a future date: scheduled)',
        security,
        body: blogPostBody,
        response: { 201: staffBlogPostResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const post = await createPost(repository, actorOf(request).userId, request.body);
      audit(request, { subjectId: post.id, after: post });
      return reply.code(201).send({ data: post });
    },
  );

  app.get(
    '/api/admin/content/blog/:id',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'One blog post as Markdown in both languages',
        security,
        params: contentIdParams,
        response: { 200: staffBlogPostResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getStaffPost(repository, request.params.id) }),
  );

  app.put(
    '/api/admin/content/blog/:id',
    {
      onRequest: editors,
      config: { audit: 'blog_post.update' },
      schema: {
        tags,
        summary: 'Change a blog post, its publish date included',
        security,
        params: contentIdParams,
        body: blogPostBody,
        response: { 200: staffBlogPostResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { before, after } = await updatePost(repository, actorOf(request).userId, request.params.id, request.body);
      audit(request, { before, after });
      return { data: after };
    },
  );

  app.delete(
    '/api/admin/content/blog/:id',
    {
      onRequest: editors,
      config: { audit: 'blog_post.delete' },
      schema: {
        tags,
        summary: 'Delete a blog post (it leaves the blog; its address stays reserved)',
        security,
        params: contentIdParams,
        response: { 200: deleted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await deletePost(repository, actorOf(request).userId, request.params.id);
      audit(request, { before });
      return { data: { id: request.params.id } };
    },
  );
};
