/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeryes1Inputs */

const fr_customeryes1 = /** @type {(inputs: Customeryes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui`)
};

/**

* @param {Customeryes1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customeryes1 = fr_customeryes1;
export { customeryes1 as "customerYes" }