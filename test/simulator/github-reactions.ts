import type { ServerResponse } from 'node:http'
import type { Account } from './github-accounts.ts'
import { json, notFound, writeObject, type StandInRequest } from './github-responses.ts'

/**
 * The reaction endpoints of the GitHub REST stand-in, on issue comments and on pull-request
 * review comments: as GitHub does, one reaction of a kind per account on a comment, answered
 * 201 when it is added and 200 with the same reaction when the account had already added it.
 * Reactions a script plants stand for those already there (an earlier run's 👀).
 */

export type ReactionTarget = 'issue-comment' | 'review-comment'

export interface PlantedReaction {
  readonly target: ReactionTarget
  readonly commentId: number
  readonly content: string
  /** Default `github-actions[bot]`. */
  readonly login?: string
}

const CONTENTS = new Set(['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'])

export interface ReactionsStore {
  /** Answers `{issues|pulls}/comments/{id}/reactions` (`rest` after the resource); false when no such route. */
  route(resource: string, request: StandInRequest, account: Account, response: ServerResponse): boolean
  /** The reactions on a comment, oldest first, as `login:content`. */
  reactions(target: ReactionTarget, commentId: number): string[]
}

export function createReactionsStore(
  planted: readonly PlantedReaction[],
  deleted: readonly number[] = [],
): ReactionsStore {
  const stored: { target: ReactionTarget; commentId: number; content: string; login: string; id: number }[] = []
  const add = (target: ReactionTarget, commentId: number, content: string, login: string) => {
    const reaction = { target, commentId, content, login, id: 9_001 + stored.length }
    stored.push(reaction)
    return reaction
  }
  for (const reaction of planted)
    add(reaction.target, reaction.commentId, reaction.content, reaction.login ?? 'github-actions[bot]')
  const reactionJson = (reaction: (typeof stored)[number]) => ({
    id: reaction.id,
    content: reaction.content,
    user: { login: reaction.login },
  })
  return {
    route(resource, request, account, response) {
      const [comments, id, reactions, ...more] = request.rest
      if (comments !== 'comments' || reactions !== 'reactions' || more.length > 0 || !/^[1-9]\d*$/.test(id ?? ''))
        return false
      if (resource !== 'issues' && resource !== 'pulls') return false
      if (request.method !== 'POST') return notFound(response)
      const sent = writeObject(request, response)
      if (!sent) return true
      const content = sent['content']
      if (typeof content !== 'string' || !CONTENTS.has(content))
        return json(response, 422, { message: 'Validation Failed' })
      const target: ReactionTarget = resource === 'issues' ? 'issue-comment' : 'review-comment'
      const commentId = Number(id)
      if (deleted.includes(commentId)) return notFound(response)
      const there = stored.find(
        (reaction) =>
          reaction.target === target &&
          reaction.commentId === commentId &&
          reaction.content === content &&
          reaction.login === account.login,
      )
      if (there) return json(response, 200, reactionJson(there))
      return json(response, 201, reactionJson(add(target, commentId, content, account.login)))
    },
    reactions: (target, commentId) =>
      stored
        .filter((reaction) => reaction.target === target && reaction.commentId === commentId)
        .map((reaction) => `${reaction.login}:${reaction.content}`),
  }
}
