/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentchoice2Inputs */

const nl_panelsconsentchoice2 = /** @type {(inputs: Panelsconsentchoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jouw keuze`)
};

/**

* @param {Panelsconsentchoice2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentchoice2 = nl_panelsconsentchoice2;
export { panelsconsentchoice2 as "panelsConsentChoice" }