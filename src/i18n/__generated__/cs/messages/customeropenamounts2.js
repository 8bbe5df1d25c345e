/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenamounts2Inputs */

const cs_customeropenamounts2 = /** @type {(inputs: Customeropenamounts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nezaplacené částky`)
};

/**

* @param {Customeropenamounts2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customeropenamounts2 = cs_customeropenamounts2;
export { customeropenamounts2 as "customerOpenAmounts" }