/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchprompt1Inputs */

const fr_searchprompt1 = /** @type {(inputs: Searchprompt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un mot-clé ou un numéro d'article.`)
};

/**

* @param {Searchprompt1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const searchprompt1 = fr_searchprompt1;
export { searchprompt1 as "searchPrompt" }