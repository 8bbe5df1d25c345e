/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchprompt1Inputs */

const cs_searchprompt1 = /** @type {(inputs: Searchprompt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadejte prosím hledaný výraz nebo číslo zboží.`)
};

/**

* @param {Searchprompt1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchprompt1 = cs_searchprompt1;
export { searchprompt1 as "searchPrompt" }