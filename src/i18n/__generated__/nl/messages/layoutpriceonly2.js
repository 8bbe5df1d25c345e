/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceonly2Inputs */

const nl_layoutpriceonly2 = /** @type {(inputs: Layoutpriceonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`slechts`)
};

/**

* @param {Layoutpriceonly2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutpriceonly2 = nl_layoutpriceonly2;
export { layoutpriceonly2 as "layoutPriceOnly" }