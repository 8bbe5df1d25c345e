/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershowmaturities2Inputs */

const nl_customershowmaturities2 = /** @type {(inputs: Customershowmaturities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Openstaande betalingen bekijken`)
};

/**

* @param {Customershowmaturities2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customershowmaturities2 = nl_customershowmaturities2;
export { customershowmaturities2 as "customerShowMaturities" }