/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershowmaturities2Inputs */

const cs_customershowmaturities2 = /** @type {(inputs: Customershowmaturities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobrazit nezaplacené platby`)
};

/**

* @param {Customershowmaturities2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customershowmaturities2 = cs_customershowmaturities2;
export { customershowmaturities2 as "customerShowMaturities" }