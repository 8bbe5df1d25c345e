/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentchoice2Inputs */

const de_panelsconsentchoice2 = /** @type {(inputs: Panelsconsentchoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Auswahl`)
};

/**

* @param {Panelsconsentchoice2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsconsentchoice2 = de_panelsconsentchoice2;
export { panelsconsentchoice2 as "panelsConsentChoice" }