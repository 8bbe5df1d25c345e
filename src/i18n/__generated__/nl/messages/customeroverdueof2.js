/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeroverdueof2Inputs */

const nl_customeroverdueof2 = /** @type {(inputs: Customeroverdueof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waarvan achterstallig`)
};

/**

* @param {Customeroverdueof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customeroverdueof2 = nl_customeroverdueof2;
export { customeroverdueof2 as "customerOverdueOf" }