import { commitMutation, type Environment, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';

/**
 * usePromiseMutation's promise outside React (a module loaded on demand, a bridge between
 * environments): resolves with the answer, rejects with the network layer's error. A module of its
 * own, so the pages' hook carries none of it.
 */
export const commitPromiseMutation = <T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
) =>
  new Promise<T['response']>((resolve, reject) => {
    commitMutation<T>(environment, { mutation, variables, onCompleted: resolve, onError: reject });
  });
