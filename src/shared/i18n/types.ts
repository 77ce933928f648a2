import type { tr } from './tr';

export type TTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : TTree<T[K]> };

/** Shape every language must fill: the Turkish map with plain-string leaves. */
export type TTranslations = TTree<typeof tr>;

type TKeyPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : TKeyPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted key, e.g. `auth.signIn.title`. */
export type TTranslationKey = TKeyPaths<typeof tr>;

type TPartialTree<T> = {
  readonly [K in keyof T]?: T[K] extends string ? string : TPartialTree<T[K]>;
};

/** A part of one language's map (the first load, an area's texts): any keys of it, at any depth. */
export type TTextsPart = TPartialTree<TTranslations>;
