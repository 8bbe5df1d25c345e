/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentchoice2Inputs */

const fr_panelsconsentchoice2 = /** @type {(inputs: Panelsconsentchoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre choix`)
};

/**

* @param {Panelsconsentchoice2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsentchoice2 = fr_panelsconsentchoice2;
export { panelsconsentchoice2 as "panelsConsentChoice" }