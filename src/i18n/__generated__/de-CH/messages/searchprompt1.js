/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchprompt1Inputs */

const de_ch2_searchprompt1 = /** @type {(inputs: Searchprompt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie einen Suchbegriff oder eine Artikelnummer ein.`)
};

/**

* @param {Searchprompt1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const searchprompt1 = de_ch2_searchprompt1;
export { searchprompt1 as "searchPrompt" }