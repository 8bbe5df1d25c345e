/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentchoice2Inputs */

const cs_panelsconsentchoice2 = /** @type {(inputs: Panelsconsentchoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše volba`)
};

/**

* @param {Panelsconsentchoice2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsentchoice2 = cs_panelsconsentchoice2;
export { panelsconsentchoice2 as "panelsConsentChoice" }