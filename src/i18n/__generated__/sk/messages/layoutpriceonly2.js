/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceonly2Inputs */

const sk_layoutpriceonly2 = /** @type {(inputs: Layoutpriceonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`len`)
};

/**

* @param {Layoutpriceonly2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutpriceonly2 = sk_layoutpriceonly2;
export { layoutpriceonly2 as "layoutPriceOnly" }