/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenamounts2Inputs */

const sk_customeropenamounts2 = /** @type {(inputs: Customeropenamounts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nezaplatené sumy`)
};

/**

* @param {Customeropenamounts2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customeropenamounts2 = sk_customeropenamounts2;
export { customeropenamounts2 as "customerOpenAmounts" }