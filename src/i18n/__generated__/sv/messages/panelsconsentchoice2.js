/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentchoice2Inputs */

const sv_panelsconsentchoice2 = /** @type {(inputs: Panelsconsentchoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt val`)
};

/**

* @param {Panelsconsentchoice2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentchoice2 = sv_panelsconsentchoice2;
export { panelsconsentchoice2 as "panelsConsentChoice" }