/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchprompt1Inputs */

const sv_searchprompt1 = /** @type {(inputs: Searchprompt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skriv ett sökord eller ett artikelnummer.`)
};

/**

* @param {Searchprompt1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchprompt1 = sv_searchprompt1;
export { searchprompt1 as "searchPrompt" }