/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenamounts2Inputs */

const nl_customeropenamounts2 = /** @type {(inputs: Customeropenamounts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Openstaande bedragen`)
};

/**

* @param {Customeropenamounts2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customeropenamounts2 = nl_customeropenamounts2;
export { customeropenamounts2 as "customerOpenAmounts" }