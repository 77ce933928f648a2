import { childElement, childText } from '../soap/xml-read';
import { leaf, node } from '../soap/xml-text';
import { izibizDateTime, requestReturn, requiredText, type THandler } from './handler-kit';

/** CheckUser: a GİB user's aliases for the document type; nobody registered → an empty answer. */
const checkUser: THandler = {
  answer: ({ state, request }) => {
    const vkn = requiredText(childElement(request, 'USER'), 'IDENTIFIER');
    const type = childText(request, 'DOCUMENT_TYPE') ?? 'INVOICE';
    const user = state.gibUsers.get(vkn);
    if (!user) return [];
    return user.aliases
      .filter((a) => a.documentType === type)
      .map((a) =>
        node('USER', [
          leaf('IDENTIFIER', user.vkn),
          leaf('ALIAS', a.alias),
          leaf('TITLE', user.title),
          leaf('TYPE', 'OZEL'),
          leaf('REGISTER_TIME', izibizDateTime(Date.UTC(2014, 0, 1))),
          leaf('UNIT', a.unit),
          leaf('ALIAS_CREATION_TIME', izibizDateTime(Date.UTC(2014, 0, 1))),
          leaf('DOCUMENT_TYPE', a.documentType),
        ]),
      );
  },
};

/** Logout: the session ends (its id answers 10004 from now on). */
const logout: THandler = {
  answer: ({ state, request }) => {
    const id = childText(childElement(request, 'REQUEST_HEADER'), 'SESSION_ID');
    if (id) state.sessions.delete(id);
    return [requestReturn(state)];
  },
};

export const AUTH_HANDLERS: Record<string, THandler> = {
  CheckUser: checkUser,
  Logout: logout,
};
