/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershowmaturities2Inputs */

const sk_customershowmaturities2 = /** @type {(inputs: Customershowmaturities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobraziť nezaplatené platby`)
};

/**

* @param {Customershowmaturities2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customershowmaturities2 = sk_customershowmaturities2;
export { customershowmaturities2 as "customerShowMaturities" }