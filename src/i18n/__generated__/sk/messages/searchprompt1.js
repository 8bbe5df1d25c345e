/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchprompt1Inputs */

const sk_searchprompt1 = /** @type {(inputs: Searchprompt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadajte, prosím, hľadaný výraz alebo číslo tovaru.`)
};

/**

* @param {Searchprompt1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchprompt1 = sk_searchprompt1;
export { searchprompt1 as "searchPrompt" }